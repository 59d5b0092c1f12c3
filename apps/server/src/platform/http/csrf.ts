import { createHmac } from 'node:crypto';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { baseCookieOptions, csrfCookieName } from '../auth/cookies.ts';

/**
 * CSRF: the secret lives in a signed, HttpOnly cookie (@fastify/cookie signs it with
 * config.secret); the browser sends the token in the X-CSRF-TOKEN header. Every
 * POST/PUT/PATCH/DELETE under /internal-api needs it, except routes whose config names
 * another guard in `csrfExempt` (the upload PUT, authorised by its HMAC signature).
 * A failure reaches the error handler as FST_CSRF_* and answers 403 'CSRF token mismatch.'.
 *
 * Each token is also bound to the session it was issued for (the token's HMAC covers the session id, or
 * `guest`): a guest's token does not work once signed in, nor one session's token in the next session,
 * whatever cookie travels with it.
 */
const unsafeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerCsrf(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: csrfCookieName(app.config),
    cookieOpts: { ...baseCookieOptions(app.config), signed: true },
    csrfOpts: { hmacKey: createHmac('sha256', app.config.secret).update('csrf-session-binding').digest() },
    getUserInfo: sessionBinding,
    getToken: (request) => {
      const header = request.headers['x-csrf-token'];
      return Array.isArray(header) ? header[0] : header;
    },
    logLevel: 'info',
  });
}

const guestBinding = 'guest';

/** What a token is bound to: the caller's session id (a SHA-256, never the cookie), or `guest`. */
function sessionBinding(request: FastifyRequest): string {
  const { actor } = request;
  return actor && actor.kind !== 'guest' ? actor.sessionId : guestBinding;
}

export function needsCsrf(method: string, url: string, csrfExempt: string | undefined): boolean {
  return unsafeMethods.has(method) && (url === '/internal-api' || url.startsWith('/internal-api/')) && !csrfExempt;
}

/** onRequest (callback style, as @fastify/csrf-protection's check is). */
export function csrfHook(app: FastifyInstance) {
  return function checkCsrf(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    // The matched route's pattern, not the raw URL: no encoding trick can step around the prefix check.
    // One read of routeOptions: Fastify builds a new object for each.
    const { url: route, config } = request.routeOptions;
    if (route === undefined || !needsCsrf(request.method, route, config.csrfExempt)) {
      done();
      return;
    }
    app.csrfProtection(request, reply, done);
  };
}

/**
 * A token for the browser. `rotate` drops the current secret first (login, logout), so a
 * token handed out before the session changed stops working. `session` names the session the
 * token is for when it is not the request's own: the new session's id at login, null (guest)
 * at logout.
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { rotate: boolean; session?: string | null },
): string {
  if (options.rotate) delete request.cookies[csrfCookieName(request.server.config)];
  const userInfo = options.session === undefined ? sessionBinding(request) : (options.session ?? guestBinding);
  return reply.generateCsrf({ userInfo });
}
