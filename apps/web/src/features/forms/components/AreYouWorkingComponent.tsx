import { Group, Radio, Select, Stack } from '@mantine/core';
import type { WorkingAnswer } from '@portal/contracts';
import { inputProps, type FieldProps } from '../fieldTypes';
import { optionFilter } from '../controls/selectData';
import { JobTitleSearch } from './JobTitleSearch';
import { workingStatusValues } from './workingStatusLabels';
import { useT } from '../../../platform/i18n';

const empty: WorkingAnswer = {
  employment_are_you_working: null,
  employment_status_most_recent_job_career_opportunity_id: null,
  employment_status: null,
};

/** Yes or no; the answer reveals the most recent job title and a status list that depends on it (spec 4). */
export function AreYouWorkingComponent({ question, value, onChange, error, fieldError }: FieldProps<WorkingAnswer>) {
  const { t } = useT('forms');
  const answer = { ...empty, ...(value ?? {}) };
  const working = answer.employment_are_you_working;
  const set = (patch: Partial<WorkingAnswer>) => onChange({ ...answer, ...patch });

  return (
    <Stack gap="sm">
      <Radio.Group
        {...inputProps(question, error ?? fieldError('employment_are_you_working'))}
        withAsterisk
        value={working === null ? null : working ? 'yes' : 'no'}
        onChange={(next) =>
          // The status lists differ for yes and no: a status from the other list no longer applies.
          set({ employment_are_you_working: next === 'yes', employment_status: null })
        }
      >
        <Group mt="xs">
          <Radio value="yes" label={t('components.yes')} disabled={question.readonly} />
          <Radio value="no" label={t('components.no')} disabled={question.readonly} />
        </Group>
      </Radio.Group>
      {working !== null && (
        <>
          <JobTitleSearch
            label={working ? t('components.currentJobTitle') : t('components.mostRecentJobTitle')}
            required={question.required}
            readOnly={question.readonly}
            error={fieldError('employment_status_most_recent_job_career_opportunity_id')}
            value={answer.employment_status_most_recent_job_career_opportunity_id}
            onChange={(id) => set({ employment_status_most_recent_job_career_opportunity_id: id })}
          />
          <Select
            label={t('components.employmentStatus')}
            withAsterisk
            readOnly={question.readonly}
            data={workingStatusValues(working).map((status) => ({
              value: status,
              label: t(`components.workingStatus.${status}`),
            }))}
            value={answer.employment_status}
            onChange={(status) => set({ employment_status: status })}
            error={fieldError('employment_status')}
            searchable
            filter={optionFilter}
            nothingFoundMessage={t('components.nothingFound')}
          />
        </>
      )}
    </Stack>
  );
}
