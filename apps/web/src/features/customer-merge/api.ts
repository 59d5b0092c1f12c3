import {
  customerMergeMessages,
  customerMergePaths as paths,
  type MergeBody,
  type TransferBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export function mergeCompareQuery(ids: readonly number[]) {
  return queryOptions({
    queryKey: ['customer-merge', 'compare', ...ids] as const,
    queryFn: ({ signal }) => client.get(paths.compare, { query: { ids: ids.join(',') }, signal }),
    meta: { errorMessage: customerMergeMessages.loadFailed },
  });
}

export const startMerge = (body: MergeBody) => client.post(paths.merge, { body });

/** One poll: false while the merge runs, then the survivor's address. */
export const pollMerge = (mergeId: number, signal?: AbortSignal) =>
  client.get(paths.status, { params: { mergeId }, signal });

/** An admin's undo of a finished merge (from the merged record): both records are read again. */
export function useUndoMerge(loserId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: number) => client.post(paths.undo, { params: { mergeId } }),
    onSuccess: (answer) =>
      Promise.all(
        [loserId, answer.survivor_id].map((id) => queryClient.invalidateQueries({ queryKey: ['customer-record', id] })),
      ),
  });
}

export function possibleDuplicatesQuery(customerId: number) {
  return queryOptions({
    queryKey: ['customer-record', customerId, 'possible-duplicates'] as const,
    queryFn: ({ signal }) => client.get(paths.possibleDuplicates, { params: { id: customerId }, signal }),
  });
}

export function transferLocationsQuery(customerId: number) {
  return queryOptions({
    queryKey: ['customer-record', customerId, 'transfer-locations'] as const,
    queryFn: ({ signal }) => client.get(paths.transferLocations, { params: { id: customerId }, signal }),
  });
}

/** Transfer, then reload everything of the record (its locations, case managers, access). */
export function useTransfer(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransferBody) => client.post(paths.transfer, { params: { id: customerId }, body }),
    // A move out of the caller's locations closes the record to them: the form leaves the page, nothing refetches it.
    onSuccess: (answer) =>
      answer.still_visible
        ? queryClient.invalidateQueries({ queryKey: ['customer-record', customerId] })
        : queryClient.removeQueries({ queryKey: ['customer-record', customerId] }),
  });
}
