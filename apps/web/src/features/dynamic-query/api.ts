import { dynamicQueryLimits, dynamicQueryPaths, type QueryRequestInput, type SaveQueryInput } from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../platform/api';
import { client } from '../../platform/api-client';

/** Forms spec 9: query data is fetched up to 3 more times, but a refusal (4xx) will not change on a retry. */
function retryQueries(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false;
  return failureCount < dynamicQueryLimits.retries;
}

export const dynamicQueryKeys = {
  all: ['dynamic-query'] as const,
  stored: ['dynamic-query', 'stored'] as const,
};

export const resourcesQuery = queryOptions({
  queryKey: [...dynamicQueryKeys.all, 'resources'],
  queryFn: ({ signal }) => client.get(dynamicQueryPaths.resources, { signal }),
  select: (response) => response.data,
  staleTime: 5 * 60_000,
  retry: retryQueries,
  meta: { silent: true },
});

export const storedQueriesQuery = queryOptions({
  queryKey: dynamicQueryKeys.stored,
  queryFn: ({ signal }) => client.get(dynamicQueryPaths.storedQueries, { signal }),
  select: (response) => response.data,
  retry: retryQueries,
  meta: { silent: true },
});

/** Forms spec 8: a field option lookup that fails gives an empty list. */
export function fieldOptionsQuery(fieldKey: string | null) {
  const [resource = '', field = ''] = (fieldKey ?? '').split('.');
  return queryOptions({
    queryKey: [...dynamicQueryKeys.all, 'field-options', fieldKey],
    queryFn: ({ signal }) =>
      client
        .get(dynamicQueryPaths.fieldOptions, { params: { resource, field }, signal })
        .then((response) => response.data)
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          return [];
        }),
    enabled: fieldKey !== null,
    staleTime: 5 * 60_000,
  });
}

/** What the results step runs: a stored query by id, or the wizard's unsaved request. */
export type RunTarget = { queryId: number } | { request: QueryRequestInput };

export function runQuery(target: RunTarget | null, page: number) {
  return queryOptions({
    queryKey: [...dynamicQueryKeys.all, 'run', target, page],
    queryFn: ({ signal }) => {
      if (target && 'queryId' in target) {
        return client.post(dynamicQueryPaths.runStored, {
          params: { queryId: target.queryId },
          query: { page },
          signal,
        });
      }
      return client.post(dynamicQueryPaths.run, { query: { page }, body: target?.request ?? {}, signal });
    },
    enabled: target !== null,
    placeholderData: keepPreviousData,
    retry: retryQueries,
    meta: { silent: true },
  });
}

export function exportStatusQuery(exportId: number | null) {
  return queryOptions({
    queryKey: [...dynamicQueryKeys.all, 'export', exportId],
    queryFn: ({ signal }) =>
      client
        .get(dynamicQueryPaths.exportStatus, { params: { exportId: exportId ?? 0 }, signal })
        .then((response) => response.data),
    enabled: exportId !== null,
    // Asked again until the file is ready or the export failed.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? dynamicQueryLimits.exportPollMs : false),
    retry: retryQueries,
    meta: { silent: true },
  });
}

/** Forms spec 8: a location lookup that fails gives an empty list (the filter still offers All System Locations). */
export const locationsQuery = queryOptions({
  queryKey: [...dynamicQueryKeys.all, 'locations'],
  queryFn: ({ signal }) =>
    client
      .get(dynamicQueryPaths.locations, { signal })
      .then((response) => response.data)
      .catch((error: unknown) => {
        if (signal.aborted) throw error;
        return [];
      }),
  staleTime: 5 * 60_000,
});

/** Forms spec 8: a user lookup that fails gives an empty list. */
export function usersSearchQuery(query: string, locationId: number) {
  return queryOptions({
    queryKey: [...dynamicQueryKeys.all, 'users', query, locationId],
    queryFn: ({ signal }) =>
      client
        .get(dynamicQueryPaths.users, { query: { query, location_id: locationId }, signal })
        .then((response) => response.data)
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          return [];
        }),
    placeholderData: keepPreviousData,
  });
}

/** The users a query is already shared with (sharing replaces the list, so they start chosen). */
export function usersByIdsQuery(ids: readonly number[]) {
  return queryOptions({
    queryKey: [...dynamicQueryKeys.all, 'users-by-id', ids],
    queryFn: ({ signal }) =>
      client
        .get(dynamicQueryPaths.users, { query: { ignore_location: 'true', 'ids[]': ids }, signal })
        .then((response) => response.data.filter((user) => ids.includes(user.id)))
        .catch((error: unknown) => {
          if (signal.aborted) throw error;
          return [];
        }),
    enabled: ids.length > 0,
  });
}

function useStoredMutation<TVariables, TResult>(call: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dynamicQueryKeys.stored }),
  });
}

export const useSaveQuery = () =>
  useStoredMutation(({ id, body }: { id: number | null; body: SaveQueryInput }) =>
    id === null
      ? client.post(dynamicQueryPaths.storedQueries, { body })
      : client.put(dynamicQueryPaths.storedQuery, { params: { id }, body }),
  );

export const useCopyQuery = () =>
  useStoredMutation(({ id, name }: { id: number; name: string }) =>
    client.post(dynamicQueryPaths.duplicate, { params: { id }, body: { name } }),
  );

export const useShareQuery = () =>
  useStoredMutation(({ id, userIds }: { id: number; userIds: number[] }) =>
    client.post(dynamicQueryPaths.share, { params: { id }, body: { user_ids: userIds } }),
  );

export const useDeleteQuery = () =>
  useStoredMutation((id: number) => client.delete(dynamicQueryPaths.storedQuery, { params: { id } }));

export const useExportQuery = () =>
  useMutation({
    mutationFn: (id: number) =>
      client.post(dynamicQueryPaths.export, { params: { id } }).then((response) => response.data),
  });
