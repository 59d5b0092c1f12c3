import type { MessageBody, RestrictionBody } from '@portal/contracts';
import {
  caseManagerPaths,
  messagePaths,
  customerRecordPaths as paths,
} from '@portal/contracts/customer-record-constants';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { messagesKey } from './messages-api';

export const recordKeys = {
  record: (id: number) => ['customer-record', id] as const,
  accesses: (id: number) => ['customer-record', id, 'accesses'] as const,
  restrictionOptions: ['restriction-options'] as const,
};

export function customerRecordQuery(id: number) {
  return queryOptions({
    queryKey: recordKeys.record(id),
    queryFn: ({ signal }) => client.get(paths.record, { params: { id }, signal }),
    // The page says why it cannot show the record (not found, not allowed).
    meta: { silent: true },
  });
}

export function recordAccessesQuery(id: number) {
  return queryOptions({
    queryKey: recordKeys.accesses(id),
    queryFn: ({ signal }) => client.get(paths.accesses, { params: { id }, signal }),
  });
}

export const restrictionOptionsQuery = queryOptions({
  queryKey: recordKeys.restrictionOptions,
  queryFn: ({ signal }) => client.get(paths.restrictionOptions, { signal }),
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

export const useArchive = (id: number) => useRecordMutation(id, () => client.post(paths.archive, { params: { id } }));

export const useDeleteCustomer = (id: number) =>
  useMutation({ mutationFn: () => client.delete(paths.remove, { params: { id } }) });

export const useTrack = (id: number) =>
  useRecordMutation(id, () => client.post(paths.track, { params: { customerId: id } }));

export const useEngagement = (id: number) =>
  useRecordMutation(id, (active: boolean) =>
    client.put(paths.engagement, { params: { id }, body: { engagement_status_flag: active ? 1 : 0 } }),
  );

export const useAddRestriction = (id: number) =>
  useRecordMutation(id, (body: RestrictionBody) => client.post(paths.restrictions, { params: { id }, body }));

/** Removes one flag (its `id` on the record), issue #23. */
export const useRemoveRestriction = (id: number) =>
  useRecordMutation(id, (flagId: number) => client.delete(paths.restriction, { params: { id, flagId } }));

export function caseManagerOptionsQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: ['case-manager-options', search] as const,
    queryFn: ({ signal, pageParam }) =>
      client.get(caseManagerPaths.options, { query: { page: pageParam, search }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.lastPage ? last.currentPage + 1 : undefined),
  });
}

export const useSetCaseManagers = (id: number) =>
  useRecordMutation(id, (ids: number[]) =>
    client.post(caseManagerPaths.assign, { body: { customer_id: id, case_managers: ids } }),
  );

export function useSendMessage(customerId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBody) => client.post(messagePaths.send, { params: { customerId, userId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey(customerId) }),
  });
}
