import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  authPaths,
  csrfTokenSchema,
  currentUserSchema,
  errorMessages,
  type Guard,
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { baseCookieOptions, sessionCookieName } from '../../platform/auth/cookies.ts';
import { sessionIdFor } from '../../platform/auth/session-token.ts';
import { issueCsrfToken } from '../../platform/http/csrf.ts';
import { countHit, peekHits } from '../../platform/http/rate-limit-store.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AppConfig } from '../../platform/config.ts';
import { adoptGuestSurveyOnSignIn } from '../my-career/guest-survey.ts';
import * as service from './service.ts';

/**
 * Login attempts are limited twice, after the body validated (so the email is known). Per IP + email: every attempt
 * counts (guessing one account's password); this is the main limit. Per IP (password spraying): only failures count,
 * and each account once per window, so one person's retries or many people's single typos behind one address (an
 * office, a proxy) fill it slowly; and a person who has signed in from that address before is never refused by it,
 * so spraying cannot lock them out. The counters live in the database (platform/http/rate-limit-store.ts), so every
 * app process counts together. Over a limit: 429 with Retry-After.
 */
function loginLimits(app: AppInstance) {
  const { loginIpRateLimit: perIp, loginRateLimit: perAccount } = app.config;
  const emailOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };
  const keys = (request: FastifyRequest) => ({
    ip: `login-ip:${request.ip}`,
    failedAccount: `login-ip-failed:${request.ip}|${emailOf(request)}`,
    knownAccount: `login-ip-known:${request.ip}|${emailOf(request)}`,
  });
  const accountLimit = app.createRateLimit({
    max: perAccount.max,
    timeWindow: perAccount.windowMs,
    keyGenerator: (request) => `login-account:${request.ip}|${emailOf(request)}`,
  });
  const refuse = (reply: FastifyReply, ttlSeconds: number) => {
    void reply.header('retry-after', String(Math.max(1, ttlSeconds)));
    return new AppError(429, errorMessages.tooManyRequests);
  };

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const account = await accountLimit(request);
    if (!account.isAllowed && account.isExceeded) throw refuse(reply, account.ttlInSeconds);
    const { ip, knownAccount } = keys(request);
    const failures = await peekHits(app.db, ip);
    if (failures.current >= perIp.max && (await peekHits(app.db, knownAccount)).current === 0) {
      throw refuse(reply, Math.ceil(failures.ttl / 1000));
    }
  };
  return {
    preHandler,
    async failed(request: FastifyRequest) {
      const { ip, failedAccount } = keys(request);
      const first = (await countHit(app.db, failedAccount, perIp.windowMs)).current === 1;
      if (first) await countHit(app.db, ip, perIp.windowMs);
    },
    async succeeded(request: FastifyRequest) {
      await countHit(app.db, keys(request).knownAccount, knownAccountMs);
    },
  };
}

/** How long a sign-in from an address keeps that person clear of the address's spraying limit. */
// 14 days (the counter store takes windows below 2^31 ms).
const knownAccountMs = 14 * 24 * 3_600_000;

function context(request: FastifyRequest): service.RequestContext {
  return { actor: request.actor, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function authRoutes(app: AppInstance): Promise<void> {
  const cookieName = sessionCookieName(app.config);

  app.get(
    authPaths.csrfToken,
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: csrfTokenSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { token: issueCsrfToken(request, reply, { rotate: false }) };
    },
  );

  const loginLimit = loginLimits(app);
  const loginRoute = (guard: Guard, url: string) =>
    app.post(
      url,
      {
        config: { access: 'public' },
        preHandler: loginLimit.preHandler,
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } },
      },
      async (request, reply) => {
        const { user, token } = await service
          .login(app.db, guard, request.body, app.config.session, context(request))
          .catch(async (error: unknown) => {
            if (error instanceof AppError && error.status === 422) await loginLimit.failed(request);
            throw error;
          });
        await loginLimit.succeeded(request);
        if (guard === 'customer') await adoptGuestSurveyOnSignIn(app, request, reply, user.userId);
        void reply.setCookie(cookieName, token, baseCookieOptions(app.config)).header('cache-control', 'no-store');
        const csrfToken = issueCsrfToken(request, reply, { rotate: true, session: sessionIdFor(token) });
        return { data: user, csrf_token: csrfToken };
      },
    );
  loginRoute('customer', authPaths.customerLogin);
  loginRoute('staff', authPaths.staffLogin);

  app.post(
    authPaths.logout,
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await service.logout(app.db, context(request));
      clearSessionCookie(reply, cookieName, app.config);
      return { csrf_token: issueCsrfToken(request, reply, { rotate: true, session: null }) };
    },
  );

  const currentUserRoute = (guard: Guard, url: string) =>
    app.get(
      url,
      { config: { access: 'authenticated' }, schema: { tags: ['auth'], response: { 200: currentUserSchema } } },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return service.currentUser(app.db, request.actor, guard);
      },
    );
  currentUserRoute('customer', authPaths.customerCurrentUser);
  currentUserRoute('staff', authPaths.staffCurrentUser);
  return Promise.resolve();
}

function clearSessionCookie(reply: FastifyReply, name: string, config: AppConfig): void {
  void reply.clearCookie(name, baseCookieOptions(config));
}
