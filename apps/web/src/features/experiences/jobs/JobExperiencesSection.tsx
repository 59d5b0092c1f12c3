import type { JobExperience } from '@portal/contracts';
import { useMemo } from 'react';
import { useT } from '../../../platform/i18n';
import { ExperienceSection } from '../ExperienceSection';
import type { ExperienceColumn } from '../ExperienceTable';
import { useMonthYear } from '../monthYear';
import { JobExperienceForm } from './JobExperienceForm';
import { useDeleteJobExperience, useJobExperiences } from './useJobExperiences';

/** `simpleConfirm`: the profile page's table asks 'Are you sure you wish to delete this item?' (spec 8). */
export function JobExperiencesSection({ simpleConfirm = false }: { simpleConfirm?: boolean }) {
  const { t } = useT('experiences');
  const monthYear = useMonthYear();
  const columns = useMemo<ReadonlyArray<ExperienceColumn<JobExperience>>>(
    () => [
      { header: t('fields.jobTitle'), cell: (item) => item.job_title },
      { header: t('fields.company'), cell: (item) => item.company_name },
      { header: t('fields.start'), cell: (item) => monthYear(item.start_date, item.start_date_formatted) },
      {
        header: t('fields.end'),
        cell: (item) => (item.current_role ? t('present') : monthYear(item.finish_date, item.finish_date_formatted)),
      },
    ],
    [t, monthYear],
  );
  return (
    <ExperienceSection
      title={t('jobs.title')}
      list={useJobExperiences()}
      remove={useDeleteJobExperience()}
      columns={columns}
      emptyMessage={t('jobs.empty')}
      failureSubject={t('jobs.failureSubject')}
      confirmDeleteText={simpleConfirm ? t('confirmItemText') : t('jobs.confirmText')}
      nameOf={(item) => item.job_title}
      renderForm={(editing, onDone) => (
        <JobExperienceForm key={editing?.id ?? 'new'} editing={editing} onDone={onDone} />
      )}
    />
  );
}
