import { hash } from '@node-rs/argon2';
import type { Db } from '@portal/db';
import type { RegistrationTokenPayload } from '@portal/db/schema';
import {
  type CustomerAccount,
  type CustomerChangeEmailBody,
  type CustomerChangePasswordBody,
  type CustomerForgotPasswordBody,
  type CustomerRegisterInput,
  type CustomerResetPasswordBody,
  type StaffPortalEmail,
  customerAccountLimits,
  customerAccountMessages as messages,
  customerAccountPages,
  customerRegisterAgeError,
} from '@portal/contracts';
import type { Actor, CustomerActor } from '../../platform/access/actor.ts';
import { canSeeCustomer } from '../../platform/access/policies.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { audit } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import { AppError, forbidden, gone, invalid, notFound, unauthenticated } from '../../platform/http/errors.ts';
import { getClientSettings } from '../../platform/settings.ts';
import { adoptGuestSurvey, markInputsChanged } from '../my-career/repository.ts';
import { accountMail, type AccountMailInput, type AccountMailKind } from './mail.ts';
import * as repository from './repository.ts';

/** What the service needs from the app: the database, the clock, where links point, and the request's facts. */
export interface AccountDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
}

export interface AccountContext {
  actor: Actor;
  ip: string;
  /** The hashed career-cluster guest cookie of the browser signing up (its answers move into the account). */
  guestTokenHash?: string | null;
}

/** What a service call leaves for the route to do after the commit: mails to nudge, a survey to recompute. */
export interface AfterCommit {
  outboxIds: number[];
  surveyAdopted?: boolean;
}

const entityType = 'customer_account';
const hours = (n: number) => n * 3_600_000;
const minutes = (n: number) => n * 60_000;

/** Argon2id with the parameters the login verifies (and the factories use): OWASP's minimum, 19 MiB and 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

function link(deps: AccountDeps, page: string, token?: string): string {
  return `${deps.publicUrl}${page}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

async function send(
  deps: AccountDeps,
  db: Parameters<typeof repository.queueMail>[0],
  to: string,
  kind: AccountMailKind,
  language: repository.AccountRow['preferredLanguage'],
  input: AccountMailInput,
): Promise<number> {
  return repository.queueMail(db, to, accountMail(kind, language, input));
}

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

/** A link's token row, or the answer for a link that cannot be used: unknown 422, used or expired 410. */
async function usableToken(deps: AccountDeps, token: string, purposes: string[]) {
  const row = await repository.findToken(deps.db, repository.hashAccountToken(token));
  const account = row ? await repository.findAccount(deps.db, row.customerId) : null;
  if (!row || !account || account.gone || !purposes.includes(row.purpose))
    throw invalid({ token: [messages.linkInvalid] });
  if (row.usedAt) throw gone(messages.linkUsed);
  if (row.expiresAt.getTime() <= deps.now().getTime()) throw gone(messages.linkExpired);
  return { row, account };
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
    await repository.voidTokens(tx, row.customerId, ['password_reset', 'verify_email'], now);
    const ended = await repository.revokeCustomerSessions(tx, row.customerId, now);
    await audit(tx, {
      actor: context.actor,
      action: 'customer_account.password_reset',
      entityType,
      entityId: row.customerId,
      customerId: row.customerId,
      detail: { sessions_ended: ended },
      ip: context.ip,
    });
    const id = await send(deps, tx, account.email, 'passwordChanged', account.preferredLanguage, {
      name: account.firstName,
      link: link(deps, customerAccountPages.login),
    });
    return { outboxIds: [id] };
  });
  forgetCachedSessions();
  return after;
}

async function ownAccount(deps: AccountDeps, actor: Actor): Promise<repository.AccountRow> {
  if (actor.kind !== 'customer') throw unauthenticated();
  const account = await repository.findAccount(deps.db, actor.customerId);
  if (!account || account.gone) throw unauthenticated();
  return account;
}

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
    await repository.voidTokens(tx, account.customerId, ['password_reset', 'verify_email'], now);
    const ended = await repository.revokeCustomerSessions(tx, account.customerId, now, actor.sessionId);
    await audit(tx, {
      actor,
      action: 'customer_account.password_changed',
      entityType,
      entityId: account.customerId,
      customerId: account.customerId,
      detail: { sessions_ended: ended },
      ip: context.ip,
    });
    const id = await send(deps, tx, account.email, 'passwordChanged', account.preferredLanguage, {
      name: account.firstName,
      link: link(deps, customerAccountPages.login),
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

/** GET /customers/portal-activity/{id}/email: staff who reach the customer (any of their locations). */
export async function staffGetPortalEmail(
  deps: AccountDeps,
  actor: Actor,
  customerId: number,
): Promise<StaffPortalEmail> {
  if (actor.kind !== 'staff') throw forbidden();
  const customer = await repository.findCustomerForStaff(deps.db, customerId);
  if (!customer || customer.deletedAt !== null || customer.mergedInto) throw notFound();
  if (!canSeeCustomer(actor, customer)) throw forbidden();
  const account = await repository.findAccount(deps.db, customerId);
  return {
    customer_id: customerId,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: account?.email ?? null,
    has_account: account !== null,
  };
}

/**
 * PUT /customers/portal-activity/{id}/email: the change takes effect at once (staff vouch for the address), both
 * addresses are told, every link sent to the old address stops working, and the change is audited under the staff
 * member's name.
 */
export async function staffChangePortalEmail(
  deps: AccountDeps,
  actor: Actor,
  customerId: number,
  email: string,
  ip: string,
): Promise<{ data: StaffPortalEmail; after: AfterCommit }> {
  if (actor.kind !== 'staff') throw forbidden();
  await requireWritableCustomer(deps.db, actor, customerId);
  const account = await repository.findAccount(deps.db, customerId);
  if (!account) throw notFound(messages.noPortalAccount);
  const now = deps.now();
  if (email === account.email)
    return { data: await staffGetPortalEmail(deps, actor, customerId), after: { outboxIds: [] } };
  const outboxIds = await deps.db.transaction(async (tx) => {
    await repository.lockAddress(tx, email);
    if (await repository.emailTakenByOther(tx, email, customerId)) throw invalid({ email: [messages.emailTaken] });
    await repository.updateAccount(tx, customerId, { email });
    await repository.voidTokens(tx, customerId, ['email_change', 'password_reset', 'verify_email'], now);
    await audit(tx, {
      actor,
      action: 'customer_account.email_changed',
      entityType,
      entityId: customerId,
      customerId,
      detail: { by: 'staff' },
      ip,
    });
    const notice = { name: account.firstName, link: link(deps, customerAccountPages.login), newEmail: email };
    const ids = [await send(deps, tx, email, 'emailChanged', account.preferredLanguage, notice)];
    if (account.email.toLowerCase() !== email.toLowerCase())
      ids.push(await send(deps, tx, account.email, 'emailChanged', account.preferredLanguage, notice));
    return ids;
  });
  return { data: await staffGetPortalEmail(deps, actor, customerId), after: { outboxIds } };
}
