import { createContext, useContext, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Marks a catch-all route (`handle`): a path that only it matches has no page of its own. */
export const notFoundHandle = { notFound: true } as const;

function isNotFoundRoute(route: RouteObject): boolean {
  return (route.handle as { notFound?: boolean } | undefined)?.notFound === true;
}

/** Whether `path` (search and hash allowed) leads to a page of `routes` rather than to a catch-all. */
export function resolvesToPage(routes: RouteObject[], path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf !== undefined && !isNotFoundRoute(leaf);
}

/** The app's route table (app/router.tsx), given to the pages by the app (AppRoutes). */
export const RouteTableContext = createContext<RouteObject[] | null>(null);

/**
 * Whether the app has a page at `path`: a link to a page not built yet (the spec names some, such as
 * /customer-portal/tools) is left out rather than shown as a dead end. Outside the app's routes there is no route
 * table to prove the page exists, so the answer is no.
 */
export function useRouteExists(path: string): boolean {
  const routes = useContext(RouteTableContext);
  return routes ? resolvesToPage(routes, path) : false;
}

/**
 * A guard's answer for the address being shown, held while that address stays: as the data router's loaders did, a
 * guard decides on the way to a page, so a session marked over while the page is open (signing out, which moves on
 * by itself) does not send the page being left to the login page. `undefined` is 'not known yet'.
 */
export function useDecisionOnArrival<Decision>(locationKey: string, decision: Decision | undefined) {
  const [held, setHeld] = useState<{ key: string; decision: Decision } | null>(null);
  if (decision !== undefined && held?.key !== locationKey) setHeld({ key: locationKey, decision });
  return held?.key === locationKey ? held.decision : decision;
}
