import { useContext } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, type RouteObject } from 'react-router';

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

/**
 * Whether the app has a page at `path`: a link to a page not built yet (the spec names some, such as
 * /customer-portal/tools) is left out rather than shown as a dead end. Outside the app's router there is no route
 * table to prove the page exists, so the answer is no.
 */
export function useRouteExists(path: string): boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? resolvesToPage(dataRouter.router.routes, path) : false;
}
