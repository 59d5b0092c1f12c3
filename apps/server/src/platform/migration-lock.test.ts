import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '@portal/db';

/**
 * Servers starting at once on an empty database each migrate it: without the advisory lock the second one failed
 * on a type the first had just made (`session_guard` already exists). Needs a Postgres server (DATABASE_URL, the
 * second CI pass); the embedded database belongs to one process and has nothing to race.
 */
const url = process.env.DATABASE_URL;
if (!url) console.info('migration-lock: runs only against a Postgres server (DATABASE_URL).');
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

describe.skipIf(!url)('migrations under the advisory lock', () => {
  const name = `portal_migrate_${process.pid}_${Date.now().toString(36)}`;
  const target = new URL(url ?? 'postgres://localhost/postgres');
  target.pathname = `/${name}`;
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
  });

  it('lets four migrators started together on an empty database all succeed, each migration applied once', async () => {
    const migrators = Array.from({ length: 4 }, () =>
      run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/migrate.ts')], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: target.toString() },
        timeout: 120_000,
      }),
    );
    const results = await Promise.allSettled(migrators);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [String((result.reason as { stderr?: string }).stderr ?? result.reason)] : [],
    );
    expect(failures).toEqual([]);

    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const migrated = new pg.Client({ connectionString: target.toString() });
    await migrated.connect();
    try {
      const { rows } = await migrated.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
      expect(Number(rows[0]!.n)).toBe(journal.entries.length);
    } finally {
      await migrated.end();
    }
  }, 180_000);

  it('migrates through a pool of one connection (the lock has a connection of its own)', async () => {
    const single = await openDatabase({ url: target.toString(), poolSize: 1, connectionTimeoutMs: 2_000 });
    try {
      await single.exclusively(() => single.migrate());
    } finally {
      await single.close();
    }
  });
});
