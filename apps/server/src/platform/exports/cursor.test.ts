import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { forEachBatch, forEachRow } from './cursor.ts';

/** Rows of every kind an export writes: integers, text with a comma and a null, a timestamp, a boolean, numerics. */
const query = {
  text: `select n as id, case when n % 3 = 0 then null else 'name ' || n || ', jr' end as name,
           timestamptz '2026-01-02 03:04:05.678+00' + make_interval(days => n) as created_at, n % 2 = 0 as even,
           (n * 1.5)::numeric(10, 2) as amount, n::bigint * 10000000000 as big
         from generate_series(1, $1::int) as n order by n`,
  params: [23],
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

describe('forEachRow: the export read, a row at a time', () => {
  it('hands over the rows forEachBatch reads, parsed the same way, and waits for afterBatch after each FETCH', async () => {
    const gathered: Record<string, unknown>[] = [];
    await forEachBatch(database.handle, query, 5, (rows) => {
      gathered.push(...rows);
      return Promise.resolve();
    });
    const seen: Record<string, unknown>[] = [];
    const batchEnds: number[] = [];
    await forEachRow(
      database.handle,
      query,
      5,
      (row) => seen.push(row),
      async () => {
        // Nothing arrives while the writer drains.
        const before = seen.length;
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(seen.length).toBe(before);
        batchEnds.push(seen.length);
      },
    );
    expect(gathered).toHaveLength(23);
    expect(seen).toEqual(gathered);
    expect(seen[0]).toMatchObject({ id: 1, name: 'name 1, jr', even: false });
    expect(seen[2]?.name).toBeNull();
    expect(seen[0]?.created_at).toBeInstanceOf(Date);
    expect(batchEnds).toEqual([5, 10, 15, 20, 23]);
  });

  it('rejects with the error onRow throws, and the database stays usable', async () => {
    const failure = new Error('writer gone');
    let calls = 0;
    const run = forEachRow(
      database.handle,
      query,
      10,
      () => {
        calls += 1;
        if (calls === 4) throw failure;
      },
      () => Promise.resolve(),
    );
    await expect(run).rejects.toBe(failure);
    // On the pg driver the rest of the FETCH is read and dropped; no batch after it is fetched.
    expect(calls).toBeLessThanOrEqual(10);
    const after: unknown[] = [];
    await forEachRow(
      database.handle,
      query,
      50,
      (row) => after.push(row),
      () => Promise.resolve(),
    );
    expect(after).toHaveLength(23);
  });

  it('rejects with a failing afterBatch and with an error of the query itself', async () => {
    const stop = new Error('store failed');
    await expect(
      forEachRow(
        database.handle,
        query,
        5,
        () => undefined,
        () => Promise.reject(stop),
      ),
    ).rejects.toBe(stop);
    await expect(
      forEachRow(
        database.handle,
        { text: 'select 1 / 0 as x', params: [] },
        5,
        () => undefined,
        () => Promise.resolve(),
      ),
    ).rejects.toThrow(/division by zero/);
  });
});
