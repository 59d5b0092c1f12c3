import {
  experienceMessages,
  experiencePaths,
  type EducationalExperience,
  type EducationalExperienceBody,
  type EducationLevel,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../platform/api';
import { educationOptionsFailed } from '../messages';
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

export const useDeleteEducationExperience = () =>
  useDeleteExperience<EducationalExperience>(educations, experienceMessages.educationDeleted);

const educationLevelsQuery = queryOptions({
  queryKey: experienceKeys.educationLevels,
  queryFn: async ({ signal }) =>
    (await api.get<{ data: EducationLevel[] }>(experiencePaths.educationLevels, { signal })).data,
  staleTime: Infinity,
  meta: { errorMessage: educationOptionsFailed },
});

export function useEducationLevels() {
  return useQuery(educationLevelsQuery);
}
