import {
  referralPaths,
  serviceDirectoryPaths,
  type CatalogReferralBody,
  type ReferralCreateBody,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

export const serviceDirectoryKeys = {
  feature: ['service-directory', 'feature'] as const,
  categories: ['service-directory', 'categories'] as const,
  search: (query: Record<string, string>) => ['service-directory', 'search', query] as const,
};

/**
 * The flag call comes first (participant spec 4): the categories and the results are asked for only once it answers
 * true. Its failure is shown by the page (LoadError with Refresh), so the query is silent.
 */
export const featureQuery = queryOptions({
  queryKey: serviceDirectoryKeys.feature,
  queryFn: ({ signal }) => client.get(serviceDirectoryPaths.featureEnabled, { signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/** 211 failures other than a 422 are only logged (participant spec 8): the page shows its own load error. */
export const categoriesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: serviceDirectoryKeys.categories,
    queryFn: ({ signal }) => client.get(serviceDirectoryPaths.categories, { signal }),
    staleTime: 5 * 60_000,
    enabled,
    meta: { silent: true },
  });

/** One page of results for an API query string (the flag must have answered true first). */
export const searchQuery = (query: Record<string, string>, enabled: boolean) =>
  queryOptions({
    queryKey: serviceDirectoryKeys.search(query),
    queryFn: ({ signal }) => client.get(serviceDirectoryPaths.resources, { query, signal }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** A customer asks for a referral to a service of a result (the catalogue's create-referral call). */
export function useAskForReferral() {
  return useMutation({
    mutationFn: (body: CatalogReferralBody) => client.post(referralPaths.createFromCatalog, { body }),
  });
}

/** A staff user refers a customer to a directory service (out-of-network). */
export function useReferCustomer() {
  return useMutation({
    mutationFn: (body: ReferralCreateBody) => client.post(referralPaths.create, { body }),
  });
}
