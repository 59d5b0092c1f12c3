import {
  employerMessages,
  employerPath,
  employerPaths,
  jobPostMessages,
  jobPostPaths,
  type Employer,
  type EmployerDocument,
  type EmployerListResponse,
  type EmployerLocation,
  type EmployerSearchField,
  type EmployerUser,
  type JobPost,
  type JobPostListResponse,
  type JobPostLocationsResponse,
  type JobPostLookup,
  type ServiceProvided,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
}

const silent = { silent: true } as const;

export const employerKeys = {
  all: ['employers'] as const,
  one: (id: number) => ['employers', id] as const,
};

export function employerListQuery(page: number, searchBy: EmployerSearchField, term: string) {
  const query = new URLSearchParams({ page: String(page), search_by: searchBy, search_term: term });
  return queryOptions({
    queryKey: [...employerKeys.all, 'list', page, searchBy, term],
    queryFn: ({ signal }) => api.get<EmployerListResponse>(`${employerPaths.list}?${query}`, { signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });
}

export const employerQuery = (id: number) =>
  queryOptions({
    queryKey: employerKeys.one(id),
    queryFn: ({ signal }) => api.get<Employer>(employerPath(employerPaths.record, { id }), { signal }),
    meta: silent,
  });

export const locationsQuery = (id: number, page: number | 'all') =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'locations', page],
    queryFn: ({ signal }) =>
      api.get<Paged<EmployerLocation>>(
        `${employerPath(employerPaths.locations, { id })}?${page === 'all' ? 'all=true' : `page=${page}`}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const locationQuery = (id: number, locationId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'locations', 'one', locationId],
    queryFn: ({ signal }) =>
      api.get<EmployerLocation>(employerPath(employerPaths.location, { id, locationId }), { signal }),
    meta: silent,
  });

export const usersQuery = (id: number, locationId: number, page: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'users', locationId, page],
    queryFn: ({ signal }) =>
      api.get<Paged<EmployerUser>>(`${employerPath(employerPaths.locationUsers, { id, locationId })}?page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const userQuery = (id: number, locationId: number, userId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'users', locationId, 'one', userId],
    queryFn: ({ signal }) =>
      api.get<EmployerUser>(employerPath(employerPaths.locationUser, { id, locationId, userId }), { signal }),
    meta: silent,
  });

export const servicesProvidedQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'services-provided', page],
    queryFn: ({ signal }) =>
      api.get<Paged<ServiceProvided>>(`${employerPath(employerPaths.servicesProvided, { id })}?page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const serviceTypesQuery = () =>
  queryOptions({
    queryKey: [...employerKeys.all, 'service-types'],
    queryFn: ({ signal }) => api.get<{ data: { id: number; name: string }[] }>(employerPaths.serviceTypes, { signal }),
    meta: { errorMessage: employerMessages.serviceTypesFetchFailed },
  });

export const servicesQuery = (typeId: number | null) =>
  queryOptions({
    queryKey: [...employerKeys.all, 'services', typeId],
    queryFn: ({ signal }) =>
      api.get<{ data: { id: number; name: string }[] }>(employerPath(employerPaths.services, { typeId: typeId! }), {
        signal,
      }),
    enabled: typeId !== null,
    meta: { errorMessage: employerMessages.servicesFetchFailed },
  });

export const documentsQuery = (id: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'documents', page, perPage],
    queryFn: ({ signal }) =>
      api.get<Paged<EmployerDocument>>(
        `${employerPath(employerPaths.documents, { id })}?page=${page}&perPage=${perPage}`,
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const jobPostsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'job-posts', page],
    queryFn: ({ signal }) =>
      api.get<JobPostListResponse>(`${employerPath(jobPostPaths.list, { id })}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const jobPostQuery = (id: number, postId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'job-posts', 'one', postId],
    queryFn: ({ signal }) => api.get<JobPost>(employerPath(jobPostPaths.post, { id, postId }), { signal }),
    meta: silent,
  });

export const jobPostLocationsQuery = (id: number, postId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'job-posts', 'locations', postId],
    queryFn: ({ signal }) =>
      api.get<JobPostLocationsResponse>(employerPath(jobPostPaths.locations, { id, postId }), { signal }),
    meta: silent,
  });

const lookupFailures: Record<JobPostLookup, string> = {
  'position-types': jobPostMessages.positionsFetchFailed,
  'pay-units': jobPostMessages.payUnitsFetchFailed,
  'educational-levels': jobPostMessages.educationFetchFailed,
  industries: jobPostMessages.industriesFetchFailed,
  'encouraged-types': jobPostMessages.encouragedFetchFailed,
};

export const lookupQuery = (lookup: JobPostLookup) =>
  queryOptions({
    queryKey: [...employerKeys.all, 'lookup', lookup],
    queryFn: ({ signal }) =>
      api.get<{ data: Record<string, string> }>(jobPostPaths.lookup.replace(':lookup', lookup), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: lookupFailures[lookup] },
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
