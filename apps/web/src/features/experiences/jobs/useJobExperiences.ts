import { experiencePaths, type JobExperienceBody } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../platform/api';
import { client } from '../../../platform/api-client';
import { useT } from '../../../platform/i18n';
import {
  experienceKeys,
  experienceListQuery,
  useDeleteExperience,
  useSaveExperience,
  type ExperienceResource,
} from '../resource';

const item = '/internal-api/customer-job-experiences/{id}';
const jobs = {
  queryKey: experienceKeys.jobs,
  list: (signal) => client.get(experiencePaths.jobs, { signal }),
  create: (body) => client.post(experiencePaths.jobs, { body }),
  update: (id, body) => client.put(item, { params: { id }, body }),
  remove: (id) => client.delete(item, { params: { id } }),
} satisfies ExperienceResource<unknown, JobExperienceBody>;

/**
 * Participant spec 4: the job list is retried up to 3 times and not refetched on window focus. An answer below 500
 * (forbidden, not found) will not change on a retry, so only server and network failures are retried.
 */
export function useJobExperiences() {
  return useQuery({
    ...experienceListQuery(jobs),
    retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 3,
    refetchOnWindowFocus: false,
  });
}

export const useSaveJobExperience = () => useSaveExperience(jobs);

export function useDeleteJobExperience() {
  const { t } = useT('experiences');
  return useDeleteExperience(jobs, t('jobs.deleted'));
}
