import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { seedReference } from '../seed/index.ts';

/** Test helpers for the reference importer: a migrated database, fixture copies, table fingerprints. */

export const fixturesFolder = fileURLToPath(new URL('../../test/fixtures/reference/valid', import.meta.url));
export { sharedDataFolder } from './shared-data.ts';

export interface ReferenceTestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

/**
 * A migrated database with the reference rows (clusters) seeded: in-memory PGlite, or a new
 * database on the server named by DATABASE_URL (dropped on dispose).
 */
export async function openReferenceTestDatabase(): Promise<ReferenceTestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await handle.migrate();
    await seedReference(handle.db);
    return { handle, dispose: () => handle.close() };
  }
  const name = `portal_reference_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2, statementTimeoutMs: 120_000 });
  await handle.migrate();
  await seedReference(handle.db);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
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
