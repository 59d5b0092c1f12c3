import { jobPostMessages, jobPostPaths, type JobPostLookup } from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client } from '../../platform/api-client';
import { employerKeys } from './api';

// The job post queries, apart from api.ts so the other employer pages do not load the job post constants (#30).

const silent = { silent: true } as const;

export const jobPostsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'job-posts', page],
    queryFn: ({ signal }) => client.get(jobPostPaths.list, { params: { id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
    meta: silent,
  });

export const jobPostQuery = (id: number, postId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'job-posts', 'one', postId],
    queryFn: ({ signal }) => client.get(jobPostPaths.post, { params: { id, postId }, signal }),
    meta: silent,
  });

export const jobPostLocationsQuery = (id: number, postId: number) =>
  queryOptions({
    queryKey: [...employerKeys.one(id), 'job-posts', 'locations', postId],
    queryFn: ({ signal }) => client.get(jobPostPaths.locations, { params: { id, postId }, signal }),
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
    queryFn: ({ signal }) => client.get(jobPostPaths.lookup, { params: { lookup }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorMessage: lookupFailures[lookup] },
  });
