import { experienceMessages, type EducationalExperience } from '@portal/contracts';
import { ExperienceSection } from '../ExperienceSection';
import type { ExperienceColumn } from '../ExperienceTable';
import { EducationExperienceForm } from './EducationExperienceForm';
import { useDeleteEducationExperience, useEducationExperiences } from './useEducationExperiences';

const columns: ReadonlyArray<ExperienceColumn<EducationalExperience>> = [
  { header: 'School', cell: (item) => item.school },
  { header: 'Education Level', cell: (item) => item.education_level },
  { header: 'Field of Study', cell: (item) => item.field_of_study },
  { header: 'End', cell: (item) => item.finish_date_formatted },
];

/** `simpleConfirm`: the profile page's table asks 'Are you sure you wish to delete this item?' (spec 8). */
export function EducationExperiencesSection({ simpleConfirm = false }: { simpleConfirm?: boolean }) {
  return (
    <ExperienceSection
      title="Education Experiences"
      list={useEducationExperiences()}
      remove={useDeleteEducationExperience()}
      columns={columns}
      emptyMessage={experienceMessages.emptyEducation}
      failureSubject="your educational experiences"
      confirmDeleteText={simpleConfirm ? experienceMessages.confirmItemText : experienceMessages.confirmEducationText}
      nameOf={(item) => item.school}
      renderForm={(editing, onDone) => (
        <EducationExperienceForm key={editing?.id ?? 'new'} editing={editing} onDone={onDone} />
      )}
    />
  );
}
