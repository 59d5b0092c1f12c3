import type { Db } from '@portal/db';
import { currentCatalogue, resolveJobTitles, type LoadedCatalogue } from './cache.ts';
import { hasAnyInput, scoreAll, type MatchProfile } from './engine.ts';
import * as repository from './repository.ts';

/**
 * Recomputes every stale match set (inputs changed, or the catalogue did), in batches of customers: inputs read
 * set-wise, scored in memory, written in one statement per batch. Old sets stay readable until their replacement
 * is written.
 */

export async function profileOf(db: Db, current: LoadedCatalogue, raw: repository.RawInputs): Promise<MatchProfile> {
  return {
    clusters: raw.clusters,
    skills: raw.skills,
    jobs: raw.jobTitles === null ? null : await resolveJobTitles(db, current, raw.jobTitles),
    education: raw.education,
  };
}

const rounded = (scores: Float32Array) => Array.from(scores, (score) => Math.round(score * 10_000) / 10_000);

export interface RecomputeOptions {
  batchSize?: number;
  onProgress?(done: number, total: number): void;
}

export async function recomputeStale(db: Db, options: RecomputeOptions = {}): Promise<{ customers: number }> {
  const batchSize = options.batchSize ?? 200;
  const current = await currentCatalogue(db);
  const total = await repository.countStale(db, current.stamp);
  let done = 0;
  let after = 0;
  for (;;) {
    const batch = await repository.staleCustomers(db, current.stamp, after, batchSize);
    if (batch.length === 0) break;
    const inputs = await repository.loadInputs(
      db,
      batch.map((row) => row.customer_id),
    );
    const sets: repository.ComputedSet[] = [];
    for (const row of batch) {
      const profile = await profileOf(db, current, inputs.get(row.customer_id)!);
      sets.push({
        customerId: row.customer_id,
        version: row.requested_version,
        scores: hasAnyInput(profile) ? rounded(scoreAll(current.catalogue, profile)) : null,
        inputs: profile,
      });
    }
    await repository.writeSets(db, current.stamp, current.catalogue.ids, sets);
    after = batch.at(-1)!.customer_id;
    done += batch.length;
    options.onProgress?.(done, Math.max(total, done));
  }
  return { customers: done };
}
