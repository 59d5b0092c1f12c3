import type { FastifyInstance, FastifyRequest } from 'fastify';

const apiPrefix = '/internal-api';

const underApi = (path: string | undefined) =>
  path !== undefined && (path === apiPrefix || path.startsWith(`${apiPrefix}/`) || path.startsWith(`${apiPrefix}?`));

/**
 * Whether the answer may differ by who asks: everything under /internal-api (errors included), and any route
 * outside it that needs a session (a document download). Public pages and /settings (global) stay cacheable.
 */
export function dependsOnSession(request: FastifyRequest): boolean {
  if (underApi(request.url) || underApi(request.routeOptions.url)) return true;
  const access = request.routeOptions.config?.access;
  return access !== undefined && access !== 'public';
}

/**
 * onSend: a response that depends on the session is never stored by the browser or a proxy (`no-store`), so
 * a shared computer's back button or a cache cannot show one person's record to the next. A route that already
 * says no-store keeps its own wording (e.g. `private, no-store`). Callback style: no promise per response.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (dependsOnSession(request)) {
      const current = reply.getHeader('cache-control');
      if (!String(current ?? '').includes('no-store')) void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
