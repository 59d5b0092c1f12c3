import { experiencePaths, type EducationalExperience, type EducationalExperienceBody } from '@portal/contracts';
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

const educations: ExperienceResource = { path: experiencePaths.educations, queryKey: experienceKeys.educations };

export function useEducationExperiences() {
  return useQuery(experienceListQuery<EducationalExperience>(educations));
}

export const useSaveEducationExperience = () =>
  useSaveExperience<EducationalExperience, EducationalExperienceBody>(educations);

export function useDeleteEducationExperience() {
  const { t } = useT('experiences');
  return useDeleteExperience<EducationalExperience>(educations, t('educations.deleted'));
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
