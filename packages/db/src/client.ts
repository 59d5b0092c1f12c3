import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { citext } from '@electric-sql/pglite/contrib/citext';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Present for the Postgres server driver only. */
  pool?: pg.Pool;
  /** Present for the embedded driver only (pg-boss runs its multi-statement SQL through it). */
  pglite?: PGlite;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export interface DatabaseOptions {
  /** Postgres connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throwaway database. */
  dataDir?: string | undefined;
  /** Called when an idle pooled connection fails (e.g. the server restarted). */
  onPoolError?: ((error: Error) => void) | undefined;
  poolSize?: number | undefined;
  statementTimeoutMs?: number | undefined;
  /** An existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite | undefined;
}

export const pgliteExtensions = { cube, earthdistance, pg_trgm, unaccent, citext };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = options.pglite ?? (await PGlite.create(dataDir, { extensions: pgliteExtensions }));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    rawQuery: async (text, params) => (await client.query(text, params)).rows,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
  });
  // Without a listener an idle client's error (a server restart) would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    rawQuery: async (text, params) => (await pool.query(text, params)).rows,
    migrate: async () => {
      await migratePg(db as never, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}
