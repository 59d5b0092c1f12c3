import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, migrationsFolder, openDatabase, pgliteExtensions, pgliteStartParams } from '../client.ts';

/**
 * A fresh, migrated database per test file.
 * - PGlite (default): the migrated data directory is dumped once to a file in the temp folder
 *   (keyed by the migrations' hash, reused by every worker and run), and each test file loads
 *   it: ~1 s instead of ~4-7 s for create + migrate.
 * - Postgres (DATABASE_URL set): a template database keyed by the same hash is created and
 *   migrated once (under an advisory lock), then each test file gets
 *   `CREATE DATABASE <random> TEMPLATE <template>`, dropped on dispose.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** PGlite even when DATABASE_URL names a server (tests written for the embedded engine alone). */
  engine?: 'pglite';
  /** Postgres only: the handle's pool size (4 by default) and statement timeout. */
  poolSize?: number;
  statementTimeoutMs?: number;
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

let templateDump: Promise<Blob> | undefined;

/**
 * What each test file loads is kept small, since loading it is mostly copying its files into PGlite's in-memory file
 * system: WAL segments of 1 MB instead of 16 (initdb's --wal-segsize; four kept), and no template0 or template1, which
 * nothing creates a database from in one embedded instance. 48.7 -> 20.9 MB of data directory: a load took 0.69-0.93 s
 * against 1.37-1.71 s, interleaved on the loaded machine, and the same statements after it the same time.
 */
const templateLayout = 'wal1-notemplates';

async function pgliteTemplateDump(): Promise<Blob> {
  const file = path.join(tmpdir(), `portal-test-pglite-${templateLayout}-${migrationsHash()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = await PGlite.create('memory://', {
      extensions: pgliteExtensions,
      startParams: [...pgliteStartParams, '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
      initDbStartParams: ['--wal-segsize=1'],
    });
    const handle = await openDatabase({ pglite: client });
    await handle.migrate();
    for (const name of ['template0', 'template1']) {
      await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await client.exec(`DROP DATABASE ${name}`);
    }
    // A checkpoint last: the load starts from it, and the segments before it are recycled or removed.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('none');
    await handle.close();
    // Write then rename, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

async function createPgliteDatabase(): Promise<TestDatabase> {
  templateDump ??= pgliteTemplateDump();
  const client = await PGlite.create({
    loadDataDir: await templateDump,
    extensions: pgliteExtensions,
    startParams: pgliteStartParams,
  });
  const handle = await openDatabase({ pglite: client });
  return { handle, dispose: () => handle.close() };
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

let postgresTemplate: Promise<string> | undefined;

async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `portal_test_tpl_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock(hashtext('portal-test-template'))");
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name}"`);
      // Two connections: `migrate` holds the advisory lock on one and migrates on the other.
      const handle = await openDatabase({ url: withDatabase(adminUrl, name), poolSize: 2 });
      try {
        await handle.migrate();
      } catch (error) {
        // A half-made template would be reused by every later run: it goes, and the next run makes it again.
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        throw error;
      } finally {
        await handle.close().catch(() => undefined);
      }
    }
    return name;
  } finally {
    await admin.query("SELECT pg_advisory_unlock(hashtext('portal-test-template'))").catch(() => undefined);
    await admin.end();
  }
}

async function createPostgresDatabase(adminUrl: string, options: TestDatabaseOptions): Promise<TestDatabase> {
  postgresTemplate ??= ensurePostgresTemplate(adminUrl);
  const template = await postgresTemplate;
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    url: withDatabase(adminUrl, name),
    poolSize: options.poolSize ?? 4,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const url = options.engine === 'pglite' ? undefined : process.env.DATABASE_URL;
  return url ? createPostgresDatabase(url, options) : createPgliteDatabase();
}
