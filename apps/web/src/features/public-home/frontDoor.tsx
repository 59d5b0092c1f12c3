import { useQuery } from '@tanstack/react-query';
import { createContext, lazy, useContext } from 'react';
import { Navigate, useLocation } from 'react-router';
import { GuestNotFoundPage } from '../../app/pages/RouteErrorPage';
import { currentUserQuery, loginPathFor, portalPaths } from '../../platform/auth';
import { useDecisionOnArrival, useRouteExists } from '../../platform/routes';
import type { Preloadable } from '../../platform/lazyPage';
import { PageLoader } from '../../ui/PageLoader';

/**
 * What `/` and the paths under it are for whoever asks: the staff portal for signed-in staff; at `/` itself a
 * signed-in customer's way to their home, or the guest's public home; a guest anywhere else under `/` signs in to the
 * staff portal, or gets 'Page not found!' for an address that is no page at all.
 */
type FrontDoor = 'staff' | 'guest' | 'customer' | 'sign-in' | 'not-found' | 'error';

const loadPublicLayout = () => import('../../app/layouts/PublicLayout');
const loadStaffLayout = () => import('../../app/layouts/StaffLayout');
const loadPublicHome = () => import('./PublicHomePage');
const loadStaffHome = () => import('../dashboard/StaffHomePage');

const PublicLayout = lazy(async () => ({ default: (await loadPublicLayout()).PublicLayout }));
const StaffLayout = lazy(async () => ({ default: (await loadStaffLayout()).StaffLayout }));
const PublicHomePage = lazy(async () => ({ default: (await loadPublicHome()).PublicHomePage }));
const StaffHomePage = lazy(async () => ({ default: (await loadStaffHome()).StaffHomePage }));

const GuestContext = createContext(false);

function useFrontDoor(): { door: FrontDoor | undefined; error: unknown } {
  const { pathname, search, key } = useLocation();
  const atHome = pathname === '/';
  const staff = useQuery(currentUserQuery('staff'));
  const askCustomer = atHome && staff.status === 'success' && !staff.data;
  // A failed customer check at `/` is a guest, as before.
  const customer = useQuery({ ...currentUserQuery('customer'), enabled: askCustomer });
  const isPage = useRouteExists(pathname + search);
  let door: FrontDoor | undefined;
  if (staff.status === 'error') door = 'error';
  else if (staff.status === 'success') {
    if (staff.data) door = 'staff';
    else if (!atHome) door = isPage ? 'sign-in' : 'not-found';
    else if (customer.status === 'success' && customer.data) door = 'customer';
    else if (customer.status !== 'pending') door = 'guest';
  }
  return { door: useDecisionOnArrival(key, door), error: staff.error };
}

/** The `/` layout route: the guest's public layout or the staff portal's, each its own chunk. */
export function FrontDoorLayout() {
  const { pathname, search } = useLocation();
  const { door, error } = useFrontDoor();
  switch (door) {
    case undefined:
      return <PageLoader />;
    case 'error':
      throw error;
    case 'customer':
      return <Navigate to={portalPaths.customer.home} replace />;
    case 'sign-in':
      return <Navigate to={loginPathFor('staff', pathname + search)} replace />;
    case 'not-found':
      return <GuestNotFoundPage />;
    case 'guest':
      // The public home's code loads beside its layout's, not after it.
      void loadPublicHome();
      return (
        <GuestContext.Provider value>
          <PublicLayout />
        </GuestContext.Provider>
      );
    case 'staff':
      return <StaffLayout />;
  }
}

/**
 * Before the first render (app/router.tsx, preloadRoute): at `/` the guest's public layout and home (a few KiB) load
 * beside the sign-in checks rather than after them. The staff layout is left to load when a signed-in staff member is
 * known: a guest would fetch it for nothing.
 */
(FrontDoorLayout as Preloadable).preload = ({ pathname }) => {
  if (pathname !== '/') return;
  void loadPublicLayout().catch(() => undefined);
  void loadPublicHome().catch(() => undefined);
};

/** `/`: the public home for a guest, the staff home for staff. */
export function FrontDoorHome() {
  return useContext(GuestContext) ? <PublicHomePage /> : <StaffHomePage />;
}
