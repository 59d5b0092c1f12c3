import {
  referralPaths,
  serviceDirectoryPaths,
  type CatalogReferralBody,
  type ReferralCreateBody,
  type ReferralCreated,
  type ServiceDirectoryCategory,
  type ServiceDirectoryFeature,
  type ServiceDirectorySearchResponse,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../platform/api';

export const serviceDirectoryKeys = {
  feature: ['service-directory', 'feature'] as const,
  categories: ['service-directory', 'categories'] as const,
  search: (query: string) => ['service-directory', 'search', query] as const,
};

/**
 * The flag call comes first (participant spec 4): the categories and the results are asked for only once it answers
 * true. Its failure is shown by the page (LoadError with Refresh), so the query is silent.
 */
export const featureQuery = queryOptions({
  queryKey: serviceDirectoryKeys.feature,
  queryFn: ({ signal }) => api.get<ServiceDirectoryFeature>(serviceDirectoryPaths.featureEnabled, { signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/** 211 failures other than a 422 are only logged (participant spec 8): the page shows its own load error. */
export const categoriesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: serviceDirectoryKeys.categories,
    queryFn: ({ signal }) =>
      api.get<{ data: ServiceDirectoryCategory[] }>(serviceDirectoryPaths.categories, { signal }),
    staleTime: 5 * 60_000,
    enabled,
    meta: { silent: true },
  });

/** One page of results for an API query string (the flag must have answered true first). */
export const searchQuery = (query: string, enabled: boolean) =>
  queryOptions({
    queryKey: serviceDirectoryKeys.search(query),
    queryFn: ({ signal }) =>
      api.get<ServiceDirectorySearchResponse>(`${serviceDirectoryPaths.resources}?${query}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** A customer asks for a referral to a service of a result (the catalogue's create-referral call). */
export function useAskForReferral() {
  return useMutation({
    mutationFn: (body: CatalogReferralBody) => api.post<ReferralCreated>(referralPaths.createFromCatalog, body),
  });
}

/** A staff user refers a customer to a directory service (out-of-network). */
export function useReferCustomer() {
  return useMutation({
    mutationFn: (body: ReferralCreateBody) => api.post<ReferralCreated>(referralPaths.create, body),
  });
}
