import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  emptyJobExperienceForm,
  jobExperienceToForm,
  jobFormToBody,
  jobServerFieldToFormField,
  jobYearOptions,
  type JobExperience,
  type JobExperienceForm as JobFormValues,
} from '@portal/contracts';
import { useMemo } from 'react';
import { handleFormSaveError } from '../../../platform/errors';
import { laterSchema, submitChecked, useLaterSchema } from '../../../platform/forms';
import { useT } from '../../../platform/i18n';
import { showSuccessToast } from '../../../platform/toasts';
import { ExperienceFormFooter } from '../ExperienceFormFooter';
import { MonthSelect, YearSelect } from '../DateSelects';
import { useSaveJobExperience } from './useJobExperiences';

// The form's schema (Zod) is fetched after the page paints; a submit waits for it (platform/forms.ts).
const formSchema = laterSchema(() =>
  import('@portal/contracts/experiences').then((module) => module.jobExperienceFormSchema),
);

interface JobExperienceFormProps {
  /** The row being edited, or null to add one. Give the form a `key` per row so it starts from that row's values. */
  editing: JobExperience | null;
  /** Saved or cancelled: back to add mode. */
  onDone: () => void;
}

export function JobExperienceForm({ editing, onDone }: JobExperienceFormProps) {
  const { t } = useT('experiences');
  const save = useSaveJobExperience();
  const years = useMemo(() => jobYearOptions(), []);
  // Uncontrolled: typing does not re-render the form; only Current Role is watched (it disables the end fields).
  const form = useForm<JobFormValues>({
    mode: 'uncontrolled',
    initialValues: editing ? jobExperienceToForm(editing) : emptyJobExperienceForm,
    validate: formSchema.validate,
  });
  useLaterSchema(formSchema);
  const currentRole = form.useWatchValue('current_role');

  const submit = submitChecked(formSchema, form, (values) => {
    save.mutate(
      { id: editing?.id ?? null, body: jobFormToBody(values) },
      {
        onSuccess: () => {
          showSuccessToast(editing ? t('jobs.updated') : t('jobs.created'));
          form.reset();
          onDone();
        },
        onError: (error) => handleFormSaveError(error, form, jobServerFieldToFormField),
      },
    );
  });

  const onCurrentRoleChange = (checked: boolean) => {
    form.setFieldValue('current_role', checked, { forceUpdate: false });
    if (!checked) return;
    // A current role has no end: clear it (and its errors); the fields are disabled while ticked.
    form.setFieldValue('finish_date_month', '');
    form.setFieldValue('finish_date_year', '');
    form.clearFieldError('finish_date_month');
    form.clearFieldError('finish_date_year');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? t('jobs.editForm') : t('jobs.addForm')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.jobTitle')}
            withAsterisk
            autoFocus={editing !== null}
            key={form.key('job_title')}
            {...form.getInputProps('job_title')}
          />
          <TextInput
            label={t('fields.companyName')}
            withAsterisk
            key={form.key('company_name')}
            {...form.getInputProps('company_name')}
          />
          <MonthSelect
            label={t('fields.startMonth')}
            withAsterisk
            key={form.key('start_date_month')}
            {...form.getInputProps('start_date_month')}
          />
          <YearSelect
            label={t('fields.startYear')}
            withAsterisk
            years={years}
            key={form.key('start_date_year')}
            {...form.getInputProps('start_date_year')}
          />
          <MonthSelect
            label={t('fields.endMonth')}
            withAsterisk={!currentRole}
            disabled={currentRole}
            key={form.key('finish_date_month')}
            {...form.getInputProps('finish_date_month')}
          />
          <YearSelect
            label={t('fields.endYear')}
            withAsterisk={!currentRole}
            disabled={currentRole}
            years={years}
            key={form.key('finish_date_year')}
            {...form.getInputProps('finish_date_year')}
          />
        </SimpleGrid>
        <Checkbox
          label={t('fields.currentRole')}
          key={form.key('current_role')}
          {...form.getInputProps('current_role', { type: 'checkbox' })}
          onChange={(event) => onCurrentRoleChange(event.currentTarget.checked)}
        />
        <ExperienceFormFooter form={form} editing={editing !== null} saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
