import { customerHistoryPaths, historyMessages, type HistoryKind } from '@portal/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

/** Under the record's key, so whatever reloads the record (or writes a case note) reloads the history. */
export function customerHistoryQuery(customerId: number, kinds: readonly HistoryKind[]) {
  return infiniteQueryOptions({
    queryKey: ['customer-record', customerId, 'history', [...kinds].sort().join(',')] as const,
    queryFn: ({ signal, pageParam }) =>
      client.get(customerHistoryPaths.history, {
        params: { id: customerId },
        query: { kinds: kinds.length ? kinds.join(',') : undefined, cursor: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    meta: { errorMessage: historyMessages.loadFailed },
  });
}
