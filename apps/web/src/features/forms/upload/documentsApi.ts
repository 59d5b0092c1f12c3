import { formLookupPaths, type DocumentItem } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api';
import { fillPath } from '../api';

/** The documents a file answer names, so they show by file name (spec 7: only with ids). */
export function documentsQuery(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['forms', 'documents', sorted] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(sorted.map((id) => ['ids[]', String(id)]));
      return api
        .get<{ data: DocumentItem[] }>(`${formLookupPaths.documentsByIds}?${query}`, { signal })
        .then((body) => body.data);
    },
    enabled: sorted.length > 0,
    placeholderData: (previous) => previous,
  });
}

export function deleteDocument(id: number) {
  return api.delete<{ deleted: boolean }>(fillPath(formLookupPaths.document, { id }));
}
