import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';

interface Hit {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: Hit) => void;

/** What @fastify/rate-limit hands a store: the merged options of one limit (routeInfo for a route's own). */
interface LimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** How often one process deletes counters whose window ended long ago. */
const sweepEveryMs = 60_000;

/**
 * Counts one hit for `key` and answers the count in the current window and the window's remaining time. One
 * statement: a new key or an ended window starts again at 1, so processes sharing the database agree.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<Hit> {
  const result = (await db.execute<{ hits: number; ttl: number }>(sql`
    insert into rate_limit_counters as c (key, hits, window_ends_at)
    values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.window_ends_at <= clock_timestamp() then 1 else c.hits + 1 end,
      window_ends_at = case when c.window_ends_at <= clock_timestamp() then excluded.window_ends_at
        else c.window_ends_at end
    returning hits,
      greatest(0, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000))::int as ttl`)) as {
    rows: { hits: number; ttl: number }[];
  };
  const row = result.rows[0]!;
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** The hits counted for `key` in its current window (0 when none or the window ended), without counting one. */
export async function peekHits(db: DbOrTx, key: string): Promise<Hit> {
  const result = (await db.execute<{ hits: number; ttl: number }>(sql`
    select hits, greatest(0, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000))::int as ttl
    from rate_limit_counters where key = ${key} and window_ends_at > clock_timestamp()`)) as {
    rows: { hits: number; ttl: number }[];
  };
  const row = result.rows[0];
  return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Deletes counters whose window ended more than a day ago (the longest window we use is well below). */
export async function deleteEndedCounters(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where window_ends_at < clock_timestamp() - interval '1 day'`);
}

function namespaceOf(params: object | undefined): string {
  const route = (params as LimitParams | undefined)?.routeInfo;
  if (!route?.url) return '';
  return `${([] as string[]).concat(route.method ?? []).join(',')} ${route.url}|`;
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL (rate_limit_counters), so every app
 * process on the database shares them (the plugin's default store counts per process, in memory). A route's
 * own limit is namespaced by its method and URL; limits made with createRateLimit name their keys themselves.
 */
export function databaseRateLimitStore(db: DbOrTx): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  return class DatabaseRateLimitStore {
    private readonly namespace: string;

    // The plugin passes a limit's merged options (typed as route options, carrying routeInfo at run time).
    constructor(params?: object) {
      this.namespace = namespaceOf(params);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      void this.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object) {
      return new DatabaseRateLimitStore(params);
    }

    private async hit(key: string, windowMs: number): Promise<Hit> {
      const now = Date.now();
      if (now - lastSweep > sweepEveryMs) {
        lastSweep = now;
        await deleteEndedCounters(db);
      }
      return countHit(db, `${this.namespace}${key}`, windowMs);
    }
  };
}
