import type { EducationalExperience } from '@portal/contracts';
import { useMemo } from 'react';
import { useT } from '../../../platform/i18n';
import { ExperienceSection } from '../ExperienceSection';
import type { ExperienceColumn } from '../ExperienceTable';
import { useMonthYear } from '../monthYear';
import { EducationExperienceForm } from './EducationExperienceForm';
import { useDeleteEducationExperience, useEducationExperiences } from './useEducationExperiences';

/** `simpleConfirm`: the profile page's table asks 'Are you sure you wish to delete this item?' (spec 8). */
export function EducationExperiencesSection({ simpleConfirm = false }: { simpleConfirm?: boolean }) {
  const { t } = useT('experiences');
  const monthYear = useMonthYear();
  const columns = useMemo<ReadonlyArray<ExperienceColumn<EducationalExperience>>>(
    () => [
      { header: t('fields.school'), cell: (item) => item.school },
      { header: t('fields.educationLevel'), cell: (item) => item.education_level },
      { header: t('fields.fieldOfStudy'), cell: (item) => item.field_of_study },
      { header: t('fields.end'), cell: (item) => monthYear(item.finish_date, item.finish_date_formatted) },
    ],
    [t, monthYear],
  );
  return (
    <ExperienceSection
      title={t('educations.title')}
      list={useEducationExperiences()}
      remove={useDeleteEducationExperience()}
      columns={columns}
      emptyMessage={t('educations.empty')}
      failureSubject={t('educations.failureSubject')}
      confirmDeleteText={simpleConfirm ? t('confirmItemText') : t('educations.confirmText')}
      nameOf={(item) => item.school}
      renderForm={(editing, onDone) => (
        <EducationExperienceForm key={editing?.id ?? 'new'} editing={editing} onDone={onDone} />
      )}
    />
  );
}
