// The pieces behind name search at scale (docs/decisions/0008): the distinct-name vocabulary kept by triggers,
// the union of the exact ways a name matches, and the cap on the count.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPaths, type CustomerSearchResponse } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(body: Record<string, unknown>) {
  const client = await t.as('caseManager');
  const response = await client.post(customerPaths.search, { search_type: 'name', ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerSearchResponse>();
}

const vocabulary = async (name: string) =>
  (await t.db.select().from(schema.customerSearchNames).where(eq(schema.customerSearchNames.searchName, name))).length;

describe('the distinct-name vocabulary', () => {
  it('learns the names of customers inserted one by one or many in one statement', async () => {
    await createCustomer(t.db, {
      portal: false,
      primaryLocationId: t.world.locationA.id,
      firstName: 'Ödön',
      lastName: 'Vörös',
    });
    await t.db.execute(sql`insert into customers (first_name, last_name, primary_location_id)
      select 'Bulk', 'Loaded ' || g, ${t.world.locationA.id} from generate_series(1, 3) g`);
    expect(await vocabulary('odon voros')).toBe(1);
    expect(await vocabulary('bulk loaded 3')).toBe(1);
  });

  it('learns a new name when a customer is renamed, so a misspelling of it finds them', async () => {
    const renamed = await createCustomer(t.db, {
      portal: false,
      primaryLocationId: t.world.locationA.id,
      firstName: 'Quincy',
      lastName: 'Oldname',
    });
    await t.db.update(schema.customers).set({ lastName: 'Marchetti' }).where(eq(schema.customers.id, renamed.id));
    expect(await vocabulary('quincy marchetti')).toBe(1);
    const result = await search({ query: 'Quincy Marchetty' });
    expect(result.data.map((row) => row.id)).toEqual([renamed.id]);
    // The old name lingers in the vocabulary but finds nobody.
    expect(await vocabulary('quincy oldname')).toBe(1);
    expect((await search({ query: 'Quincy Oldnam' })).total).toBe(0);
  });
});

describe('exact name matches', () => {
  it('counts a customer who matches in two ways once', async () => {
    const tam = await createCustomer(t.db, {
      portal: false,
      primaryLocationId: t.world.locationA.id,
      firstName: 'Tam',
      lastName: 'Tam',
    });
    const result = await search({ query: 'tam' });
    expect(result.data.map((row) => row.id)).toEqual([tam.id]);
    expect(result.total).toBe(1);
  });

  it('caps the count at 500 for exact, one-word and misspelt names alike, and pages within the cap', async () => {
    await t.db.execute(sql`insert into customers (first_name, last_name, primary_location_id)
      select 'Capped', 'Crowd', ${t.world.locationA.id} from generate_series(1, 520)`);
    for (const query of ['capped crowd', 'Crowd, Capped', 'crowd', 'capped crowdd']) {
      const first = await search({ query, paginate: 100 });
      expect(first, query).toMatchObject({ total: 500, total_capped: true, lastPage: 5, from: 1, to: 100 });
      const last = await search({ query, paginate: 100, page: 5 });
      expect(last, query).toMatchObject({ from: 401, to: 500 });
      const ids = last.data.map((row) => row.id);
      expect(ids, query).toEqual([...ids].sort((a, b) => a - b));
    }
  });
});
