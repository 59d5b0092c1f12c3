import { clusterPagePaths, type SurveyTaker } from '@portal/contracts';
import { useLocation } from 'react-router';
import { customerPortalPrefix } from '../../platform/auth';
import type { SurveyMode } from './clusterApi';

/** The survey pages exist for customers (under /customer-portal) and for guests; /update opens edit mode. */
export function surveyRouteOf(pathname: string): { taker: SurveyTaker; mode: SurveyMode } {
  const taker: SurveyTaker = pathname.startsWith(`${customerPortalPrefix}/`) ? 'customer' : 'guest';
  const mode: SurveyMode = pathname.replace(/\/+$/, '') === clusterPagePaths[taker].update ? 'edit' : 'create';
  return { taker, mode };
}

export function useSurveyRoute() {
  const { pathname } = useLocation();
  const route = surveyRouteOf(pathname);
  return { ...route, pages: clusterPagePaths[route.taker] };
}
