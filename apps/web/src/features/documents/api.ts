import {
  type CustomerDocumentsPage,
  customerDocumentMessages,
  customerDocumentPaths,
  documentPaths,
  type ErrorBody,
  formLookupPaths,
  type OnFileBody,
  type RecordDocumentBody,
  type SignedUrlResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../platform/api';
import { client } from '../../platform/api-client';
import { documentKeys } from './widgetQuery';

// The widget's query lives in widgetQuery.ts, which the customer home loads without the rest of this module.
export { documentKeys, documentsWidgetQuery } from './widgetQuery';

export const uploadOptionsQuery = queryOptions({
  queryKey: documentKeys.options,
  queryFn: () => client.get(customerDocumentPaths.uploadOptions),
  staleTime: 5 * 60_000,
});

const perPage = 10;

/** A customer's documents (staff), or with no customer id the signed-in customer's own. */
export function documentsListQuery(customerId: number | undefined, page: number) {
  const query = { page, perPage };
  return queryOptions({
    queryKey: documentKeys.list(customerId ?? 'mine', page),
    queryFn: () =>
      customerId === undefined
        ? client.get(customerDocumentPaths.mine, { query })
        : client.get(customerDocumentPaths.customerDocuments, { params: { customerId }, query }),
  });
}

export const lastPage = (page: CustomerDocumentsPage) => Math.max(1, Math.ceil(page.total / page.per_page));

export function deleteDocument(id: number) {
  return client.delete(formLookupPaths.document, { params: { id } });
}

export function recordOnFile(customerId: number, body: OnFileBody) {
  return client.post(customerDocumentPaths.onFile, { params: { customerId }, body });
}

/**
 * Which step of an upload failed: the spec's messages differ (staff spec 8). A file the server refused for what it is
 * (a PNG named .pdf, too large, no room to store it) carries the server's own words instead, which say what was wrong.
 */
export class UploadStepError extends Error {
  constructor(
    readonly step: 'name' | 'transfer' | 'record',
    refusal?: string,
  ) {
    super(
      refusal ?? (step === 'transfer' ? customerDocumentMessages.uploadFailed : customerDocumentMessages.unexpected),
    );
  }
}

/** Statuses whose message describes the file itself: too large, not what its name says, storage full. */
const fileRefusals = new Set([413, 422, 507]);

function refusalOf(error: unknown): string | undefined {
  return isApiError(error) && fileRefusals.has(error.status) ? error.body?.message || undefined : undefined;
}

function errorBodyOf(text: string): ErrorBody | null {
  try {
    const body = JSON.parse(text) as unknown;
    return typeof body === 'object' && body !== null && 'message' in body ? (body as ErrorBody) : null;
  } catch {
    return null;
  }
}

/** PUT with upload progress (fetch has none); resolves on 2xx. */
function putWithProgress(signed: SignedUrlResponse, file: File, onProgress: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(signed.method, signed.url);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new ApiError(request.status, errorBodyOf(request.responseText), request.statusText));
    request.onerror = () => reject(new Error('PUT'));
    request.send(file);
  });
}

/**
 * The platform's signed-URL upload (staff spec 7): a stored name from the server, the file sent to it, then the
 * document recorded for the customer with its category. onProgress gets the bytes sent of this file.
 */
export async function uploadCustomerDocument(
  file: File,
  target: { customerId: number | undefined; categoryId: number },
  onProgress: (sent: number) => void,
) {
  let signed: SignedUrlResponse;
  try {
    signed = await client.get(documentPaths.signedUrl, {
      query: { fileName: file.name, size: file.size, purpose: 'document' },
    });
  } catch {
    // Staff spec 8: this one is only logged; the person sees the unexpected-error toast.
    console.error(customerDocumentMessages.noUploadName);
    throw new UploadStepError('name');
  }
  try {
    await putWithProgress(signed, file, onProgress);
  } catch (error) {
    throw new UploadStepError('transfer', refusalOf(error));
  }
  const body: RecordDocumentBody = {
    name: file.name,
    original_name: file.name,
    path: signed.path,
    size: file.size,
    mime: file.type || 'application/octet-stream',
    category_id: target.categoryId,
    ...(target.customerId === undefined ? {} : { customer_id: target.customerId }),
  };
  try {
    return (await client.post(documentPaths.documents, { body })).data;
  } catch (error) {
    // With S3 the file's content is checked here, when the upload is recorded.
    throw new UploadStepError('record', refusalOf(error));
  }
}

/** "November 2026" (staff spec 2.11: last updated, month and year). */
export function monthYear(iso: string, locale = 'en-US'): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'long', year: 'numeric' });
}

export function shortDate(iso: string, locale = 'en-US'): string {
  return new Date(iso).toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}
