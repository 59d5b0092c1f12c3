import {
  jobBoardMessages,
  jobBoardPaths,
  type JobBoardFilters,
  type JobBoardPost,
  type JobBoardSearchResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../platform/api';

export const jobBoardKeys = {
  all: ['job-board'] as const,
  search: (query: string) => ['job-board', 'search', query] as const,
  post: (id: number) => ['job-board', 'post', id] as const,
  filters: ['job-board', 'filters'] as const,
};

/** One page of ten; the page shows its own failure (field errors or LoadError), so the query is silent. */
export function jobBoardSearchQuery(query: string) {
  return queryOptions({
    queryKey: jobBoardKeys.search(query),
    queryFn: ({ signal }) => api.get<JobBoardSearchResponse>(`${jobBoardPaths.search}?${query}`, { signal }),
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

/** The detail's failure is the spec's toast plus the page's LoadError (a 404 shows "Job not found" instead). */
export function jobPostQuery(id: number) {
  return queryOptions({
    queryKey: jobBoardKeys.post(id),
    queryFn: ({ signal }) => api.get<JobBoardPost>(jobBoardPaths.detail(id), { signal }),
    retry: false,
    meta: { silent: true },
  });
}

export const jobBoardFiltersQuery = queryOptions({
  queryKey: jobBoardKeys.filters,
  queryFn: ({ signal }) => api.get<JobBoardFilters>(jobBoardPaths.filters, { signal }),
  staleTime: Infinity,
  meta: { errorMessage: jobBoardMessages.filtersError },
});

/**
 * Fire-and-forget (participant spec 7): a failed count never stands between the person and the application. Sent with
 * the spec's JSON content type; its body is the empty object, since a JSON content type with no body at all is refused.
 */
export function recordApplyClick(id: number): void {
  api.post(jobBoardPaths.applyClick(id), {}).catch(() => undefined);
}
