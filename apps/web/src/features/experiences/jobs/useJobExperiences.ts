import { experienceMessages, experiencePaths, type JobExperience, type JobExperienceBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  experienceKeys,
  experienceListQuery,
  useDeleteExperience,
  useSaveExperience,
  type ExperienceResource,
} from '../resource';

const jobs: ExperienceResource = { path: experiencePaths.jobs, queryKey: experienceKeys.jobs };

/** Participant spec 4: the job list is retried up to 3 times and not refetched on window focus. */
export function useJobExperiences() {
  return useQuery({ ...experienceListQuery<JobExperience>(jobs), retry: 3, refetchOnWindowFocus: false });
}

export const useSaveJobExperience = () => useSaveExperience<JobExperience, JobExperienceBody>(jobs);

export const useDeleteJobExperience = () => useDeleteExperience<JobExperience>(jobs, experienceMessages.jobDeleted);
