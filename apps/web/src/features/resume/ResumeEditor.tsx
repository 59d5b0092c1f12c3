import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paperSizes, resumeFileName, resumeTexts, type Resume } from '@portal/contracts';
import { handleApiError } from '../../platform/errors';
import { laterSchema, submitChecked, useLaterSchema } from '../../platform/forms';
import { useT } from '../../platform/i18n';
import { saveFile } from '../../platform/save-file';
import { showSuccessToast } from '../../platform/toasts';
import { useResumePdf } from './api';
import { EntryFieldset } from './EntryFieldset';
import { toFormValues, toResume, type ResumeFormValues } from './formValues';
import { IconDownload } from './icons';

// The shared schema (and Zod) is fetched after the page paints; Download waits for it (ADR 0051).
const schema = laterSchema(() => import('@portal/contracts/resume').then((module) => module.resumeSchema));

/**
 * The resume, every part of it editable before download: contact, objective, and the job and education entries
 * (fields, bullets, order, removal). The shared schema checks it here and again on the server.
 */
export function ResumeEditor({ initial }: { initial: Resume }) {
  const pdf = useResumePdf();
  const { t } = useT('resume');
  const monthYearHint = t('monthYearHint');
  useLaterSchema(schema);
  const form = useForm<ResumeFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(initial),
    validate: schema.validate,
  });
  const { jobs, educations } = form.values;
  const hasErrors = Object.keys(form.errors).length > 0;

  const submit = submitChecked(schema, form, (values) => {
    const resume = toResume(values);
    pdf.mutate(resume, {
      onSuccess: (file) => {
        saveFile(file, resumeFileName(resume.name));
        showSuccessToast(t('downloaded'));
      },
      onError: (error) => handleApiError(error, { form }),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('title')}>
      <Stack gap="xl">
        <Stack component="section" gap="sm" aria-labelledby="resume-contact">
          <Title order={2} size="h3" id="resume-contact">
            {t('contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('fields.name')} withAsterisk autoComplete="name" {...form.getInputProps('name')} />
            <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <TextInput label={t('fields.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
            <TextInput label={t('fields.address')} autoComplete="street-address" {...form.getInputProps('address')} />
          </SimpleGrid>
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="resume-objective">
          <Title order={2} size="h3" id="resume-objective">
            {t('objective')}
          </Title>
          <Textarea label={t('objective')} autosize minRows={2} {...form.getInputProps('objective')} />
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="resume-jobs">
          <Title order={2} size="h3" id="resume-jobs">
            {t('jobs')}
          </Title>
          {jobs.length === 0 && <Text c="dimmed">{t('noJobs')}</Text>}
          {jobs.map((job, index) => (
            <EntryFieldset
              key={job.key}
              form={form}
              list="jobs"
              index={index}
              count={jobs.length}
              name={job.title.trim() || t('jobName', { number: index + 1 })}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('fields.jobTitle')} withAsterisk {...form.getInputProps(`jobs.${index}.title`)} />
                <TextInput
                  label={t('fields.employer')}
                  withAsterisk
                  {...form.getInputProps(`jobs.${index}.employer`)}
                />
                <TextInput
                  label={t('fields.start')}
                  description={monthYearHint}
                  {...form.getInputProps(`jobs.${index}.start`)}
                />
                <TextInput
                  label={t('fields.end')}
                  description={t('endMonthYearHint', { present: resumeTexts.present })}
                  {...form.getInputProps(`jobs.${index}.end`)}
                />
              </SimpleGrid>
            </EntryFieldset>
          ))}
          <FieldError error={form.errors.jobs} />
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="resume-educations">
          <Title order={2} size="h3" id="resume-educations">
            {t('educations')}
          </Title>
          {educations.length === 0 && <Text c="dimmed">{t('noEducations')}</Text>}
          {educations.map((education, index) => (
            <EntryFieldset
              key={education.key}
              form={form}
              list="educations"
              index={index}
              count={educations.length}
              name={education.school.trim() || t('schoolName', { number: index + 1 })}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('fields.school')}
                  withAsterisk
                  {...form.getInputProps(`educations.${index}.school`)}
                />
                <TextInput
                  label={t('fields.educationLevel')}
                  {...form.getInputProps(`educations.${index}.education_level`)}
                />
                <TextInput
                  label={t('fields.fieldOfStudy')}
                  {...form.getInputProps(`educations.${index}.field_of_study`)}
                />
                <TextInput
                  label={t('fields.finished')}
                  description={monthYearHint}
                  {...form.getInputProps(`educations.${index}.finish`)}
                />
              </SimpleGrid>
            </EntryFieldset>
          ))}
          <FieldError error={form.errors.educations} />
        </Stack>

        <Radio.Group label={t('paperSize')} {...form.getInputProps('paper_size')}>
          <Group mt="xs">
            {paperSizes.map((size) => (
              <Radio key={size} value={size} label={t(`paperSizes.${size}`)} />
            ))}
          </Group>
        </Radio.Group>

        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('onePage')}
          </Text>
          {hasErrors && (
            <Text size="sm" c="red.9" role="alert">
              {t('fixFields')}
            </Text>
          )}
          <Button type="submit" loading={pdf.isPending} leftSection={<IconDownload size={18} aria-hidden />}>
            {t('download')}
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
