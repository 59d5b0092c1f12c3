import { employerMessages, employerPaths, type EmployerSearchField } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';

const silent = { silent: true } as const;

export const employerKeys = {
  all: ['employers'] as const,
  one: (id: number) => ['employers', id] as const,
};

export function employerListQuery(page: number, searchBy: EmployerSearchField, term: string) {
  return queryOptions({
    queryKey: [...employerKeys.all, 'list', page, searchBy, term],
    queryFn: ({ signal }) =>
      client.get(employerPaths.list, { query: { page, search_by: searchBy, search_term: term }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

export const employerQuery = (id: number) =>
  queryOptions({
    queryKey: employerKeys.one(id),
    queryFn: ({ signal }) => client.get(employerPaths.record, { params: { id }, signal }),
    meta: silent,
  });

export const locationsQuery = (id: number, page: number | 'all') =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'locations', page],
    queryFn: ({ signal }) =>
      client.get(employerPaths.locations, {
        params: { id },
        query: page === 'all' ? { all: 'true' } : { page },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const locationQuery = (id: number, locationId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'locations', 'one', locationId],
    queryFn: ({ signal }) => client.get(employerPaths.location, { params: { id, locationId }, signal }),
    meta: silent,
  });

export const usersQuery = (id: number, locationId: number, page: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'users', locationId, page],
    queryFn: ({ signal }) =>
      client.get(employerPaths.locationUsers, { params: { id, locationId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const userQuery = (id: number, locationId: number, userId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'users', locationId, 'one', userId],
    queryFn: ({ signal }) => client.get(employerPaths.locationUser, { params: { id, locationId, userId }, signal }),
    meta: silent,
  });

export const servicesProvidedQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'services-provided', page],
    queryFn: ({ signal }) => client.get(employerPaths.servicesProvided, { params: { id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const serviceTypesQuery = () =>
  queryOptions({
    queryKey: [...employerKeys.all, 'service-types'],
    queryFn: ({ signal }) => client.get(employerPaths.serviceTypes, { signal }),
    meta: { errorMessage: employerMessages.serviceTypesFetchFailed },
  });

export const servicesQuery = (typeId: number | null) =>
  queryOptions({
    queryKey: [...employerKeys.all, 'services', typeId],
    queryFn: ({ signal }) => client.get(employerPaths.services, { params: { typeId: typeId ?? 0 }, signal }),
    enabled: typeId !== null,
    meta: { errorMessage: employerMessages.servicesFetchFailed },
  });

export const documentsQuery = (id: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'documents', page, perPage],
    queryFn: ({ signal }) => client.get(employerPaths.documents, { params: { id }, query: { page, perPage }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

/** Record-page links, one place for the address of each employer screen. */
export const employerLinks = {
  list: '/employer-records',
  create: '/employer-records/create',
  edit: (id: number) => `/employer-records/${id}/edit`,
  locations: (id: number) => `/employer-records/${id}/locations`,
  createLocation: (id: number) => `/employer-records/${id}/locations/create`,
  editLocation: (id: number, locationId: number) => `/employer-records/${id}/locations/${locationId}/edit`,
  users: (id: number, locationId: number) => `/employer-records/${id}/locations/${locationId}/users`,
  createUser: (id: number, locationId: number) => `/employer-records/${id}/locations/${locationId}/users/create`,
  editUser: (id: number, locationId: number, userId: number) =>
    `/employer-records/${id}/locations/${locationId}/users/${userId}/edit`,
  services: (id: number) => `/employer-records/${id}/service-providers`,
  createService: (id: number) => `/employer-records/${id}/service-providers/create`,
  documents: (id: number) => `/employer-records/${id}/documents`,
  jobPosts: (id: number) => `/employer-records/${id}/job-posts`,
  createJobPost: (id: number) => `/employer-records/${id}/job-posts/create`,
  editJobPost: (id: number, postId: number) => `/employer-records/${id}/job-posts/${postId}/edit`,
  jobPostLocations: (id: number, postId: number) => `/employer-records/${id}/job-posts/${postId}/locations`,
};
