import type { Resume, ResumeEducation, ResumeJob } from '@portal/contracts';
import { randomUuid } from '../../platform/uuid';

/** The form's values: the resume, with a key per entry so an entry keeps its fields when the list is reordered. */
export type ResumeFormValues = Omit<Resume, 'jobs' | 'educations'> & {
  jobs: Array<ResumeJob & { key: string }>;
  educations: Array<ResumeEducation & { key: string }>;
};

export function toFormValues(resume: Resume): ResumeFormValues {
  return {
    ...resume,
    jobs: resume.jobs.map((job) => ({ ...job, key: randomUuid() })),
    educations: resume.educations.map((education) => ({ ...education, key: randomUuid() })),
  };
}

export function toResume({ jobs, educations, ...rest }: ResumeFormValues): Resume {
  return {
    ...rest,
    jobs: jobs.map(({ key: _key, ...job }) => job),
    educations: educations.map(({ key: _key, ...education }) => education),
  };
}
