import { formLookupPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../../platform/api-client';

/** The documents a file answer names, so they show by file name (spec 7: only with ids). */
export function documentsQuery(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['forms', 'documents', sorted] as const,
    queryFn: ({ signal }) =>
      client.get(formLookupPaths.documentsByIds, { query: { 'ids[]': sorted }, signal }).then((body) => body.data),
    enabled: sorted.length > 0,
    placeholderData: (previous) => previous,
  });
}

export function deleteDocument(id: number) {
  return client.delete(formLookupPaths.document, { params: { id } });
}
