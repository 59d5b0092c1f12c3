import { customerDocumentPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

// The documents widget's query, apart from api.ts (which re-exports it): the customer home does not load the documents
// pages' queries, uploads and dates (#24).

export const documentKeys = {
  all: ['customer-documents'] as const,
  options: ['customer-documents', 'upload-options'] as const,
  list: (customerId: number | 'mine', page: number) => ['customer-documents', 'list', customerId, page] as const,
  widget: (customerId: number | 'mine') => ['customer-documents', 'widget', customerId] as const,
};

export function documentsWidgetQuery(customerId: number | undefined) {
  return queryOptions({
    queryKey: documentKeys.widget(customerId ?? 'mine'),
    queryFn: () => client.get(customerDocumentPaths.widget, { query: { customerId } }),
  });
}
