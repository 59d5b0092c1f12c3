import { customerPaths, type CustomerSearchBody } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

/** A submitted search; the page shows its results until the next one arrives. */
export function customerSearchQuery(body: CustomerSearchBody | null) {
  return queryOptions({
    queryKey: ['customers', 'search', body],
    queryFn: async ({ signal }) => {
      if (body === null) throw new Error('No search yet.');
      return client.post(customerPaths.search, { body, signal });
    },
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // Spec 8: a failed search is treated as not found (a 422 is shown on the query field by the page).
    meta: { silent: true },
    retry: false,
  });
}
