import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './actor.ts';

/** One row of the route table; tests walk it (access, CSRF). */
export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  csrfExempt: string | undefined;
  sessionless: boolean;
}

/**
 * Routes that third-party plugins register (Swagger UI, @fastify/static) cannot carry our
 * `config.access`; they get it from this table, matched by URL prefix. Nothing else may omit it.
 */
export interface PluginRouteAccess {
  prefix: string;
  /** Match the URL exactly instead of as a prefix. */
  exact?: boolean;
  access: RouteAccess;
  sessionless?: boolean;
}

const accessValues: ReadonlySet<string> = new Set<RouteAccess>([
  'public',
  'guest-or-customer',
  'customer',
  'staff',
  'admin',
  'agency-admin',
  'authenticated',
]);

export class MissingRouteAccessError extends Error {
  constructor(method: string, url: string) {
    super(`Route ${method} ${url} must declare config.access (see platform/access/actor.ts)`);
    this.name = 'MissingRouteAccessError';
  }
}

/**
 * Installs the onRoute hook that refuses a route without a valid `config.access` (the
 * app fails to start) and records every route in the returned registry.
 */
export function installRouteTable(app: FastifyInstance, pluginRoutes: readonly PluginRouteAccess[]): RegisteredRoute[] {
  const registry: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (route.config?.access === undefined) {
      const fallback = pluginRoutes.find((entry) =>
        entry.exact ? route.url === entry.prefix : route.url.startsWith(entry.prefix),
      );
      if (fallback) {
        route.config = { ...route.config, access: fallback.access, sessionless: fallback.sessionless ?? false };
      }
    }
    const access = route.config?.access;
    if (access === undefined || !accessValues.has(access)) {
      throw new MissingRouteAccessError(methods.join(','), route.url);
    }
    for (const method of methods) {
      registry.push({
        method,
        url: route.url,
        access,
        csrfExempt: route.config?.csrfExempt,
        sessionless: route.config?.sessionless ?? false,
      });
    }
  });
  return registry;
}
