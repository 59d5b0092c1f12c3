import { myCareerConstants, myCareerPaths, occupationPaths, type MyCareerPage } from '@portal/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { i18n } from '../../platform/i18n';
import { showErrorToast } from '../../platform/toasts';
import { matchQuery, type MatchFilters } from './filters';

export const myCareerKeys = {
  all: ['my-career'] as const,
  status: ['my-career', 'status'] as const,
  lists: ['my-career', 'opportunities'] as const,
  list: (filters: MatchFilters) => ['my-career', 'opportunities', filters] as const,
};

/**
 * The data-input completion call. Polled every 10 s with no retry while `matches` is false (a recompute is under
 * way); a failure stops the polling (spec 4).
 */
export const completionQuery = queryOptions({
  queryKey: myCareerKeys.status,
  queryFn: async ({ signal }) => (await client.get(myCareerPaths.completion, { signal })).data,
  retry: false,
  refetchInterval: (query) =>
    query.state.status === 'error' || query.state.data?.matches !== false ? false : myCareerConstants.pollMs,
  meta: { silent: true },
});

/** One filtered list of matches, page by page ('Load More Matches'). The page itself reports a failure. */
export function matchesQuery(filters: MatchFilters) {
  return infiniteQueryOptions({
    queryKey: myCareerKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      client.get(myCareerPaths.opportunities, {
        query: matchQuery(filters, pageParam),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
    meta: { silent: true },
  });
}

type ListData = InfiniteData<MyCareerPage, number>;

/**
 * The save toggle on a match card: the same call as the Occupation Finder's. The flag changes only once the server
 * has answered; lists filtered to saved ones, and the finder's cached searches, load again.
 */
export function useToggleMatchSaved(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.post(occupationPaths.save, { body: { opportunity: id } }),
    onSuccess: async ({ data: { is_saved } }) => {
      queryClient.setQueriesData<ListData>({ queryKey: myCareerKeys.lists }, (data) =>
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
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: myCareerKeys.lists,
          predicate: (query) => (query.queryKey[2] as MatchFilters | undefined)?.saved === true,
        }),
        queryClient.invalidateQueries({ queryKey: ['occupations'] }),
      ]);
    },
    onError: () => showErrorToast(i18n.t('occupations:saveFailed')),
  });
}

/** The match and its explanation for one occupation (the detail page); null while the customer has no scores. */
export function occupationMatchQuery(occupationId: number) {
  return queryOptions({
    queryKey: ['my-career', 'match', occupationId] as const,
    queryFn: async ({ signal }) =>
      (await client.get('/internal-api/my-career/match/{id}', { params: { id: occupationId }, signal })).data,
    meta: { silent: true },
  });
}
