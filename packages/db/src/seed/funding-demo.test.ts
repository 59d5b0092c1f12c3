import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { boardToday, programYearOfDate } from '@portal/contracts';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createCustomer, createLocation, createStaffUser } from '../factories/index.ts';
import { plan } from './funding-demo-plan.ts';
import { seedFundingDemo } from './funding-demo.ts';
import { seedServiceLogDemo } from './service-log-demo.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  handle = (await createTestDatabase({ engine: 'pglite' })).handle;
}, 60_000);
afterAll(async () => handle?.close());

const rows = async (query: string) =>
  ((await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;

describe('the funding demo', () => {
  it('holds every status and category with full ledger histories, vendors and two program years of budgets', async () => {
    const { db } = handle;
    await rows('insert into client_settings (id) values (1) on conflict do nothing');
    const denver = await createLocation(db, { name: 'Denver' });
    const aurora = await createLocation(db, { name: 'Aurora' });
    const emails = { adminEmail: 'a@demo.test', denverEmail: 'd@demo.test', auroraEmail: 'r@demo.test' };
    await createStaffUser(db, { email: emails.adminEmail, role: 'admin', locationIds: [denver.id, aurora.id] });
    await createStaffUser(db, { email: emails.denverEmail, role: 'case_manager', locationIds: [denver.id] });
    await createStaffUser(db, { email: emails.auroraEmail, role: 'case_manager', locationIds: [aurora.id] });
    const names = [...new Set(plan.map((row) => row.customer))];
    for (const [index, name] of names.entries()) {
      const [firstName, lastName] = name.split(' ') as [string, string];
      await createCustomer(db, {
        firstName,
        lastName,
        portal: false,
        primaryLocationId: [denver, aurora][index % 2]!.id,
      });
    }
    await db.transaction(async (tx) => {
      await seedServiceLogDemo(tx);
      await seedFundingDemo(tx, emails);
    });

    const statuses = await rows('select distinct status from funding_transactions order by status');
    expect(statuses.map((row) => row.status)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const categories = await rows('select distinct category from funding_transactions order by category');
    expect(categories.map((row) => row.category)).toEqual([1, 2, 3]);
    const vendors = await rows('select category, count(*)::int as n from funding_vendors group by 1 order by 1');
    expect(vendors).toEqual([
      { category: 1, n: 2 },
      { category: 2, n: 2 },
    ]);
    // Each transaction's history ends at its status, one entry per version, and the budgets are the ledger's sums.
    const [broken] = await rows(`
      select count(*)::int as n from funding_transactions t
      where (select count(*) from funding_ledger_entries e where e.transaction_id = t.id) <> t.version
         or not exists (select 1 from funding_ledger_entries e
                        where e.transaction_id = t.id and e.version = t.version and e.to_status = t.status)`);
    expect(broken).toEqual({ n: 0 });
    const year = programYearOfDate(boardToday());
    const budgets = await rows(`
      select b.program_year, b.obligated_cents::bigint as obligated, b.expended_cents::bigint as expended,
             coalesce((select sum(a.obligated_delta_cents) from funding_ledger_amounts a
                       where a.program_id = b.program_id and a.program_year = b.program_year), 0)::bigint as ledger_obligated
      from funding_budgets b where b.budget_cents > 0`);
    expect(new Set(budgets.map((row) => Number(row.program_year)))).toEqual(new Set([year, year - 1]));
    expect(budgets.every((row) => Number(row.obligated) === Number(row.ledger_obligated))).toBe(true);
    expect(budgets.some((row) => Number(row.expended) > 0 && Number(row.program_year) === year)).toBe(true);
    expect(budgets.some((row) => Number(row.expended) > 0 && Number(row.program_year) === year - 1)).toBe(true);
    const [flag] = await rows(`select feature_flags->>'funding' as funding from client_settings where id = 1`);
    expect(flag).toEqual({ funding: 'true' });
  }, 60_000);
});
