import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '@portal/db';
import { parsedNames } from '../testing/count-statements.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testAppTimeout } from '../testing/test-app.ts';
import { NamedStatements } from './named-statement.ts';

/** A statement of one shape with values of the types pg parses (or drizzle keeps as text). */
const typed = (n: number) =>
  sql`select ${n}::int as n, ${n}::numeric * 1.5 as num, ${String(n)}::text as t, array[${n}, 2]::int[] as ints,
    timestamptz '2026-01-02 03:04:05+00' + ${n} * interval '1 day' as at, date '2026-01-02' as day,
    ${n} > 1 as big, null::text as nothing`;

const rowsOfExecute = async (db: DbOrTx, query: SQL) => ((await db.execute(query)) as { rows: unknown[] }).rows;

describe('NamedStatements', () => {
  let database: TestDatabase;
  const postgres = () => database.handle.kind === 'postgres';

  beforeAll(async () => {
    database = await createTestDatabase();
  }, testAppTimeout);
  afterAll(async () => {
    await database?.dispose();
  });

  it('answers what db.execute answers, the values parsed alike, and names a text once however its values vary', async () => {
    const statements = new NamedStatements('named_test_typed');
    for (const n of [1, 2, 3, 1]) {
      const rows = await statements.rows(database.handle.db, typed(n));
      expect(rows).toEqual(await rowsOfExecute(database.handle.db, typed(n)));
      expect(rows).toHaveLength(1);
    }
    expect(statements.size).toBe(postgres() ? 1 : 0);
  });

  it('on the Postgres server, prepares a text once per connection under its name and binds it afterwards', async () => {
    if (!postgres()) return;
    const statements = new NamedStatements('named_test_once');
    const text = new PgDialect().sqlToQuery(typed(1)).sql;
    await database.handle.db.transaction(async (tx) => {
      const names = await parsedNames(async () => {
        for (const n of [1, 2, 3])
          expect(await statements.rows(tx, typed(n))).toEqual(await rowsOfExecute(tx, typed(n)));
      });
      const named = names.filter((name) => name.startsWith('named_test_once_'));
      expect(named).toHaveLength(1);
      expect(named[0]).toMatch(/^named_test_once_[0-9a-f]{16}$/);
      const prepared = (await rowsOfExecute(
        tx,
        sql`select name, statement from pg_prepared_statements where name like 'named\_test\_once\_%'`,
      )) as { name: string; statement: string }[];
      expect(prepared).toEqual([{ name: named[0], statement: text }]);
    });
  });

  it('past its cap, runs further texts unnamed, and they still answer', async () => {
    const statements = new NamedStatements('named_test_cap', 2);
    const shapes = [sql`select ${1}::int as a`, sql`select ${1}::int as b`, sql`select ${1}::int as c`];
    await database.handle.db.transaction(async (tx) => {
      const names = await parsedNames(async () => {
        for (const shape of [...shapes, ...shapes]) {
          expect(await statements.rows(tx, shape)).toEqual(await rowsOfExecute(tx, shape));
        }
      });
      expect(statements.size).toBe(postgres() ? 2 : 0);
      if (!postgres()) return;
      expect(names.filter((name) => name.startsWith('named_test_cap_'))).toHaveLength(2);
      const prepared = (await rowsOfExecute(
        tx,
        sql`select statement from pg_prepared_statements where name like 'named\_test\_cap\_%' order by statement`,
      )) as { statement: string }[];
      expect(prepared.map((row) => row.statement)).toEqual(['select $1::int as a', 'select $1::int as b']);
      // The third text's two runs and db.execute's six are each parsed.
      expect(names.filter((name) => name === '')).toHaveLength(2 + 6);
    });
  });

  it('fails as db.execute fails, and the connection answers the next statement', async () => {
    const statements = new NamedStatements('named_test_fail');
    const failing = sql`select 1 / ${0}::int as n`;
    await expect(statements.rows(database.handle.db, failing)).rejects.toThrow();
    await expect(rowsOfExecute(database.handle.db, failing)).rejects.toThrow();
    expect(await statements.rows(database.handle.db, typed(4))).toEqual(
      await rowsOfExecute(database.handle.db, typed(4)),
    );
  });
});
