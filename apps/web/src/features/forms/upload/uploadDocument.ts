import {
  documentPaths,
  formMessages,
  type DocumentItem,
  type RecordDocumentBody,
  type SignedUrlResponse,
} from '@portal/contracts';
import { api } from '../../../platform/api';

/**
 * The platform's signed-URL upload (forms spec 5): ask for a signed URL for the file name and size, PUT the file to
 * it, then record the document for the customer. The server names the stored file (date stamp + random id + extension).
 */
export async function uploadDocument(file: File, customerId: number | undefined): Promise<DocumentItem> {
  const query = new URLSearchParams({ fileName: file.name, size: String(file.size), purpose: 'document' });
  const signed = await api.get<SignedUrlResponse>(`${documentPaths.signedUrl}?${query}`);
  const put = await fetch(signed.url, {
    method: signed.method,
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    credentials: 'same-origin',
  });
  if (!put.ok) throw new Error(formMessages.failedToUpload);
  const body: RecordDocumentBody = {
    name: signed.name,
    original_name: file.name,
    path: signed.path,
    size: file.size,
    mime: file.type || 'application/octet-stream',
    ...(customerId === undefined ? {} : { customer_id: customerId }),
  };
  const recorded = await api.post<{ data: DocumentItem }>(documentPaths.documents, body);
  return recorded.data;
}
