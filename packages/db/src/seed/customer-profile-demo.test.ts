import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createCustomer, createLocation, createStaffUser } from '../factories/index.ts';
import { seedCustomerProfileDemo } from './customer-profile-demo.ts';
import { demoCustomers } from './demo-people.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  handle = (await createTestDatabase({ engine: 'pglite' })).handle;
}, 60_000);
afterAll(async () => handle?.close());

const rows = async (query: string) =>
  ((await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;

describe('the customer profile demo', () => {
  it("answers demographics, adds veterans over 55 at Denver and writes the demo customer's change history", async () => {
    const { db } = handle;
    const denver = await createLocation(db, { name: 'Denver' });
    await createStaffUser(db, { email: 'casey@demo.example', role: 'case_manager', locationIds: [denver.id] });
    await createStaffUser(db, { email: 'alex@demo.example', role: 'admin', locationIds: [denver.id] });
    const maria = await createCustomer(db, { portal: false, phone: '303-555-0148', primaryLocationId: denver.id });
    for (const person of demoCustomers) await createCustomer(db, { ...person, portal: false });
    await seedCustomerProfileDemo(db, maria, {
      caseManagerEmail: 'casey@demo.example',
      adminEmail: 'alex@demo.example',
      denverId: denver.id,
    });

    const [veterans] = await rows(`select count(*)::int as n from customers
      where veteran_status = 'yes' and primary_location_id = ${denver.id}
        and extract(year from age(current_date, birthdate)) > 55`);
    expect(veterans).toEqual({ n: 2 });
    const [answered] = await rows(`select count(*)::int as n from customers where sex is not null`);
    expect(answered).toEqual({ n: 8 });
    const history = await rows(`select field, new_value from customer_changes where customer_id = ${maria.id}
      order by changed_at, field`);
    expect(history).toEqual([
      { field: 'address', new_value: '2150 W 29th Ave' },
      { field: 'preferred_name', new_value: 'Mari' },
      { field: 'phone', new_value: '303-555-0148' },
    ]);
    const [current] = await rows(`select address, preferred_name, phone from customers where id = ${maria.id}`);
    expect(current).toEqual({ address: '2150 W 29th Ave', preferred_name: 'Mari', phone: '303-555-0148' });
    // The database's first statements run here rather than in a migration beforehand (its clone comes migrated): past
    // the default 5 s on a loaded machine.
  }, 30_000);
});
