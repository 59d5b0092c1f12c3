import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a strict CSP for the SPA. style-src allows inline styles because Mantine
 * injects them at run time; connect-src adds the object-storage origin for direct uploads.
 * upgrade-insecure-requests only in production (it would break plain-HTTP LAN dev servers).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const connectSrc = ["'self'", ...(config.uploadOrigin ? [new URL(config.uploadOrigin).origin] : [])];
  await app.register(helmet, {
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
}
