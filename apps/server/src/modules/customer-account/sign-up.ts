import type { RegistrationTokenPayload } from '@portal/db/schema';
import {
  type CustomerForgotPasswordBody,
  type CustomerRegisterInput,
  type CustomerResetPasswordBody,
  customerAccountLimits,
  customerAccountMessages as messages,
  customerAccountPages,
  customerRegisterAgeError,
} from '@portal/contracts';
import { audit } from '../../platform/audit.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import { AppError, gone, invalid } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import { adoptGuestSurvey, markInputsChanged } from '../my-career/repository.ts';
import * as repository from './repository.ts';
import type { AccountContext, AccountDeps, AfterCommit } from './shared.ts';
import { afterPasswordSet, entityType, hashPassword, hours, link, minutes, send, usableToken } from './shared.ts';

/**
 * POST register. The answer is the same whatever happens to the address (docs/decisions/0041): a new address gets an
 * unconfirmed account and a confirmation link; an address waiting for its confirmation gets a new link carrying these
 * details (whoever holds the mailbox decides which sign-up wins); a confirmed account's owner is told someone tried.
 * The password is hashed on every path, so the time taken does not tell them apart either.
 */
export async function register(deps: AccountDeps, body: CustomerRegisterInput, context: AccountContext) {
  const settings = await getClientSettings(deps.db);
  const ageError = customerRegisterAgeError(body.birthdate, settings);
  if (ageError) throw invalid({ birthdate: [ageError] });
  const passwordHash = await hashPassword(body.password);
  const language = body.preferred_language ?? 'en';
  const now = deps.now();
  const guestTokenHash = context.actor.kind === 'guest' ? (context.guestTokenHash ?? null) : null;

  return deps.db.transaction(async (tx): Promise<AfterCommit> => {
    await repository.lockAddress(tx, body.email);
    const existing = await repository.findAccountByEmail(tx, body.email);
    if (existing?.gone) {
      // A deleted record keeps its address; nobody is told anything (its owner cannot sign in either).
      await audit(tx, {
        actor: context.actor,
        action: 'customer_account.register_refused',
        entityType,
        ip: context.ip,
      });
      return { outboxIds: [] };
    }
    if (existing?.emailVerifiedAt) {
      const id = await send(deps, tx, existing.email, 'alreadyRegistered', existing.preferredLanguage, {
        name: existing.firstName,
        link: link(deps, customerAccountPages.forgotPassword),
      });
      await audit(tx, {
        actor: context.actor,
        action: 'customer_account.register_existing',
        entityType,
        entityId: existing.customerId,
        customerId: existing.customerId,
        ip: context.ip,
      });
      return { outboxIds: [id] };
    }
    const customerId =
      existing?.customerId ??
      (await repository.createUnconfirmedAccount(tx, {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        birthdate: body.birthdate,
        passwordHash,
        preferredLanguage: language,
      }));
    const payload: RegistrationTokenPayload = {
      kind: 'registration',
      first_name: body.first_name,
      last_name: body.last_name,
      birthdate: body.birthdate,
      preferred_language: language,
      password_hash: passwordHash,
      guest_token_hash: guestTokenHash,
    };
    const token = await repository.insertToken(tx, {
      customerId,
      purpose: 'verify_email',
      sentTo: body.email,
      payload,
      createdAt: now,
      expiresAt: new Date(now.getTime() + hours(customerAccountLimits.verifyEmailHours)),
    });
    const id = await send(deps, tx, body.email, 'confirmRegistration', language, {
      name: body.first_name,
      link: link(deps, customerAccountPages.verifyEmail, token),
    });
    await audit(tx, {
      actor: context.actor,
      action: existing ? 'customer_account.register_again' : 'customer_account.registered',
      entityType,
      entityId: customerId,
      customerId,
      ip: context.ip,
    });
    return { outboxIds: [id] };
  });
}

export type VerifyOutcome =
  | { purpose: 'registration'; customerId: number; signIn: boolean; after: AfterCommit }
  | { purpose: 'email_change'; customerId: number; signedInAs: boolean; after: AfterCommit };

/** POST verify-email: a sign-up's confirmation or an email change's, each single use. */
export async function verifyEmail(deps: AccountDeps, token: string, context: AccountContext): Promise<VerifyOutcome> {
  const { row, account } = await usableToken(deps, token, ['verify_email', 'email_change']);
  const now = deps.now();
  if (row.payload.kind === 'registration') {
    const payload = row.payload;
    const surveyAdopted = await deps.db.transaction(async (tx) => {
      if (!(await repository.claimToken(tx, row.id, now))) throw gone(messages.linkUsed);
      await repository.updateCustomerNames(tx, row.customerId, {
        firstName: payload.first_name,
        lastName: payload.last_name,
        birthdate: payload.birthdate,
      });
      await repository.updateAccount(tx, row.customerId, {
        passwordHash: payload.password_hash,
        preferredLanguage: payload.preferred_language,
        emailVerifiedAt: now,
      });
      // Another sign-up's link for this address (other details, maybe another person's) is void now.
      await repository.voidTokens(tx, row.customerId, ['verify_email'], now);
      let adopted = false;
      if (payload.guest_token_hash) {
        adopted = await adoptGuestSurvey(tx, row.customerId, payload.guest_token_hash);
        if (adopted) await markInputsChanged(tx, row.customerId);
      }
      await audit(tx, {
        actor: context.actor,
        action: 'customer_account.email_confirmed',
        entityType,
        entityId: row.customerId,
        customerId: row.customerId,
        detail: { survey_adopted: adopted },
        ip: context.ip,
      });
      return adopted;
    });
    return {
      purpose: 'registration',
      customerId: row.customerId,
      // A staff member's browser stays theirs: the person signs in themselves.
      signIn: context.actor.kind !== 'staff',
      after: { outboxIds: [], surveyAdopted },
    };
  }
  if (row.payload.kind !== 'email_change') throw invalid({ token: [messages.linkInvalid] });
  const newEmail = row.payload.new_email;
  const outboxIds = await deps.db.transaction(async (tx) => {
    await repository.lockAddress(tx, newEmail);
    if (await repository.emailTakenByOther(tx, newEmail, row.customerId)) throw new AppError(409, messages.emailTaken);
    if (!(await repository.claimToken(tx, row.id, now))) throw gone(messages.linkUsed);
    await repository.updateAccount(tx, row.customerId, { email: newEmail, emailVerifiedAt: now });
    // Links sent to the old address (a reset, an older change) stop working.
    await repository.voidTokens(tx, row.customerId, ['email_change', 'password_reset', 'verify_email'], now);
    await audit(tx, {
      actor: context.actor,
      action: 'customer_account.email_changed',
      entityType,
      entityId: row.customerId,
      customerId: row.customerId,
      detail: { by: 'customer' },
      ip: context.ip,
    });
    return [
      await send(deps, tx, account.email, 'emailChanged', account.preferredLanguage, {
        name: account.firstName,
        link: link(deps, customerAccountPages.login),
        newEmail,
      }),
    ];
  });
  const signedInAs = context.actor.kind === 'customer' && context.actor.customerId === row.customerId;
  return { purpose: 'email_change', customerId: row.customerId, signedInAs, after: { outboxIds } };
}

/** POST forgot-password: a link when the address has an account (confirmed or not), nothing otherwise; same answer. */
export async function forgotPassword(
  deps: AccountDeps,
  body: CustomerForgotPasswordBody,
  context: AccountContext,
): Promise<AfterCommit> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const account = await repository.findAccountByEmail(tx, body.email);
    if (!account || account.gone) return { outboxIds: [] };
    await repository.voidTokens(tx, account.customerId, ['password_reset'], now);
    const token = await repository.insertToken(tx, {
      customerId: account.customerId,
      purpose: 'password_reset',
      sentTo: account.email,
      payload: { kind: 'reset' },
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes(customerAccountLimits.resetPasswordMinutes)),
    });
    const id = await send(deps, tx, account.email, 'resetPassword', account.preferredLanguage, {
      name: account.firstName,
      link: link(deps, customerAccountPages.resetPassword, token),
    });
    await audit(tx, {
      actor: context.actor,
      action: 'customer_account.reset_requested',
      entityType,
      entityId: account.customerId,
      customerId: account.customerId,
      ip: context.ip,
    });
    return { outboxIds: [id] };
  });
}

/** POST reset-password: sets the password, confirms the address (the link proved it) and ends every session. */
export async function resetPassword(
  deps: AccountDeps,
  body: CustomerResetPasswordBody,
  context: AccountContext,
): Promise<AfterCommit> {
  const { row, account } = await usableToken(deps, body.token, ['password_reset']);
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  const after = await deps.db.transaction(async (tx): Promise<AfterCommit> => {
    if (!(await repository.claimToken(tx, row.id, now))) throw gone(messages.linkUsed);
    await repository.updateAccount(tx, row.customerId, {
      passwordHash,
      ...(account.emailVerifiedAt ? {} : { emailVerifiedAt: now }),
    });
    // A pending sign-up's link would set another password later: it is void, as are other reset links.
    const id = await afterPasswordSet(deps, tx, account, {
      actor: context.actor,
      action: 'customer_account.password_reset',
      ip: context.ip,
      now,
    });
    return { outboxIds: [id] };
  });
  forgetCachedSessions();
  return after;
}
