import { DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { testAppTimeout } from '../testing/test-app.ts';
import { preparedStatement } from './prepared.ts';

const { customers } = schema;

/** Every kind of selected field: columns (a date, a timestamp, an array, a boolean), expressions, mapWith, alias. */
const customerRead = preparedStatement((db: Db) =>
  db
    .select({
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
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('prepared_test_customer'),
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
});
