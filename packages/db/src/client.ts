import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AsyncLocalStorage } from 'node:async_hooks';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { citext } from '@electric-sql/pglite/contrib/citext';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL straight through the driver (benchmarks, health checks). */
  rawQuery(text: string, params?: unknown[]): Promise<unknown[]>;
  /** Applies pending migrations under the fleet-wide migration lock (see `exclusively`). */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the migration lock, a Postgres advisory lock: servers starting together on one database
   * migrate and seed one at a time, and the later ones find the work done. Re-entrant within one call chain.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Present for the Postgres server driver only. */
  pool?: pg.Pool;
  /** Present for the embedded driver only (pg-boss runs its multi-statement SQL through it). */
  pglite?: PGlite;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Whether the database already holds every migration of the journal, in one query: drizzle's migrator applies each
 * journal entry whose time (`when`) is later than the newest recorded migration's `created_at`, so when that is at
 * least the journal's latest time there is nothing to apply. The migrator itself reads and hashes every migration
 * file and runs three statements and an empty transaction to find that out (issue #30: a warm start's migrate step).
 * A database not migrated at all (no table yet), or migrated only part way, answers false and the migrator runs.
 */
async function isFullyMigrated(rawQuery: DatabaseHandle['rawQuery']): Promise<boolean> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const latest = Math.max(...journal.entries.map((entry) => entry.when));
  const rows = (await rawQuery(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  ).catch(() => [])) as Array<{ created_at: string | number | null }>;
  return rows.length > 0 && Number(rows[0]!.created_at) >= latest;
}

export interface DatabaseOptions {
  /** Postgres connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string | undefined;
  /**
   * Called when a pooled connection fails, idle or checked out (the server restarted or dropped it). The pool
   * discards that connection and opens a new one on demand; queries it was running reject on their own.
   */
  onPoolError?: ((error: Error) => void) | undefined;
  poolSize?: number | undefined;
  statementTimeoutMs?: number | undefined;
  /** How long to wait for a connection (a new one, or a free pooled one) before a query fails. */
  connectionTimeoutMs?: number | undefined;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite | undefined;
}

export const pgliteExtensions = { cube, earthdistance, pg_trgm, unaccent, citext };

/**
 * The embedded engine's start parameters: PGlite's own, with 16 MB of shared buffers instead of Postgres's 128 MB.
 * The buffer pool lives in PGlite's WebAssembly memory, which is touched at start and never given back, so the
 * default cost the server about 125 MB of RSS for a cache the demo-sized embedded database does not need (the data
 * files stay in the operating system's page cache either way). docs/decisions/0029-embedded-memory-and-scale-names.md
 */
export const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!options.pglite) await initialisePgliteDataDir(dataDir);
  }
  const client =
    options.pglite ?? (await PGlite.create(dataDir, { extensions: pgliteExtensions, startParams: pgliteStartParams }));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const rawQuery: DatabaseHandle['rawQuery'] = async (text, params) => (await client.query(text, params)).rows;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    rawQuery,
    migrate: async () => {
      if (await isFullyMigrated(rawQuery)) return;
      await migratePglite(db as never, { migrationsFolder });
    },
    // One process owns an embedded database: nothing to lock.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * A new data directory is initialised (initdb) by a short-lived child process, not in the server. PGlite runs initdb
 * in a second PGlite and an initdb WebAssembly instance; once they are closed and collected the server kept about
 * 185 MB more RSS on its first start than on any later one (558 against 423 MB), memory V8 and the allocator do not
 * give back. docs/decisions/0029-embedded-memory-and-scale-names.md
 */
async function initialisePgliteDataDir(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  // initdb writes into a folder beside the data directory, which is renamed into place when complete: an initdb cut
  // short (a killed start, a full disk) leaves no half-made database that the next start would take for a real one.
  const inProgress = `${dataDir}.initdb-${process.pid}`;
  rmSync(inProgress, { recursive: true, force: true });
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
    const pg = await PGlite.create(${JSON.stringify(inProgress)}, { startParams: ${JSON.stringify(pgliteStartParams)} });
    await pg.close();`;
  try {
    // Ten minutes: initdb took from 68 s to past two minutes on a two-core machine busy with other work, where the
    // former two-minute limit failed the first start; the limit is there only for an initdb that hangs.
    await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', script], { timeout: 600_000 });
    if (readdirSync(dataDir).length === 0) rmdirSync(dataDir);
    renameSync(inProgress, dataDir);
  } finally {
    rmSync(inProgress, { recursive: true, force: true });
  }
}

/**
 * The Postgres server driver (pg, drizzle's node-postgres and its migrator) is loaded when a server database is opened,
 * not with the module: on the embedded database a start never needs it (issue #30, module loading).
 */
async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const statementTimeoutMs = options.statementTimeoutMs ?? 15_000;
  const pool = new pg.Pool({
    connectionString: withoutJit(url),
    max: options.poolSize ?? 10,
    statement_timeout: statementTimeoutMs,
    // A query on a connection whose server vanished without closing it: fail after the server's own limit (0: none).
    ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + 5_000 } : {}),
    // An unreachable server fails fast (an answer of 503) instead of holding the request.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    keepAlive: true,
  });
  // An 'error' event without a listener kills the process. The pool listens on idle connections only, so every
  // connection gets its own listener for the time it is checked out (a transaction between two statements when
  // the server restarts); it also reports the idle case, so the pool's own event is only acknowledged here.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)));
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const exclusively = advisoryLock(pg, url);
  const rawQuery: DatabaseHandle['rawQuery'] = async (text, params) =>
    (await pool.query<Record<string, unknown>>(text, params)).rows;
  return {
    db,
    kind: 'postgres',
    pool,
    rawQuery,
    // Checked before taking the lock: a database found complete stays so (another server's migrator only adds).
    migrate: async () => {
      if (await isFullyMigrated(rawQuery)) return;
      await exclusively(() => migratePg(db as never, { migrationsFolder }));
    },
    exclusively,
    close: () => pool.end(),
  };
}

/**
 * The server's URL with JIT compilation off for the app's sessions, unless the URL's own `options` set `jit`. Postgres
 * compiles a statement whose estimated cost passes jit_above_cost, and a statement planned once for every value (a named
 * statement with a generic plan) is costed with guesses for its values: the program finder's and the job board's
 * generic plans passed it at scale and spent 30-110 ms compiling for searches that run in 1-5 ms (issue #30,
 * docs/decisions/0057-no-jit.md).
 */
export const withoutJit = (url: string): string => withSessionSetting(url, 'jit', 'off');

/**
 * The server's URL with `-c name=value` added to its sessions' startup options (after the URL's own), unless those
 * options set `name` already: an operator's setting wins. A connection string that is not a URL is left to the driver.
 */
export function withSessionSetting(url: string, name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const own = parsed.searchParams.get('options') ?? '';
  if (new RegExp(`(^|\\W)${name}\\s*=`).test(own)) return url;
  parsed.searchParams.set('options', `${own} -c ${name}=${value}`.trim());
  return parsed.toString();
}

/** The advisory lock's key: any fixed bigint, the same in every server and script. */
export const migrationLockKey = 7_277_310_927_001n;
/** How long a starting server waits for another one's migration before it gives up. */
const lockWaitMs = 10 * 60_000;

/**
 * `exclusively` for a Postgres server: a connection of its own, outside the pool (so a pool of one still has its
 * connection for `work`), holds the session-level advisory lock while `work` runs, then unlocks and closes.
 */
function advisoryLock(driver: typeof pg, url: string) {
  const holding = new AsyncLocalStorage<boolean>();
  return async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    if (holding.getStore()) return work();
    const client = new driver.Client({
      connectionString: url,
      connectionTimeoutMillis: 10_000,
      query_timeout: lockWaitMs,
    });
    // A connection lost while waiting or holding surfaces through the query that fails; nothing else listens.
    client.on('error', () => undefined);
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [migrationLockKey.toString()]);
      try {
        return await holding.run(true, work);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey.toString()]);
      }
    } finally {
      await client.end();
    }
  };
}
