import {
  customerHistoryPaths,
  customerRecordPath,
  historyMessages,
  type HistoryKind,
  type HistoryPage,
} from '@portal/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Under the record's key, so whatever reloads the record (or writes a case note) reloads the history. */
export function customerHistoryQuery(customerId: number, kinds: readonly HistoryKind[]) {
  return infiniteQueryOptions({
    queryKey: ['customer-record', customerId, 'history', [...kinds].sort().join(',')] as const,
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams();
      if (kinds.length) query.set('kinds', kinds.join(','));
      if (pageParam) query.set('cursor', pageParam);
      const suffix = query.size ? `?${query.toString()}` : '';
      return api.get<HistoryPage>(`${customerRecordPath(customerHistoryPaths.history, { id: customerId })}${suffix}`, {
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    meta: { errorMessage: historyMessages.loadFailed },
  });
}
