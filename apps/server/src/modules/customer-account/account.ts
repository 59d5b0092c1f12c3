import {
  type CustomerAccount,
  type CustomerAccountLanguage,
  type CustomerChangeEmailBody,
  type CustomerChangePasswordBody,
  customerAccountLimits,
  customerAccountMessages as messages,
  customerAccountPages,
} from '@portal/contracts';
import type { Actor, CustomerActor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';
import type { AccountContext, AccountDeps, AfterCommit } from './shared.ts';
import { afterPasswordSet, entityType, hashPassword, hours, link, ownAccount, send } from './shared.ts';

/** GET account. */
export async function getAccount(deps: AccountDeps, actor: Actor): Promise<CustomerAccount> {
  const account = await ownAccount(deps, actor);
  const now = deps.now();
  return {
    customer_id: account.customerId,
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    pending_email: await repository.pendingEmail(deps.db, account.customerId, now),
    email_verified_at: account.emailVerifiedAt?.toISOString() ?? null,
    preferred_language: account.preferredLanguage,
    last_login_at: account.lastLoginAt?.toISOString() ?? null,
    active_sessions: await repository.countLiveSessions(deps.db, account.customerId, now),
  };
}

/** Thrown when the current password is wrong, so the route counts the failure. */
export class WrongCurrentPassword extends AppError {
  constructor() {
    super(422, messages.currentPasswordWrong, { current_password: [messages.currentPasswordWrong] });
  }
}

async function checkCurrentPassword(account: repository.AccountRow, password: string): Promise<void> {
  if (!(await verifyPassword(account.passwordHash, password))) throw new WrongCurrentPassword();
}

/**
 * PUT account/email: the link goes to the new address and the old one is told. When another account already uses the
 * new address, its owner is told instead and no link is made; the answer is the same.
 */
export async function changeEmail(
  deps: AccountDeps,
  body: CustomerChangeEmailBody,
  context: AccountContext,
): Promise<AfterCommit> {
  const account = await ownAccount(deps, context.actor);
  await checkCurrentPassword(account, body.current_password);
  if (body.email.toLowerCase() === account.email.toLowerCase()) throw invalid({ email: [messages.sameEmail] });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const outboxIds: number[] = [];
    const taken = await repository.findAccountByEmail(tx, body.email);
    if (taken) {
      outboxIds.push(
        await send(deps, tx, taken.email, 'emailInUse', taken.preferredLanguage, {
          name: null,
          link: link(deps, customerAccountPages.login),
        }),
      );
    } else {
      await repository.voidTokens(tx, account.customerId, ['email_change'], now);
      const token = await repository.insertToken(tx, {
        customerId: account.customerId,
        purpose: 'email_change',
        sentTo: body.email,
        payload: { kind: 'email_change', new_email: body.email },
        createdAt: now,
        expiresAt: new Date(now.getTime() + hours(customerAccountLimits.emailChangeHours)),
      });
      outboxIds.push(
        await send(deps, tx, body.email, 'confirmEmailChange', account.preferredLanguage, {
          name: account.firstName,
          link: link(deps, customerAccountPages.verifyEmail, token),
        }),
      );
    }
    outboxIds.push(
      await send(deps, tx, account.email, 'emailChangeRequested', account.preferredLanguage, {
        name: account.firstName,
        link: link(deps, customerAccountPages.forgotPassword),
        newEmail: body.email,
      }),
    );
    await audit(tx, {
      actor: context.actor,
      action: 'customer_account.email_change_requested',
      entityType,
      entityId: account.customerId,
      customerId: account.customerId,
      ip: context.ip,
    });
    return { outboxIds };
  });
}

/** PUT account/password: the current password first; every other session of the account ends. */
export async function changePassword(
  deps: AccountDeps,
  body: CustomerChangePasswordBody,
  context: AccountContext,
): Promise<AfterCommit> {
  const account = await ownAccount(deps, context.actor);
  const actor = context.actor as CustomerActor;
  await checkCurrentPassword(account, body.current_password);
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const after = await deps.db.transaction(async (tx) => {
    await repository.updateAccount(tx, account.customerId, { passwordHash });
    const id = await afterPasswordSet(deps, tx, account, {
      actor,
      action: 'customer_account.password_changed',
      keepSessionId: actor.sessionId,
      ip: context.ip,
      now,
    });
    return { outboxIds: [id] };
  });
  forgetCachedSessions();
  return after;
}

/** POST account/sign-out-everywhere: every session of the account ends, this one too. */
export async function signOutEverywhere(deps: AccountDeps, context: AccountContext): Promise<void> {
  const account = await ownAccount(deps, context.actor);
  const now = deps.now();
  const ended = await repository.revokeCustomerSessions(deps.db, account.customerId, now);
  await audit(deps.db, {
    actor: context.actor,
    action: 'customer_account.signed_out_everywhere',
    entityType,
    entityId: account.customerId,
    customerId: account.customerId,
    detail: { sessions_ended: ended },
    ip: context.ip,
  });
}

/** PUT account/language: the portal's and the mails' language from now on (audited; no addresses in the audit). */
export async function setLanguage(
  deps: AccountDeps,
  language: CustomerAccountLanguage,
  context: AccountContext,
): Promise<CustomerAccount> {
  const account = await ownAccount(deps, context.actor);
  if (account.preferredLanguage !== language) {
    await deps.db.transaction(async (tx) => {
      await repository.updateAccount(tx, account.customerId, { preferredLanguage: language });
      await audit(tx, {
        actor: context.actor,
        action: 'customer_account.language_changed',
        entityType,
        entityId: account.customerId,
        customerId: account.customerId,
        detail: { from: account.preferredLanguage, to: language },
        ip: context.ip,
      });
    });
  }
  return getAccount(deps, context.actor);
}
