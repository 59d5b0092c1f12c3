import { customerPaths, type CustomerSearchBody, type CustomerSearchResponse } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** A submitted search; the page shows its results until the next one arrives. */
export function customerSearchQuery(body: CustomerSearchBody | null) {
  return queryOptions({
    queryKey: ['customers', 'search', body],
    queryFn: ({ signal }) => api.post<CustomerSearchResponse>(customerPaths.search, body, { signal }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // Spec 8: a failed search is treated as not found (a 422 is shown on the query field by the page).
    meta: { silent: true },
    retry: false,
  });
}
