// The customer documents' API paths, apart from documents-constants.ts (which re-exports them): the customer home's
// documents widget needs only these, not the uploads' and the documents pages' texts (#24).

export const customerDocumentPaths = {
  uploadOptions: '/internal-api/documents/upload-options',
  /** GET (?categoryId, page, perPage): a customer's documents, for staff. */
  customerDocuments: '/internal-api/customers/:customerId/documents',
  onFile: '/internal-api/customers/:customerId/documents/on-file',
  /** GET: the signed-in customer's own documents. */
  mine: '/internal-api/customer-portal/documents',
  widget: '/internal-api/dashboard/widget/documents',
  customerPage: '/customer-portal/documents',
} as const;

export const customerDocumentPath = (path: string, customerId: number) =>
  path.replace(':customerId', String(customerId));
