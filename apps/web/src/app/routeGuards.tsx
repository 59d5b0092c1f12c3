import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { afterLoginPath, currentUserQuery, loginPathFor, type Portal } from '../platform/auth';
import { useDecisionOnArrival, useRouteExists } from '../platform/routes';
import { PageLoader } from '../ui/PageLoader';
import { GuestNotFoundPage } from './pages/RouteErrorPage';

/**
 * Login pages: a user already signed in to that portal goes straight on (to the page they were sent away from). A
 * failed check shows the page.
 */
export function SignedOutOnly({ portal }: { portal: Portal }) {
  const { search, key } = useLocation();
  const user = useQuery(currentUserQuery(portal));
  const next =
    user.status === 'pending'
      ? undefined
      : user.data
        ? afterLoginPath(portal, new URLSearchParams(search).get('redirectTo'))
        : null;
  const decision = useDecisionOnArrival(key, next);
  if (decision === undefined) return <PageLoader />;
  return decision === null ? <Outlet /> : <Navigate to={decision} replace />;
}

/**
 * Pages that need a signed-in user of their portal: to the login page (remembering where they were going) when not.
 * An unknown address is 'Page not found!' for a guest; a signed-in user sees it inside their portal (the layout's
 * not-found route).
 */
export function RequireUser({ portal }: { portal: Portal }) {
  const { pathname, search, key } = useLocation();
  const user = useQuery(currentUserQuery(portal));
  const isPage = useRouteExists(pathname + search);
  const next =
    user.status === 'pending'
      ? undefined
      : user.status === 'error'
        ? 'error'
        : user.data
          ? 'page'
          : isPage
            ? 'sign-in'
            : 'not-found';
  const decision = useDecisionOnArrival(key, next);
  switch (decision) {
    case undefined:
      return <PageLoader />;
    case 'error': {
      // To the error page, as a failed loader went (RouteErrorBoundary).
      const failure: unknown = user.error;
      throw failure;
    }
    case 'page':
      return <Outlet />;
    case 'sign-in':
      return <Navigate to={loginPathFor(portal, pathname + search)} replace />;
    case 'not-found':
      return <GuestNotFoundPage />;
  }
}
