import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  customerAccountLimits,
  customerAccountMessages as messages,
  customerAccountNoticeSchema,
  customerAccountPaths as paths,
  customerAccountResponseSchema,
  customerChangeEmailBodySchema,
  customerChangePasswordBodySchema,
  customerForgotPasswordBodySchema,
  customerLanguageBodySchema,
  customerRegisterBodySchema,
  customerResetPasswordBodySchema,
  customerSignOutEverywhereResponseSchema,
  customerVerifyEmailBodySchema,
  customerVerifyEmailResponseSchema,
  errorMessages,
  staffPortalEmailBodySchema,
  staffPortalEmailParamsSchema,
  staffPortalEmailResponseSchema,
} from '@portal/contracts';
import type { AppInstance } from '../../platform/app-instance.ts';
import { baseCookieOptions, sessionCookieName } from '../../platform/auth/cookies.ts';
import { createSession, revokeSession } from '../../platform/auth/session-store.ts';
import { sessionIdFor } from '../../platform/auth/session-token.ts';
import { issueCsrfToken } from '../../platform/http/csrf.ts';
import { AppError, unauthenticated } from '../../platform/http/errors.ts';
import { countHit, peekHits } from '../../platform/http/rate-limit-store.ts';
import { nudgeMailDelivery } from '../../platform/mail/jobs.ts';
import { audit } from '../../platform/audit.ts';
import { guestTokenHash } from '../clusters/guest-token.ts';
import { adoptGuestSurveyOnSignIn } from '../my-career/guest-survey.ts';
import { myCareerJobNames } from '../my-career/jobs.ts';
import { customerCurrentUser, recordCustomerLogin } from '../auth/repository.ts';
import * as service from './service.ts';

const tags = ['customer-account'];

/** Defaults when the config names none: per address 5 an hour, per IP 30 an hour, for each kind of request. */
export const defaultAccountRateLimits = {
  perAddress: { max: 5, windowMs: 3_600_000 },
  perIp: { max: 30, windowMs: 3_600_000 },
} as const;

/**
 * Sign-up, forgotten password, reset, confirmation and wrong current passwords are counted in the database's
 * rate_limit_counters (the login limiter's store), so every app process counts together. Over a limit: 429 with
 * Retry-After, the same for every address.
 */
function accountLimits(app: AppInstance) {
  const limits = app.config.customerAccountRateLimits ?? defaultAccountRateLimits;
  const refuse = (reply: FastifyReply, ttlMs: number) => {
    void reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
    return new AppError(429, errorMessages.tooManyRequests);
  };
  /** Counts this request per IP and, when the body names one, per address; refuses past either limit. */
  const counted =
    (kind: string, byAddress: boolean) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const ip = await countHit(app.db, `account-${kind}-ip:${request.ip}`, limits.perIp.windowMs);
      if (ip.current > limits.perIp.max) throw refuse(reply, ip.ttl);
      if (!byAddress) return;
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string') return;
      const address = await countHit(
        app.db,
        `account-${kind}-address:${email.trim().toLowerCase()}`,
        limits.perAddress.windowMs,
      );
      if (address.current > limits.perAddress.max) throw refuse(reply, address.ttl);
    };
  /** Wrong current passwords on the account page: counted per account, checked before the next try. */
  const currentPasswordKey = (request: FastifyRequest) =>
    `account-current-password:${request.actor.kind === 'customer' ? request.actor.customerId : 0}`;
  return {
    register: counted('register', true),
    forgot: counted('forgot', true),
    reset: counted('reset', false),
    verify: counted('verify', false),
    currentPasswordAllowed: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const failures = await peekHits(app.db, currentPasswordKey(request));
      if (failures.current >= limits.perAddress.max) throw refuse(reply, failures.ttl);
    },
    currentPasswordFailed: async (request: FastifyRequest): Promise<void> => {
      await countHit(app.db, currentPasswordKey(request), limits.perAddress.windowMs);
    },
  };
}

export function customerAccountRoutes(app: AppInstance): Promise<void> {
  const { db } = app;
  const deps: service.AccountDeps = {
    db,
    now: app.config.clock ?? (() => new Date()),
    publicUrl: app.config.mail.publicUrl ?? 'http://localhost:3000',
  };
  const limit = accountLimits(app);
  const cookieName = sessionCookieName(app.config);
  const context = (request: FastifyRequest): service.AccountContext => ({ actor: request.actor, ip: request.ip });

  /** Mails go out through the outbox worker; the nudge is best effort (the sweep sends them anyway). */
  const afterCommit = async (after: service.AfterCommit) => {
    for (const id of after.outboxIds) await nudgeMailDelivery(app.jobs, id);
    if (after.surveyAdopted) await app.jobs.send(myCareerJobNames.recompute, {});
  };

  /** Current-password failures count towards their own limit, then the 422 goes on. */
  const countingWrongPassword = async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof service.WrongCurrentPassword) await limit.currentPasswordFailed(request);
      throw error;
    }
  };

  /** A route that runs one service call, nudges what it left (mails, a recompute) and answers a notice. */
  const noticeRoute = <B extends z.ZodType>(route: {
    method: 'POST' | 'PUT';
    url: string;
    access: 'public' | 'customer';
    preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    summary: string;
    body: B;
    status: 200 | 202;
    run: (body: z.output<B>, request: FastifyRequest) => Promise<service.AfterCommit>;
    message: string;
    /** 410 for a single-use link already used or expired (platform/openapi-document.ts). */
    answers?: readonly 410[];
  }) =>
    app.route({
      method: route.method,
      url: route.url,
      config: { access: route.access, ...(route.answers && { answers: route.answers }) },
      preHandler: route.preHandler,
      schema: {
        tags,
        summary: route.summary,
        body: route.body,
        response: { [route.status]: customerAccountNoticeSchema },
      },
      handler: async (request, reply) => {
        await afterCommit(await route.run(request.body as z.output<B>, request));
        return reply.code(route.status).send({ message: route.message });
      },
    });

  noticeRoute({
    method: 'POST',
    url: paths.register,
    access: 'public',
    preHandler: limit.register,
    summary: 'Create a portal account; a confirmation link is mailed (the answer never says whether the email had one)',
    body: customerRegisterBodySchema,
    status: 202,
    run: (body, request) =>
      service.register(deps, body, { ...context(request), guestTokenHash: guestTokenHash(request) }),
    message: messages.registered(customerAccountLimits.verifyEmailHours),
  });

  app.post(paths.verifyEmail, {
    // A used or expired link answers 410.
    config: { access: 'public', answers: [410] },
    preHandler: limit.verify,
    schema: {
      tags,
      summary: "Open a confirmation link (a sign-up's or an email change's); single use",
      body: customerVerifyEmailBodySchema,
      response: { 200: customerVerifyEmailResponseSchema },
    },
    handler: async (request, reply) => {
      const outcome = await service.verifyEmail(deps, request.body.token, context(request));
      await afterCommit(outcome.after);
      if (outcome.purpose === 'email_change') {
        const user = outcome.signedInAs ? await customerCurrentUser(db, outcome.customerId) : null;
        return {
          purpose: 'email_change' as const,
          signed_in: user !== null,
          message: messages.emailChanged,
          data: user,
          csrf_token: null,
        };
      }
      if (!outcome.signIn) {
        return {
          purpose: 'registration' as const,
          signed_in: false,
          message: messages.emailConfirmedSignIn,
          data: null,
          csrf_token: null,
        };
      }
      // As a login: a new session id (no fixation), the guest's survey cookie adopted, a CSRF token for the session.
      if (request.actor.kind !== 'guest') await revokeSession(db, request.actor.sessionId);
      const session = await createSession(
        db,
        {
          guard: 'customer',
          userId: outcome.customerId,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
        app.config.session,
      );
      await recordCustomerLogin(db, outcome.customerId, new Date());
      const user = await customerCurrentUser(db, outcome.customerId);
      if (!user) throw unauthenticated();
      await audit(db, {
        actor: { kind: 'customer', customerId: outcome.customerId, sessionId: session.id },
        action: 'login',
        entityType: 'customer_account',
        entityId: outcome.customerId,
        detail: { via: 'email_confirmation' },
        ip: request.ip,
      });
      await adoptGuestSurveyOnSignIn(app, request, reply, outcome.customerId);
      void reply.setCookie(cookieName, session.token, baseCookieOptions(app.config));
      const csrfToken = issueCsrfToken(request, reply, { rotate: true, session: sessionIdFor(session.token) });
      return {
        purpose: 'registration' as const,
        signed_in: true,
        message: messages.emailConfirmedSignedIn,
        data: user,
        csrf_token: csrfToken,
      };
    },
  });

  noticeRoute({
    method: 'POST',
    url: paths.forgotPassword,
    access: 'public',
    preHandler: limit.forgot,
    summary: 'Mail a password reset link (valid one hour); the same answer whatever the email',
    body: customerForgotPasswordBodySchema,
    status: 202,
    run: (body, request) => service.forgotPassword(deps, body, context(request)),
    message: messages.forgotPasswordSent(customerAccountLimits.resetPasswordMinutes),
  });

  noticeRoute({
    method: 'POST',
    url: paths.resetPassword,
    access: 'public',
    preHandler: limit.reset,
    summary: 'Set a new password with a reset link; every session of the account ends',
    body: customerResetPasswordBodySchema,
    status: 200,
    run: (body, request) => service.resetPassword(deps, body, context(request)),
    message: messages.passwordReset,
    answers: [410],
  });

  app.get(paths.account, {
    config: { access: 'customer' },
    schema: { tags, summary: 'What the account page shows', response: { 200: customerAccountResponseSchema } },
    handler: async (request) => ({ data: await service.getAccount(deps, request.actor) }),
  });

  noticeRoute({
    method: 'PUT',
    url: paths.accountEmail,
    access: 'customer',
    preHandler: limit.currentPasswordAllowed,
    summary: 'Change the sign-in email (current password required); it changes when the new address confirms',
    body: customerChangeEmailBodySchema,
    status: 202,
    run: (body, request) => countingWrongPassword(request, () => service.changeEmail(deps, body, context(request))),
    message: messages.emailChangeSent(customerAccountLimits.emailChangeHours),
  });

  noticeRoute({
    method: 'PUT',
    url: paths.accountPassword,
    access: 'customer',
    preHandler: limit.currentPasswordAllowed,
    summary: 'Change the password (current password required); the other sessions end',
    body: customerChangePasswordBodySchema,
    status: 200,
    run: (body, request) => countingWrongPassword(request, () => service.changePassword(deps, body, context(request))),
    message: messages.passwordChanged,
  });

  app.put(paths.accountLanguage, {
    config: { access: 'customer' },
    schema: {
      tags,
      summary: "Set the account's language: the portal's and the account mails' (English or Spanish)",
      body: customerLanguageBodySchema,
      response: { 200: customerAccountResponseSchema },
    },
    handler: async (request) => ({
      data: await service.setLanguage(deps, request.body.preferred_language, context(request)),
    }),
  });

  // 'guest-or-customer' (checked below): an archived customer may sign out everywhere too, as they may sign out.
  app.post(paths.signOutEverywhere, {
    config: { access: 'guest-or-customer' },
    schema: {
      tags,
      summary: 'End every session of the account, this one included',
      response: { 200: customerSignOutEverywhereResponseSchema },
    },
    handler: async (request, reply) => {
      if (request.actor.kind !== 'customer') throw unauthenticated();
      await service.signOutEverywhere(deps, context(request));
      void reply.clearCookie(cookieName, baseCookieOptions(app.config));
      return {
        message: messages.signedOutEverywhere,
        csrf_token: issueCsrfToken(request, reply, { rotate: true, session: null }),
      };
    },
  });

  app.get(paths.staffPortalEmailPattern, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: "The customer's portal (sign-in) email, for staff who reach the customer",
      params: staffPortalEmailParamsSchema,
      response: { 200: staffPortalEmailResponseSchema },
    },
    handler: async (request) => ({ data: await service.staffGetPortalEmail(deps, request.actor, request.params.id) }),
  });

  app.put(paths.staffPortalEmailPattern, {
    config: { access: 'staff' },
    schema: {
      tags,
      summary: "Change the customer's portal email at once (audited; both addresses are told)",
      params: staffPortalEmailParamsSchema,
      body: staffPortalEmailBodySchema,
      response: { 200: staffPortalEmailResponseSchema },
    },
    handler: async (request) => {
      const { data, after } = await service.staffChangePortalEmail(
        deps,
        request.actor,
        request.params.id,
        request.body.email,
        request.ip,
      );
      await afterCommit(after);
      return { data };
    },
  });
  return Promise.resolve();
}
