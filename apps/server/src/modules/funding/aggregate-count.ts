import type { FundingStatus } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import * as repository from './repository.ts';

/**
 * The aggregate's counts (cards and the table's total), exact, counted once per filter set and database version
 * (docs/decisions/0032). funding_aggregate_version moves at the commit of any change to what they count, so a count
 * kept with the version it was read after is the count of that version; when the version has moved, count again.
 * The version is read before the count (each statement its own snapshot): a count kept may be newer than its version,
 * never older, so a change never goes unseen.
 */

interface Entry {
  version: number;
  counts: Map<FundingStatus, number>;
}

/** Per database (a test worker opens several), a bounded map; dropped whole when full (filter sets are few). */
const caches = new WeakMap<object, Map<string, Entry>>();
const maxEntries = 1_000;

export async function aggregateVersion(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ version: schema.fundingAggregateVersion.version })
    .from(schema.fundingAggregateVersion);
  return row ? Number(row.version) : null;
}

export async function countsByStatus(
  db: DbOrTx,
  scope: repository.Scope,
  filters: repository.Filters,
  statuses: readonly FundingStatus[],
): Promise<Map<FundingStatus, number>> {
  const version = await aggregateVersion(db);
  const key = JSON.stringify([scope, filters, statuses]);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const kept = cache.get(key);
  if (kept && version !== null && kept.version === version) return kept.counts;
  const counts = await repository.aggregateCounts(db, scope, filters, statuses);
  if (version !== null) {
    if (cache.size >= maxEntries) cache.clear();
    cache.set(key, { version, counts });
  }
  return counts;
}
