import {
  caseManagerPaths,
  customerRecordPath,
  messagePaths,
  type CaseManagerOptions,
  type CaseManagersResult,
  type MessageBody,
  customerRecordPaths as paths,
  type CustomerRecord,
  type RecordAccesses,
  type RestrictionBody,
  type RestrictionOption,
} from '@portal/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../platform/api';
import { messagesKey } from './messages-api';

const path = (template: string, id: number) => customerRecordPath(template, { id, customerId: id });

export const recordKeys = {
  record: (id: number) => ['customer-record', id] as const,
  accesses: (id: number) => ['customer-record', id, 'accesses'] as const,
  restrictionOptions: ['restriction-options'] as const,
};

export function customerRecordQuery(id: number) {
  return queryOptions({
    queryKey: recordKeys.record(id),
    queryFn: ({ signal }) => api.get<CustomerRecord>(path(paths.record, id), { signal }),
    // The page says why it cannot show the record (not found, not allowed).
    meta: { silent: true },
  });
}

export function recordAccessesQuery(id: number) {
  return queryOptions({
    queryKey: recordKeys.accesses(id),
    queryFn: ({ signal }) => api.get<RecordAccesses>(path(paths.accesses, id), { signal }),
  });
}

export const restrictionOptionsQuery = queryOptions({
  queryKey: recordKeys.restrictionOptions,
  queryFn: ({ signal }) => api.get<RestrictionOption[]>(paths.restrictionOptions, { signal }),
  staleTime: 5 * 60_000,
});

/** A call on the record that then reloads the banner (and the access list its reload adds to). */
function useRecordMutation<TBody, TResult>(id: number, call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.record(id) }),
  });
}

export const useArchive = (id: number) =>
  useRecordMutation(id, () => api.post<{ status: boolean }>(path(paths.archive, id)));

export const useDeleteCustomer = (id: number) =>
  useMutation({ mutationFn: () => api.delete<{ deleted: true }>(path(paths.remove, id)) });

export const useTrack = (id: number) =>
  useRecordMutation(id, () => api.post<{ tracked_by_user: boolean }>(path(paths.track, id)));

export const useEngagement = (id: number) =>
  useRecordMutation(id, (active: boolean) =>
    api.put<{ engagement_status_flag: boolean; changed: boolean }>(path(paths.engagement, id), {
      engagement_status_flag: active ? 1 : 0,
    }),
  );

export const useAddRestriction = (id: number) =>
  useRecordMutation(id, (body: RestrictionBody) => api.post<{ success: true }>(path(paths.restrictions, id), body));

/** Removes one flag (its `id` on the record), issue #23. */
export const useRemoveRestriction = (id: number) =>
  useRecordMutation(id, (flagId: number) =>
    api.delete<{ removed: number }>(customerRecordPath(paths.restriction, { id, flagId })),
  );

export function caseManagerOptionsQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: ['case-manager-options', search] as const,
    queryFn: ({ signal, pageParam }) =>
      api.get<CaseManagerOptions>(
        `${caseManagerPaths.options}?${new URLSearchParams({ page: String(pageParam), search })}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
  });
}

export const useSetCaseManagers = (id: number) =>
  useRecordMutation(id, (ids: number[]) =>
    api.post<CaseManagersResult>(caseManagerPaths.assign, { customer_id: id, case_managers: ids }),
  );

export function useSendMessage(customerId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBody) =>
      api.post<{ success: true; queued: boolean }>(customerRecordPath(messagePaths.send, { customerId, userId }), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey(customerId) }),
  });
}
