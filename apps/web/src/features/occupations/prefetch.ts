import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../../platform/auth';
import { careerClustersQuery, educationLevelsQuery, opportunitiesQuery, startEarlySearch, type EarlyPage } from './api';
import { preloadModule } from '../../platform/useModule';
import { completionQuery } from '../my-career/api';
import { filtersFromSearchParams, hasMatchDataIn, orderFollowsStatus, withDefaultSort } from './filters';
import { loadResults } from './loadResults';

/**
 * The finder's route loader starts its first search and the filter options while the page's code is still loading,
 * instead of after its first render (the results are the page's largest paint). Only for a signed-in participant: a
 * visitor without a session is sent to the login page by the portal's own loader, with no refused search on the way.
 */
export async function prefetchOccupationFinder(queryClient: QueryClient, searchParams: URLSearchParams) {
  const user = await queryClient.ensureQueryData(currentUserQuery('customer')).catch(() => null);
  if (!user) return;
  // The results' code (the cards) comes while the status and the search are on their way, not after the first paint.
  // In before the page mounts, the page renders the cards with its first render (no loader in between).
  void preloadModule(loadResults);
  let early: EarlyPage | undefined;
  if (!orderFollowsStatus(searchParams)) {
    // A title or salary order is the same with or without match data: the search does not wait for the status.
    void queryClient.prefetchInfiniteQuery(opportunitiesQuery(filtersFromSearchParams(searchParams)));
  } else if (!queryClient.getQueryState(completionQuery.queryKey)) {
    // Match data decides the default order (best match first). The first page starts now, beside the status call, in
    // the order the server finds by the same rule (`sort=match-if-any`); the search below takes it when it agrees.
    // Only the first start asks: the page's render starts this again while the status is on its way.
    early = startEarlySearch(filtersFromSearchParams(searchParams));
  }
  void queryClient.prefetchQuery(careerClustersQuery);
  // Silent here: if it fails, the filters form asks again when it mounts and says so in the language shown.
  void queryClient.prefetchQuery({ ...educationLevelsQuery, meta: { silent: true } });
  const hasMatchData = hasMatchDataIn(await queryClient.ensureQueryData(completionQuery).catch(() => null));
  const filters = withDefaultSort(filtersFromSearchParams(searchParams, hasMatchData), hasMatchData);
  void queryClient.prefetchInfiniteQuery(opportunitiesQuery(filters, early));
}
