import type { Actor } from '../access/actor.ts';
import { idleSince } from './idle-window.ts';

/**
 * The callers this process resolved in the last few seconds, by session id (the token's SHA-256; the token itself is
 * never kept), so that a signed-in read costs its data statement alone (docs/decisions/0027).
 *
 * Safety rules:
 * - Only live sessions are kept (never a guest), and every hit re-checks the absolute expiry and the idle timeout
 *   against the clock, so expiry is as exact as without the cache.
 * - An entry is trusted for at most `cacheSeconds` (SESSION_CACHE_SECONDS, 5 by default, 0 turns the cache off): the
 *   bound on how late a change made by another process (a sign-out, deactivation, role or location change, deletion
 *   done elsewhere or by hand in SQL) is seen here.
 * - Anything on this process that ends a session or changes who a caller is calls forgetCachedSessions(): sign-in and
 *   sign-out (revokeSession), deleting a customer, and any future password, role, location or deactivation change.
 *   A generation counter stops a lookup that started before such a change from storing its now-stale answer.
 */
interface Entry {
  actor: Exclude<Actor, { kind: 'guest' }>;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When this process read the row from the database (ms since the epoch). */
  fetchedAt: number;
}

const maxEntries = 10_000;
const entries = new Map<string, Entry>();
let generation = 0;

/** Drops every cached caller of this process: the next request of every session reads the database again. */
export function forgetCachedSessions(): void {
  generation += 1;
  entries.clear();
}

/** The current generation; pass it back to rememberSession so that a lookup racing a change is not stored. */
export function sessionCacheGeneration(): number {
  return generation;
}

/**
 * The cached caller of a session if the entry is younger than `cacheSeconds` and the session is still within its
 * absolute expiry and idle window at `now`; otherwise undefined (the caller reads the database).
 */
export function cachedSession(
  id: string,
  now: Date,
  limits: { cacheSeconds: number; idleMinutes: number },
): Entry | undefined {
  const entry = entries.get(id);
  if (!entry) return undefined;
  const at = now.getTime();
  const fresh = at - entry.fetchedAt < limits.cacheSeconds * 1000 && at >= entry.fetchedAt;
  const live = entry.expiresAt.getTime() > at && entry.lastSeenAt > idleSince(limits, now);
  if (fresh && live) return entry;
  entries.delete(id);
  return undefined;
}

export function rememberSession(id: string, entry: Entry, generationAtLookup: number, cacheSeconds: number): void {
  if (cacheSeconds <= 0 || generationAtLookup !== generation) return;
  entries.delete(id);
  if (entries.size >= maxEntries) {
    // Oldest first: Map keeps insertion order, and every store re-inserts.
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(id, entry);
}

/**
 * The sliding idle window moved (touchSession wrote last_seen_at): keep the cached copy in step. When another request
 * or server wrote first (`written` false), the stored value is not known exactly: the entry goes, and the next
 * request reads it, so the cache never holds a last_seen_at newer than the stored one.
 */
export function noteSessionSeen(id: string, at: Date, written: boolean): void {
  const entry = entries.get(id);
  if (!entry) return;
  if (written) entry.lastSeenAt = at;
  else entries.delete(id);
}

/** How many sessions are cached (tests). */
export function cachedSessionCount(): number {
  return entries.size;
}
