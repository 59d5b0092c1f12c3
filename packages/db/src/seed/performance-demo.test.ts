import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { createLocation } from '../factories/index.ts';
import { seedPerformanceDemo } from './performance-demo.ts';
import { seedPerformanceTypes } from './performance-types.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  handle = (await createTestDatabase({ engine: 'pglite' })).handle;
}, 60_000);
afterAll(async () => handle?.close());

const rows = async (query: string) =>
  ((await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;

describe('the performance demo', () => {
  it('gives its customer records with evidence, by another creator and past the 20-month window, and wages', async () => {
    await seedPerformanceTypes(handle.db);
    const aurora = await createLocation(handle.db, { name: 'Aurora' });
    await seedPerformanceDemo(handle.db, 'Demo-Portal-2026!', aurora.id);
    const [summary] = await rows(`
      select count(*)::int as records,
             count(*) filter (where r.document_id is not null)::int as with_evidence,
             count(distinct r.creator_user_id)::int as creators,
             count(*) filter (where e.exit_at < now() - interval '20 months')::int as past_window
      from performance_records r left join service_log_enrollments e on e.id = r.enrollment_id`);
    expect(summary).toEqual({ records: 4, with_evidence: 1, creators: 2, past_window: 2 });
    const sources = await rows('select source_id from wage_records order by source_id');
    expect(sources.map((row) => row.source_id)).toEqual([1, 2, 3]);
  });
});
