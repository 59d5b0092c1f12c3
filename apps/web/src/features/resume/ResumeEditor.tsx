import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paperSizeLabels, paperSizes, resumeFileName, resumeSchema, resumeTexts, type Resume } from '@portal/contracts';
import { handleApiError } from '../../platform/errors';
import { schemaValidator } from '../../platform/forms';
import { saveFile } from '../../platform/save-file';
import { showSuccessToast } from '../../platform/toasts';
import { useResumePdf } from './api';
import { EntryFieldset } from './EntryFieldset';
import { toFormValues, toResume, type ResumeFormValues } from './formValues';
import { IconDownload } from './icons';

const monthYearHint = 'Mon/yyyy, e.g. Jun/2021';

/**
 * The resume, every part of it editable before download: contact, objective, and the job and education entries
 * (fields, bullets, order, removal). The shared schema checks it here and again on the server.
 */
export function ResumeEditor({ initial }: { initial: Resume }) {
  const pdf = useResumePdf();
  const form = useForm<ResumeFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(initial),
    validate: schemaValidator(resumeSchema),
  });
  const { jobs, educations } = form.values;
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = form.onSubmit((values) => {
    const resume = toResume(values);
    pdf.mutate(resume, {
      onSuccess: (file) => {
        saveFile(file, resumeFileName(resume.name));
        showSuccessToast(resumeTexts.downloaded);
      },
      onError: (error) => handleApiError(error, { form }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={resumeTexts.title}>
      <Stack gap="xl">
        <Stack component="section" gap="sm" aria-labelledby="resume-contact">
          <Title order={2} size="h3" id="resume-contact">
            {resumeTexts.contact}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <TextInput label="Address" autoComplete="street-address" {...form.getInputProps('address')} />
          </SimpleGrid>
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="resume-objective">
          <Title order={2} size="h3" id="resume-objective">
            {resumeTexts.objective}
          </Title>
          <Textarea label={resumeTexts.objective} autosize minRows={2} {...form.getInputProps('objective')} />
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="resume-jobs">
          <Title order={2} size="h3" id="resume-jobs">
            {resumeTexts.jobs}
          </Title>
          {jobs.length === 0 && <Text c="dimmed">{resumeTexts.noJobs}</Text>}
          {jobs.map((job, index) => (
            <EntryFieldset
              key={job.key}
              form={form}
              list="jobs"
              index={index}
              count={jobs.length}
              name={job.title.trim() || `Job ${index + 1}`}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Job Title" withAsterisk {...form.getInputProps(`jobs.${index}.title`)} />
                <TextInput label="Employer" withAsterisk {...form.getInputProps(`jobs.${index}.employer`)} />
                <TextInput label="Start" description={monthYearHint} {...form.getInputProps(`jobs.${index}.start`)} />
                <TextInput
                  label="End"
                  description={`${monthYearHint}, or ${resumeTexts.present}`}
                  {...form.getInputProps(`jobs.${index}.end`)}
                />
              </SimpleGrid>
            </EntryFieldset>
          ))}
          <FieldError error={form.errors.jobs} />
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="resume-educations">
          <Title order={2} size="h3" id="resume-educations">
            {resumeTexts.educations}
          </Title>
          {educations.length === 0 && <Text c="dimmed">{resumeTexts.noEducations}</Text>}
          {educations.map((education, index) => (
            <EntryFieldset
              key={education.key}
              form={form}
              list="educations"
              index={index}
              count={educations.length}
              name={education.school.trim() || `School ${index + 1}`}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="School" withAsterisk {...form.getInputProps(`educations.${index}.school`)} />
                <TextInput label="Education Level" {...form.getInputProps(`educations.${index}.education_level`)} />
                <TextInput label="Field of Study" {...form.getInputProps(`educations.${index}.field_of_study`)} />
                <TextInput
                  label="Finished"
                  description={monthYearHint}
                  {...form.getInputProps(`educations.${index}.finish`)}
                />
              </SimpleGrid>
            </EntryFieldset>
          ))}
          <FieldError error={form.errors.educations} />
        </Stack>

        <Radio.Group label={resumeTexts.paperSize} {...form.getInputProps('paper_size')}>
          <Group mt="xs">
            {paperSizes.map((size) => (
              <Radio key={size} value={size} label={paperSizeLabels[size]} />
            ))}
          </Group>
        </Radio.Group>

        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {resumeTexts.onePage}
          </Text>
          {hasErrors && (
            <Text size="sm" c="red.9" role="alert">
              {resumeTexts.fixFields}
            </Text>
          )}
          <Button type="submit" loading={pdf.isPending} leftSection={<IconDownload size={18} aria-hidden />}>
            {resumeTexts.download}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function FieldError({ error }: { error: unknown }) {
  if (typeof error !== 'string') return null;
  return (
    <Text size="sm" c="red.9">
      {error}
    </Text>
  );
}
