import {
  fundingPaths as paths,
  type FundingBulkAction,
  type FundingCategory,
  type FundingMode,
  type FundingSortKey,
} from '@portal/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, type BodyOf } from '../../platform/api-client';
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
    queryFn: ({ signal }) => client.get(paths.statusCounts, { params: { customerId }, query: filters, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const logsQuery = (customerId: number, mode: FundingMode, filters: FundingFilters) =>
  infiniteQueryOptions({
    queryKey: [...fundingKeys.customer(customerId), 'logs', mode, filters],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.get(paths.logs, { params: { customerId, mode }, query: { ...filters, page: pageParam }, signal }),
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    meta: silent,
  });

export const detailQuery = (id: number) =>
  queryOptions({
    queryKey: [...fundingKeys.all, 'detail', id],
    queryFn: ({ signal }) => client.get(paths.detail, { params: { id }, signal }),
    meta: silent,
  });

/* Lookups: they change rarely, so they are kept for five minutes. */
const lookup = { staleTime: 5 * 60_000, meta: silent } as const;

export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...fundingKeys.lookups, 'categories'],
    queryFn: ({ signal }) => client.get(paths.categories, { signal }),
    ...lookup,
  });
export const paymentTypesQuery = () =>
  queryOptions({
    queryKey: [...fundingKeys.lookups, 'payment-types'],
    queryFn: ({ signal }) => client.get(paths.paymentTypes, { signal }),
    ...lookup,
  });
export const courseTypesQuery = () =>
  queryOptions({
    queryKey: [...fundingKeys.lookups, 'course-types'],
    queryFn: ({ signal }) => client.get(paths.courseTypes, { signal }),
    ...lookup,
  });
export const programsQuery = () =>
  queryOptions({
    queryKey: [...fundingKeys.lookups, 'programs'],
    queryFn: ({ signal }) => client.get(paths.programs, { signal }),
    ...lookup,
  });
export const vendorsQuery = (search: string, category?: FundingCategory) =>
  queryOptions({
    queryKey: [...fundingKeys.lookups, 'vendors', search, category ?? ''],
    queryFn: ({ signal }) => client.get(paths.vendors, { query: { category, search }, signal }),
    ...lookup,
  });
export const approversQuery = (search: string) =>
  queryOptions({
    queryKey: [...fundingKeys.lookups, 'approvers', search],
    queryFn: ({ signal }) => client.get(paths.approvers, { query: { search }, signal }),
    ...lookup,
  });

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
    queryFn: ({ signal }) => client.get(paths.aggregateStatusCounts, { query: filters, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const aggregateQuery = ({ card, filters, sort, page }: AggregateState) =>
  queryOptions({
    queryKey: [...fundingKeys.aggregate, 'rows', card, filters, sort, page],
    queryFn: ({ signal }) =>
      client.get(paths.aggregate, {
        query: { ...filters, status: card, page, sortKey: sort?.key, sortOrder: sort?.order },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const bulkAction = (action: FundingBulkAction, rows: number[]) =>
  client.post(paths.bulk, { params: { action }, body: { rows } });

/** The aggregate as CSV (forms spec 7: with the checked rows, or every row the filters match when none is). */
export const exportAggregate = (state: AggregateState, rows: number[]) =>
  client.postForFile(paths.exportCsv, {
    body: {
      ...state.filters,
      status: state.card,
      sortKey: state.sort?.key,
      sortOrder: state.sort?.order,
      rows: rows.length > 0 ? rows : undefined,
    },
  });

/* Budgets and the funds summary. */
export const summaryQuery = (programYear: number | undefined) =>
  queryOptions({
    queryKey: [...fundingKeys.summary, programYear ?? 'current'],
    queryFn: ({ signal }) => client.get(paths.fundsSummary, { query: { program_year: programYear }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const putBudget = (body: BodyOf<typeof paths.budgets, 'put'>) => client.put(paths.budgets, { body });

export const exportSummary = (programYear: number) =>
  client.postForFile(paths.fundsSummaryCsv, { body: { program_year: programYear } });

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
