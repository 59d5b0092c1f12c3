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

export function EducationExperiencesSection() {
  return (
    <ExperienceSection
      title="Education Experiences"
      list={useEducationExperiences()}
      remove={useDeleteEducationExperience()}
      columns={columns}
      emptyMessage={experienceMessages.emptyEducation}
      failureSubject="your educational experiences"
      confirmDeleteText={experienceMessages.confirmEducationText}
      nameOf={(item) => item.school}
      renderForm={(editing, onDone) => (
        <EducationExperienceForm key={editing?.id ?? 'new'} editing={editing} onDone={onDone} />
      )}
    />
  );
}
