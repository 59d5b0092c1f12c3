import {
  dynamicQueryLimits,
  dynamicQueryPath,
  dynamicQueryPaths,
  type ExportStatus,
  type QueryRequestInput,
  type QueryResults,
  type ResourceMetadata,
  type SaveQueryInput,
  type StoredQuery,
  type UserOption,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../platform/api';

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
  queryFn: ({ signal }) => api.get<{ data: ResourceMetadata[] }>(dynamicQueryPaths.resources, { signal }),
  select: (response) => response.data,
  staleTime: 5 * 60_000,
  retry: retryQueries,
  meta: { silent: true },
});

export const storedQueriesQuery = queryOptions({
  queryKey: dynamicQueryKeys.stored,
  queryFn: ({ signal }) => api.get<{ data: StoredQuery[] }>(dynamicQueryPaths.storedQueries, { signal }),
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
      api
        .get<{
          data: Array<{ value: string | number | boolean; label: string }>;
        }>(dynamicQueryPath(dynamicQueryPaths.fieldOptions, { resource, field }), { signal })
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
      const path =
        target && 'queryId' in target
          ? dynamicQueryPath(dynamicQueryPaths.runStored, { queryId: target.queryId })
          : dynamicQueryPaths.run;
      const body = target && 'request' in target ? target.request : undefined;
      return api.post<QueryResults>(`${path}?page=${page}`, body, { signal });
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
      api
        .get<{ data: ExportStatus }>(dynamicQueryPath(dynamicQueryPaths.exportStatus, { exportId: exportId ?? 0 }), {
          signal,
        })
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
    api
      .get<{ data: Array<{ id: number; label: string }> }>(dynamicQueryPaths.locations, { signal })
      .then((response) => response.data)
      .catch((error: unknown) => {
        if (signal.aborted) throw error;
        return [];
      }),
  staleTime: 5 * 60_000,
});

/** Forms spec 8: a user lookup that fails gives an empty list. */
export function usersSearchQuery(query: string, locationId: number) {
  const params = new URLSearchParams({ query, location_id: String(locationId) });
  return queryOptions({
    queryKey: [...dynamicQueryKeys.all, 'users', query, locationId],
    queryFn: ({ signal }) =>
      api
        .get<{ data: UserOption[] }>(`${dynamicQueryPaths.users}?${params}`, { signal })
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
  const params = new URLSearchParams({ ignore_location: 'true' });
  for (const id of ids) params.append('ids[]', String(id));
  return queryOptions({
    queryKey: [...dynamicQueryKeys.all, 'users-by-id', ids],
    queryFn: ({ signal }) =>
      api
        .get<{ data: UserOption[] }>(`${dynamicQueryPaths.users}?${params}`, { signal })
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
      ? api.post<{ data: StoredQuery }>(dynamicQueryPaths.storedQueries, body)
      : api.put<{ data: StoredQuery }>(dynamicQueryPath(dynamicQueryPaths.storedQuery, { id }), body),
  );

export const useCopyQuery = () =>
  useStoredMutation(({ id, name }: { id: number; name: string }) =>
    api.post<{ data: StoredQuery }>(dynamicQueryPath(dynamicQueryPaths.duplicate, { id }), { name }),
  );

export const useShareQuery = () =>
  useStoredMutation(({ id, userIds }: { id: number; userIds: number[] }) =>
    api.post<unknown>(dynamicQueryPath(dynamicQueryPaths.share, { id }), { user_ids: userIds }),
  );

export const useDeleteQuery = () =>
  useStoredMutation((id: number) => api.delete(dynamicQueryPath(dynamicQueryPaths.storedQuery, { id })));

export const useExportQuery = () =>
  useMutation({
    mutationFn: (id: number) =>
      api
        .post<{ data: ExportStatus }>(dynamicQueryPath(dynamicQueryPaths.export, { id }))
        .then((response) => response.data),
  });
