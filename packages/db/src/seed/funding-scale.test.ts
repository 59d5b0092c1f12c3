import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createFundingTransaction } from '../factories/funding.ts';
import { seedScaleFunding } from './funding-scale.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  handle = (await createTestDatabase({ engine: 'pglite' })).handle;
}, 60_000);
afterAll(async () => handle?.close());

const rows = async (query: string) =>
  ((await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;

describe('funding at scale', () => {
  it('writes consistent histories and budgets in chunks, and leaves the id sequence past them', async () => {
    const seeded = await seedScaleFunding(handle, { transactions: 2_000, customers: 300, chunk: 700 });
    const [totals] = await rows(`select count(*)::int as n, count(distinct status)::int as statuses,
      count(distinct category)::int as categories from funding_transactions`);
    expect(totals).toEqual({ n: 2_000, statuses: 8, categories: 3 });
    const [broken] = await rows(`
      select count(*)::int as n from funding_transactions t
      where (select count(*) from funding_ledger_entries e where e.transaction_id = t.id) <> t.version
         or not exists (select 1 from funding_ledger_entries e
                        where e.transaction_id = t.id and e.version = t.version and e.to_status = t.status)
         or t.total_cents <> (select sum(funds_cents) from funding_transaction_programs l where l.transaction_id = t.id)
         or t.requester_sort_name <> 'Requester Scale'
         or t.customer_location_ids is distinct from (select c.location_ids from customers c where c.id = t.customer_id)`);
    expect(broken).toEqual({ n: 0 });
    const [budgets] = await rows(`
      select count(*)::int as n from funding_budgets b
      where b.obligated_cents <> coalesce((select sum(obligated_delta_cents) from funding_ledger_amounts a
                                           where a.program_id = b.program_id and a.program_year = b.program_year), 0)
         or b.obligated_cents < 0`);
    expect(budgets).toEqual({ n: 0 });
    // The triggers hold again afterwards, and a new transaction takes the next id.
    await expect(rows('update funding_ledger_entries set note = $$x$$ where id = 1')).rejects.toThrow();
    const next = await createFundingTransaction(handle.db, {
      customerId: Number((await rows('select min(customer_id) as id from funding_transactions'))[0]!.id),
      createdBy: seeded.manager.id,
      programs: [{ programId: seeded.programIds[0]!, fundsCents: 10_000 }],
    });
    expect(next.id).toBeGreaterThan(2_000);
  }, 120_000);
});
