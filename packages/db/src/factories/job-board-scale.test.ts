import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { seedScaleJobBoard } from './job-board-scale.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  database = (await createTestDatabase({ engine: 'pglite' })).handle;
}, 60_000);
afterAll(() => database.close());

const one = async <T>(text: string) => ((await database.rawQuery(text)) as T[])[0]!;
const indexCount = () =>
  one<{ n: number }>(
    `select count(*)::int as n from pg_indexes
     where tablename in ('job_posts', 'job_post_locations', 'job_board_search')`,
  );

const zips = [
  { zip: '80202', city: 'Denver', county: 'Denver', state: 'CO', latitude: 39.7528, longitude: -104.9997 },
  { zip: '10001', city: 'New York', county: 'New York', state: 'NY', latitude: 40.7506, longitude: -73.9972 },
];

describe('seedScaleJobBoard', () => {
  it('offers every post at its own employer’s first location, mostly live, with the indexes rebuilt', async () => {
    const before = await indexCount();
    await seedScaleJobBoard(database, { employers: 40, posts: 1200, zips, chunk: 500 });
    const stats = await one<Record<string, number>>(`select count(*)::int as posts,
      count(*) filter (where status_id = 3 and deleted_at is null and expires_at > now())::int as live,
      (select count(*)::int from job_post_locations) as offered,
      (select count(*)::int from job_post_locations jl join job_posts p on p.id = jl.job_post_id
        join employer_locations l on l.id = jl.employer_location_id
        where l.employer_id = p.employer_id
          and l.id = (select min(f.id) from employer_locations f where f.employer_id = p.employer_id)) as at_first
      from job_posts`);
    expect(stats.posts).toBe(1200);
    expect(stats.offered).toBe(1200);
    expect(stats.at_first).toBe(1200);
    expect(stats.live).toBeGreaterThan(900);
    expect(stats.live).toBeLessThan(1200);
    expect((await indexCount()).n).toBe(before.n);
    // The triggers filled the search rows as the posts and their places arrived: one per live post's place, one
    // more for anywhere per live remote post.
    const search = await one<Record<string, number>>(`select
      (select count(*)::int from job_board_search where employer_location_id is not null) as placed,
      (select count(*)::int from job_board_search where employer_location_id is null) as anywhere,
      (select count(*)::int from job_posts where status_id = 3 and deleted_at is null) as published,
      (select count(*)::int from job_posts where status_id = 3 and deleted_at is null and remote) as remote`);
    expect(search.placed).toBe(search.published);
    expect(search.anywhere).toBe(search.remote);
  }, 120_000);
});
