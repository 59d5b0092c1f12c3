import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerIntakeMessages,
  customerIntakePaths,
  noLocationId,
  toIsoDate,
  type CustomerLookupResponse,
  type ErrorBody,
  type IntakeLocation,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let ines: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  ines = await createCustomer(t.db, {
    portal: false,
    primaryLocationId: t.world.locationB.id,
    firstName: 'Inés',
    lastName: 'Ortega',
    birthdate: '1980-04-09',
    email: 'ines.ortega@example.test',
    phone: '(555) 123-4567',
    address: '12 Elm Street',
    zip: '30301',
  });
});
afterAll(() => t.close());

const countCustomers = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from customers`)) as { rows: { n: number }[] }).rows[0]!.n);

interface IntakeLocations {
  data: IntakeLocation[];
}

const lookupBody = { first_name: 'ines', last_name: 'ORTEGA', birthdate: '04/09/1980' };

describe('POST /customers/lookup', () => {
  it.each([
    { phone: '555-123-4567' },
    { email: 'INES.ORTEGA@example.test' },
    { address: '12 elm street', zip: '30301-1234' },
  ])('finds exactly the one customer with %o', async (extra) => {
    const client = await t.as('caseManager');
    const response = await client.post(customerIntakePaths.lookup, { ...lookupBody, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CustomerLookupResponse>();
    expect(body.data).toEqual([
      expect.objectContaining({ id: ines.id, first_name: 'Inés', birthdate: '1980-04-09', at_my_location: false }),
    ]);
  });

  it('says at_my_location for staff of the customer location', async () => {
    const client = await t.as('caseManagerOther');
    const body = (
      await client.post(customerIntakePaths.lookup, { ...lookupBody, phone: '5551234567' })
    ).json<CustomerLookupResponse>();
    expect(body.data[0]?.at_my_location).toBe(true);
  });

  it('finds nobody when no contact field agrees', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(customerIntakePaths.lookup, { ...lookupBody, phone: '5550000000' });
    expect(response.json()).toEqual({ data: [] });
  });

  it('needs at least 4 of the 7 fields, with the spec message', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(customerIntakePaths.lookup, lookupBody);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.phone).toEqual([customerIntakeMessages.lookupMinimum]);
  });

  it('requires the first name, last name and birthdate', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(customerIntakePaths.lookup, { phone: '1', email: 'a@b.c', zip: '1' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'birthdate']),
    );
  });

  it('refuses a birthdate past 9999-12-31 or not a date', async () => {
    const client = await t.as('caseManager');
    for (const birthdate of ['10000-01-01', '02/30/1990', 'soon']) {
      const response = await client.post(customerIntakePaths.lookup, { ...lookupBody, birthdate, phone: '5' });
      expect(response.statusCode, birthdate).toBe(422);
      expect(response.json<ErrorBody>().errors?.birthdate).toEqual([customerIntakeMessages.invalidDate]);
    }
  });
});

/** Looks Inés up as `role` and answers the import grant of the single match. */
async function lookupGrant(role: 'caseManager' | 'caseManagerOther') {
  const client = await t.as(role);
  const response = await client.post(customerIntakePaths.lookup, { ...lookupBody, phone: '5551234567' });
  const grant = response.json<CustomerLookupResponse>().data[0]?.import_grant;
  expect(grant).toEqual(expect.any(String));
  return grant!;
}

describe('POST /customers/lookup/import', () => {
  it('adds the customer to my location once', async () => {
    const client = await t.as('caseManager');
    const body = { customer_id: ines.id, location_id: t.world.locationA.id };
    const first = await client.post(customerIntakePaths.import, {
      ...body,
      import_grant: await lookupGrant('caseManager'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id: ines.id, imported: true });
    const again = await client.post(customerIntakePaths.import, {
      ...body,
      import_grant: await lookupGrant('caseManager'),
    });
    expect(again.json()).toEqual({ id: ines.id, imported: false });
    const [row] = await t.db
      .select({ locationIds: schema.customers.locationIds })
      .from(schema.customers)
      .where(eq(schema.customers.id, ines.id));
    expect(row!.locationIds).toEqual([t.world.locationA.id, t.world.locationB.id].sort((a, b) => a - b));
    const sources = await t.db
      .select()
      .from(schema.customerSources)
      .where(
        and(
          eq(schema.customerSources.customerId, ines.id),
          eq(schema.customerSources.locationId, t.world.locationA.id),
        ),
      );
    expect(sources).toHaveLength(1);
  });

  it('refuses location 9999 with the spec message', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(customerIntakePaths.import, { customer_id: ines.id, location_id: noLocationId });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.location_id).toEqual([customerIntakeMessages.chooseLocationImport]);
  });

  it('refuses a location the case manager does not work at', async () => {
    const client = await t.as('caseManagerOther');
    const response = await client.post(customerIntakePaths.import, {
      customer_id: t.world.customer.id,
      location_id: t.world.locationA.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toBe(customerIntakeMessages.locationNotReachable);
  });

  it('answers 404 when the customer was deleted after the lookup', async () => {
    const client = await t.as('caseManager');
    const import_grant = await lookupGrant('caseManager');
    await t.db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, ines.id));
    try {
      const response = await client.post(customerIntakePaths.import, {
        customer_id: ines.id,
        location_id: t.world.locationA.id,
        import_grant,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.db.update(schema.customers).set({ deletedAt: null }).where(eq(schema.customers.id, ines.id));
    }
  });
});

describe('POST /customers (intake)', () => {
  const intakeBody = (values: Record<string, unknown> = {}) => ({
    first_name: 'Tomás',
    last_name: 'Intake',
    email: 'tomas.intake@example.test',
    birthdate: '01/15/1995',
    location_id: t.world.locationA.id,
    ...values,
  });

  it('writes the customer and its source row and answers the id', async () => {
    const client = await t.as('caseManager');
    const response = await client.post(customerIntakePaths.intake, intakeBody());
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<{ id: number }>();
    const [customer] = await t.db.select().from(schema.customers).where(eq(schema.customers.id, id));
    expect(customer).toMatchObject({
      firstName: 'Tomás',
      birthdate: '1995-01-15',
      primaryLocationId: t.world.locationA.id,
      locationIds: [t.world.locationA.id],
    });
    const sources = await t.db.select().from(schema.customerSources).where(eq(schema.customerSources.customerId, id));
    expect(sources).toMatchObject([{ locationId: t.world.locationA.id, source: 'Staff intake' }]);
  });

  it('answers 409 already-exists for the same name and birthdate, writing nothing', async () => {
    const client = await t.as('admin');
    const before = await countCustomers();
    const response = await client.post(
      customerIntakePaths.intake,
      intakeBody({ first_name: 'TOMAS', last_name: 'intake', email: 'other@example.test', birthdate: '1995-01-15' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().message).toBe(customerIntakeMessages.alreadyExists);
    expect(await countCustomers()).toBe(before);
  });

  it('refuses someone younger than the minimum age, naming the customer term and the age', async () => {
    await t.db.update(schema.clientSettings).set({ allowedMinimumAge: 21, terminologyCustomer: 'Participant' });
    try {
      const client = await t.as('caseManager');
      const now = new Date();
      const twenty = toIsoDate(now.getFullYear() - 20, now.getMonth() + 1, 1);
      const before = await countCustomers();
      const response = await client.post(
        customerIntakePaths.intake,
        intakeBody({ first_name: 'Young', birthdate: twenty }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().errors?.birthdate).toEqual(['The Participant must be at least 21 years old.']);
      expect(await countCustomers()).toBe(before);
    } finally {
      await t.db.update(schema.clientSettings).set({ allowedMinimumAge: 18, terminologyCustomer: 'Customer' });
    }
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', customerIntakeMessages.invalidEmail],
    [{ location_id: noLocationId }, 'location_id', customerIntakeMessages.chooseLocationImport],
    [{ first_name: '  ' }, 'first_name', 'This field is required.'],
  ])('answers 422 for %o', async (values, field, message) => {
    const client = await t.as('caseManager');
    const response = await client.post(customerIntakePaths.intake, intakeBody(values));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.[field]).toEqual([message]);
  });

  it('keeps a case manager to their own locations', async () => {
    const client = await t.as('caseManagerOther');
    const before = await countCustomers();
    const response = await client.post(customerIntakePaths.intake, intakeBody({ first_name: 'Else' }));
    expect(response.statusCode).toBe(403);
    expect(await countCustomers()).toBe(before);
  });

  it('lets an agency admin add at any location but not at a missing one', async () => {
    const client = await t.as('agencyAdmin');
    const ok = await client.post(
      customerIntakePaths.intake,
      intakeBody({ first_name: 'Agnes', location_id: t.world.locationB.id }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const missing = await client.post(
      customerIntakePaths.intake,
      intakeBody({ first_name: 'Ghost', location_id: 424_242 }),
    );
    expect(missing.statusCode).toBe(422);
  });
});

describe('intake transaction', () => {
  const person = (first: string, locationId: number) => ({
    first_name: first,
    last_name: 'Atomic',
    email: `${first.toLowerCase()}@example.test`,
    birthdate: '1991-02-03',
    location_id: locationId,
  });

  it('leaves no customer behind when writing the source row fails', async () => {
    const [location] = await t.db.insert(schema.locations).values({ name: 'Failing Location' }).returning();
    await t.db.execute(
      sql.raw(`create function intake_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'source write failed'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger intake_test_fail before insert on customer_sources for each row
      when (new.location_id = ${location!.id}) execute function intake_test_fail()`),
    );
    try {
      const before = await countCustomers();
      const response = await (await t.as('agencyAdmin')).post(customerIntakePaths.intake, person('Half', location!.id));
      expect(response.statusCode).toBe(500);
      expect(await countCustomers()).toBe(before);
    } finally {
      await t.db.execute(sql.raw('drop trigger intake_test_fail on customer_sources'));
      await t.db.execute(sql.raw('drop function intake_test_fail()'));
    }
  });

  it('lets only one of two simultaneous intakes of the same person through', async () => {
    const [first, second] = await Promise.all([t.login('caseManager'), t.login('admin')]);
    const body = person('Twin', t.world.locationA.id);
    const statuses = (
      await Promise.all([first.post(customerIntakePaths.intake, body), second.post(customerIntakePaths.intake, body)])
    )
      .map((response) => response.statusCode)
      .sort();
    expect(statuses).toEqual([200, 409]);
  });
});

describe('GET /customers/intake/locations', () => {
  it('lists my locations only, all for an agency admin', async () => {
    const mine = (await (await t.as('caseManager')).get(customerIntakePaths.locations)).json<IntakeLocations>();
    expect(mine).toEqual({ data: [{ id: t.world.locationA.id, name: 'Location A' }] });
    const all = (await (await t.as('agencyAdmin')).get(customerIntakePaths.locations)).json<IntakeLocations>();
    expect(all.data.map((row) => row.id)).toEqual(expect.arrayContaining([t.world.locationA.id, t.world.locationB.id]));
  });
});
