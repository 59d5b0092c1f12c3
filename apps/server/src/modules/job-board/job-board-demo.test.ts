import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobBoardSearchResponse, jobBoardPaths } from '@portal/contracts';
import { seedCatalogue } from '@portal/db/reference';
import { sql } from 'drizzle-orm';
import {
  employerDemoOwners,
  postingEducation,
  postingTitles,
  seedEmployersDemo,
  seedJobBoardDemo,
} from '@portal/db/seed';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

/**
 * The demo makes the board useful on first start: live posts over every occupation of the demo catalogue, near the
 * demo ZIPs, with titles and education that make sense for the occupation (issue #23, items 20 and 21).
 */

let t: TestApp;
let guest: TestClient;
let published = 0;
beforeAll(async () => {
  t = await createTestApp();
  guest = await t.login('guest');
  await seedCatalogue(t.db);
  const { locationA, locationB } = t.world;
  const owners = await employerDemoOwners(t.db, { denver: locationA.id, aurora: locationA.id, springs: locationB.id });
  ({ published } = await seedJobBoardDemo(t.db, await seedEmployersDemo(t.db, owners)));
}, 180_000);
afterAll(() => t?.close());

const query = async <T>(statement: ReturnType<typeof sql>) => ((await t.db.execute(statement)) as { rows: T[] }).rows;

const search = async (query: string) => {
  const response = await guest.get(`${jobBoardPaths.search}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JobBoardSearchResponse>();
};

describe('the job board demo', () => {
  it('publishes at least 150 live posts, each on a catalogue occupation', async () => {
    expect(published).toBeGreaterThanOrEqual(150);
    const all = await search('');
    expect(all.total).toBe(published);
    expect(all.data.every((post) => post.occupation !== null && post.cluster !== null)).toBe(true);
  });

  it('puts them near the demo ZIP codes and hides the draft and the expired post', async () => {
    expect((await search('address=80204&radius=25')).total).toBeGreaterThan(100);
    expect((await search('address=80903&radius=10')).total).toBeGreaterThan(0);
    expect((await search('keyword=patient%20intake%20coordinator')).total).toBe(0);
    expect((await search('keyword=flu%20clinic')).total).toBe(0);
  });

  it('gives an occupation page something to find', async () => {
    const [post] = (await search('')).data;
    expect((await search(`occupation=${post!.occupation!.id}`)).total).toBeGreaterThan(0);
  });

  it('posts for every occupation of the demo catalogue', async () => {
    const rows = await query<{ title: string }>(sql`select o.title from occupations o
      where not exists (select 1 from job_posts p where p.onet_code = o.code and p.status_id = 3
        and p.deleted_at is null and p.expires_at > now())`);
    expect(rows.map((row) => row.title)).toEqual([]);
  });

  it('never asks less than high school for an occupation of Job Zone 4 or 5', async () => {
    const rows = await query<{ title: string; occupation: string }>(sql`select p.title, o.title as occupation
      from job_posts p join occupations o on o.code = p.onet_code
      join education_levels el on el.id = p.minimum_educational_level_id
      where o.job_zone >= 4 and el.name = 'Less than High School'`);
    expect(rows).toEqual([]);
    expect(postingEducation({ code: '13-2011.00', educationLevel: null, jobZone: 4 })).toBe("Bachelor's Degree");
    expect(postingEducation({ code: '11-1021.00', educationLevel: 1, jobZone: 4 })).toBe('High School Diploma or GED');
    expect(postingEducation({ code: '35-3023.01', educationLevel: 1, jobZone: 1 })).toBe('Less than High School');
    expect(postingEducation({ code: '23-1011.00', educationLevel: 5, jobZone: 5 })).toBe(
      'Doctoral or Professional Degree',
    );
  });

  it('titles each post with a job title reported for its occupation, never a cut-down occupation name', async () => {
    const rows = await query<{ title: string; occupation: string; reported: string[] }>(sql`select p.title,
        o.title as occupation, array(select lower(t.title) from occupation_titles t where t.occupation_id = o.id) as reported
      from job_posts p join occupations o on o.code = p.onet_code where p.status_id = 3`);
    // A title that begins the occupation's name is fine only when workers report it as a title of its own.
    const reportedAsIs = (row: (typeof rows)[number]) =>
      row.reported.some((title) => title.replace(/\s*\(.*\)$/, '') === row.title.toLowerCase());
    const cutDown = rows.filter((row) => row.occupation !== row.title && row.occupation.startsWith(row.title));
    expect(cutDown.filter((row) => !reportedAsIs(row))).toEqual([]);
    const unreported = rows.filter((row) => !row.reported.some((title) => title.includes(row.title.toLowerCase())));
    expect(unreported).toEqual([]);
    expect(rows.find((row) => row.title === 'Bill and Account Collector')).toBeUndefined();
    expect(
      postingTitles({
        title: 'Bill and Account Collectors',
        titles: [
          'Collector',
          'Debt Collector',
          'TA (Teacher Assistant)',
          'Salesman',
          'Customer Service Representative (CSR)',
        ],
      }),
    ).toEqual(['Debt Collector', 'Collector', 'Teacher Assistant', 'Customer Service Representative']);
  });
});
