import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers with a strict CSP for the SPA, built once at start-up (@fastify/helmet rebuilds
 * its helmet configuration on every request). style-src allows inline styles because Mantine
 * injects them at run time; connect-src adds the object-storage origin for direct uploads.
 * upgrade-insecure-requests only in production (it would break plain-HTTP LAN dev servers).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { config } = app;
  const connectSrc = ["'self'", ...(config.uploadOrigin ? [new URL(config.uploadOrigin).origin] : [])];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc,
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.env === 'production' ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
