import {
  documentPaths,
  fundingPaths,
  type FundingCategory,
  type FundingInvoiceInput,
  type SignedUrlResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

/** The funding lookups the TRANSACTION block offers (forms spec 7 "Funding"). */
type Options = { data: { id: number; name: string }[] };

export const approversQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'approvers'],
  queryFn: ({ signal }) =>
    api.get<{ data: { id: number; first_name: string; last_name: string }[] }>(fundingPaths.approvers, { signal }),
  staleTime: 60_000,
});

export const vendorsQuery = (category: FundingCategory) =>
  queryOptions({
    queryKey: ['service-log', 'funding', 'vendors', category],
    queryFn: ({ signal }) => api.get<Options>(`${fundingPaths.vendors}?category=${category}`, { signal }),
    staleTime: 60_000,
  });

/** Each program's available balance this program year, shown beside its amount. */
export const fundingProgramsQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'programs'],
  queryFn: ({ signal }) =>
    api.get<{ data: { id: number; available_cents: number; program_year: number }[] }>(fundingPaths.programs, {
      signal,
    }),
  staleTime: 30_000,
});

export const paymentTypesQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'payment-types'],
  queryFn: ({ signal }) => api.get<Options>(fundingPaths.paymentTypes, { signal }),
  staleTime: 60_000,
});

export const courseTypesQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'course-types'],
  queryFn: ({ signal }) => api.get<Options>(fundingPaths.courseTypes, { signal }),
  staleTime: 60_000,
});

/**
 * The invoice through the platform's signed-URL storage (forms spec 5 transfer sequence): a stored name, then the PUT;
 * the log's save names the stored file and the server records it with the obligation.
 */
export async function uploadInvoice(file: File): Promise<FundingInvoiceInput> {
  const query = new URLSearchParams({ fileName: file.name, size: String(file.size), purpose: 'invoice' });
  const signed = await api.get<SignedUrlResponse>(`${documentPaths.signedUrl}?${query}`);
  const put = await fetch(signed.url, {
    method: signed.method,
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!put.ok) throw new Error(`invoice upload answered ${put.status}`);
  return { name: file.name, path: signed.path, size: file.size, mime: file.type || 'application/octet-stream' };
}
