import { documentPaths, fundingPaths, type FundingCategory, type FundingInvoiceInput } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

/** The funding lookups the TRANSACTION block offers (forms spec 7 "Funding"). */
export const approversQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'approvers'],
  queryFn: ({ signal }) => client.get(fundingPaths.approvers, { signal }),
  staleTime: 60_000,
});

export const vendorsQuery = (category: FundingCategory) =>
  queryOptions({
    queryKey: ['service-log', 'funding', 'vendors', category],
    queryFn: ({ signal }) => client.get(fundingPaths.vendors, { query: { category }, signal }),
    staleTime: 60_000,
  });

/** Each program's available balance this program year, shown beside its amount. */
export const fundingProgramsQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'programs'],
  queryFn: ({ signal }) => client.get(fundingPaths.programs, { signal }),
  staleTime: 30_000,
});

export const paymentTypesQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'payment-types'],
  queryFn: ({ signal }) => client.get(fundingPaths.paymentTypes, { signal }),
  staleTime: 60_000,
});

export const courseTypesQuery = queryOptions({
  queryKey: ['service-log', 'funding', 'course-types'],
  queryFn: ({ signal }) => client.get(fundingPaths.courseTypes, { signal }),
  staleTime: 60_000,
});

/**
 * The invoice through the platform's signed-URL storage (forms spec 5 transfer sequence): a stored name, then the PUT;
 * the log's save names the stored file and the server records it with the obligation.
 */
export async function uploadInvoice(file: File): Promise<FundingInvoiceInput> {
  const signed = await client.get(documentPaths.signedUrl, {
    query: { fileName: file.name, size: file.size, purpose: 'invoice' },
  });
  const put = await fetch(signed.url, {
    method: signed.method,
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!put.ok) throw new Error(`invoice upload answered ${put.status}`);
  return { name: file.name, path: signed.path, size: file.size, mime: file.type || 'application/octet-stream' };
}
