import { and, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, schema } from '@portal/db';
import { createCustomer, createLocation } from '@portal/db/factories';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testAppTimeout } from '../testing/test-app.ts';
import { preparedStatement } from './prepared.ts';

const { customers } = schema;

/** Every kind of selected field: columns (a date, a timestamp, an array, a boolean), expressions, mapWith, alias. */
const customerFields = {
  id: customers.id,
  firstName: customers.firstName,
  birthdate: customers.birthdate,
  createdAt: customers.createdAt,
  deletedAt: customers.deletedAt,
  locationIds: customers.locationIds,
  status: customers.status,
  hasEmail: sql<boolean>`${customers.email} is not null`,
  idText: sql<string>`${customers.id}::text`.mapWith(Number),
  doubled: sql<number>`${customers.id} * 2`.mapWith(Number).as('doubled'),
  nothing: sql<string | null>`null::text`,
};

const customerRead = preparedStatement((db: Db) =>
  db
    .select(customerFields)
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('prepared_test_customer'),
);

/** The same fields and a json column, filtered by an array parameter: the checks of describing the columns once. */
const customerReadDescribedOnce = preparedStatement((db: Db) =>
  db
    .select({
      ...customerFields,
      parts: sql<{ n: number }[]>`json_build_array(json_build_object('n', ${customers.id}))`,
    })
    .from(customers)
    .where(
      and(
        eq(customers.id, sql.placeholder('id')),
        sql`${customers.locationIds} && ${sql.placeholder('locations')}::int[]`,
      ),
    )
    .prepare('prepared_test_customer_described_once'),
);

const failing = preparedStatement((db: Db) =>
  db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.id} = ${sql.placeholder('id')}::int`)
    .prepare('prepared_test_failing'),
);

/** Drizzle's own execute, whatever preparedStatement did to the instance. */
function drizzleExecute(statement: object, values: Record<string, unknown>): Promise<unknown> {
  const prototype = Object.getPrototypeOf(statement) as { execute(values: Record<string, unknown>): Promise<unknown> };
  return prototype.execute.call(statement, values);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('preparedStatement', () => {
  let database: TestDatabase;
  let customerId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    const customer = await createCustomer(database.handle.db, { birthdate: '1990-04-05' });
    customerId = customer.id;
  }, testAppTimeout);
  afterAll(async () => {
    await database?.dispose();
  });

  it("answers what drizzle's execute answers: the same rows, keys and decoded values", async () => {
    const statement = customerRead(database.handle.db);
    expect(customerRead(database.handle.db)).toBe(statement);
    const rows = await statement.execute({ id: customerId });
    expect(rows).toEqual(await drizzleExecute(statement, { id: customerId }));
    expect(Object.keys(rows[0]!)).toEqual(
      Object.keys(((await drizzleExecute(statement, { id: customerId })) as object[])[0]!),
    );
    expect(rows[0]).toMatchObject({ id: customerId, birthdate: '1990-04-05', deletedAt: null, nothing: null });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(rows[0]!.idText).toBe(customerId);
    expect(rows[0]!.doubled).toBe(customerId * 2);
    expect(await statement.execute({ id: -1 })).toEqual([]);
  });

  it('takes the short way on the Postgres server only', () => {
    const statement = customerRead(database.handle.db);
    const own = Object.hasOwn(statement, 'execute');
    expect(own).toBe(database.handle.kind === 'postgres' && statement instanceof NodePgPreparedQuery);
  });

  it("fails as drizzle's execute fails: a missing placeholder, and the driver's error wrapped with the query", async () => {
    const statement = customerRead(database.handle.db);
    const missing = await failure(statement.execute({}));
    expect(missing).toEqual(await failure(drizzleExecute(statement, {})));
    expect((missing as Error).message).toBe('No value for placeholder "id" was provided');

    const broken = failing(database.handle.db);
    const error = await failure(broken.execute({ id: 'not a number' }));
    const drizzles = await failure(drizzleExecute(broken, { id: 'not a number' }));
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(drizzles).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).message).toBe((drizzles as DrizzleQueryError).message);
    expect((error as DrizzleQueryError).params).toEqual(['not a number']);
    expect(((error as DrizzleQueryError).cause as { code?: string }).code).toBe('22P02');
  });

  describe('its columns described once', () => {
    it("answers what drizzle's execute answers, on every pooled connection and before and after the description is kept", async () => {
      const statement = customerReadDescribedOnce(database.handle.db);
      const location = await createLocation(database.handle.db, { name: 'Described once' });
      const atLocation = await createCustomer(database.handle.db, { primaryLocationId: location.id });
      const other = await createCustomer(database.handle.db, { birthdate: null, primaryLocationId: location.id });
      const locations = [location.id];
      const cases = [
        { id: atLocation.id, locations },
        { id: other.id, locations: [-1] },
        { id: other.id, locations },
        { id: -1, locations },
      ];
      // More reads at once than the pool has connections: every connection prepares the statement, the first
      // answers describe its columns and the later ones do not.
      for (let round = 0; round < 3; round += 1) {
        const reads = await Promise.all(
          Array.from({ length: 24 }, (_, n) => cases[n % cases.length]!).map((values) => statement.execute(values)),
        );
        for (const [n, rows] of reads.entries()) {
          const values = cases[n % cases.length]!;
          const expected = (await drizzleExecute(statement, values)) as object[];
          expect(rows).toEqual(expected);
          if (rows[0]) expect(Object.keys(rows[0])).toEqual(Object.keys(expected[0]!));
        }
      }
      const [row] = await statement.execute({ id: other.id, locations });
      expect(row).toMatchObject({ id: other.id, birthdate: null, nothing: null, parts: [{ n: other.id }] });
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(row!.locationIds).toEqual([location.id]);
      expect(row!.doubled).toBe(other.id * 2);
      expect(Object.hasOwn(statement, 'execute')).toBe(database.handle.kind === 'postgres');
    });

    it("runs without pg's Query and describes the columns only until they are known", async () => {
      const statement = customerReadDescribedOnce(database.handle.db);
      const expected = await drizzleExecute(statement, { id: customerId, locations: [] });
      await statement.execute({ id: -1, locations: [] });
      const querySubmit = vi.spyOn(pg.Query.prototype, 'submit');
      const describe = vi.spyOn(pg.Connection.prototype, 'describe');
      try {
        for (let n = 0; n < 12; n += 1)
          expect(await statement.execute({ id: customerId, locations: [] })).toEqual(expected);
        expect(querySubmit).not.toHaveBeenCalled();
        expect(describe).not.toHaveBeenCalled();
      } finally {
        querySubmit.mockRestore();
        describe.mockRestore();
      }
    });

    it("fails as drizzle's execute fails, and the connection answers the next read", async () => {
      const broken = failing(database.handle.db);
      for (let round = 0; round < 2; round += 1) {
        const error = await failure(broken.execute({ id: 'not a number' }));
        const drizzles = await failure(drizzleExecute(broken, { id: 'not a number' }));
        expect(error).toBeInstanceOf(DrizzleQueryError);
        expect((error as DrizzleQueryError).message).toBe((drizzles as DrizzleQueryError).message);
        expect(((error as DrizzleQueryError).cause as { code?: string }).code).toBe('22P02');
        expect(await broken.execute({ id: String(customerId) })).toEqual([{ id: customerId }]);
      }
      const statement = customerReadDescribedOnce(database.handle.db);
      expect(await failure(statement.execute({ id: customerId }))).toEqual(
        await failure(drizzleExecute(statement, { id: customerId })),
      );
      // A value pg cannot write (a cycle) fails before anything is sent; the connection goes on.
      const cycle: unknown[] = [];
      cycle.push(cycle);
      const unwritable = await failure(statement.execute({ id: customerId, locations: cycle }));
      expect(unwritable).toBeInstanceOf(Error);
      expect((await statement.execute({ id: -1, locations: [] })).length).toBe(0);
    });
  });
});
