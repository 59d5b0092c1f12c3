import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, migrationsFolder, schema } from '@portal/db';
import { boardPlaces, createBoardEmployer, createJobPost } from '@portal/db/factories';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';

/**
 * job_board_remote_words (migration 0067) holds the words of every remote search row with the post's expiry, kept by
 * triggers on job_board_search in the write's transaction: after any write, a post's words are exactly those of its
 * remote row's text (the board's own keyword split), and a post with no remote row has none. The count of a search
 * near an address trusts it (near-search.ts): a stale word would count a post that no longer matches.
 */

let testDatabase: TestDatabase;
let database: DatabaseHandle;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = testDatabase.handle;
}, 120_000);
afterAll(() => testDatabase?.dispose());

interface Word {
  word: string;
  liveUntil: string;
}

async function wordsOf(postId: number): Promise<Word[]> {
  return (
    (await database.rawQuery(
      `select word, case when live_until = 'infinity' then 'infinity' else to_char(live_until at time zone 'UTC',
       'YYYY-MM-DD"T"HH24:MI:SS') end as "liveUntil"
     from job_board_remote_words where job_post_id = $1`,
      [postId],
    )) as Word[]
  ).sort((a, b) => (a.word < b.word ? -1 : 1));
}

/** The words the remote row's text gives, split as the board splits a keyword, with the post's expiry. */
async function expectedWordsOf(postId: number): Promise<Word[]> {
  const [row] = (await database.rawQuery(
    `select search_text as text, case when expires_at is null then 'infinity' else to_char(expires_at at time zone
       'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') end as "liveUntil"
     from job_board_search where job_post_id = $1 and employer_location_id is null`,
    [postId],
  )) as { text: string; liveUntil: string }[];
  if (!row) return [];
  const words = row.text
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word.length >= 1 && word.length <= 100);
  return [...new Set(words)].sort((a, b) => (a < b ? -1 : 1)).map((word) => ({ word, liveUntil: row.liveUntil }));
}

async function expectCurrent(postId: number) {
  const words = await wordsOf(postId);
  expect(words).toEqual(await expectedWordsOf(postId));
  return words.map((word) => word.word);
}

async function remotePost(companyName: string, title = 'Pipe Fitter', description = 'Fit pipes.') {
  const employer = await createBoardEmployer(database.db, { companyName, places: [boardPlaces.denver] });
  const post = await createJobPost(database.db, {
    employerId: employer.id,
    locationIds: employer.locations.map((location) => location.id),
    title,
    description,
    remote: true,
  });
  return { employer, post };
}

const setPost = (id: number, values: Partial<typeof schema.jobPosts.$inferInsert>) =>
  database.db.update(schema.jobPosts).set(values).where(eq(schema.jobPosts.id, id));

describe('job_board_remote_words kept by the writes', () => {
  it('holds the words of a remote post, as the board splits a keyword, and none of a post with no remote row', async () => {
    const long = 'x'.repeat(101);
    const { post } = await remotePost('Words Works', 'C++ Developer', `Node.js and C# work... ${long} Ends.`);
    expect(await expectCurrent(post.id)).toEqual([
      'and',
      'c#',
      'c++',
      'developer',
      'ends',
      'node.js',
      'words',
      'work',
      'works',
    ]);
    const employer = await createBoardEmployer(database.db, { companyName: 'On Site', places: [boardPlaces.denver] });
    const onSite = await createJobPost(database.db, {
      employerId: employer.id,
      locationIds: employer.locations.map((location) => location.id),
      title: 'Pipe Fitter',
    });
    expect(await wordsOf(onSite.id)).toEqual([]);
  });

  it('follows edits of the text and the expiry, the remote flag, unpublishing and deletion', async () => {
    const { post } = await remotePost('Edit Words');
    await setPost(post.id, { title: 'Welder' });
    const words = await expectCurrent(post.id);
    expect(words).toContain('welder');
    expect(words).not.toContain('pipe');
    await setPost(post.id, { expiresAt: new Date('2031-05-06T07:08:09Z') });
    expect((await expectCurrent(post.id))[0]).toBeDefined();
    expect((await wordsOf(post.id))[0]!.liveUntil).toBe('2031-05-06T07:08:09');
    await setPost(post.id, { expiresAt: null });
    expect((await wordsOf(post.id))[0]!.liveUntil).toBe('infinity');
    await setPost(post.id, { remote: false });
    expect(await wordsOf(post.id)).toEqual([]);
    await setPost(post.id, { remote: true });
    expect(await expectCurrent(post.id)).toContain('welder');
    await setPost(post.id, { statusId: 1 });
    expect(await wordsOf(post.id)).toEqual([]);
    await setPost(post.id, { statusId: 3 });
    expect(await expectCurrent(post.id)).toContain('welder');
    await setPost(post.id, { deletedAt: new Date() });
    expect(await wordsOf(post.id)).toEqual([]);
  });

  it('follows the employer’s name and deletion, and a post deleted outright', async () => {
    const { employer, post } = await remotePost('Old Words');
    await database.db
      .update(schema.employers)
      .set({ companyName: 'Fresh Words' })
      .where(eq(schema.employers.id, employer.id));
    const words = await expectCurrent(post.id);
    expect(words).toContain('fresh');
    expect(words).not.toContain('old');
    await database.db
      .update(schema.employers)
      .set({ deletedAt: new Date() })
      .where(eq(schema.employers.id, employer.id));
    expect(await wordsOf(post.id)).toEqual([]);
    const other = await remotePost('Gone Words');
    await database.rawQuery('delete from job_post_apply_clicks where job_post_id = $1', [other.post.id]);
    await database.rawQuery('delete from job_post_locations where job_post_id = $1', [other.post.id]);
    await database.rawQuery('delete from job_posts where id = $1', [other.post.id]);
    expect(await wordsOf(other.post.id)).toEqual([]);
  });

  it('keeps a remote post’s words when its places change', async () => {
    const { employer, post } = await remotePost('Place Words');
    const before = await expectCurrent(post.id);
    await database.rawQuery('delete from job_post_locations where job_post_id = $1', [post.id]);
    expect(await expectCurrent(post.id)).toEqual(before);
    await database.db
      .insert(schema.jobPostLocations)
      .values({ jobPostId: post.id, employerLocationId: employer.locations[0]!.id });
    expect(await expectCurrent(post.id)).toEqual(before);
  });

  it('leaves the words alone when a write in the same transaction fails', async () => {
    const { post } = await remotePost('Rollback Words');
    await expectCurrent(post.id);
    const before = await wordsOf(post.id);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(schema.jobPosts).set({ title: 'Welder' }).where(eq(schema.jobPosts.id, post.id));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await wordsOf(post.id)).toEqual(before);
  });

  it('is filled by its migration for the remote rows already there, and the migration runs again', async () => {
    const { post } = await remotePost('Backfill Words');
    const before = await expectCurrent(post.id);
    await database.rawQuery('delete from job_board_remote_words');
    const migration = readFileSync(path.join(migrationsFolder, '0067_job_board_remote_words.sql'), 'utf8');
    for (let run = 0; run < 2; run += 1) {
      for (const statement of migration.split('--> statement-breakpoint')) await database.rawQuery(statement);
      expect(await expectCurrent(post.id)).toEqual(before);
    }
    const [{ stale } = { stale: -1 }] = (await database.rawQuery(
      `select count(*)::int as stale from job_board_remote_words w where not exists (select 1 from job_board_search s
         where s.job_post_id = w.job_post_id and s.employer_location_id is null)`,
    )) as { stale: number }[];
    expect(stale).toBe(0);
  });
});
