import { clusterSavePaths, clusterSurveyApi, type SurveyTaker } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export type SurveyMode = 'create' | 'edit';

export const clusterKeys = {
  all: ['clusters'] as const,
  taker: (taker: SurveyTaker) => ['clusters', taker] as const,
  form: (taker: SurveyTaker, mode: SurveyMode) => ['clusters', taker, 'form', mode] as const,
  results: (taker: SurveyTaker) => ['clusters', taker, 'results'] as const,
  interests: (taker: SurveyTaker) => ['clusters', taker, 'interests'] as const,
  saved: ['clusters', 'customer', 'saved'] as const,
};

/**
 * GET create or edit. A failure, or a survey with no steps, reads 'Please Retake/Update survey.' (spec 8): the page
 * passes that text from the catalogue, in the language shown.
 */
export function surveyFormQuery(taker: SurveyTaker, mode: SurveyMode, errorMessage: string) {
  const paths = clusterSurveyApi(taker);
  return queryOptions({
    queryKey: clusterKeys.form(taker, mode),
    queryFn: ({ signal }) => client.get(mode === 'create' ? paths.create : paths.edit, { signal }),
    meta: { errorMessage },
    retry: false,
    // Always the current answers: a survey may have been taken in the dialog a moment ago.
    staleTime: 0,
    gcTime: 0,
  });
}

export function clusterResultsQuery(taker: SurveyTaker, errorMessage: string) {
  return queryOptions({
    queryKey: clusterKeys.results(taker),
    queryFn: ({ signal }) => client.get(clusterSurveyApi(taker).result, { signal }),
    meta: { errorMessage },
  });
}

export function interestsQuery(taker: SurveyTaker) {
  return queryOptions({
    queryKey: clusterKeys.interests(taker),
    queryFn: async ({ signal }) => (await client.get(clusterSurveyApi(taker).interests, { signal })).data,
  });
}

export function savedClustersQuery() {
  return queryOptions({
    queryKey: clusterKeys.saved,
    queryFn: async ({ signal }) => (await client.get(clusterSavePaths.customerClusters, { signal })).data,
  });
}

/** POST a new survey, or PUT the answers of `responseId` (update mode); then everything shown is refetched. */
export function useSubmitSurvey(taker: SurveyTaker) {
  const queryClient = useQueryClient();
  const paths = clusterSurveyApi(taker);
  return useMutation({
    mutationFn: ({ responseId, answers }: { responseId: number | null; answers: Record<number, boolean> }) =>
      responseId === null
        ? client.post(paths.save, { body: { option: answers } })
        : client.put(`${paths.base}/{id}`, { params: { id: responseId }, body: { option: answers } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clusterKeys.taker(taker) }),
  });
}

/** POST save-cluster: the same call saves and unsaves. */
export function useSaveClusterCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clusterId: number) => client.post(clusterSavePaths.saveCluster, { body: { cluster: clusterId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clusterKeys.saved }),
  });
}
