import type { Db } from '@portal/db';
import { type CurrentUser, type Guard, invalidCredentialsMessage, type LoginBody } from '@portal/contracts';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { createSession, revokeSession, type SessionLimits } from '../../platform/auth/session-store.ts';
import { invalid, unauthenticated } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

export interface RequestContext {
  actor: Actor;
  ip: string;
  userAgent: string | null;
}

const guardEntity: Record<Guard, string> = { customer: 'customer_account', staff: 'staff_user' };

/**
 * Checks the password (against a dummy hash when the email is unknown), then replaces any
 * current session with a new one: a new id at every login defeats session fixation.
 */
export async function login(
  db: Db,
  guard: Guard,
  body: LoginBody,
  limits: SessionLimits,
  context: RequestContext,
): Promise<{ user: CurrentUser; token: string }> {
  const credentials =
    guard === 'customer'
      ? await repository.findCustomerCredentials(db, body.email)
      : await repository.findStaffCredentials(db, body.email);
  const passwordMatches = await verifyPassword(credentials?.passwordHash ?? null, body.password);
  if (!credentials || !credentials.active || !passwordMatches) {
    await audit(db, {
      actor: context.actor,
      action: 'login.failed',
      entityType: guardEntity[guard],
      entityId: credentials?.userId ?? null,
      detail: { guard, reason: credentials ? 'password' : 'unknown_email' },
      ip: context.ip,
    });
    throw invalid({ email: [invalidCredentialsMessage] });
  }

  if (context.actor.kind !== 'guest') await revokeSession(db, context.actor.sessionId);
  const session = await createSession(
    db,
    { guard, userId: credentials.userId, ip: context.ip, userAgent: context.userAgent },
    limits,
  );
  const now = new Date();
  if (guard === 'customer') await repository.recordCustomerLogin(db, credentials.userId, now);
  else await repository.recordStaffLogin(db, credentials.userId, now);

  const user =
    guard === 'customer'
      ? await repository.customerCurrentUser(db, credentials.userId)
      : await repository.staffCurrentUser(db, credentials.userId);
  if (!user) throw new Error('The signed-in user vanished');
  const actor: Actor =
    guard === 'customer'
      ? { kind: 'customer', customerId: user.userId, sessionId: session.id }
      : {
          kind: 'staff',
          staffId: user.userId,
          role: user.role ?? 'case_manager',
          locationIds: user.locationIds,
          sessionId: session.id,
        };
  await audit(db, { actor, action: 'login', entityType: guardEntity[guard], entityId: user.userId, ip: context.ip });
  return { user, token: session.token };
}

export async function logout(db: Db, context: RequestContext): Promise<void> {
  const { actor } = context;
  if (actor.kind === 'guest') return;
  await revokeSession(db, actor.sessionId);
  await audit(db, {
    actor,
    action: 'logout',
    entityType: guardEntity[actor.kind],
    entityId: actor.kind === 'customer' ? actor.customerId : actor.staffId,
    ip: context.ip,
  });
}

/** Each portal asks its own endpoint; a user of the other guard is "not signed in here" (401). */
export async function currentUser(db: Db, actor: Actor, guard: Guard): Promise<CurrentUser> {
  if (actor.kind !== guard) throw unauthenticated();
  const user =
    actor.kind === 'customer'
      ? await repository.customerCurrentUser(db, actor.customerId)
      : await repository.staffCurrentUser(db, actor.staffId);
  if (!user) throw unauthenticated();
  return user;
}
