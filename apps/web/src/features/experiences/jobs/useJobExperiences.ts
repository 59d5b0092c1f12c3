import { experiencePaths, type JobExperience, type JobExperienceBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../platform/api';
import { useT } from '../../../platform/i18n';
import {
  experienceKeys,
  experienceListQuery,
  useDeleteExperience,
  useSaveExperience,
  type ExperienceResource,
} from '../resource';

const jobs: ExperienceResource = { path: experiencePaths.jobs, queryKey: experienceKeys.jobs };

/**
 * Participant spec 4: the job list is retried up to 3 times and not refetched on window focus. An answer below 500
 * (forbidden, not found) will not change on a retry, so only server and network failures are retried.
 */
export function useJobExperiences() {
  return useQuery({
    ...experienceListQuery<JobExperience>(jobs),
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 3,
    refetchOnWindowFocus: false,
  });
}

export const useSaveJobExperience = () => useSaveExperience<JobExperience, JobExperienceBody>(jobs);

export function useDeleteJobExperience() {
  const { t } = useT('experiences');
  return useDeleteExperience<JobExperience>(jobs, t('jobs.deleted'));
}
