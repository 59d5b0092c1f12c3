import { messageCenterPaths, messageCenterTexts } from '@portal/contracts/message-center-constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, type ResponseOf } from '../../platform/api-client';

/** Under the record's key, so whatever reloads the record reloads its messages too. */
export const messagesKey = (customerId: number) => ['customer-record', customerId, 'messages'] as const;

const settling = (data: ResponseOf<typeof messageCenterPaths.customerMessages, 'get'> | undefined) =>
  data?.data.some((message) => message.delivery.status === 'pending' || message.delivery.status === 'sending');

export function customerMessagesQuery(customerId: number, page: number) {
  return queryOptions({
    queryKey: [...messagesKey(customerId), page] as const,
    queryFn: ({ signal }) =>
      client.get(messageCenterPaths.customerMessages, { params: { id: customerId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    // While a mail is on its way, look again every few seconds so its delivery state updates on its own.
    refetchInterval: (query) => (settling(query.state.data) ? 5_000 : false),
    meta: { errorMessage: messageCenterTexts.loadFailed },
  });
}
