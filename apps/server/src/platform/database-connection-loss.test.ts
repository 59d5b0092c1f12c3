import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@portal/db';
import { isDatabaseUnavailable } from './http/database-errors.ts';

/**
 * A connection the server ends while the app holds it checked out (a transaction between two statements when
 * Postgres restarts) emits 'error' on its client, where the pool does not listen; unheard, it ends the process.
 * Needs a Postgres server (the second CI pass sets DATABASE_URL); PGlite has no connections to lose.
 */
const url = process.env.DATABASE_URL;
if (!url) console.info('database-connection-loss: runs only against a Postgres server (DATABASE_URL).');

describe.skipIf(!url)('a pooled connection that the server ends', () => {
  let database: DatabaseHandle;
  const reported: Error[] = [];

  beforeAll(async () => {
    database = await openDatabase({ url, poolSize: 3, onPoolError: (error) => reported.push(error) });
  });
  afterAll(() => database?.close());

  it('is reported, not thrown, while checked out; the pool then serves on a new connection', async () => {
    const held = await database.pool!.connect();
    const [{ pid }] = (await held.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [{ pid: number }];
    await database.rawQuery('select pg_terminate_backend($1)', [pid]);
    await expect.poll(() => reported.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(isDatabaseUnavailable(reported[0])).toBe(true);
    const failed = await held.query('select 1').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    held.release();
    expect(await database.rawQuery('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
