import {
  documentPaths,
  evidenceExtensions,
  extensionOfName,
  performanceKinds,
  performancePath,
  performancePaths as paths,
  performanceMessages as messages,
  type Evidence,
  type PerformanceBody,
  type PerformanceKind,
  type PerformanceListResponse,
  type PerformanceRecord,
  type PerformanceType,
  type SignedUrlResponse,
  type UploadPurpose,
  boardToday,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

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
  const query = new URLSearchParams({ customer_id: String(customerId), page: String(page), perPage: String(perPage) });
  if (filters.users.length > 0) query.set('users', filters.users.join(','));
  if (filters.date) query.set('date', filters.date);
  return queryOptions({
    queryKey: performanceKeys.list(customerId, filters, page),
    queryFn: ({ signal }) => api.get<PerformanceListResponse>(`${paths.list}?${query}`, { signal }),
    // The page puts errors.users and errors.date under the filters (staff spec 8).
    meta: { silent: true },
  });
}

export function performanceTypesQuery(kind: PerformanceKind) {
  return queryOptions({
    queryKey: performanceKeys.types(kind),
    queryFn: ({ signal }) =>
      api.get<{ data: PerformanceType[] }>(paths.typeSearch.replace(':endpoint', performanceKinds[kind].endpoint), {
        signal,
      }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

export function performanceUsersQuery(term: string, ids: number[]) {
  const query = new URLSearchParams({ term });
  if (ids.length > 0) query.set('ids', ids.join(','));
  return queryOptions({
    queryKey: performanceKeys.users(term, ids),
    queryFn: ({ signal }) =>
      api.get<{ data: Array<{ id: number; first_name: string; last_name: string }> }>(`${paths.userSearch}?${query}`, {
        signal,
      }),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

export function createPerformance(body: PerformanceBody) {
  return api.post<{ message: string; data: PerformanceRecord }>(paths.create, body);
}

export function updatePerformance(id: number, body: PerformanceBody) {
  return api.post<{ message: string; data: PerformanceRecord }>(performancePath(paths.update, id), {
    ...body,
    _method: 'PUT',
  });
}

export function deletePerformance(id: number) {
  return api.delete<{ message: string }>(performancePath(paths.remove, id));
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
    const query = new URLSearchParams({ fileName: file.name, size: String(file.size), purpose });
    const signed = await api.get<SignedUrlResponse>(`${documentPaths.signedUrl}?${query}`);
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
