import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import type { Guard } from '@portal/contracts';
import { newSessionToken } from './session-token.ts';
import { forgetCachedSessions } from './session-cache.ts';
import { type IdleLimits, lastSeenGranularityMs, lastSeenWriteDue } from './idle-window.ts';

const { sessions } = schema;

export interface SessionLimits {
  idleMinutes: number;
  absoluteHours: number;
  /** How long this process may answer a session from memory (session-cache.ts); 0 or absent: never. */
  cacheSeconds?: number;
}

export interface NewSession {
  guard: Guard;
  userId: number;
  ip: string | null;
  userAgent: string | null;
}

/** Creates a session row and returns the token for the cookie (never stored). */
export async function createSession(db: DbOrTx, session: NewSession, limits: SessionLimits, now = new Date()) {
  const { token, id } = newSessionToken();
  const expiresAt = new Date(now.getTime() + limits.absoluteHours * 3_600_000);
  await db.insert(sessions).values({
    id,
    guard: session.guard,
    userId: session.userId,
    ip: session.ip,
    userAgent: session.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, id, expiresAt };
}

/**
 * Slides the idle window, writing at most once per granularity per session, also across servers (the write only
 * happens while the stored value lags by the granularity). Returns whether this call wrote: when another request or
 * server wrote first, the stored value is recent but not known exactly.
 */
export async function touchSession(
  db: DbOrTx,
  session: { id: string; lastSeenAt: Date },
  limits: IdleLimits,
  now = new Date(),
): Promise<boolean> {
  if (!lastSeenWriteDue(limits, session.lastSeenAt, now)) return false;
  const due = new Date(now.getTime() - lastSeenGranularityMs(limits));
  const written = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lte(sessions.lastSeenAt, due)))
    .returning({ id: sessions.id });
  return written.length > 0;
}

/**
 * Ends a session; this process forgets its cached callers at once (session-cache.ts): after the write too, so a
 * lookup that read the row before the write cannot keep it. Inside a transaction, call forgetCachedSessions() again
 * after the commit.
 */
export async function revokeSession(db: DbOrTx, id: string, now = new Date()) {
  forgetCachedSessions();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  forgetCachedSessions();
}

/**
 * Deletes sessions that ended (expired, revoked or idle) more than `keepDays` ago; the audit
 * log keeps the logins and logouts. Returns how many rows went.
 */
export async function deleteEndedSessions(db: DbOrTx, limits: SessionLimits, keepDays = 7, now = new Date()) {
  const cutoff = new Date(now.getTime() - keepDays * 86_400_000);
  const idleCutoff = new Date(cutoff.getTime() - limits.idleMinutes * 60_000);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff), lt(sessions.lastSeenAt, idleCutoff)))
    .returning({ id: sessions.id });
  return rows.length;
}
