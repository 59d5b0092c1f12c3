import { jobBoardPaths } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../platform/api';
import { client, queryOf, routeUrl } from '../../platform/api-client';

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
    queryFn: ({ signal }) => client.get(jobBoardPaths.search, { query: queryOf(query), signal }),
    placeholderData: (previous) => previous,
    // The search started with the page's code (prefetch.ts) is still fresh when the page mounts: not asked twice.
    staleTime: 10_000,
    meta: { silent: true },
  });
}

/** The detail's failure is the spec's toast plus the page's LoadError (a 404 shows "Job not found" instead). */
export function jobPostQuery(id: number) {
  return queryOptions({
    queryKey: jobBoardKeys.post(id),
    queryFn: ({ signal }) => client.get('/internal-api/job-board/{id}', { params: { id }, signal }),
    retry: false,
    meta: { silent: true },
  });
}

export const jobBoardFiltersQuery = queryOptions({
  queryKey: jobBoardKeys.filters,
  queryFn: ({ signal }) => client.get(jobBoardPaths.filters, { signal }),
  staleTime: Infinity,
});

/**
 * Fire-and-forget (participant spec 7): a failed count never stands between the person and the application. Sent with
 * the spec's JSON content type; its body is the empty object, since a JSON content type with no body at all is refused.
 */
export function recordApplyClick(id: number): void {
  // Participant spec 10 posts it as JSON (an empty object); the route declares no body, so the typed client sends none.
  const url = routeUrl('/internal-api/job-board/apply-click/{id}', { params: { id } });
  requestJson('POST', url, {}, {}).catch(() => undefined);
}
