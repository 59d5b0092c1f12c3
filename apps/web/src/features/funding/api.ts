import {
  documentPaths,
  fundingPath,
  fundingPaths as paths,
  type FundingActionBody,
  type FundingAggregateResponse,
  type FundingBudgetPutBody,
  type FundingBulkAction,
  type FundingBulkResponse,
  type FundingCategory,
  type FundingDetailResponse,
  type FundingInvoiceInput,
  type FundingLogsResponse,
  type FundingMode,
  type FundingMutationResponse,
  type FundingSaveBody,
  type FundingSortKey,
  type FundingStatusCounts,
  type FundingSummaryResponse,
  type FundingVendor,
  type SignedUrlResponse,
} from '@portal/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../platform/api';
import type { ColumnSort } from './sort';

/** The filters of both screens; undefined is 'any'. */
export interface FundingFilters {
  category?: FundingCategory;
  vendor?: number;
  approver?: number;
  /** Aggregate only. */
  program?: number;
}

export const noFilters: FundingFilters = {};

function filterQuery(filters: FundingFilters, extra: Record<string, string | number | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && String(value) !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const fundingKeys = {
  all: ['funding'] as const,
  customer: (customerId: number) => ['funding', 'customer', customerId] as const,
  aggregate: ['funding', 'aggregate'] as const,
  summary: ['funding', 'summary'] as const,
  lookups: ['funding', 'lookups'] as const,
};

// Forms spec 8: a failed load is shown on the screen itself (an error with Refresh), so the central toast stays quiet.
const silent = { silent: true } as const;

export const statusCountsQuery = (customerId: number, filters: FundingFilters) =>
  queryOptions({
    queryKey: [...fundingKeys.customer(customerId), 'counts', filters],
    queryFn: ({ signal }) =>
      api.get<FundingStatusCounts>(`${fundingPath(paths.statusCounts, { customerId })}${filterQuery(filters)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const logsQuery = (customerId: number, mode: FundingMode, filters: FundingFilters) =>
  infiniteQueryOptions({
    queryKey: [...fundingKeys.customer(customerId), 'logs', mode, filters],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<FundingLogsResponse>(
        `${fundingPath(paths.logs, { customerId, mode })}${filterQuery(filters, { page: pageParam })}`,
        { signal },
      ),
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    meta: silent,
  });

export const detailQuery = (id: number) =>
  queryOptions({
    queryKey: [...fundingKeys.all, 'detail', id],
    queryFn: ({ signal }) => api.get<FundingDetailResponse>(fundingPath(paths.detail, { id }), { signal }),
    meta: silent,
  });

export const printUrl = (id: number) => fundingPath(paths.print, { id });
export const invoiceUrl = (documentId: number) => documentPaths.download(documentId);

/** Save (id 0 creates an Obligation Pending), resubmit and submit-expense send the form; the others a version. */
export const fundingActions = {
  save: (customerId: number, status: number, id: number, body: FundingSaveBody) =>
    api.post<FundingMutationResponse>(fundingPath(paths.save, { customerId, status, id }), body),
  resubmit: (status: number, id: number, body: FundingSaveBody) =>
    api.post<FundingMutationResponse>(fundingPath(paths.resubmit, { status, id }), body),
  submitExpense: (id: number, body: FundingSaveBody) =>
    api.post<FundingMutationResponse>(fundingPath(paths.submitExpense, { id }), body),
  approve: (status: number, id: number, body: FundingActionBody) =>
    api.post<FundingMutationResponse>(fundingPath(paths.approve, { status, id }), body),
  reject: (status: number, id: number, body: FundingActionBody) =>
    api.post<FundingMutationResponse>(fundingPath(paths.reject, { status, id }), body),
  cancel: (status: number, id: number, body: FundingActionBody) =>
    api.post<FundingMutationResponse>(fundingPath(paths.cancel, { status, id }), body),
  done: (id: number, body: FundingActionBody) =>
    api.post<FundingMutationResponse>(fundingPath(paths.done, { id }), body),
};

/* Lookups: they change rarely, so they are kept for five minutes. */
const lookup = <T>(key: readonly unknown[], url: string) =>
  queryOptions({
    queryKey: [...fundingKeys.lookups, ...key],
    queryFn: ({ signal }) => api.get<{ data: T[] }>(url, { signal }),
    staleTime: 5 * 60_000,
    meta: silent,
  });

export const categoriesQuery = () =>
  lookup<{ id: number; name: FundingCategory; label: string }>(['categories'], paths.categories);
export const paymentTypesQuery = () => lookup<{ id: number; name: string }>(['payment-types'], paths.paymentTypes);
export const courseTypesQuery = () => lookup<{ id: number; name: string }>(['course-types'], paths.courseTypes);
export const programsQuery = () => lookup<{ id: number; name: string }>(['programs'], paths.programs);
export const vendorsQuery = (search: string, category?: FundingCategory) =>
  lookup<FundingVendor>(
    ['vendors', search, category ?? ''],
    `${paths.vendors}${filterQuery({ category }, { search })}`,
  );
export const approversQuery = (search: string) =>
  lookup<{ id: number; first_name: string; last_name: string; email: string }>(
    ['approvers', search],
    `${paths.approvers}${filterQuery({}, { search })}`,
  );

/* The admin aggregate. */
export interface AggregateState {
  card: FundingMode;
  filters: FundingFilters;
  sort: ColumnSort<FundingSortKey> | null;
  page: number;
}

export const aggregateCountsQuery = (filters: FundingFilters) =>
  queryOptions({
    queryKey: [...fundingKeys.aggregate, 'counts', filters],
    queryFn: ({ signal }) =>
      api.get<FundingStatusCounts>(`${paths.aggregateStatusCounts}${filterQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const aggregateQuery = ({ card, filters, sort, page }: AggregateState) =>
  queryOptions({
    queryKey: [...fundingKeys.aggregate, 'rows', card, filters, sort, page],
    queryFn: ({ signal }) =>
      api.get<FundingAggregateResponse>(
        `${paths.aggregate}${filterQuery(filters, { status: card, page, sortKey: sort?.key, sortOrder: sort?.order })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const bulkAction = (action: FundingBulkAction, rows: number[]) =>
  api.post<FundingBulkResponse>(fundingPath(paths.bulk, { action }), { rows });

/** The aggregate as CSV (forms spec 7: with the checked rows, or every row the filters match when none is). */
export const exportAggregate = (state: AggregateState, rows: number[]) =>
  api.postForFile(paths.exportCsv, {
    ...state.filters,
    status: state.card,
    sortKey: state.sort?.key,
    sortOrder: state.sort?.order,
    rows: rows.length > 0 ? rows : undefined,
  });

/* Budgets and the funds summary. */
export const summaryQuery = (programYear: number | undefined) =>
  queryOptions({
    queryKey: [...fundingKeys.summary, programYear ?? 'current'],
    queryFn: ({ signal }) =>
      api.get<FundingSummaryResponse>(`${paths.fundsSummary}${filterQuery({}, { program_year: programYear })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const putBudget = (body: FundingBudgetPutBody) => api.put<{ message: string }>(paths.budgets, body);

export const exportSummary = (programYear: number) =>
  api.postForFile(paths.fundsSummaryCsv, { program_year: programYear });

/**
 * The invoice through the signed-URL storage (forms spec 5: fetch a signed URL for the file name, PUT the file): the
 * save then names the finished upload. Any failure is the spec's 'It was not possible to upload your file.'
 */
export async function uploadInvoice(file: File): Promise<FundingInvoiceInput> {
  const mime = file.type || 'application/octet-stream';
  const query = new URLSearchParams({ fileName: file.name, size: String(file.size), purpose: 'invoice' });
  const signed = await api.get<SignedUrlResponse>(`${documentPaths.signedUrl}?${query}`);
  const response = await fetch(signed.url, {
    method: signed.method,
    body: file,
    credentials: 'same-origin',
    headers: { 'Content-Type': mime },
  });
  if (!response.ok) throw new Error('The invoice upload failed.');
  return { name: file.name, path: signed.path, size: file.size, mime };
}

/* Lookups as select options (the user label: last name, first name - email; forms spec 3). */
export function useApproverOptions(term: string) {
  return useQuery({
    ...approversQuery(term),
    select: (answer) =>
      answer.data.map((user) => ({
        value: String(user.id),
        label: `${user.last_name}, ${user.first_name} - ${user.email}`,
      })),
    placeholderData: keepPreviousData,
  });
}

export function useVendorOptions(term: string, category?: FundingCategory) {
  return useQuery({
    ...vendorsQuery(term, category),
    select: (answer) => answer.data.map((vendor) => ({ value: String(vendor.id), label: vendor.name })),
    placeholderData: keepPreviousData,
  });
}
