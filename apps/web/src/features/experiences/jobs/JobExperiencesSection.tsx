import { experienceMessages, type JobExperience } from '@portal/contracts';
import { ExperienceSection } from '../ExperienceSection';
import type { ExperienceColumn } from '../ExperienceTable';
import { presentLabel } from '../messages';
import { JobExperienceForm } from './JobExperienceForm';
import { useDeleteJobExperience, useJobExperiences } from './useJobExperiences';

const columns: ReadonlyArray<ExperienceColumn<JobExperience>> = [
  { header: 'Job Title', cell: (item) => item.job_title },
  { header: 'Company', cell: (item) => item.company_name },
  { header: 'Start', cell: (item) => item.start_date_formatted },
  { header: 'End', cell: (item) => (item.current_role ? presentLabel : item.finish_date_formatted) },
];

/** `simpleConfirm`: the profile page's table asks 'Are you sure you wish to delete this item?' (spec 8). */
export function JobExperiencesSection({ simpleConfirm = false }: { simpleConfirm?: boolean }) {
  return (
    <ExperienceSection
      title="Job Experiences"
      list={useJobExperiences()}
      remove={useDeleteJobExperience()}
      columns={columns}
      emptyMessage={experienceMessages.emptyJobs}
      failureSubject="your job experiences"
      confirmDeleteText={simpleConfirm ? experienceMessages.confirmItemText : experienceMessages.confirmJobText}
      nameOf={(item) => item.job_title}
      renderForm={(editing, onDone) => (
        <JobExperienceForm key={editing?.id ?? 'new'} editing={editing} onDone={onDone} />
      )}
    />
  );
}
