import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers with a strict CSP for the SPA. style-src allows inline styles because Mantine injects them at
 * run time; connect-src adds the object-storage origin for direct uploads. upgrade-insecure-requests only in
 * production (it would break plain-HTTP LAN dev servers).
 *
 * None of these headers depends on the request, so helmet runs once at start-up against a recorder and every
 * request replays what it did (the same headers, in the same order, on the raw response, as helmet would set them):
 * running helmet's middleware chain per request cost about 4% of a small GET's CPU (docs/decisions/0027).
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
  const operations = recordHeaderOperations(applyHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const operation of operations) {
      if (operation.value === undefined) response.removeHeader(operation.name);
      else response.setHeader(operation.name, operation.value);
    }
    done();
  });
}

/** A header helmet sets (`value`) or removes (no value). */
export interface HeaderOperation {
  name: string;
  value?: string;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * What a header middleware does to a response, in order. Anything else it would do (read the request or the
 * response, fail, not finish synchronously) means its headers may depend on the request: start-up fails then rather
 * than send the wrong headers.
 */
export function recordHeaderOperations(middleware: Middleware): HeaderOperation[] {
  const operations: HeaderOperation[] = [];
  const refuse = (what: PropertyKey) => {
    throw new Error(`Security headers: the middleware uses ${String(what)}, so they cannot be computed once`);
  };
  const recorder = new Proxy(
    {
      setHeader: (name: string, value: unknown) => {
        if (typeof value !== 'string') refuse(`a non-string value for ${name}`);
        operations.push({ name, value: value as string });
      },
      removeHeader: (name: string) => {
        operations.push({ name });
      },
    },
    { get: (target, property) => (property in target ? target[property as keyof typeof target] : refuse(property)) },
  );
  const request = new Proxy({}, { get: (_target, property) => refuse(`request.${String(property)}`) });
  let finished = false;
  middleware(request as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error)
      throw error instanceof Error ? error : new Error(typeof error === 'string' ? error : JSON.stringify(error));
    finished = true;
  });
  if (!finished) refuse('an asynchronous step');
  return operations;
}
