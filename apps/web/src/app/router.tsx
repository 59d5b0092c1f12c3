import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { afterLoginPath, currentUserQuery, portalPaths, type Portal } from '../platform/auth';
import { notFoundHandle } from '../platform/routes';
import { fundingRouteObjects } from '../features/funding/routes';
import { reportsRouteObjects } from '../features/reports/routes';
import { customerProfileRouteObjects } from '../features/customer-profile/routes';
import { customerMergeRouteObjects } from '../features/customer-merge/routes';
import { PageLoader } from '../ui/PageLoader';
import { customerAccountPages } from '@portal/contracts';
import {
  FrontDoorHome,
  FrontDoorLayout,
  frontDoorLoader,
  frontDoorRouteId,
  frontDoorShouldRevalidate,
  requireUserOrNotFound,
} from '../features/public-home/frontDoor';
import { customerPortalRoutes } from './customerPortalRoutes';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { staffPortalRoutes } from './staffPortalRoutes';

/** Login pages: a user already signed in to that portal goes straight on. */
function skipLoginWhenSignedIn(queryClient: QueryClient, portal: Portal) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(currentUserQuery(portal)).catch(() => null);
    if (user) return redirect(afterLoginPath(portal, new URL(request.url).searchParams.get('redirectTo')));
    return null;
  };
}

/** An unknown path inside a portal: 'Page not found!' within that portal's layout, navigation and all. */
const notFoundRoute: RouteObject = {
  path: '*',
  handle: notFoundHandle,
  lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
};

/** Every page is its own chunk (route `lazy`); only this table, the loaders and the error page are in the entry. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Loaders tell an unknown address (not found) from a page that needs a session (sign in) with this table.
  const allRoutes = () => routes;
  const routes: RouteObject[] = [
    {
      id: 'root',
      ErrorBoundary: RouteErrorPage,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          path: portalPaths.customer.login,
          loader: skipLoginWhenSignedIn(queryClient, 'customer'),
          lazy: async () => ({ Component: (await import('../features/auth/CustomerLoginPage')).CustomerLoginPage }),
        },
        {
          // The participant's way in (issue #24): create an account, confirm the email, reset a forgotten password.
          path: customerAccountPages.register,
          loader: skipLoginWhenSignedIn(queryClient, 'customer'),
          lazy: async () => ({ Component: (await import('../features/customer-account/RegisterPage')).RegisterPage }),
        },
        {
          path: customerAccountPages.verifyEmail,
          lazy: async () => ({
            Component: (await import('../features/customer-account/VerifyEmailPage')).VerifyEmailPage,
          }),
        },
        {
          path: customerAccountPages.forgotPassword,
          loader: skipLoginWhenSignedIn(queryClient, 'customer'),
          lazy: async () => ({
            Component: (await import('../features/customer-account/ForgotPasswordPage')).ForgotPasswordPage,
          }),
        },
        {
          path: customerAccountPages.resetPassword,
          lazy: async () => ({
            Component: (await import('../features/customer-account/ResetPasswordPage')).ResetPasswordPage,
          }),
        },
        {
          path: portalPaths.staff.login,
          loader: skipLoginWhenSignedIn(queryClient, 'staff'),
          lazy: async () => ({ Component: (await import('../features/auth/StaffLoginPage')).StaffLoginPage }),
        },
        {
          path: '/customer-portal',
          loader: requireUserOrNotFound(queryClient, 'customer', allRoutes),
          lazy: async () => ({ Component: (await import('./layouts/CustomerPortalLayout')).CustomerPortalLayout }),
          children: [...customerPortalRoutes(queryClient), notFoundRoute],
        },
        {
          // Pages anyone may open, signed in or not: the guest survey and the credits.
          lazy: async () => ({ Component: (await import('./layouts/PublicLayout')).PublicLayout }),
          children: [
            {
              path: '/job-board',
              lazy: async () => ({ Component: (await import('../features/job-board/JobBoardPage')).JobBoardPage }),
            },
            {
              path: '/job-board/:id',
              lazy: async () => ({ Component: (await import('../features/job-board/JobDetailPage')).JobDetailPage }),
            },
            {
              path: '/career-cluster/survey',
              lazy: async () => ({
                Component: (await import('../features/clusters/ClusterSurveyPage')).ClusterSurveyPage,
              }),
            },
            {
              path: '/career-cluster/update',
              lazy: async () => ({
                Component: (await import('../features/clusters/ClusterSurveyPage')).ClusterSurveyPage,
              }),
            },
            {
              path: '/career-cluster/result',
              lazy: async () => ({
                Component: (await import('../features/clusters/CareerClustersPage')).CareerClustersPage,
              }),
            },
            {
              path: '/about',
              lazy: async () => ({ Component: (await import('../features/about/AboutPage')).AboutPage }),
            },
          ],
        },
        {
          // The staff portal; for a guest, `/` is the participant portal's public home (issue #24).
          id: frontDoorRouteId,
          path: '/',
          loader: frontDoorLoader(queryClient, allRoutes),
          shouldRevalidate: frontDoorShouldRevalidate,
          Component: FrontDoorLayout,
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
      ],
    },
  ];
  return routes;
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
