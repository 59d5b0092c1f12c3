import type * as argon2 from '@node-rs/argon2';
import type { Db } from '@portal/db';
import { customerAccountMessages as messages, customerAccountPages } from '@portal/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { gone, invalid, unauthenticated } from '../../platform/http/errors.ts';
import { lazyRequire } from '../../platform/lazy-require.ts';
import { accountMail, type AccountMailInput, type AccountMailKind } from './mail.ts';
import * as repository from './repository.ts';

/** What every part of the account service shares: its dependencies, the request's facts, links and mails. */
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

export const entityType = 'customer_account';
export const hours = (n: number) => n * 3_600_000;
export const minutes = (n: number) => n * 60_000;

/** The native hasher, loaded with the first password set rather than at start (issue #30). */
const argon = lazyRequire<typeof argon2>('@node-rs/argon2');

/** Argon2id with the parameters the login verifies (and the factories use): OWASP's minimum, 19 MiB and 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return argon().hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export function link(deps: AccountDeps, page: string, token?: string): string {
  return `${deps.publicUrl}${page}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

export async function send(
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
 * After a new password is stored (a change, or a reset from a link): the account's other links die, its sessions end
 * (all of them, or all but the one that made the change), the change is audited and the owner is told by mail.
 * Runs inside the caller's transaction; answers the mail's outbox id.
 */
export async function afterPasswordSet(
  deps: AccountDeps,
  tx: Parameters<typeof repository.queueMail>[0],
  account: repository.AccountRow,
  change: { actor: Actor; action: string; keepSessionId?: string; ip: string | null; now: Date },
): Promise<number> {
  await repository.voidTokens(tx, account.customerId, ['password_reset', 'verify_email'], change.now);
  const ended = await repository.revokeCustomerSessions(tx, account.customerId, change.now, change.keepSessionId);
  await audit(tx, {
    actor: change.actor,
    action: change.action,
    entityType,
    entityId: account.customerId,
    customerId: account.customerId,
    detail: { sessions_ended: ended },
    ip: change.ip,
  });
  return send(deps, tx, account.email, 'passwordChanged', account.preferredLanguage, {
    name: account.firstName,
    link: link(deps, customerAccountPages.login),
  });
}

/** A link's token row, or the answer for a link that cannot be used: unknown 422, used or expired 410. */
export async function usableToken(deps: AccountDeps, token: string, purposes: string[]) {
  const row = await repository.findToken(deps.db, repository.hashAccountToken(token));
  const account = row ? await repository.findAccount(deps.db, row.customerId) : null;
  if (!row || !account || account.gone || !purposes.includes(row.purpose))
    throw invalid({ token: [messages.linkInvalid] });
  if (row.usedAt) throw gone(messages.linkUsed);
  if (row.expiresAt.getTime() <= deps.now().getTime()) throw gone(messages.linkExpired);
  return { row, account };
}

export async function ownAccount(deps: AccountDeps, actor: Actor): Promise<repository.AccountRow> {
  if (actor.kind !== 'customer') throw unauthenticated();
  const account = await repository.findAccount(deps.db, actor.customerId);
  if (!account || account.gone) throw unauthenticated();
  return account;
}
