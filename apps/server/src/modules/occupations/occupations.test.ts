import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CareerCluster,
  type ErrorBody,
  occupationMessages,
  type OpportunityDetail,
  type OpportunityPage,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createOccupation, isOccupationSaved, saveOccupationFor } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { seedOccupationCatalogue } from './occupations.fixtures.ts';

const search = '/internal-api/career-opportunity';

let t: TestApp;
let customer: TestClient;
let ids: Awaited<ReturnType<typeof seedOccupationCatalogue>>['ids'];
/** Education level id by its 1-5 scale (the first level with that scale). */
let levelWithScale: Map<number, number>;

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  ({ ids, levelWithScale } = await seedOccupationCatalogue(t.db));
});
afterAll(() => t.close());

async function titles(query: string, client: TestClient = customer): Promise<string[]> {
  const response = await client.get(`${search}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpportunityPage>().data.map((item) => item.title);
}

describe('career clusters', () => {
  it('lists the 16 clusters by id', async () => {
    const response = await t.anonymous().get('/internal-api/career-clusters');
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: CareerCluster[] }>().data;
    expect(data.map((cluster) => cluster.id)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
    expect(data[0]).toEqual({ id: 1, name: 'Agriculture, Food & Natural Resources' });
  });
});

describe('keyword search', () => {
  it('finds an occupation by its title, once however many of its titles match', async () => {
    expect(await titles('?keyword=electrician')).toEqual(['Electricians']);
  });

  it('finds an occupation by an alternate title', async () => {
    expect(await titles('?keyword=wireman')).toEqual(['Electricians']);
    expect(await titles('?keyword=Software%20Engineer')).toEqual(['Software Developers']);
  });

  it('tolerates typos', async () => {
    expect((await titles('?keyword=electrican'))[0]).toBe('Electricians');
    expect((await titles('?keyword=registerd%20nurse'))[0]).toBe('Registered Nurses');
    expect((await titles('?keyword=sofware%20developer'))[0]).toBe('Software Developers');
  });

  it('ignores case and accents', async () => {
    expect(await titles('?keyword=%C3%89LECTRICIAN')).toEqual(['Electricians']);
  });

  it('ranks a whole-word match in the title before one in an alternate title', async () => {
    expect(await titles('?keyword=nurse')).toEqual(['Registered Nurses', 'Nursing Assistants']);
  });

  it('ranks exact titles before titles that merely contain the keyword', async () => {
    const cook = await createOccupation(t.db, { title: 'Chefs and Head Cooks', clusterIds: [9], alternateTitles: [] });
    try {
      expect(await titles('?keyword=cook')).toEqual(['Cooks, Fast Food', 'Chefs and Head Cooks']);
    } finally {
      await t.db.delete(schema.occupations).where(eqId(cook.id));
    }
  });

  it('treats LIKE wildcards in the keyword as plain characters', async () => {
    expect(await titles('?keyword=%25')).toEqual([]);
    expect(await titles('?keyword=_')).toEqual([]);
    expect(await titles('?keyword=%25%25%25')).toEqual([]);
    expect(await titles('?keyword=___')).toEqual([]);
  });

  it('matches short keywords at the start of a title or word only', async () => {
    expect(await titles('?keyword=rn')).toEqual(['Registered Nurses', 'Nursing Assistants']);
    // "rn" inside a word ("learning") is not a match.
    const learning = await createOccupation(t.db, { title: 'E-Learning Developers', clusterIds: [5] });
    try {
      expect(await titles('?keyword=rn')).toEqual(['Registered Nurses', 'Nursing Assistants']);
    } finally {
      await t.db.delete(schema.occupations).where(eqId(learning.id));
    }
  });

  it('answers nothing for a keyword nothing resembles', async () => {
    expect(await titles('?keyword=zzqxjv')).toEqual([]);
  });
});

describe('filters', () => {
  it('filters by education level through its 1-5 scale', async () => {
    const bachelor = levelWithScale.get(4)!;
    expect(await titles(`?education=${bachelor}&sort=a-z`)).toEqual(['Registered Nurses', 'Software Developers']);
    const both = `${bachelor},${levelWithScale.get(1)!}`;
    expect(await titles(`?education=${both}&sort=a-z`)).toEqual([
      'Cooks, Fast Food',
      'Registered Nurses',
      'Software Developers',
    ]);
  });

  it('filters by cluster, any of several', async () => {
    expect(await titles('?cluster=8&sort=a-z')).toEqual(['Nursing Assistants', 'Registered Nurses']);
    expect(await titles('?cluster=13,9&sort=a-z')).toEqual(['Cooks, Fast Food', 'Electricians']);
  });

  it('filters by each salary bucket, leaving out occupations without a salary', async () => {
    expect(await titles('?salary=0-30000')).toEqual(['Cooks, Fast Food']);
    expect(await titles('?salary=30001-60000')).toEqual(['Nursing Assistants']);
    expect(await titles('?salary=60001-90000')).toEqual(['Electricians']);
    expect(await titles('?salary=90001-0&sort=a-z')).toEqual(['Registered Nurses', 'Software Developers']);
  });

  it('combines keyword and filters', async () => {
    expect(await titles('?keyword=nurse&salary=30001-60000')).toEqual(['Nursing Assistants']);
    expect(await titles('?keyword=nurse&cluster=2')).toEqual([]);
  });

  it('empty values mean no filter', async () => {
    const all = await titles('?sort=a-z');
    expect(await titles('?keyword=&education=&cluster=&salary=&sort=a-z&saved=')).toEqual(all);
  });
});

describe('sorts', () => {
  it('sorts by title both ways', async () => {
    const az = await titles('?sort=a-z');
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b)));
    expect(await titles('?sort=z-a')).toEqual([...az].reverse());
  });

  it('sorts by salary both ways, occupations without a salary last', async () => {
    expect(await titles('?sort=high-low')).toEqual([
      'Software Developers',
      'Registered Nurses',
      'Electricians',
      'Nursing Assistants',
      'Cooks, Fast Food',
      'Data Entry Keyers',
    ]);
    expect(await titles('?sort=low-high')).toEqual([
      'Cooks, Fast Food',
      'Nursing Assistants',
      'Electricians',
      'Registered Nurses',
      'Software Developers',
      'Data Entry Keyers',
    ]);
  });

  it('refuses match-desc while the user has no match data', async () => {
    const response = await customer.get(`${search}?sort=match-desc`);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().errors?.sort).toEqual([occupationMessages.noMatchData]);
  });
});

describe('paging', () => {
  it('answers 10 per page with currentPage and lastPage, and an empty page past the end', async () => {
    const extra = [];
    for (let n = 0; n < 15; n += 1) {
      extra.push(
        await createOccupation(t.db, { title: `Paging Clerk ${String(n).padStart(2, '0')}`, clusterIds: [16] }),
      );
    }
    try {
      const first = (await customer.get(`${search}?cluster=16&sort=a-z`)).json<OpportunityPage>();
      expect(first.data).toHaveLength(10);
      expect(first).toMatchObject({ currentPage: 1, lastPage: 2 });
      expect(first.data[0]!.title).toBe('Paging Clerk 00');
      const second = (await customer.get(`${search}?cluster=16&sort=a-z&page=2`)).json<OpportunityPage>();
      expect(second.data.map((item) => item.title)).toEqual([
        'Paging Clerk 10',
        'Paging Clerk 11',
        'Paging Clerk 12',
        'Paging Clerk 13',
        'Paging Clerk 14',
      ]);
      expect(second).toMatchObject({ currentPage: 2, lastPage: 2 });
      const beyond = (await customer.get(`${search}?cluster=16&page=3`)).json<OpportunityPage>();
      expect(beyond).toEqual({ data: [], currentPage: 3, lastPage: 2 });
    } finally {
      for (const row of extra) await t.db.delete(schema.occupations).where(eqId(row.id));
    }
  });

  it('answers lastPage 1 when nothing matches', async () => {
    expect((await customer.get(`${search}?keyword=zzqxjv`)).json()).toEqual({ data: [], currentPage: 1, lastPage: 1 });
  });
});

describe('list items', () => {
  it('carries every field of the spec, clusters primary first', async () => {
    const [item] = (await customer.get(`${search}?keyword=electricians`)).json<OpportunityPage>().data;
    expect(item).toEqual({
      id: ids.electricians,
      title: 'Electricians',
      image: null,
      description: 'Install, maintain and repair electrical wiring and fixtures.',
      growth_rate: 9.5,
      median_annual_salary: 62_350,
      annual_job_openings: 81_000,
      bright_outlook_job: true,
      bright_outlook_reason: 'growth',
      clusters: [
        { id: 2, name: 'Architecture & Construction' },
        { id: 13, name: 'Manufacturing' },
      ],
      match_score: null,
      is_saved: false,
    });
  });
});

describe('saving', () => {
  it('toggles saved and unsaved, and the saved filter shows only the caller’s saves', async () => {
    const client = await t.login('customer');
    const save = () => client.post('/internal-api/career-opportunity/save', { opportunity: ids.developers });
    const first = await save();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { is_saved: true } });
    expect(await titles('?saved=1', client)).toEqual(['Software Developers']);
    const listed = (await client.get(`${search}?keyword=software`)).json<OpportunityPage>().data;
    expect(listed[0]!.is_saved).toBe(true);

    // Another customer sees neither the save nor the flag.
    const other = await t.as('anotherCustomer');
    expect(await titles('?saved=1', other)).toEqual([]);
    const theirs = (await other.get(`${search}?keyword=software`)).json<OpportunityPage>().data;
    expect(theirs[0]!.is_saved).toBe(false);
    expect((await other.get(`${search}/${ids.developers}`)).json<{ data: OpportunityDetail }>().data.is_saved).toBe(
      false,
    );

    const second = await save();
    expect(second.json()).toEqual({ data: { is_saved: false } });
    expect(await titles('?saved=1', client)).toEqual([]);
    expect(await isOccupationSaved(t.db, t.world.customer.id, ids.developers)).toBe(false);
  });

  it('keeps two customers’ saves apart', async () => {
    await saveOccupationFor(t.db, t.world.anotherCustomer.id, ids.cooks);
    const other = await t.as('anotherCustomer');
    expect(await titles('?saved=true', other)).toEqual(['Cooks, Fast Food']);
    expect(await titles('?saved=1')).toEqual([]);
    // Unsaving as the first customer does not touch the other's save.
    await customer.post('/internal-api/career-opportunity/save', { opportunity: ids.cooks });
    await customer.post('/internal-api/career-opportunity/save', { opportunity: ids.cooks });
    expect(await isOccupationSaved(t.db, t.world.anotherCustomer.id, ids.cooks)).toBe(true);
  });

  it('answers 404 for an unknown occupation and 422 for a bad body', async () => {
    const unknown = await customer.post('/internal-api/career-opportunity/save', { opportunity: 999_999 });
    expect(unknown.statusCode).toBe(404);
    for (const body of [{}, { opportunity: 'abc' }, { opportunity: -1 }, { opportunity: 1.5 }, []]) {
      const response = await customer.post('/internal-api/career-opportunity/save', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const missing = await customer.post('/internal-api/career-opportunity/save', {});
    expect(missing.json<ErrorBody>().errors?.opportunity).toEqual([occupationMessages.invalidOpportunity]);
  });

  it('refuses a save without the CSRF header', async () => {
    const response = await customer.post(
      '/internal-api/career-opportunity/save',
      { opportunity: ids.cooks },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
  });
});

function eqId(id: number) {
  return eq(schema.occupations.id, id);
}
