import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { seedDemo, seedReference } from './index.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  handle = (await createTestDatabase({ engine: 'pglite' })).handle;
  await seedReference(handle.db);
  await seedDemo(handle.db);
}, 180_000);
afterAll(async () => handle?.close());

const rows = async (query: string) =>
  ((await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;

describe('the program demo', () => {
  it('has an open application missing documents, a decided one, an exit with a reason and a due follow-up', async () => {
    const [applications] = await rows(`
      select count(*) filter (where status = 'open')::int as open, count(*) filter (where status <> 'open')::int as decided
      from program_applications`);
    expect(applications).toEqual({ open: 1, decided: 1 });
    const [exited] = await rows(`
      select count(*)::int as n from service_log_enrollments where exit_reason is not null and exit_kind = 'recorded'`);
    expect(exited!.n).toBe(1);
    const [followUps] = await rows(`
      select count(*) filter (where due_on <= current_date)::int as due, count(reminder_id)::int as reminded
      from program_follow_ups`);
    expect(followUps).toEqual({ due: 1, reminded: 2 });
  });

  it('has an enrollment at Denver about to exit (last service 75 days ago, no other service)', async () => {
    const found = await rows(`
      select e.id from service_log_enrollments e join customers c on c.id = e.customer_id
      where c.first_name = 'Emily' and e.exit_at is null
        and e.last_service_at between now() - interval '76 days' and now() - interval '74 days'`);
    expect(found).toHaveLength(1);
  });
});
