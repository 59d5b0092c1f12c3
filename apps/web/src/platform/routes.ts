import { createContext, useContext, useState } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** Marks a catch-all route (`handle`): a path that only it matches has no page of its own. */
export const notFoundHandle = { notFound: true } as const;

function isNotFoundRoute(route: RouteObject): boolean {
  return (route.handle as { notFound?: boolean } | undefined)?.notFound === true;
}

const matchesByTable = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();
/** Paths remembered per route table: those a session's pages and links name, not every customer's record. */
const pathsRemembered = 200;

/**
 * React Router's matchRoutes, remembered per route table and path. Each call of matchRoutes flattens and ranks the
 * whole table and builds a pattern per route until one matches: with a page's guards, links to pages and the routes
 * themselves asking, that was 15–20 ms a call on a phone-speed CPU at every load (issue #30).
 */
export function matchRoutesOf(routes: RouteObject[], path: string): RouteMatch[] | null {
  let matches = matchesByTable.get(routes);
  if (!matches) matchesByTable.set(routes, (matches = new Map<string, RouteMatch[] | null>()));
  const known = matches.get(path);
  if (known !== undefined) return known;
  const found = matchRoutes(routes, path);
  if (matches.size >= pathsRemembered) matches.clear();
  matches.set(path, found);
  return found;
}

/** Whether `path` (search and hash allowed) leads to a page of `routes` rather than to a catch-all. */
export function resolvesToPage(routes: RouteObject[], path: string): boolean {
  const leaf = matchRoutesOf(routes, path)?.at(-1)?.route;
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
