import { skillsSurveyPaths, type SkillsSurveyBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../platform/api';
import { client } from '../../platform/api-client';

export const skillsSurveyKeys = {
  all: ['skills-survey'] as const,
  form: ['skills-survey', 'form'] as const,
  result: ['skills-survey', 'result'] as const,
};

/** The steps with the customer's current ratings (none before the survey is taken). */
export const skillsSurveyFormQuery = queryOptions({
  queryKey: skillsSurveyKeys.form,
  queryFn: ({ signal }) => client.get(skillsSurveyPaths.survey, { signal }),
  // Always the latest ratings: the survey may have been retaken a moment ago.
  staleTime: 0,
  meta: { silent: true },
});

/** Strengths and the occupations they connect to; null before the survey is taken (the server answers 404). */
export const skillsSurveyResultQuery = queryOptions({
  queryKey: skillsSurveyKeys.result,
  queryFn: async ({ signal }) => {
    try {
      return (await client.get(skillsSurveyPaths.result, { signal })).data;
    } catch (error) {
      if (isApiError(error, 404)) return null;
      throw error;
    }
  },
  meta: { silent: true },
});

/** PUT every rating; the result and the My Career status (a recompute starts) load again. */
export function useSaveSkillsSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SkillsSurveyBody) => client.put(skillsSurveyPaths.save, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillsSurveyKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['my-career'] }),
      ]),
  });
}
