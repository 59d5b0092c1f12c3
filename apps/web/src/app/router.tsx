import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { renderMatches, useLocation, type RouteObject } from 'react-router';
import { currentUserQuery, portalPaths, type Portal } from '../platform/auth';
import { lazyPage, preloadPages } from '../platform/lazyPage';
import { matchRoutesOf, notFoundHandle, RouteTableContext } from '../platform/routes';
import { fundingRouteObjects } from '../features/funding/routes';
import { reportsRouteObjects } from '../features/reports/routes';
import { customerProfileRouteObjects } from '../features/customer-profile/routes';
import { customerMergeRouteObjects } from '../features/customer-merge/routes';
import { PageLoader } from '../ui/PageLoader';
import { customerAccountPages } from '@portal/contracts';
import { FrontDoorHome, FrontDoorLayout } from '../features/public-home/frontDoor';
import { customerPortalRoutes } from './customerPortalRoutes';
import { RouteErrorBoundary } from './pages/RouteErrorPage';
import { RequireUser, SignedOutOnly } from './routeGuards';
import { staffPortalRoutes } from './staffPortalRoutes';

/** An unknown path inside a portal: 'Page not found!' within that portal's layout, navigation and all. */
const notFoundRoute: RouteObject = {
  path: '*',
  handle: notFoundHandle,
  Component: lazyPage(() => import('./pages/NotFoundPage'), 'NotFoundPage'),
};

/**
 * A route's `handle` naming the signed-in users its guard (or page) asks for at an address, so the app can start those
 * requests before its first render (preloadRoute) instead of when the guard first renders.
 */
interface AsksCurrentUser {
  currentUsers: (pathname: string) => readonly Portal[];
}
const asks = (...portals: Portal[]): AsksCurrentUser => ({ currentUsers: () => portals });

/**
 * The app's one route table (React Router's declarative mode, ADR 0050). Every page is its own chunk (lazyPage); only
 * this table, the guards and the error page are in the entry. The guards (routeGuards.tsx, the front door) decide on
 * the way to a page what the data router's loaders decided: sign in first, go on past a login page, or not found.
 */
export function createRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      // Login pages: a user already signed in goes straight on.
      element: <SignedOutOnly portal="customer" />,
      handle: asks('customer'),
      children: [
        {
          path: portalPaths.customer.login,
          Component: lazyPage(() => import('../features/auth/CustomerLoginPage'), 'CustomerLoginPage', {
            namespaces: ['auth'],
          }),
        },
        {
          // The participant's way in (issue #24): create an account, confirm the email, reset a forgotten password.
          path: customerAccountPages.register,
          Component: lazyPage(() => import('../features/customer-account/RegisterPage'), 'RegisterPage'),
        },
        {
          path: customerAccountPages.forgotPassword,
          Component: lazyPage(() => import('../features/customer-account/ForgotPasswordPage'), 'ForgotPasswordPage'),
        },
      ],
    },
    {
      path: customerAccountPages.verifyEmail,
      Component: lazyPage(() => import('../features/customer-account/VerifyEmailPage'), 'VerifyEmailPage'),
    },
    {
      path: customerAccountPages.resetPassword,
      Component: lazyPage(() => import('../features/customer-account/ResetPasswordPage'), 'ResetPasswordPage'),
    },
    {
      element: <SignedOutOnly portal="staff" />,
      handle: asks('staff'),
      children: [
        {
          path: portalPaths.staff.login,
          Component: lazyPage(() => import('../features/auth/StaffLoginPage'), 'StaffLoginPage', {
            namespaces: ['auth'],
          }),
        },
      ],
    },
    {
      path: '/customer-portal',
      element: <RequireUser portal="customer" />,
      handle: asks('customer'),
      children: [
        {
          Component: lazyPage(() => import('./layouts/CustomerPortalLayout'), 'CustomerPortalLayout'),
          children: [...customerPortalRoutes(), notFoundRoute],
        },
      ],
    },
    {
      // Pages anyone may open, signed in or not: the guest survey and the credits.
      Component: lazyPage(() => import('./layouts/PublicLayout'), 'PublicLayout'),
      children: [
        {
          path: '/job-board',
          Component: lazyPage(() => import('../features/job-board/JobBoardPage'), 'JobBoardPage', {
            namespaces: ['job-board'],
            prefetch: async (queryClient, searchParams) =>
              (await import('../features/job-board/prefetch')).prefetchJobBoard(queryClient, searchParams),
          }),
        },
        {
          path: '/job-board/:id',
          Component: lazyPage(() => import('../features/job-board/JobDetailPage'), 'JobDetailPage'),
        },
        {
          // The guest survey's pages send a signed-in customer to their own (useSurveyRoute).
          path: '/career-cluster/survey',
          handle: asks('customer'),
          Component: lazyPage(() => import('../features/clusters/ClusterSurveyPage'), 'ClusterSurveyPage', {
            namespaces: ['clusters'],
          }),
        },
        {
          path: '/career-cluster/update',
          handle: asks('customer'),
          Component: lazyPage(() => import('../features/clusters/ClusterSurveyPage'), 'ClusterSurveyPage', {
            namespaces: ['clusters'],
          }),
        },
        {
          path: '/career-cluster/result',
          handle: asks('customer'),
          Component: lazyPage(() => import('../features/clusters/CareerClustersPage'), 'CareerClustersPage'),
        },
        {
          path: '/about',
          Component: lazyPage(() => import('../features/about/AboutPage'), 'AboutPage'),
        },
      ],
    },
    {
      // The staff portal; for a guest, `/` is the participant portal's public home (issue #24).
      path: '/',
      Component: FrontDoorLayout,
      // Staff first; at `/` itself also the customer (frontDoor.tsx), asked beside it rather than after it.
      handle: {
        currentUsers: (pathname) => (pathname === '/' ? ['staff', 'customer'] : ['staff']),
      } satisfies AsksCurrentUser,
      children: [
        { index: true, Component: FrontDoorHome },
        ...staffPortalRoutes,
        // Funding (issue #25): /transactions, /transactions/budgets, /transactions/{customerId}.
        ...fundingRouteObjects,
        ...reportsRouteObjects,
        ...customerProfileRouteObjects,
        ...customerMergeRouteObjects,
        // Any other path is a staff path: not found, inside the staff layout (after sign-in).
        notFoundRoute,
      ],
    },
  ];
  return routes;
}

const asksCurrentUser = (handle: unknown): handle is AsksCurrentUser =>
  typeof (handle as Partial<AsksCurrentUser> | undefined)?.currentUsers === 'function';

/**
 * The app's head start (main.tsx, before the first render), as the data router's loaders had: the signed-in users the
 * guards of `location`'s route will ask for go into `queryClient` (the guards find them there, on their way or
 * answered: one request each), and the code of its layouts and page loads with the page's first data, all at once
 * instead of each after the one before has rendered.
 */
export function preloadRoute(
  routes: RouteObject[],
  queryClient: QueryClient,
  { pathname, search }: { pathname: string; search: string },
): Promise<void> {
  const matches = matchRoutesOf(routes, pathname) ?? [];
  const portals = new Set(
    matches.flatMap(({ route }) => (asksCurrentUser(route.handle) ? route.handle.currentUsers(pathname) : [])),
  );
  // A failure is the guard's to show: it asks again as it renders, and that answer decides (and says so, once).
  const checks = [...portals].map((portal) =>
    queryClient.prefetchQuery({ ...currentUserQuery(portal), meta: { silent: true } }),
  );
  return Promise.all([
    ...checks,
    preloadPages(
      matches.map((match) => match.route.Component),
      { pathname, search, queryClient },
    ),
  ]).then(() => undefined);
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // The routes are matched once per address (the head start's match is the first render's), where useRoutes would
  // match them again on every render.
  const matches = matchRoutesOf(routes, location.pathname);
  // The layouts' and the page's code load side by side, not each after the one around it has rendered.
  useMemo(
    () =>
      void preloadPages(matches?.map((match) => match.route.Component) ?? [], {
        pathname: location.pathname,
        search: location.search,
      }),
    [matches, location.pathname, location.search],
  );
  return renderMatches(matches);
}

/**
 * The pages of `routes` at the router's address, with the error page for whatever fails below and the loader while
 * the first page's code arrives (later moves are transitions: the page before stays).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <RouteTableContext.Provider value={routes}>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoader />}>
          <RoutesOf routes={routes} />
        </Suspense>
      </RouteErrorBoundary>
    </RouteTableContext.Provider>
  );
}
