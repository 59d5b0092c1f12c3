import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { withPoolTransaction } from '@portal/db';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';

/**
 * The database package's helper, tested with the server's tests since CI's Postgres pass runs only those. The embedded
 * engine has no pool; the helper's callers use PGlite's transaction there, which their own tests cover.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('pool-transaction: runs only against a Postgres server (DATABASE_URL).');

describe.skipIf(!onPostgres)('withPoolTransaction', () => {
  let database: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    // One connection: a transaction that kept it would leave the next statement waiting for it, then failing.
    database = await createTestDatabase({ poolSize: 1 });
    pool = database.handle.pool!;
    await pool.query('create table pool_transaction_probe (id int primary key)');
  });
  afterAll(() => database?.dispose());

  type Settings = { isolation: string; read_only: string; timeout: string };
  const probeIds = async () =>
    (await pool.query<{ id: number }>('select id from pool_transaction_probe order by id')).rows.map((row) => row.id);

  it("commits the work's writes, answers its result and gives the connection back", async () => {
    const result = await withPoolTransaction(pool, async (client) => {
      await client.query('insert into pool_transaction_probe values (1)');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await probeIds()).toEqual([1]);
  });

  it("rolls back on the work's error, rethrows that error and gives the connection back", async () => {
    const failure = new Error('work failed');
    const run = withPoolTransaction(pool, async (client) => {
      await client.query('insert into pool_transaction_probe values (2)');
      throw failure;
    });
    await expect(run).rejects.toBe(failure);
    expect(await probeIds()).toEqual([1]);
  });

  it('begins with the isolation level and access mode asked for, and the statement timeout lasts the transaction', async () => {
    const settings = `select current_setting('transaction_isolation') as isolation,
      current_setting('transaction_read_only') as read_only, current_setting('statement_timeout') as timeout`;
    const read = async (client: pg.PoolClient) => (await client.query<Settings>(settings)).rows[0];
    const inside = await withPoolTransaction(pool, read, {
      isolationLevel: 'repeatable read',
      readOnly: true,
      statementTimeoutMs: 300_000,
    });
    expect(inside).toEqual({ isolation: 'repeatable read', read_only: 'on', timeout: '5min' });
    const plain = await withPoolTransaction(pool, read);
    expect(plain).toMatchObject({ isolation: 'read committed', read_only: 'off' });
    expect(plain?.timeout).not.toBe('5min');
    await expect(
      withPoolTransaction(pool, (client) => client.query('insert into pool_transaction_probe values (3)'), {
        readOnly: true,
      }),
    ).rejects.toThrow(/read-only transaction/);
  });
});
