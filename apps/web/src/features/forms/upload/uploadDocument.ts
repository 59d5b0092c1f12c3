import { documentPaths, formMessages, type RecordDocumentBody } from '@portal/contracts';
import { client } from '../../../platform/api-client';

/**
 * The platform's signed-URL upload (forms spec 5): ask for a signed URL for the file name and size, PUT the file to
 * it, then record the document for the customer. The server names the stored file (date stamp + random id + extension).
 */
export async function uploadDocument(file: File, customerId: number | undefined) {
  const signed = await client.get(documentPaths.signedUrl, {
    query: { fileName: file.name, size: file.size, purpose: 'document' },
  });
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
  const recorded = await client.post(documentPaths.documents, { body });
  return recorded.data;
}
