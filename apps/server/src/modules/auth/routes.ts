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
import type { AppInstance } from '../../app.ts';
import { baseCookieOptions, sessionCookieName } from '../../platform/auth/cookies.ts';
import { sessionIdFor } from '../../platform/auth/session-token.ts';
import { issueCsrfToken } from '../../platform/http/csrf.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AppConfig } from '../../platform/config.ts';
import { adoptGuestSurveyOnSignIn } from '../my-career/guest-survey.ts';
import * as service from './service.ts';

/**
 * Login attempts are limited twice, after the body validated (so the email is known): per IP whatever the
 * email (password spraying), and per IP + email (guessing one account's password). The counters live in the
 * database (platform/http/rate-limit-store.ts), so every app process counts together. Over either limit: 429
 * with Retry-After.
 */
function loginLimits(app: AppInstance): preHandlerAsyncHookHandler {
  const { loginIpRateLimit: perIp, loginRateLimit: perAccount } = app.config;
  const limits = [
    app.createRateLimit({
      max: perIp.max,
      timeWindow: perIp.windowMs,
      keyGenerator: (request) => `login-ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: perAccount.max,
      timeWindow: perAccount.windowMs,
      keyGenerator: (request) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        return `login-account:${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
      },
    }),
  ];
  return async (request, reply) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
        throw new AppError(429, errorMessages.tooManyRequests);
      }
    }
  };
}

function context(request: FastifyRequest): service.RequestContext {
  return { actor: request.actor, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export async function authRoutes(app: AppInstance): Promise<void> {
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
        preHandler: loginLimit,
        schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } },
      },
      async (request, reply) => {
        const { user, token } = await service.login(app.db, guard, request.body, app.config.session, context(request));
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
}

function clearSessionCookie(reply: FastifyReply, name: string, config: AppConfig): void {
  void reply.clearCookie(name, baseCookieOptions(config));
}
