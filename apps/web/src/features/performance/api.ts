import {
  documentPaths,
  evidenceExtensions,
  extensionOfName,
  performanceKinds,
  performancePaths as paths,
  performanceMessages as messages,
  type Evidence,
  type PerformanceBody,
  type PerformanceKind,
  type UploadPurpose,
  boardToday,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export const performanceKeys = {
  all: ['performance'] as const,
  list: (customerId: number, filters: PerformanceFilters, page: number) =>
    ['performance', 'list', customerId, filters, page] as const,
  types: (kind: PerformanceKind) => ['performance', 'types', kind] as const,
  users: (term: string, ids: number[]) => ['performance', 'users', term, ids] as const,
};

/** What Search applies: the creators chosen and a day (YYYY-MM-DD, or '' for any). */
export interface PerformanceFilters {
  users: number[];
  date: string;
}

export const perPage = 10;

export function performanceListQuery(customerId: number, filters: PerformanceFilters, page: number) {
  const query = {
    customer_id: customerId,
    page,
    perPage,
    users: filters.users.length > 0 ? filters.users.join(',') : undefined,
    date: filters.date || undefined,
  };
  return queryOptions({
    queryKey: performanceKeys.list(customerId, filters, page),
    queryFn: ({ signal }) => client.get(paths.list, { query, signal }),
    // The page puts errors.users and errors.date under the filters (staff spec 8).
    meta: { silent: true },
  });
}

export function performanceTypesQuery(kind: PerformanceKind) {
  return queryOptions({
    queryKey: performanceKeys.types(kind),
    queryFn: ({ signal }) =>
      client.get(paths.typeSearch, { params: { endpoint: performanceKinds[kind].endpoint }, signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

export function performanceUsersQuery(term: string, ids: number[]) {
  const query = { term, ids: ids.length > 0 ? ids.join(',') : undefined };
  return queryOptions({
    queryKey: performanceKeys.users(term, ids),
    queryFn: ({ signal }) => client.get(paths.userSearch, { query, signal }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

export function createPerformance(body: PerformanceBody) {
  return client.post(paths.create, { body });
}

export function updatePerformance(id: number, body: PerformanceBody) {
  return client.post(paths.update, { params: { id }, body: { ...body, _method: 'PUT' } });
}

export function deletePerformance(id: number) {
  return client.delete(paths.remove, { params: { id } });
}

/** The evidence checks the form makes before any transfer (staff spec 5): the type list, then the size limit. */
export function checkEvidenceFile(
  file: File,
  maxMegabytes: number,
  extensions: readonly string[] = evidenceExtensions,
  typeMessage: string = messages.evidenceType,
): string | null {
  if (!extensions.includes(extensionOfName(file.name))) return typeMessage;
  if (file.size > maxMegabytes * 1024 * 1024) return messages.tooLarge(maxMegabytes);
  return null;
}

/**
 * The signed-URL upload (staff spec 7): a stored name from the server, then the file PUT to it. The evidence object
 * names the finished upload; the record's save turns it into the customer's document. Any failure is the spec's
 * 'It was not possible to upload your file.'
 */
export async function uploadEvidence(file: File, purpose: UploadPurpose): Promise<Evidence> {
  const mime = file.type || 'application/octet-stream';
  try {
    const signed = await client.get(documentPaths.signedUrl, {
      query: { fileName: file.name, size: file.size, purpose },
    });
    const response = await fetch(signed.url, {
      method: signed.method,
      body: file,
      credentials: 'same-origin',
      headers: { 'Content-Type': mime },
    });
    if (!response.ok) throw new Error('PUT');
    return { name: file.name, path: signed.path, size: file.size, mime };
  } catch {
    throw new EvidenceUploadError();
  }
}

/**
 * The file a form chose, uploaded as evidence: null without a file, 'failed' when the upload did not go through (the
 * form then shows its upload-failed message under the field).
 */
export async function uploadChosenEvidence(
  file: File | null,
  purpose: UploadPurpose,
): Promise<Evidence | null | 'failed'> {
  if (!file) return null;
  try {
    return await uploadEvidence(file, purpose);
  } catch (error) {
    if (error instanceof EvidenceUploadError) return 'failed';
    throw error;
  }
}

export class EvidenceUploadError extends Error {
  constructor() {
    super(messages.uploadFailed);
  }
}

/** YYYY-MM-DD of the board's today (the date inputs' maximum; the server's limit reads the same zone). */
export function todayIso(now: Date = new Date()): string {
  return boardToday(now);
}
