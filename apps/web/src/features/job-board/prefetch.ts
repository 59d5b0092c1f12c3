import type { QueryClient } from '@tanstack/react-query';
import { jobBoardRoutes } from '@portal/contracts';
import { currentUserQuery } from '../../platform/auth';
import { filtersToParams, parseFilters, parsePage } from './filters';
import { jobBoardFiltersQuery, jobBoardSearchQuery } from './queries';

/**
 * The board's first search and its filter options start beside the page's code, not after its first render (the
 * results follow the heading at once). In the customer portal only for a signed-in customer: a visitor without a
 * session goes to the login page with no search on the way.
 */
export async function prefetchJobBoard(queryClient: QueryClient, searchParams: URLSearchParams) {
  if (window.location.pathname.startsWith(jobBoardRoutes.customerBoard)) {
    const user = await queryClient.ensureQueryData(currentUserQuery('customer')).catch(() => null);
    if (!user) return;
  }
  const query = filtersToParams(parseFilters(searchParams), parsePage(searchParams)).toString();
  void queryClient.prefetchQuery(jobBoardSearchQuery(query));
  void queryClient.prefetchQuery(jobBoardFiltersQuery);
}
