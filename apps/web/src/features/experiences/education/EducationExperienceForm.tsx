import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  educationFormToBody,
  educationServerFieldToFormField,
  educationYearOptions,
  educationalExperienceToForm,
  emptyEducationalExperienceForm,
  type EducationalExperience,
  type EducationalExperienceForm as EducationFormValues,
} from '@portal/contracts';
import { useMemo } from 'react';
import { handleFormSaveError } from '../../../platform/errors';
import { laterSchema, submitChecked, useLaterSchema } from '../../../platform/forms';
import { useT } from '../../../platform/i18n';
import { showSuccessToast } from '../../../platform/toasts';
import { ExperienceFormFooter } from '../ExperienceFormFooter';
import { FormSelect, MonthSelect, YearSelect } from '../DateSelects';
import { useEducationLevels, useSaveEducationExperience } from './useEducationExperiences';

// The form's schema (Zod) is fetched after the page paints; a submit waits for it (platform/forms.ts).
const formSchema = laterSchema(() =>
  import('@portal/contracts/experiences').then((module) => module.educationalExperienceFormSchema),
);

interface EducationExperienceFormProps {
  /** The row being edited, or null to add one. Give the form a `key` per row so it starts from that row's values. */
  editing: EducationalExperience | null;
  /** Saved or cancelled: back to add mode. */
  onDone: () => void;
}

export function EducationExperienceForm({ editing, onDone }: EducationExperienceFormProps) {
  const { t } = useT('experiences');
  const save = useSaveEducationExperience();
  const levels = useEducationLevels();
  const years = useMemo(() => educationYearOptions(), []);
  const levelOptions = useMemo(
    () => (levels.data ?? []).map((level) => ({ value: String(level.id), label: level.name })),
    [levels.data],
  );
  // Uncontrolled: typing does not re-render the form.
  const form = useForm<EducationFormValues>({
    mode: 'uncontrolled',
    initialValues: editing ? educationalExperienceToForm(editing) : emptyEducationalExperienceForm,
    validate: formSchema.validate,
  });
  useLaterSchema(formSchema);

  const submit = submitChecked(formSchema, form, (values) => {
    save.mutate(
      { id: editing?.id ?? null, body: educationFormToBody(values) },
      {
        onSuccess: () => {
          showSuccessToast(editing ? t('educations.updated') : t('educations.created'));
          form.reset();
          onDone();
        },
        onError: (error) => handleFormSaveError(error, form, educationServerFieldToFormField),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? t('educations.editForm') : t('educations.addForm')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.school')}
            withAsterisk
            autoFocus={editing !== null}
            key={form.key('school')}
            {...form.getInputProps('school')}
          />
          <FormSelect
            label={t('fields.educationLevel')}
            withAsterisk
            data={levelOptions}
            placeholder={t('selectEducationLevel')}
            key={form.key('education_level_id')}
            {...form.getInputProps('education_level_id')}
          />
          <TextInput
            label={t('fields.fieldOfStudy')}
            withAsterisk
            key={form.key('field_of_study')}
            {...form.getInputProps('field_of_study')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MonthSelect
            label={t('fields.endMonth')}
            key={form.key('finish_date_month')}
            {...form.getInputProps('finish_date_month')}
          />
          <YearSelect
            label={t('fields.endYear')}
            years={years}
            key={form.key('finish_date_year')}
            {...form.getInputProps('finish_date_year')}
          />
        </SimpleGrid>
        <ExperienceFormFooter form={form} editing={editing !== null} saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
