import { clusterPagePaths, type SurveyTaker } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { currentUserQuery, customerPortalPrefix } from '../../platform/auth';
import type { SurveyMode } from './clusterApi';

/** The survey pages exist for customers (under /customer-portal) and for guests; /update opens edit mode. */
export function surveyRouteOf(pathname: string): { taker: SurveyTaker; mode: SurveyMode } {
  const taker: SurveyTaker = pathname.startsWith(`${customerPortalPrefix}/`) ? 'customer' : 'guest';
  const mode: SurveyMode = pathname.replace(/\/+$/, '') === clusterPagePaths[taker].update ? 'edit' : 'create';
  return { taker, mode };
}

/**
 * The variant of the current page, and where a signed-in customer who opened a guest page should go instead (the
 * same page under /customer-portal), so their survey is kept with their profile rather than in a guest cookie.
 */
export function useSurveyRoute() {
  const { pathname } = useLocation();
  const route = surveyRouteOf(pathname);
  const customer = useQuery({ ...currentUserQuery('customer'), enabled: route.taker === 'guest' });
  const customerRedirect = route.taker === 'guest' && customer.data ? `${customerPortalPrefix}${pathname}` : null;
  const checkingSignIn = route.taker === 'guest' && customer.isPending;
  return { ...route, pages: clusterPagePaths[route.taker], customerRedirect, checkingSignIn };
}
