import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Behind a reverse proxy or load balancer every request arrives from the proxy's address. Without TRUST_PROXY the
 * server takes that address for the client's, so rate limits and the audit log see one client for everyone (the
 * per-IP login limit among them). The first request carrying forwarding headers while TRUST_PROXY is off logs a
 * warning, once per process. docs/deploy.md, "Behind a proxy".
 */
export function proxyWarningHook(app: FastifyInstance): onRequestHookHandler {
  let warned = false;
  return (request, _reply, done) => {
    if (!warned && !app.config.trustProxy && (request.headers['x-forwarded-for'] || request.headers.forwarded)) {
      warned = true;
      app.log.warn(
        'requests carry X-Forwarded-For or Forwarded but TRUST_PROXY is off: every client behind the proxy shares ' +
          "the proxy's address in rate limits and the audit log; set TRUST_PROXY=1 when a proxy you run sets them",
      );
    }
    done();
  };
}
