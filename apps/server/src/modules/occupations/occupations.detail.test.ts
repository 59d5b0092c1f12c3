import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, occupationMessages, type OpportunityDetail } from '@portal/contracts';
import { saveOccupationFor } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { seedOccupationCatalogue } from './occupations.fixtures.ts';

const search = '/internal-api/career-opportunity';

let t: TestApp;
let customer: TestClient;
let ids: Awaited<ReturnType<typeof seedOccupationCatalogue>>['ids'];

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  ({ ids } = await seedOccupationCatalogue(t.db));
});
afterAll(() => t.close());

/* An occupation's detail page and the search's refusals of bad filters (search, sorts, paging, saving: occupations.test.ts). */

describe('detail', () => {
  async function detail(id: number): Promise<OpportunityDetail> {
    const response = await customer.get(`${search}/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: OpportunityDetail }>().data;
  }

  it('carries the list fields and the detail fields', async () => {
    const item = await detail(ids.electricians);
    expect(item).toMatchObject({
      id: ids.electricians,
      title: 'Electricians',
      bright_outlook_job: true,
      bright_outlook_category: 'Rapid Growth; Numerous Job Openings',
      video: null,
      match_score: null,
      outlook: 'bright',
      salary_rating: 3,
      local: { growthRate: 9.5, medianAnnualSalary: 62_350 },
      clusters: [
        { id: 2, name: 'Architecture & Construction' },
        { id: 13, name: 'Manufacturing' },
      ],
    });
    // Also Called: the reported titles, without the occupation's own title.
    expect(item.aliases).toEqual(['Electrician', 'Maintenance Electrician']);
    expect(item.meta).toEqual({
      education_level: 2,
      tech: ['Computer aided design CAD software', 'Microsoft Excel'],
      knowledge: ['Building and Construction', 'Mathematics', 'Mechanical', 'Physics', 'Design', 'Public Safety'],
      skills: ['Troubleshooting', 'Repairing'],
      tasks: ['Connect wires to circuit breakers.', 'Read blueprints.', 'Test circuits.', 'Replace faulty wiring.'],
    });
    expect(item.related).toEqual([]);
    expect((await detail(ids.nurses)).related).toEqual([{ id: ids.electricians, title: 'Electricians' }]);
  });

  it('applies the outlook and salary rating rules', async () => {
    expect(await detail(ids.nurses)).toMatchObject({ outlook: 'bright', salary_rating: 4 });
    expect(await detail(ids.assistants)).toMatchObject({ outlook: 'average', salary_rating: 2 });
    expect(await detail(ids.cooks)).toMatchObject({ outlook: 'below_average', salary_rating: 1 });
  });

  it('answers nulls where data is missing', async () => {
    const item = await detail(ids.keyers);
    expect(item).toMatchObject({
      growth_rate: null,
      median_annual_salary: null,
      annual_job_openings: null,
      outlook: null,
      salary_rating: null,
      bright_outlook_category: null,
      local: { growthRate: null, medianAnnualSalary: null },
      aliases: [],
      meta: { education_level: null, tech: [], knowledge: [], skills: [], tasks: [] },
    });
  });

  it('shows the caller’s saved flag', async () => {
    await saveOccupationFor(t.db, t.world.customer.id, ids.keyers);
    expect((await detail(ids.keyers)).is_saved).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await customer.get(`${search}/999999`)).statusCode).toBe(404);
    expect((await customer.get(`${search}/abc`)).statusCode).toBe(404);
    expect((await customer.get(`${search}/0`)).statusCode).toBe(404);
  });
});

describe('bad filters', () => {
  const cases: [string, string][] = [
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=-2', 'page'],
    ['page=1&page=2', 'page'],
    ['salary=1-2', 'salary'],
    ['salary=0-30001', 'salary'],
    ['sort=price', 'sort'],
    ['education=abc', 'education'],
    ['education=1,x', 'education'],
    ['education=99999', 'education'],
    ['cluster=17', 'cluster'],
    ['cluster=0', 'cluster'],
    ['cluster=abc', 'cluster'],
    ['saved=maybe', 'saved'],
    ['keyword=a%00b', 'keyword'],
    [`keyword=${'a'.repeat(101)}`, 'keyword'],
  ];
  it.each(cases)('%s answers 422 on %s', async (query, field) => {
    const response = await customer.get(`${search}?${query}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toContain(field);
  });

  it('uses the spec-style messages', async () => {
    const response = await customer.get(`${search}?salary=5-6`);
    expect(response.json()).toEqual({
      message: occupationMessages.invalidSalary,
      errors: { salary: [occupationMessages.invalidSalary] },
    });
  });
});
