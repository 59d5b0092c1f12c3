import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  type JobBoardFilters,
  type JobBoardPost,
  jobBoardConstants,
  jobBoardMessages,
  jobBoardPaths,
  jobBoardSearchResponseSchema,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { boardPlaces, createBoardEmployer, createJobPost, createOccupation } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

let t: TestApp;
let guest: TestClient;
let customer: TestClient;
const day = 86_400_000;
const ids = { electrician: 0, nurse: 0, remote: 0, springs: 0, draft: 0, expired: 0, deleted: 0, goneEmployer: 0 };
let occupationId = 0;
let denverLocation = 0;

beforeAll(async () => {
  t = await createTestApp();
  guest = await t.login('guest');
  customer = await t.as('customer');
  const db = t.db;
  const occupation = await createOccupation(db, { code: '47-2111.00', title: 'Electricians', clusterIds: [2] });
  occupationId = occupation.id;
  const denver = await createBoardEmployer(db, {
    companyName: 'Mile High Electric',
    places: [boardPlaces.denver, boardPlaces.fortCollins],
  });
  denverLocation = denver.locations[0]!.id;
  const springs = await createBoardEmployer(db, { companyName: 'Pikes Peak Health', places: [boardPlaces.springs] });
  const gone = await createBoardEmployer(db, { companyName: 'Closed Shop' });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);

  ids.electrician = (
    await createJobPost(db, {
      employerId: denver.id,
      locationIds: denver.locations.map((l) => l.id),
      title: 'Journeyman Electrician',
      description: 'Install and repair wiring in commercial buildings.',
      onetCode: '47-2111.00',
      industry: '23',
      salaryRangeMin: 30,
      salaryRangeMax: 42,
      payUnit: 'hour',
      hoursPerWeek: 40,
      contactEmail: 'jobs@milehigh.example.com',
      postedAt: at(1),
    })
  ).id;
  ids.nurse = (
    await createJobPost(db, {
      employerId: springs.id,
      locationIds: [springs.locations[0]!.id],
      title: 'Registered Nurse',
      description: 'Care for patients on a medical-surgical floor.',
      industry: '62',
      jobPositionTypeId: 2,
      salaryRangeMin: 70_000,
      salaryRangeMax: 85_000,
      payUnit: 'year',
      hoursPerWeek: 24,
      postedAt: at(2),
    })
  ).id;
  ids.remote = (
    await createJobPost(db, {
      employerId: springs.id,
      title: 'Remote Billing Specialist',
      remote: true,
      industry: '62',
      salaryRangeMin: 3_000,
      salaryRangeMax: 3_500,
      payUnit: 'month',
      hoursPerWeek: null,
      postedAt: at(3),
    })
  ).id;
  ids.draft = (
    await createJobPost(db, {
      employerId: denver.id,
      locationIds: [denverLocation],
      title: 'Draft Electrician',
      state: 'draft',
    })
  ).id;
  ids.expired = (
    await createJobPost(db, {
      employerId: denver.id,
      locationIds: [denverLocation],
      title: 'Expired Electrician',
      postedAt: at(70),
      expiresAt: at(10),
    })
  ).id;
  ids.deleted = (
    await createJobPost(db, {
      employerId: denver.id,
      locationIds: [denverLocation],
      title: 'Deleted Electrician',
      deletedAt: new Date(),
    })
  ).id;
  ids.goneEmployer = (await createJobPost(db, { employerId: gone.id, title: 'Electrician at a deleted employer' })).id;
  await db.update(schema.employers).set({ deletedAt: new Date() }).where(eq(schema.employers.id, gone.id));
}, testAppTimeout);
afterAll(() => t?.close());

async function search(query: string, client: TestClient = guest) {
  const response = await client.get(`${jobBoardPaths.search}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: JobBoardPost[];
    total: number;
    lastPage: number;
    origin: unknown;
    occupation: unknown;
    related: boolean;
  }>();
}
const titles = (body: { data: JobBoardPost[] }) => body.data.map((post) => post.title);

describe('the job board search', () => {
  it('answers exactly the contract (the reply is written without a Zod pass)', async () => {
    const queries = ['', 'keyword=nurse&address=80202&radius=25', 'address=80202&remote=0', 'keyword=nothing-here'];
    queries.push(`occupation=${occupationId}`, 'page=9');
    for (const query of queries) {
      const reply = await search(query);
      // Zod's parse drops unknown keys at every depth and checks every type: equal means nothing more, nothing wrong.
      expect(reply).toEqual(jobBoardSearchResponseSchema.parse(reply));
    }
  });

  it('shows only live posts (published, unexpired, undeleted, of a live employer), newest first', async () => {
    const body = await search('');
    expect(titles(body)).toEqual(['Journeyman Electrician', 'Registered Nurse', 'Remote Billing Specialist']);
    expect(body.total).toBe(3);
    expect(body.lastPage).toBe(1);
  });

  it('answers with the spec card fields', async () => {
    const [post] = (await search('keyword=journeyman')).data;
    expect(post).toMatchObject({
      id: ids.electrician,
      employer: { company_name: 'Mile High Electric' },
      remote: false,
      salary_range_min: 30,
      salary_range_max: 42,
      pay_unit: 'hour',
      hours_per_week: 40,
      minimum_educational_level: 'High School Diploma or GED',
      cluster: { id: 2 },
      occupation: { id: occupationId, name: 'Electricians' },
      industry: 'Construction',
      position_type: 'Permanent',
      location: { city: 'Denver', state: 'CO', zipcode: '80202' },
    });
    expect(post!.posted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(post!.expires_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('matches every keyword word in the title, description or employer name', async () => {
    expect(titles(await search('keyword=wiring'))).toEqual(['Journeyman Electrician']);
    expect(titles(await search('keyword=pikes%20nurse'))).toEqual(['Registered Nurse']);
    expect(titles(await search('keyword=electrician%20nurse'))).toEqual([]);
    // Punctuation is not a word (nor a LIKE wildcard): alone it filters nothing.
    expect((await search('keyword=%25_')).total).toBe(3);
  });

  it('filters by radius around an address, counting remote posts as near', async () => {
    const denver = await search('address=80202&radius=25');
    expect(titles(denver)).toEqual(['Journeyman Electrician', 'Remote Billing Specialist']);
    expect(denver.data[0]!.distance_miles).toBe(0);
    expect(denver.origin).toEqual({ address: expect.stringContaining('Denver') as string });
    expect(titles(await search('address=80202&radius=100'))).toContain('Registered Nurse');
    expect(titles(await search('address=80202&radius=25&remote=0'))).toEqual(['Journeyman Electrician']);
    // Fort Collins is the electrician's second site: its nearest location is shown.
    const north = await search('address=80521&radius=10');
    expect(north.data[0]!.location).toMatchObject({ city: 'Fort Collins' });
  });

  it('filters by remote, industry, education, position type, yearly salary and occupation', async () => {
    expect(titles(await search('remote=1'))).toEqual(['Remote Billing Specialist']);
    expect(titles(await search('industry=62'))).toEqual(['Registered Nurse', 'Remote Billing Specialist']);
    expect(titles(await search('industry=23,48-49'))).toEqual(['Journeyman Electrician']);
    expect(titles(await search('positionType=2'))).toEqual(['Registered Nurse']);
    const levels = await t.db.select().from(schema.educationLevels);
    const high = levels.find((level) => level.name === 'High School Diploma or GED')!.id;
    expect((await search(`education=${high}`)).total).toBe(3);
    // $42/hour is $87,360 a year; $3,500/month is $42,000; $85,000/year.
    expect(titles(await search('salary=60000'))).toEqual(['Journeyman Electrician', 'Registered Nurse']);
    expect(titles(await search('salary=86000'))).toEqual(['Journeyman Electrician']);
    const forOccupation = await search(`occupation=${occupationId}`);
    expect(titles(forOccupation)).toEqual(['Journeyman Electrician']);
    expect(forOccupation.occupation).toEqual({ id: occupationId, name: 'Electricians' });
  });

  it('offers posts of related occupations, and says so, when none is open for the occupation (issue #23)', async () => {
    // Same career cluster as Electricians, no post of its own.
    const lineworkers = await createOccupation(t.db, {
      code: '49-9051.00',
      title: 'Electrical Power-Line Installers and Repairers',
      clusterIds: [2],
    });
    const related = await search(`occupation=${lineworkers.id}`);
    expect(related.related).toBe(true);
    expect(related.occupation).toEqual({ id: lineworkers.id, name: 'Electrical Power-Line Installers and Repairers' });
    expect(titles(related)).toContain('Journeyman Electrician');
    expect((await search(`occupation=${occupationId}`)).related).toBe(false);
  });

  it('answers 422 with field messages for bad filters', async () => {
    const cases: [string, string, string][] = [
      ['address=Nowhere%20at%20all', 'address', jobBoardMessages.unknownAddress],
      ['occupation=999999', 'occupation', jobBoardMessages.unknownOccupation],
      ['industry=abc', 'industry', jobBoardMessages.invalidIds],
      ['education=1,x', 'education', jobBoardMessages.invalidIds],
      ['remote=yes', 'remote', 'The remote filter must be 1 or 0.'],
      ['radius=0', 'radius', 'The radius must be between 1 and 500.'],
      ['page=0', 'page', 'The page must be between 1 and 100000.'],
      ['salary=-5', 'salary', 'The salary must be a whole number.'],
      [`keyword=${'a'.repeat(201)}`, 'keyword', 'The keyword may not be greater than 200 characters.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await guest.get(`${jobBoardPaths.search}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json<ErrorBody>().errors?.[field], query).toEqual([message]);
    }
  });

  it('pages ten at a time', async () => {
    const employer = await createBoardEmployer(t.db, { companyName: 'Paging Co' });
    for (let i = 0; i < 11; i += 1) await createJobPost(t.db, { employerId: employer.id, title: `Pager ${i}` });
    const first = await search('keyword=pager');
    expect(first.data).toHaveLength(10);
    expect(first.lastPage).toBe(2);
    const second = await search('keyword=pager&page=2');
    expect(second.data).toHaveLength(1);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(11);
  });
});

describe('a job post', () => {
  it('reads a live post with its apply link and contact email', async () => {
    const response = await guest.get(jobBoardPaths.detail(ids.electrician));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toMatchObject({
      id: ids.electrician,
      title: 'Journeyman Electrician',
      apply_link: expect.stringMatching(/^https:\/\//) as string,
      contact_email: 'jobs@milehigh.example.com',
    });
  });

  it('is not found once drafted, expired, deleted, of a deleted employer, or missing', async () => {
    for (const id of [ids.draft, ids.expired, ids.deleted, ids.goneEmployer, 2_000_000_000]) {
      expect((await guest.get(jobBoardPaths.detail(id))).statusCode, String(id)).toBe(404);
      expect((await guest.post(jobBoardPaths.applyClick(id))).statusCode, String(id)).toBe(404);
    }
    expect((await guest.get(jobBoardPaths.detail('abc'))).statusCode).toBe(404);
  });

  it('leaves the board when it goes back to draft', async () => {
    const employer = await createBoardEmployer(t.db, { companyName: 'Toggle Works' });
    const post = await createJobPost(t.db, { employerId: employer.id, title: 'Toggle Technician' });
    expect(titles(await search('keyword=toggle'))).toEqual(['Toggle Technician']);
    await t.db.update(schema.jobPosts).set({ statusId: 1 }).where(eq(schema.jobPosts.id, post.id));
    expect(titles(await search('keyword=toggle'))).toEqual([]);
    expect((await guest.get(jobBoardPaths.detail(post.id))).statusCode).toBe(404);
  });
});

describe('apply clicks', () => {
  const clicksOf = (id: number) =>
    t.db.select().from(schema.jobPostApplyClicks).where(eq(schema.jobPostApplyClicks.jobPostId, id));

  it("records a customer's click with the customer and a guest's without", async () => {
    const me = await customer.post(jobBoardPaths.applyClick(ids.nurse));
    expect(me.statusCode, me.body).toBe(204);
    expect((await guest.post(jobBoardPaths.applyClick(ids.nurse))).statusCode).toBe(204);
    const clicks = await clicksOf(ids.nurse);
    expect(clicks.map((click) => click.customerId).sort()).toEqual([t.world.customer.id, null]);
  });

  it('needs the CSRF header', async () => {
    const response = await guest.post(jobBoardPaths.applyClick(ids.remote), undefined, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(await clicksOf(ids.remote)).toEqual([]);
  });

  it("counts an archived customer's click without naming them (their record is read-only)", async () => {
    const client = await t.login('anotherCustomer');
    const id = t.world.anotherCustomer.id;
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, id));
    try {
      expect((await client.post(jobBoardPaths.applyClick(ids.remote))).statusCode).toBe(204);
      expect((await clicksOf(ids.remote)).map((click) => click.customerId)).toEqual([null]);
    } finally {
      await t.db.update(schema.customers).set({ status: true }).where(eq(schema.customers.id, id));
    }
  });
});

describe('open counts per occupation', () => {
  it("counts live posts near the customer's location ZIP plus remote ones", async () => {
    const other = await createOccupation(t.db, { code: '29-1141.00', title: 'Registered Nurses' });
    const response = await customer.get(`${jobBoardPaths.openCounts}?occupations=${occupationId},${other.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: [
        { occupation_id: occupationId, onet_code: '47-2111.00', count: 1 },
        { occupation_id: other.id, onet_code: '29-1141.00', count: 0 },
      ],
      origin: { address: expect.stringContaining('80202') as string },
      radius: 25,
    });
  });

  it('answers 422 for a bad list', async () => {
    for (const query of [
      '',
      'occupations=',
      'occupations=a',
      `occupations=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const response = await customer.get(`${jobBoardPaths.openCounts}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json<ErrorBody>().errors?.occupations, query).toEqual([jobBoardMessages.invalidIds]);
    }
  });
});

describe('filter options', () => {
  it('lists industries, education levels and position types', async () => {
    const response = await guest.get(jobBoardPaths.filters);
    expect(response.statusCode).toBe(200);
    const body = response.json<JobBoardFilters>();
    expect(body.industries).toContainEqual({ id: '62', name: 'Health Care and Social Assistance' });
    expect(body.position_types).toContainEqual({ id: 5, name: 'Registered Apprenticeship' });
    expect(body.education_levels.length).toBeGreaterThan(0);
  });
});

describe('a broad search', () => {
  it('stops counting past 1,000 posts: the total says 1,001 (shown as 1,000+) and the last page holds the 1,000th row', async () => {
    const employer = await createBoardEmployer(t.db, { companyName: 'Count Cap Co' });
    const template = await createJobPost(t.db, { employerId: employer.id, title: 'Capcount Welder' });
    const columns = (await t.database.rawQuery(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
         from information_schema.columns
        where table_name = 'job_posts' and column_name <> 'id' and is_generated = 'NEVER'`,
    )) as { list: string }[];
    const list = columns[0]!.list;
    await t.database.rawQuery(
      `insert into job_posts (${list}) select ${list} from job_posts, generate_series(1, 1050) where id = ${template.id}`,
    );
    const first = await search('keyword=capcount');
    expect(first.total).toBe(jobBoardConstants.countCap + 1);
    expect(first.lastPage).toBe(100);
    const last = await search('keyword=capcount&page=100');
    expect(last.data).toHaveLength(10);
  });
});
