import { experiencePaths, type EducationalExperienceBody } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../platform/api-client';
import { useT } from '../../../platform/i18n';
import {
  experienceKeys,
  experienceListQuery,
  useDeleteExperience,
  useSaveExperience,
  type ExperienceResource,
} from '../resource';

const item = '/internal-api/customer-educational-experiences/{id}';
const educations = {
  queryKey: experienceKeys.educations,
  list: (signal) => client.get(experiencePaths.educations, { signal }),
  create: (body) => client.post(experiencePaths.educations, { body }),
  update: (id, body) => client.put(item, { params: { id }, body }),
  remove: (id) => client.delete(item, { params: { id } }),
} satisfies ExperienceResource<unknown, EducationalExperienceBody>;

export function useEducationExperiences() {
  return useQuery(experienceListQuery(educations));
}

export const useSaveEducationExperience = () => useSaveExperience(educations);

export function useDeleteEducationExperience() {
  const { t } = useT('experiences');
  return useDeleteExperience(educations, t('educations.deleted'));
}

const educationLevelsQuery = queryOptions({
  queryKey: experienceKeys.educationLevels,
  queryFn: async ({ signal }) => (await client.get(experiencePaths.educationLevels, { signal })).data,
  staleTime: Infinity,
});

export function useEducationLevels() {
  const { t } = useT('experiences');
  return useQuery({ ...educationLevelsQuery, meta: { errorMessage: t('educations.optionsFailed') } });
}
