import { Suspense } from 'react';
import { loginPathFor, markSignedOut, portalOf, portalPaths } from '../platform/auth';
import { activateLanguage, languageForPath } from '../platform/i18n';
import { AppRouter, createBrowserNavigation } from '../platform/navigation';
import { settingsQuery } from '../platform/settings';
import { PageLoader } from '../ui/PageLoader';
import { AppProviders } from './providers';
import { createQueryClient } from './queryClient';
import { AppRoutes, createRoutes, preloadRoute } from './router';

const navigation = createBrowserNavigation();
const queryClient = createQueryClient({
  onUnauthenticated: () => {
    // The session ended while a signed-in page was open: back to that portal's login, then here again after it.
    markSignedOut(queryClient);
    const { pathname, search } = navigation.location;
    const portal = portalOf(pathname);
    if (pathname !== portalPaths[portal].login) navigation.navigator.push(loginPathFor(portal, pathname + search));
  },
});
const routes = createRoutes();
// The participant's language on their pages and the guest pages, English on the staff's.
navigation.listen(({ location }) => void activateLanguage(languageForPath(location.pathname)).catch(() => undefined));
void queryClient.prefetchQuery(settingsQuery);

/**
 * The first page's head start, before React's first render (main.tsx): its guards' sign-in checks, its layouts' and
 * page's code and its first data, all at once (preloadRoute).
 */
export function preloadFirstPage(): void {
  preloadRoute(routes, queryClient, navigation.location);
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      {/* A page whose texts are still on their way (platform/i18n) shows the loader, never its keys. Navigations are
          transitions: the page before stays until the next one is ready. */}
      <Suspense fallback={<PageLoader />}>
        <AppRouter navigation={navigation}>
          <AppRoutes routes={routes} />
        </AppRouter>
      </Suspense>
    </AppProviders>
  );
}
