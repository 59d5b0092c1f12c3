import type { QueryClient } from '@tanstack/react-query';
import { loginPathFor, markSignedOut, portalOf, portalPaths } from '../platform/auth';
import { activateLanguage, languageForPath } from '../platform/i18n';
import { createBrowserNavigation } from '../platform/navigation';
import { settingsQuery } from '../platform/settings';
import { AppTree } from './AppTree';
import { createQueryClient } from './queryClient';
import { createRoutes, preloadRoute } from './router';

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
 * page's code and its first data, all at once (preloadRoute). `seed` first puts what the page came with in the cache
 * (a signed-in first paint's data, ADR 0055), so the head start asks only for what is not there.
 */
export function preloadFirstPage(seed?: (queryClient: QueryClient) => void): void {
  seed?.(queryClient);
  void preloadRoute(routes, queryClient, navigation.location);
}

export function App() {
  return <AppTree queryClient={queryClient} navigation={navigation} routes={routes} />;
}
