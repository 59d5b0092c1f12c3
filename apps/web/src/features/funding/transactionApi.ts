import {
  documentPaths,
  fundingPath,
  fundingPaths as paths,
  type FundingActionBody,
  type FundingInvoiceInput,
  type FundingSaveBody,
} from '@portal/contracts';
import { client } from '../../platform/api-client';

// What only the detail and new-obligation panels send (TransactionPanels.tsx): apart from api.ts, so the lists and the
// funds summary do not load it (#30).

export const printUrl = (id: number) => fundingPath(paths.print, { id });
export const invoiceUrl = (documentId: number) => documentPaths.download(documentId);

/** Save (id 0 creates an Obligation Pending), resubmit and submit-expense send the form; the others a version. */
export const fundingActions = {
  save: (customerId: number, status: number, id: number, body: FundingSaveBody) =>
    client.post(paths.save, { params: { customerId, status, id }, body }),
  resubmit: (status: number, id: number, body: FundingSaveBody) =>
    client.post(paths.resubmit, { params: { status, id }, body }),
  submitExpense: (id: number, body: FundingSaveBody) => client.post(paths.submitExpense, { params: { id }, body }),
  approve: (status: number, id: number, body: FundingActionBody) =>
    client.post(paths.approve, { params: { status, id }, body }),
  reject: (status: number, id: number, body: FundingActionBody) =>
    client.post(paths.reject, { params: { status, id }, body }),
  cancel: (status: number, id: number, body: FundingActionBody) =>
    client.post(paths.cancel, { params: { status, id }, body }),
  done: (id: number, body: FundingActionBody) => client.post(paths.done, { params: { id }, body }),
};

/**
 * The invoice through the signed-URL storage (forms spec 5: fetch a signed URL for the file name, PUT the file): the
 * save then names the finished upload. Any failure is the spec's 'It was not possible to upload your file.'
 */
export async function uploadInvoice(file: File): Promise<FundingInvoiceInput> {
  const mime = file.type || 'application/octet-stream';
  const signed = await client.get(documentPaths.signedUrl, {
    query: { fileName: file.name, size: file.size, purpose: 'invoice' },
  });
  const response = await fetch(signed.url, {
    method: signed.method,
    body: file,
    credentials: 'same-origin',
    headers: { 'Content-Type': mime },
  });
  if (!response.ok) throw new Error('The invoice upload failed.');
  return { name: file.name, path: signed.path, size: file.size, mime };
}
