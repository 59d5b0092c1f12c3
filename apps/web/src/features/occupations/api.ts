import { matchIfAnySort, occupationPaths, type OpportunityDetail, type OpportunityPage } from '@portal/contracts';
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
 * A first page asked for with `sort=match-if-any` while the status call is still on its way (prefetch.ts, issue #30):
 * the server picks best match or the default order by the rule the page applies to the status, and says which it
 * used. Undefined when it failed.
 */
export type EarlyPage = Promise<OpportunityPage | undefined>;

/** Starts the first page of these filters in the order the status will give (their own sort is not read). */
export function startEarlySearch(filters: OccupationFilters): EarlyPage {
  return client
    .get(occupationPaths.search, { query: { ...opportunitySearchQuery(filters, 1), sort: matchIfAnySort } })
    .catch(() => undefined);
}

/** The early page if it came in the order of these filters (the status's); else they ask for their own. */
function inOrderOf(filters: OccupationFilters, page: OpportunityPage | undefined): OpportunityPage | undefined {
  if (!page || (filters.sort !== '' && filters.sort !== 'match-desc')) return undefined;
  return page.appliedSort === (filters.sort === 'match-desc' ? 'match-desc' : null) ? page : undefined;
}

/**
 * One search, page by page (Load More). Failures are reported by the finder itself (spec 8: the server's message or
 * the generic text, and the list empties), so the central handler stays quiet. The head start's search of the same
 * filters passes the `early` page it started beside the status call: its first page is that one when the orders agree.
 */
export function opportunitiesQuery(filters: OccupationFilters, early?: EarlyPage) {
  return infiniteQueryOptions({
    queryKey: occupationKeys.search(filters),
    queryFn: async ({ pageParam, signal }) =>
      (pageParam === 1 && early ? inOrderOf(filters, await early) : undefined) ??
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
