import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../client.ts';
import { seedReference } from '../seed/index.ts';
import { createTestDatabase } from '../testing/test-database.ts';

/** Test helpers for the reference importer: a migrated database, fixture copies, table fingerprints. */

export const fixturesFolder = fileURLToPath(new URL('../../test/fixtures/reference/valid', import.meta.url));
export { sharedDataFolder } from './shared-data.ts';

export interface ReferenceTestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/**
 * A migrated database with the reference rows (clusters) seeded: a clone of the migrated test template, in-memory
 * PGlite or a new database on the server named by DATABASE_URL (dropped on dispose).
 */
export async function openReferenceTestDatabase(): Promise<ReferenceTestDatabase> {
  const database = await createTestDatabase({ poolSize: 2, statementTimeoutMs: 120_000 });
  await seedReference(database.handle.db);
  return database;
}

const fingerprintTables = [
  'occupations',
  'occupation_titles',
  'occupation_tasks',
  'occupation_topics',
  'occupation_interests',
  'related_occupations',
  'occupation_clusters',
  'cip_codes',
  'cip_soc_crosswalk',
  'reference_imports',
  'program_types',
  'program_formats',
  'provider_types',
  'providers',
  'provider_locations',
  'programs',
];

/**
 * Row count plus a hash over every row's content and `xmin` (the transaction that wrote it): equal
 * fingerprints mean not one row was inserted, deleted or rewritten, even with identical values.
 */
export async function fingerprints(handle: DatabaseHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of fingerprintTables) {
    const [row] = (await handle.rawQuery(
      `select count(*)::int as n,
              md5(coalesce(string_agg(t.xmin::text || ':' || t::text, ',' order by t::text), '')) as sum
         from ${table} t`,
    )) as { n: number; sum: string }[];
    out[table] = `${row!.n}:${row!.sum}`;
  }
  return out;
}

/** A writable copy of the fixture folder; `edit` rewrites one file (path relative to the folder). */
export async function copyFixtures(): Promise<{
  folder: string;
  edit(file: string, change: (text: string) => string): Promise<void>;
  remove(): Promise<void>;
}> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-reference-'));
  await cp(fixturesFolder, folder, { recursive: true });
  return {
    folder,
    async edit(file, change) {
      const full = path.join(folder, file);
      await writeFile(full, change(await readFile(full, 'utf8')));
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
