import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { loginPathFor, markSignedOut, portalOf, portalPaths } from '../platform/auth';
import { activateLanguage, languageForPath } from '../platform/i18n';
import { settingsQuery } from '../platform/settings';
import { PageLoader } from '../ui/PageLoader';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

const queryClient = createQueryClient({
  onUnauthenticated: () => {
    // The session ended while a signed-in page was open: back to that portal's login, then here again after it.
    markSignedOut(queryClient);
    const { pathname, search } = router.state.location;
    const portal = portalOf(pathname);
    if (pathname !== portalPaths[portal].login) void router.navigate(loginPathFor(portal, pathname + search));
  },
});
const router = createAppRouter(queryClient);
// The participant's language on their pages and the guest pages, English on the staff's.
router.subscribe((state) => void activateLanguage(languageForPath(state.location.pathname)).catch(() => undefined));
void queryClient.prefetchQuery(settingsQuery);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      {/* A page whose texts are still on their way (platform/i18n) shows the loader, never its keys. Navigations are
          transitions: the page before stays until the next one is ready. */}
      <Suspense fallback={<PageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
