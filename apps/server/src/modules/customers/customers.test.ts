import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerPaths,
  customerSearchMessages,
  customerSearchResponseSchema,
  type CustomerSearchResponse,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type Role, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let jose: { id: number };
let maria: { id: number };
let nora: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  const { locationA, locationB } = t.world;
  const at = (locationId: number | null, values: Parameters<typeof createCustomer>[1]) =>
    createCustomer(t.db, { portal: false, primaryLocationId: locationId, ...values });
  jose = await at(locationA.id, {
    firstName: 'José',
    lastName: 'Núñez',
    birthdate: '1985-03-07',
    email: 'Jose.Nunez@Example.test',
    sourceSystemCustomerId: 'EXT-42',
  });
  maria = await at(locationB.id, { firstName: 'Maria', lastName: 'Garcia', birthdate: '1990-01-02' });
  await at(locationA.id, { firstName: 'Ann', lastName: 'Archer', status: false });
  await at(locationA.id, { firstName: 'Dee', lastName: 'Leted', deletedAt: new Date() });
  await at(locationA.id, { firstName: 'Erin', lastName: 'Rolled', enrolled: true });
  nora = await at(null, { firstName: 'Nora', lastName: 'Nowhere' });
  for (let n = 1; n <= 12; n += 1) {
    await at(locationA.id, { firstName: 'Pat', lastName: `Pager ${String(n).padStart(2, '0')}` });
  }
});
afterAll(() => t.close());

async function search(role: Role, body: Record<string, unknown>) {
  const client = await t.as(role);
  return client.post(customerPaths.search, body);
}

async function found(role: Role, body: Record<string, unknown>) {
  const response = await search(role, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerSearchResponse>();
}

const names = (result: CustomerSearchResponse) => result.data.map((row) => `${row.first_name} ${row.last_name}`);

describe('customer search by name', () => {
  it.each(['jose nunez', 'JOSÉ NÚÑEZ', 'Núñez, José', 'nunez jose', 'nunez', 'Jose Nunes', 'jose nunnez'])(
    'finds José Núñez for %s',
    async (query) => {
      const result = await found('caseManager', { query, search_type: 'name' });
      expect(result.data[0]).toMatchObject({ id: jose.id, first_name: 'José', last_name: 'Núñez', status: true });
    },
  );

  it('returns the row fields only, with birthdate as YYYY-MM-DD', async () => {
    const result = await found('caseManager', { query: 'jose nunez' });
    expect(Object.keys(result.data[0]!).sort()).toEqual(
      ['birthdate', 'deleted', 'email', 'first_name', 'id', 'last_name', 'phone', 'status'].sort(),
    );
    expect(result.data[0]!.birthdate).toBe('1985-03-07');
  });

  it('the reply (written without a Zod pass) is exactly the contract, with rows, without them, and capped', async () => {
    const replies = [
      await found('caseManager', { query: 'jose nunez' }),
      await found('caseManager', { query: 'zebulon quaxley' }),
      await found('caseManager', { query: 'pat pager', paginate: 5, page: 2 }),
      await found('caseManager', { query: 'jose.nunez@example.test', search_type: 'email' }),
      await found('caseManager', { query: '3/7/1985', search_type: 'birthdate' }),
    ];
    expect(replies[0]!.data.length).toBeGreaterThan(0);
    expect(replies[2]!.data.length).toBe(5);
    // Zod's parse drops unknown keys at every depth and checks every type: equal means nothing more, nothing wrong.
    for (const reply of replies) expect(reply).toEqual(customerSearchResponseSchema.parse(reply));
  });

  it('does not match unrelated names', async () => {
    const result = await found('caseManager', { query: 'zebulon quaxley' });
    expect(result.data).toEqual([]);
    expect(result).toMatchObject({ currentPage: 1, lastPage: 1, from: null, to: null, total: 0 });
  });
});

describe('customer search by other fields', () => {
  it.each(['3/7/1985', '03/07/1985', '1985-03-07', '3-7-1985'])('finds a date of birth written %s', async (query) => {
    const result = await found('caseManager', { query, search_type: 'birthdate' });
    expect(result.data.map((row) => row.id)).toEqual([jose.id]);
  });

  it('finds by email regardless of case', async () => {
    const result = await found('caseManager', { query: 'jose.nunez@example.TEST', search_type: 'email' });
    expect(result.data.map((row) => row.id)).toEqual([jose.id]);
  });

  it('finds by internal and external id', async () => {
    const internal = await found('caseManager', { query: String(jose.id), search_type: 'customer_id' });
    expect(internal.data.map((row) => row.id)).toEqual([jose.id]);
    const external = await found('caseManager', { query: 'EXT-42', search_type: 'source_system_customer_id' });
    expect(external.data.map((row) => row.id)).toEqual([jose.id]);
    const lowerCase = await found('caseManager', { query: 'ext-42', search_type: 'source_system_customer_id' });
    expect(lowerCase.data.map((row) => row.id)).toEqual([jose.id]);
  });

  it('finds by an external id the customer has in one of its sources, case-insensitively, once', async () => {
    const sourced = await createCustomer(t.db, {
      portal: false,
      primaryLocationId: t.world.locationA.id,
      firstName: 'Cal',
      lastName: 'Sourced',
    });
    await t.db.insert(schema.customerSources).values([
      {
        customerId: sourced.id,
        locationId: t.world.locationA.id,
        source: 'Connecting Colorado',
        sourceCustomerId: 'CC-884213',
      },
      { customerId: sourced.id, locationId: t.world.locationA.id, source: 'Job Fair', sourceCustomerId: 'cc-884213' },
    ]);
    for (const query of ['CC-884213', 'cc-884213']) {
      const result = await found('caseManager', { query, search_type: 'source_system_customer_id' });
      expect(result.data.map((row) => row.id)).toEqual([sourced.id]);
      expect(result.total).toBe(1);
    }
    // Another location's case manager does not find it.
    const other = await found('caseManagerOther', { query: 'CC-884213', search_type: 'source_system_customer_id' });
    expect(other.data).toEqual([]);
  });
});

describe('customer search validation', () => {
  it.each([
    { query: '' },
    { query: '   ' },
    {},
    { query: '---', search_type: 'name' },
    { query: 'yesterday', search_type: 'birthdate' },
    { query: '2/30/1990', search_type: 'birthdate' },
    { query: 'abc', search_type: 'customer_id' },
    { query: '99999999999', search_type: 'customer_id' },
  ])('refuses %j with the spec message', async (body) => {
    const response = await search('caseManager', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: customerSearchMessages.invalidSearch,
      errors: { query: [customerSearchMessages.invalidSearch] },
    });
  });

  it('refuses an unknown search type and a bad page with 422', async () => {
    expect((await search('caseManager', { query: 'x', search_type: 'ssn' })).statusCode).toBe(422);
    expect((await search('caseManager', { query: 'x', page: 0 })).statusCode).toBe(422);
    expect((await search('caseManager', { query: 'x', paginate: 1000 })).statusCode).toBe(422);
  });
});

describe('customer search status filters', () => {
  it('hides archived customers unless show_archived is 3', async () => {
    expect(names(await found('caseManager', { query: 'ann archer' }))).toEqual([]);
    const result = await found('caseManager', { query: 'ann archer', show_archived: 3 });
    expect(result.data).toMatchObject([{ first_name: 'Ann', status: false }]);
  });

  it('hides deleted customers unless show_deleted', async () => {
    expect(names(await found('caseManager', { query: 'dee leted' }))).toEqual([]);
    const result = await found('caseManager', { query: 'dee leted', show_deleted: true });
    expect(result.data).toMatchObject([{ first_name: 'Dee', deleted: true }]);
  });

  it('keeps only enrolled customers with show_only_enrolled', async () => {
    expect(names(await found('caseManager', { query: 'erin rolled', show_only_enrolled: 1 }))).toEqual(['Erin Rolled']);
    expect(names(await found('caseManager', { query: 'jose nunez', show_only_enrolled: 1 }))).toEqual([]);
  });

  it('lists customers without a location for admins only', async () => {
    const denied = await search('caseManager', { query: 'nora nowhere', show_no_location: true });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: customerSearchMessages.noLocationNotAllowed });
    for (const role of ['admin', 'agencyAdmin'] as const) {
      const result = await found(role, { query: 'nora nowhere', show_no_location: true });
      expect(result.data.map((row) => row.id)).toEqual([nora.id]);
    }
    // A customer with a location is not "without a location".
    expect(names(await found('admin', { query: 'jose nunez', show_no_location: true }))).toEqual([]);
  });
});

describe('customer search location modes', () => {
  it('scopes "my location" to the staff user’s locations and says whether another location has a match', async () => {
    const other = await found('caseManagerOther', { query: 'jose nunez' });
    expect(other.data).toEqual([]);
    expect(other.found_elsewhere).toBe(true);
    const mine = await found('caseManager', { query: 'maria garcia' });
    expect(mine.data).toEqual([]);
    expect(mine.found_elsewhere).toBe(true);
    expect((await found('caseManager', { query: 'zebulon quaxley' })).found_elsewhere).toBe(false);
    expect((await found('caseManager', { query: 'jose nunez' })).found_elsewhere).toBeNull();
  });

  it('does not count a customer without a location as found elsewhere', async () => {
    expect((await found('caseManager', { query: 'nora nowhere' })).found_elsewhere).toBe(false);
  });

  it('searches every location with exclude_location_constraint and records that search', async () => {
    const result = await found('caseManagerOther', { query: 'jose nunez', exclude_location_constraint: true });
    expect(result.data.map((row) => row.id)).toEqual([jose.id]);
    expect(result.found_elsewhere).toBeNull();
    const rows = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'customers.search_across_locations'),
          eq(schema.auditLog.actorId, t.world.caseManagerOther.id),
        ),
      );
    expect(rows.at(-1)?.detail).toEqual({ search_type: 'name', rows: [jose.id] });
  });

  it('follows the customer’s sources as they are added and removed', async () => {
    const { locationB } = t.world;
    const [source] = await t.db
      .insert(schema.customerSources)
      .values({ customerId: jose.id, locationId: locationB.id, source: 'Referral' })
      .returning();
    expect((await found('caseManagerOther', { query: 'jose nunez' })).data.map((row) => row.id)).toEqual([jose.id]);
    await t.db.delete(schema.customerSources).where(eq(schema.customerSources.id, source!.id));
    expect((await found('caseManagerOther', { query: 'jose nunez' })).data).toEqual([]);
    // A primary location set later counts as well.
    const paz = await createCustomer(t.db, { portal: false, firstName: 'Paz', lastName: 'Primera' });
    expect((await found('caseManagerOther', { query: 'paz primera' })).data).toEqual([]);
    await t.db.update(schema.customers).set({ primaryLocationId: locationB.id }).where(eq(schema.customers.id, paz.id));
    expect((await found('caseManagerOther', { query: 'paz primera' })).data.map((row) => row.id)).toEqual([paz.id]);
  });

  it('lets an agency admin reach every location in "my location" mode', async () => {
    expect(names(await found('agencyAdmin', { query: 'maria garcia' }))).toEqual(['Maria Garcia']);
    expect((await found('agencyAdmin', { query: 'maria garcia' })).data[0]!.id).toBe(maria.id);
  });
});

describe('customer search paging', () => {
  it('pages through the matches with from, to and lastPage', async () => {
    const body = { query: 'pat pager', paginate: 5 };
    const first = await found('caseManager', { ...body, page: 1 });
    expect(first).toMatchObject({ currentPage: 1, lastPage: 3, from: 1, to: 5, total: 12, total_capped: false });
    const last = await found('caseManager', { ...body, page: 3 });
    expect(last).toMatchObject({ currentPage: 3, lastPage: 3, from: 11, to: 12 });
    expect(last.data.map((row) => row.last_name)).toEqual(['Pager 11', 'Pager 12']);
    const beyond = await found('caseManager', { ...body, page: 4 });
    expect(beyond).toMatchObject({ data: [], from: null, to: null, lastPage: 3 });
  });

  it('orders equal matches by last name, first name and id', async () => {
    const result = await found('caseManager', { query: 'pat pager', paginate: 12 });
    const lastNames = result.data.map((row) => row.last_name);
    expect(lastNames).toEqual([...lastNames].sort());
  });
});
