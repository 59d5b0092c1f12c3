import { occupationPaths, type OpportunityDetail, type OpportunityPage } from '@portal/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { isApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { i18n } from '../../platform/i18n';
import { showErrorToast } from '../../platform/toasts';
import { opportunitySearchQuery, type OccupationFilters } from './filters';

const educationLevelsPath = '/internal-api/education-levels' as const;

/**
 * The toast of a failed opportunity load, in the finder and in My Career (participant spec 8): the server's message
 * whenever it sent one, whatever the status, else the generic text.
 */
export function opportunityLoadFailureMessage(error: unknown): string {
  return (isApiError(error) && error.body?.message) || i18n.t('occupations:loadFailed');
}

export const occupationKeys = {
  all: ['occupations'] as const,
  searches: ['occupations', 'search'] as const,
  search: (filters: OccupationFilters) => ['occupations', 'search', filters] as const,
  detail: (id: number) => ['occupations', 'detail', id] as const,
  clusters: ['career-clusters'] as const,
  educationLevels: ['education-levels'] as const,
};

export const careerClustersQuery = queryOptions({
  queryKey: occupationKeys.clusters,
  queryFn: async ({ signal }) => (await client.get(occupationPaths.clusters, { signal })).data,
  staleTime: Infinity,
});

export const educationLevelsQuery = queryOptions({
  queryKey: occupationKeys.educationLevels,
  queryFn: async ({ signal }) => (await client.get(educationLevelsPath, { signal })).data,
  staleTime: Infinity,
});

/**
 * One search, page by page (Load More). Failures are reported by the finder itself (spec 8: the server's message or
 * the generic text, and the list empties), so the central handler stays quiet.
 */
export function opportunitiesQuery(filters: OccupationFilters) {
  return infiniteQueryOptions({
    queryKey: occupationKeys.search(filters),
    queryFn: ({ pageParam, signal }) =>
      client.get(occupationPaths.search, {
        query: opportunitySearchQuery(filters, pageParam),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
    // The route loader's search is still fresh when the page mounts a moment later: it is not asked for twice.
    staleTime: 10_000,
    meta: { silent: true },
  });
}

export function opportunityDetailQuery(id: number) {
  return queryOptions({
    queryKey: occupationKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await client.get('/internal-api/career-opportunity/{id}', { params: { id }, signal })).data,
  });
}

type SearchData = InfiniteData<OpportunityPage, number>;

/**
 * Saves or unsaves one opportunity (one toggle call, spec 4). The flag changes on screen only after the server
 * answers: every cached list and the detail take the new state, and lists filtered to saved ones reload.
 */
export function useToggleSaved(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.post(occupationPaths.save, { body: { opportunity: id } }),
    onSuccess: async ({ data: { is_saved } }) => {
      queryClient.setQueriesData<SearchData>({ queryKey: occupationKeys.searches }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                data: page.data.map((item) => (item.id === id ? { ...item, is_saved } : item)),
              })),
            }
          : data,
      );
      queryClient.setQueryData<OpportunityDetail>(occupationKeys.detail(id), (detail) =>
        detail ? { ...detail, is_saved } : detail,
      );
      await queryClient.invalidateQueries({
        queryKey: occupationKeys.searches,
        predicate: (query) => (query.queryKey[2] as OccupationFilters | undefined)?.saved === true,
      });
    },
    onError: () => showErrorToast(i18n.t('occupations:saveFailed')),
  });
}
