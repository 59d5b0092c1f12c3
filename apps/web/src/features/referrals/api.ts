import { referralListUrl, referralPaths, type ErrorBody, type ReferralUpdateStatusesBody } from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError } from '../../platform/api';
import { client } from '../../platform/api-client';

type OptionsRoute = typeof referralPaths.categories | typeof referralPaths.statuses | typeof referralPaths.types;

const optionsQuery = (path: OptionsRoute, enabled = true) =>
  queryOptions({
    queryKey: ['referrals', 'options', path],
    queryFn: ({ signal }) => client.get(path, { signal }),
    staleTime: 5 * 60_000,
    enabled,
    // Staff spec 8: failures in the referrals finder are only logged; the page shows its own load error.
    meta: { silent: true },
  });

/** The Referral Type select. */
export const categoriesQuery = () => optionsQuery(referralPaths.categories);
/** In-network statuses; out-of-network ones come from the types call (staff spec 4). */
export const statusesQuery = (enabled: boolean) => optionsQuery(referralPaths.statuses, enabled);
export const typesQuery = (enabled: boolean) => optionsQuery(referralPaths.types, enabled);

export interface ListState {
  type: string;
  status: string;
  orderBy: string;
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
}

export const listQuery = (state: ListState, enabled: boolean) =>
  queryOptions({
    queryKey: ['referrals', 'all', state],
    queryFn: ({ signal }) =>
      client.get(referralPaths.all, {
        params: { type: state.type, status: state.status === '' ? 0 : state.status },
        query: { orderBy: state.orderBy, sort: state.sort, page: state.page, perPage: state.perPage },
        signal,
      }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The same list as referrals.csv: the server streams the whole list (no paging). */
export function exportUrl(state: ListState): string {
  return referralListUrl(state.type, state.status, { orderBy: state.orderBy, sort: state.sort, isExport: 1 });
}

/**
 * The export as a file, or an ApiError with the server's `{ message, errors? }` when it is refused (4xx, 5xx): the
 * status is checked before anything is saved, so a refusal is never saved as referrals.csv. A stream that breaks
 * off (the server's stall timeout, a lost connection) rejects too, so no cut-short file is saved either. The browser
 * holds the file until it is saved (Blob; large ones are kept on disk by the browser).
 */
export async function fetchExport(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'text/csv, application/json' },
    signal,
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
    const errorBody =
      body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
        ? (body as ErrorBody)
        : null;
    throw new ApiError(response.status, errorBody, response.statusText);
  }
  return response.blob();
}

export { saveFile } from '../../platform/save-file';

export function useUpdateStatuses() {
  return useMutation({
    mutationFn: (body: ReferralUpdateStatusesBody) => client.post(referralPaths.updateStatuses, { body }),
  });
}

/** The signed-in customer's referrals, newest first. */
export const myReferralsQuery = (page: number) =>
  queryOptions({
    queryKey: ['referrals', 'mine', page],
    queryFn: ({ signal }) => client.get(referralPaths.mine, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** One referral with its status history. */
export const referralDetailQuery = (id: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['referrals', 'detail', id],
    queryFn: ({ signal }) => client.get(referralPaths.item, { params: { id }, signal }),
    enabled,
    meta: { silent: true },
  });

/** The Catalog widget: new, accepted and rejected counts and the recent referrals. */
export const catalogWidgetQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['dashboard', referralPaths.catalogWidget],
    queryFn: ({ signal }) => client.get(referralPaths.catalogWidget, { signal }),
    enabled,
  });

/** "2026-11-24T18:00:00Z" → "11/24/2026" (staff spec 9: dates en-US). */
export function shortDate(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(locale, { month: '2-digit', day: '2-digit', year: 'numeric' });
}

/** "11/24/2026, 06:00 PM" (staff spec 9: MM/dd/yyyy hh:mm a). */
export function dateTime(iso: string, locale = 'en-US'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale, {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
