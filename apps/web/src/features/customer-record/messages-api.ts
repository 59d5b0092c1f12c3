import { customerRecordPath, messageCenterPaths, messageCenterTexts, type CustomerMessages } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** Under the record's key, so whatever reloads the record reloads its messages too. */
export const messagesKey = (customerId: number) => ['customer-record', customerId, 'messages'] as const;

const settling = (data: CustomerMessages | undefined) =>
  data?.data.some((message) => message.delivery.status === 'pending' || message.delivery.status === 'sending');

export function customerMessagesQuery(customerId: number, page: number) {
  return queryOptions({
    queryKey: [...messagesKey(customerId), page] as const,
    queryFn: ({ signal }) =>
      api.get<CustomerMessages>(
        `${customerRecordPath(messageCenterPaths.customerMessages, { id: customerId })}?page=${page}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    // While a mail is on its way, look again every few seconds so its delivery state updates on its own.
    refetchInterval: (query) => (settling(query.state.data) ? 5_000 : false),
    meta: { errorMessage: messageCenterTexts.loadFailed },
  });
}
