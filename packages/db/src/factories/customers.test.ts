import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { seedScaleCustomers } from './customers.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  database = (await createTestDatabase({ engine: 'pglite' })).handle;
}, 60_000);
afterAll(() => database.close());

const one = async <T>(text: string) => ((await database.rawQuery(text)) as T[])[0]!;

describe('seedScaleCustomers', () => {
  it('adds customers spread over new locations, with sources, location sets and the indexes intact', async () => {
    const indexesBefore = await one<{ n: number }>(
      `select count(*)::int as n from pg_indexes where tablename = 'customers'`,
    );
    const { locationIds } = await seedScaleCustomers(database, { customers: 3000, locations: 5, chunk: 1000 });
    expect(locationIds).toHaveLength(5);
    const stats = await one<Record<string, number>>(`select count(*)::int as customers,
      count(distinct search_name)::int as names,
      count(*) filter (where search_name <> lower(search_name))::int as unnormalised,
      count(*) filter (where location_ids = '{}')::int as without_location,
      count(*) filter (where cardinality(location_ids) > 1)::int as two_locations,
      count(*) filter (where not status)::int as archived,
      count(*) filter (where exists (select 1 from service_log_enrollments e join service_log_enrollment_statuses s
        on s.enrollment_id = e.id where e.customer_id = customers.id and e.exit_at is null
        and s.name = 'Active - Enrolled'))::int as enrolled,
      count(distinct email)::int as emails, count(email)::int as with_email
      from customers`);
    expect(stats.customers).toBe(3000);
    expect(stats.names).toBeGreaterThan(1000);
    expect(stats.unnormalised).toBe(0);
    expect(stats.without_location).toBeGreaterThan(0);
    expect(stats.without_location).toBeLessThan(100);
    expect(stats.two_locations).toBeGreaterThan(100);
    expect(stats.archived).toBeGreaterThan(50);
    expect(stats.enrolled).toBeGreaterThan(300);
    expect(stats.emails).toBe(stats.with_email);
    const sources = await one<{ n: number }>(
      `select count(*)::int as n from customers c where c.location_ids <> '{}'
       and c.location_ids <> (select array_agg(distinct s.location_id order by s.location_id) from customer_sources s
         where s.customer_id = c.id)`,
    );
    expect(sources.n).toBe(0);
    const accented = await one<{ n: number }>(`select count(*)::int as n from customers where last_name ~ '[^ -~]'`);
    expect(accented.n).toBeGreaterThan(0);
    const indexesAfter = await one<{ n: number }>(
      `select count(*)::int as n from pg_indexes where tablename = 'customers'`,
    );
    expect(indexesAfter.n).toBe(indexesBefore.n);
  }, 60_000);
});
