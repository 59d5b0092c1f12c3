import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { data, redirect, useRouteLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { currentUserQuery, loginPathFor, portalPaths, type Portal } from '../../platform/auth';
import { resolvesToPage } from '../../platform/routes';
import { PageLoader } from '../../ui/PageLoader';

/** The id of the `/` route, whose loader tells a guest from a signed-in staff member. */
export const frontDoorRouteId = 'front-door';

export interface FrontDoor {
  /** No staff session: `/` shows the public home in the public layout. */
  guest: boolean;
}

const signedInUser = (queryClient: QueryClient, portal: Portal) =>
  queryClient.ensureQueryData(currentUserQuery(portal)).catch(() => null);

/** A guest who asks for an address that is no page at all gets 'Page not found!' (404), not a sign-in page. */
function notFoundUnlessPage(routes: () => RouteObject[], url: URL) {
  if (!resolvesToPage(routes(), url.pathname)) throw data(null, { status: 404, statusText: 'Not Found' });
}

/**
 * Pages that need a signed-in user of their portal: to the login page (remembering where they were going) when not.
 * An unknown address is not found for everyone, signed in or not: signed-in users see it inside their portal.
 */
export function requireUserOrNotFound(queryClient: QueryClient, portal: Portal, routes: () => RouteObject[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await queryClient.ensureQueryData(currentUserQuery(portal));
    if (!user) {
      const url = new URL(request.url);
      notFoundUnlessPage(routes, url);
      throw redirect(loginPathFor(portal, url.pathname + url.search));
    }
    return null;
  };
}

/**
 * The `/` layout route: a signed-in staff member keeps the staff portal; at `/` itself a signed-in customer goes to
 * their home and a guest sees the public home; a guest anywhere else under `/` signs in to the staff portal.
 */
export function frontDoorLoader(queryClient: QueryClient, routes: () => RouteObject[]) {
  return async ({ request }: LoaderFunctionArgs): Promise<FrontDoor> => {
    const staff = await queryClient.ensureQueryData(currentUserQuery('staff'));
    if (staff) return { guest: false };
    const url = new URL(request.url);
    if (url.pathname === '/') {
      if (await signedInUser(queryClient, 'customer')) throw redirect(portalPaths.customer.home);
      void loadPublicHome();
      void loadPublicLayout();
      return { guest: true };
    }
    notFoundUnlessPage(routes, url);
    throw redirect(loginPathFor('staff', url.pathname + url.search));
  };
}

/** The guest state depends on the address (`/` or not), so the loader runs again on every navigation. */
export const frontDoorShouldRevalidate = () => true;

const loadPublicLayout = () => import('../../app/layouts/PublicLayout');
const loadStaffLayout = () => import('../../app/layouts/StaffLayout');
const loadPublicHome = () => import('./PublicHomePage');
const loadStaffHome = () => import('../dashboard/StaffHomePage');

const PublicLayout = lazy(async () => ({ default: (await loadPublicLayout()).PublicLayout }));
const StaffLayout = lazy(async () => ({ default: (await loadStaffLayout()).StaffLayout }));
const PublicHomePage = lazy(async () => ({ default: (await loadPublicHome()).PublicHomePage }));
const StaffHomePage = lazy(async () => ({ default: (await loadStaffHome()).StaffHomePage }));

function useGuest(): boolean {
  return useRouteLoaderData<FrontDoor>(frontDoorRouteId)?.guest ?? false;
}

/** The guest's public layout or the staff portal's, each its own chunk. */
export function FrontDoorLayout() {
  const guest = useGuest();
  return <Suspense fallback={<PageLoader />}>{guest ? <PublicLayout /> : <StaffLayout />}</Suspense>;
}

/** `/`: the public home for a guest, the staff home for staff. */
export function FrontDoorHome() {
  const guest = useGuest();
  return <Suspense fallback={<PageLoader />}>{guest ? <PublicHomePage /> : <StaffHomePage />}</Suspense>;
}
