import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, schema } from '@portal/db';
import { boardPlaces, createBoardEmployer, createJobPost } from '@portal/db/factories';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

/**
 * job_board_search (migration 0056) is derived from posts, their locations, employer locations and employers by
 * triggers: every write that changes what the board may show changes the rows in the same statement.
 */

let testDatabase: TestDatabase;
let database: DatabaseHandle;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.handle;
}, 120_000);
afterAll(() => testDatabase?.dispose());

interface SearchRow {
  location: number | null;
  text: string;
  remote: boolean;
  latitude: number | null;
}

async function rowsOf(postId: number): Promise<SearchRow[]> {
  return (await database.rawQuery(
    `select employer_location_id as location, search_text as text, remote,
       round(latitude(earth_point)::numeric, 3)::float8 as latitude
     from job_board_search where job_post_id = $1 order by employer_location_id nulls last`,
    [postId],
  )) as SearchRow[];
}

async function employerWithPost(companyName: string, remote = false) {
  const employer = await createBoardEmployer(database.db, {
    companyName,
    places: [boardPlaces.denver, boardPlaces.springs],
  });
  const post = await createJobPost(database.db, {
    employerId: employer.id,
    locationIds: employer.locations.map((location) => location.id),
    title: 'Pipe Fitter',
    description: 'Fit pipes.',
    remote,
  });
  return { employer, post, locations: employer.locations.map((location) => location.id) };
}

describe('job_board_search kept by the writes', () => {
  it('holds a live post once per located place, with its text and its employer’s name', async () => {
    const { post, locations } = await employerWithPost('Rows Plumbing');
    const rows = await rowsOf(post.id);
    expect(rows.map((row) => row.location)).toEqual(locations);
    expect(rows[0]!.text).toBe('pipe fitter fit pipes.\nrows plumbing');
    expect(rows[0]!.latitude).toBeCloseTo(boardPlaces.denver.latitude, 2);
  });

  it('adds a row for anywhere for a remote post, and none at all for a draft', async () => {
    const { post, locations } = await employerWithPost('Remote Rows', true);
    expect((await rowsOf(post.id)).map((row) => row.location)).toEqual([...locations, null]);
    const { employer } = await employerWithPost('Draft Rows');
    const draft = await createJobPost(database.db, { employerId: employer.id, state: 'draft', title: 'Draft' });
    expect(await rowsOf(draft.id)).toEqual([]);
  });

  it('holds a post whose description is as long as the form allows and does not compress', async () => {
    const employer = await createBoardEmployer(database.db, { companyName: 'Long Rows', places: [boardPlaces.denver] });
    // 20,000 characters of hex: the radius index used to hold the whole text and refused such a row (8,191 bytes).
    let description = '';
    let seed = 11;
    while (description.length < 20_000) {
      seed = (seed * 48_271) % 2_147_483_647;
      description += seed.toString(16);
    }
    const post = await createJobPost(database.db, {
      employerId: employer.id,
      locationIds: employer.locations.map((location) => location.id),
      title: 'Long Writer',
      description: description.slice(0, 20_000),
    });
    const rows = await rowsOf(post.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text.length).toBeGreaterThan(20_000);
  });

  it('follows edits, unpublishing and deletion of the post', async () => {
    const { post } = await employerWithPost('Edit Rows');
    await database.db.update(schema.jobPosts).set({ title: 'Welder' }).where(eq(schema.jobPosts.id, post.id));
    expect((await rowsOf(post.id))[0]!.text).toBe('welder fit pipes.\nedit rows');
    await database.db.update(schema.jobPosts).set({ remote: true }).where(eq(schema.jobPosts.id, post.id));
    expect((await rowsOf(post.id)).at(-1)!.location).toBeNull();
    await database.db.update(schema.jobPosts).set({ statusId: 1 }).where(eq(schema.jobPosts.id, post.id));
    expect(await rowsOf(post.id)).toEqual([]);
    await database.db.update(schema.jobPosts).set({ statusId: 3 }).where(eq(schema.jobPosts.id, post.id));
    expect(await rowsOf(post.id)).toHaveLength(3);
    await database.db.update(schema.jobPosts).set({ deletedAt: new Date() }).where(eq(schema.jobPosts.id, post.id));
    expect(await rowsOf(post.id)).toEqual([]);
  });

  it('follows the post’s places: added, removed, moved and deleted locations', async () => {
    const { post, locations } = await employerWithPost('Place Rows');
    const [denver, springs] = locations as [number, number];
    await database.rawQuery('delete from job_post_locations where job_post_id = $1 and employer_location_id = $2', [
      post.id,
      springs,
    ]);
    expect((await rowsOf(post.id)).map((row) => row.location)).toEqual([denver]);
    await database.db.insert(schema.jobPostLocations).values({ jobPostId: post.id, employerLocationId: springs });
    expect((await rowsOf(post.id)).map((row) => row.location)).toEqual([denver, springs]);
    await database.db
      .update(schema.employerLocations)
      .set({ latitude: boardPlaces.fortCollins.latitude, longitude: boardPlaces.fortCollins.longitude })
      .where(eq(schema.employerLocations.id, springs));
    expect((await rowsOf(post.id))[1]!.latitude).toBeCloseTo(boardPlaces.fortCollins.latitude, 2);
    await database.db
      .update(schema.employerLocations)
      .set({ deletedAt: new Date() })
      .where(eq(schema.employerLocations.id, denver));
    expect((await rowsOf(post.id)).map((row) => row.location)).toEqual([springs]);
    await database.db
      .update(schema.employerLocations)
      .set({ latitude: null, longitude: null })
      .where(eq(schema.employerLocations.id, springs));
    expect(await rowsOf(post.id)).toEqual([]);
  });

  it('follows the employer: a new name, and deletion', async () => {
    const { employer, post } = await employerWithPost('Old Name Rows');
    await database.db
      .update(schema.employers)
      .set({ companyName: 'New Name Rows' })
      .where(eq(schema.employers.id, employer.id));
    expect((await rowsOf(post.id))[0]!.text).toBe('pipe fitter fit pipes.\nnew name rows');
    await database.db
      .update(schema.employers)
      .set({ deletedAt: new Date() })
      .where(eq(schema.employers.id, employer.id));
    expect(await rowsOf(post.id)).toEqual([]);
  });

  it('leaves the rows alone when a write in the same transaction fails', async () => {
    const { post } = await employerWithPost('Rollback Rows');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(schema.jobPosts).set({ statusId: 1 }).where(eq(schema.jobPosts.id, post.id));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await rowsOf(post.id)).toHaveLength(2);
  });
});
