import {
  customerDocumentPath as at,
  customerDocumentPaths as paths,
  customerRecordPath as fill,
  documentPaths,
  formLookupPaths,
} from '@portal/contracts';
import { createStoredDocument } from './documents.fixtures.ts';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';

// The world's customers are at location A: its case manager, its admin and the agency admin reach them; the case
// manager of location B does not. A customer reaches only their own documents (another's is not disclosed: 404).
const staffAtA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const customers = ['customer', 'anotherCustomer'] as const;
const signedIn = [...customers, ...staffAtA, 'caseManagerOther'] as const;

const ofCustomer =
  (path: string) =>
  ({ world }: MatrixContext) =>
    at(path, world.customer.id);
const customersDocument = async ({ app, world }: MatrixContext) =>
  createStoredDocument(app, { customerId: world.customer.id });

describeAccessMatrix('customer documents', [
  { method: 'GET', url: () => paths.uploadOptions, allowed: signedIn, name: 'upload options' },
  {
    method: 'GET',
    url: ofCustomer(paths.customerDocuments),
    allowed: staffAtA,
    name: "a customer's documents",
  },
  {
    method: 'POST',
    url: ofCustomer(paths.onFile),
    body: ({ world }) => ({ categoryId: 1, locationId: world.locationA.id }),
    allowed: staffAtA,
    name: 'record an on-file document',
  },
  { method: 'GET', url: () => paths.mine, allowed: customers, name: 'my documents' },
  // Staff without a customer id get a 422 (customer-documents.test.ts): only guests are refused.
  { method: 'GET', url: () => paths.widget, allowed: signedIn, name: 'my documents widget' },
  {
    method: 'GET',
    url: ({ world }) => `${paths.widget}?customerId=${world.customer.id}`,
    // A customer's own widget ignores the customer id; a customer never reads another's.
    allowed: [...customers, ...staffAtA],
    name: "a customer's documents widget",
  },
  {
    method: 'GET',
    url: async (context) => documentPaths.download((await customersDocument(context)).id),
    allowed: ['customer', ...staffAtA],
    deniedStatus: { anotherCustomer: 404 },
    name: 'download a customer document',
  },
  {
    method: 'DELETE',
    url: async (context) => fill(formLookupPaths.document, { id: (await customersDocument(context)).id }),
    allowed: ['customer', ...staffAtA],
    deniedStatus: { anotherCustomer: 404 },
    name: 'delete a customer document',
  },
]);
