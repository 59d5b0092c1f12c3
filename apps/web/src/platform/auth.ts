import { authPaths, type CurrentUser, type LoginBody } from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isApiError, setCsrfToken } from './api';
import { client } from './api-client';
import { chooseLanguage, hasRememberedLanguage } from './i18n/i18n';
import { portalOf, portalPaths, type Portal } from './portal-paths';

export { customerPortalPrefix, portalOf, portalPaths, type Portal } from './portal-paths';

export const authKeys = {
  currentUser: (portal: Portal) => ['auth', 'current-user', portal] as const,
};

/** The signed-in user of a portal, or null when signed out (401) or signed in to the other portal only. */
export function currentUserQuery(portal: Portal) {
  return queryOptions({
    queryKey: authKeys.currentUser(portal),
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      try {
        const user = await client.get(portalPaths[portal].currentUserApi, { signal });
        return user.guard === portal ? user : null;
      } catch (error) {
        if (isApiError(error, 401)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

/** The current user of the portal the URL is in. */
export function useCurrentUser() {
  const { pathname } = useLocation();
  return useQuery(currentUserQuery(portalOf(pathname)));
}

/** Forget everything cached for the previous session; keep only what is not per user. */
function resetSessionCache(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'settings' });
}

/** POST the portal's login: answers `{ data: user, csrf_token }`; the token is rotated with the session. */
export function useLogin(portal: Portal) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => client.post(portalPaths[portal].loginApi, { body }),
    onSuccess: ({ data: user, csrf_token }) => {
      setCsrfToken(csrf_token);
      resetSessionCache(queryClient);
      queryClient.setQueryData(authKeys.currentUser(portal), user.guard === portal ? user : null);
      // A browser with no choice of its own takes the language saved on the account (a switch made here stays).
      if (user.preferredLanguage && !hasRememberedLanguage()) void chooseLanguage(user.preferredLanguage);
    },
  });
}

/**
 * POST logout (answers `{ csrf_token }`, the rotated token), then show the portal's login page. The user is marked signed out before navigating (so the login page does
 * not send them back) and the rest of the cache is dropped after (so the pages being left do not refetch).
 */
export function useLogout(portal: Portal) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => client.post(authPaths.logout),
    onSuccess: async ({ csrf_token }) => {
      setCsrfToken(csrf_token);
      markSignedOut(queryClient);
      await navigate(portalPaths[portal].login, { replace: true });
      resetSessionCache(queryClient);
      // The login page's guard (app/routeGuards.tsx) renders after this: it finds nobody signed in, unasked.
      markSignedOut(queryClient);
    },
  });
}

/** A path on this site: one leading slash, no backslash (browsers read '/\\host' as '//host', another site). */
const sameSitePath = /^\/(?![/\\])[^\\]*$/;

/**
 * Where to go after signing in: the page the user was sent away from when it is a path of this site in the same
 * portal (and not the login page), otherwise the portal's home.
 */
export function afterLoginPath(portal: Portal, redirectTo: string | null): string {
  if (redirectTo && sameSitePath.test(redirectTo) && portalOf(redirectTo) === portal) {
    const isLogin = redirectTo.split(/[?#]/)[0] === portalPaths[portal].login;
    if (!isLogin) return redirectTo;
  }
  return portalPaths[portal].home;
}

export function loginPathFor(portal: Portal, from?: string): string {
  const login = portalPaths[portal].login;
  return from ? `${login}?redirectTo=${encodeURIComponent(from)}` : login;
}

/** The session is over (signed out, or a call answered 401): both portals' users become null. */
export function markSignedOut(queryClient: QueryClient) {
  for (const portal of ['customer', 'staff'] as const) queryClient.setQueryData(authKeys.currentUser(portal), null);
}

export const staffRoleLabels: Record<NonNullable<CurrentUser['role']>, string> = {
  case_manager: 'Case Manager',
  admin: 'Admin',
  agency_admin: 'Agency Admin',
};
