import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { type Actor, guest } from '../access/actor.ts';
import { type SessionLimits, touchSession } from './session-store.ts';
import { idleSince, lastSeenWriteDue } from './idle-window.ts';
import { sessionIdFor } from './session-token.ts';
import { preparedStatement } from '../prepared.ts';
import { cachedSession, noteSessionSeen, rememberSession, sessionCacheGeneration } from './session-cache.ts';

const { customerAccounts, customers, sessions, staffUserLocations, staffUsers } = schema;

/**
 * Every signed-in request runs this, so it is one prepared statement: the live session (neither
 * revoked, past its absolute expiry, nor idle too long) with the customer's account (none once the customer is
 * deleted: a deleted customer is a guest, docs/decisions/0010) or the staff user's role, active flag and locations.
 */
const liveSessionQuery = preparedStatement((db: Db) =>
  db
    .select({
      id: sessions.id,
      guard: sessions.guard,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      customerId: customers.id,
      staffRole: staffUsers.role,
      staffActive: staffUsers.active,
      locationIds: sql<number[]>`coalesce((
        select array_agg(${staffUserLocations.locationId} order by ${staffUserLocations.locationId})
        from ${staffUserLocations} where ${staffUserLocations.staffUserId} = ${staffUsers.id}
      ), '{}')`,
    })
    .from(sessions)
    .leftJoin(customerAccounts, and(eq(sessions.guard, 'customer'), eq(customerAccounts.customerId, sessions.userId)))
    .leftJoin(customers, and(eq(customers.id, customerAccounts.customerId), isNull(customers.deletedAt)))
    .leftJoin(staffUsers, and(eq(sessions.guard, 'staff'), eq(staffUsers.id, sessions.userId)))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/**
 * Turns a session cookie's token into the caller: a customer, a staff user, or a guest. A session this process
 * resolved less than `limits.cacheSeconds` ago is answered from memory, re-checked against the absolute and idle
 * limits (session-cache.ts, docs/decisions/0027); otherwise the one prepared statement above decides.
 */
export async function resolveActor(db: Db, token: string, limits: SessionLimits, now = new Date()): Promise<Actor> {
  const id = sessionIdFor(token);
  return actorFromCache(id, limits, now) ?? resolveSessionId(db, id, limits, now);
}

/**
 * The caller from this process's session cache alone, when the cache holds a live entry and no write is due (the
 * idle window's last_seen_at moves at most once per granularity, idle-window.ts); undefined otherwise: resolveSessionId decides then. This
 * lets the session hook answer a warm request without a promise.
 */
export function actorFromCache(id: string, limits: SessionLimits, now: Date): Actor | undefined {
  const cacheSeconds = limits.cacheSeconds ?? 0;
  if (cacheSeconds <= 0) return undefined;
  const cached = cachedSession(id, now, { cacheSeconds, idleMinutes: limits.idleMinutes });
  if (!cached || lastSeenWriteDue(limits, cached.lastSeenAt, now)) return undefined;
  return copyOf(cached.actor);
}

/** A copy per request: nothing a request does to its actor reaches the next one. */
function copyOf(actor: Exclude<Actor, { kind: 'guest' }>): Actor {
  return actor.kind === 'staff' ? { ...actor, locationIds: [...actor.locationIds] } : { ...actor };
}

/** resolveActor for a session id (the token's hash, sessionIdFor). */
export async function resolveSessionId(db: Db, id: string, limits: SessionLimits, now = new Date()): Promise<Actor> {
  const cacheSeconds = limits.cacheSeconds ?? 0;
  if (cacheSeconds > 0) {
    const cached = cachedSession(id, now, { cacheSeconds, idleMinutes: limits.idleMinutes });
    if (cached) {
      if (lastSeenWriteDue(limits, cached.lastSeenAt, now)) {
        noteSessionSeen(id, now, await touchSession(db, { id, lastSeenAt: cached.lastSeenAt }, limits, now));
      }
      return copyOf(cached.actor);
    }
  }
  const generation = sessionCacheGeneration();
  const [row] = await liveSessionQuery(db).execute({ id, now, idleSince: idleSince(limits, now) });
  if (!row) return guest;
  const actor = toActor(row);
  if (actor.kind === 'guest') return actor;
  const written = await touchSession(db, row, limits, now);
  // Not written although due: another request or server wrote first, so the stored value is unknown; not cached.
  if (!written && lastSeenWriteDue(limits, row.lastSeenAt, now)) return actor;
  const lastSeenAt = written ? now : row.lastSeenAt;
  rememberSession(
    id,
    { actor, lastSeenAt, expiresAt: row.expiresAt, fetchedAt: now.getTime() },
    generation,
    cacheSeconds,
  );
  return actor;
}

type LiveSessionRow = Awaited<ReturnType<ReturnType<typeof liveSessionQuery>['execute']>>[number];

function toActor(row: LiveSessionRow): Actor {
  if (row.guard === 'customer') {
    return row.customerId === null ? guest : { kind: 'customer', customerId: row.customerId, sessionId: row.id };
  }
  if (!row.staffRole || !row.staffActive) return guest;
  return {
    kind: 'staff',
    staffId: row.userId,
    role: row.staffRole,
    locationIds: (row.locationIds ?? []).map(Number),
    sessionId: row.id,
  };
}
