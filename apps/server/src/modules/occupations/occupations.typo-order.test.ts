import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpportunityPage } from '@portal/contracts';
import { seedCatalogue } from '@portal/db/reference';
import { countStatements } from '../../testing/count-statements.ts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { bestOccupationForTitle, keywordHits, keywordPatterns } from './keyword-hits.ts';
import { searchOpportunities, type SearchParams } from './repository.ts';

// A typo's whole first page over the built-in demo catalogue (218 real occupations), in order: which corrections of a
// misspelt word rank first (a dropped letter before one too many, the most used word first), then the similar titles
// when no one-edit correction exists or the keyword is a phrase. The typo's passes run in one statement (issue #30).

const search = '/internal-api/career-opportunity';

let t: TestApp;
let customer: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
  customer = await t.as('customer');
}, 240_000);
afterAll(() => t.close());

async function titles(query: string): Promise<string[]> {
  const response = await customer.get(`${search}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpportunityPage>().data.map((item) => item.title);
}

/** Keyword → its first page of titles, in order. */
const pages: [kind: string, keyword: string, expected: string[]][] = [
  [
    // "electrician" (a dropped letter) before "electrical" (a replaced one), though "electrical" is in more titles.
    'one-edit corrections, the likeliest first',
    'electrican',
    [
      'Electricians',
      'Electrical Engineers',
      'Electrical and Electronics Drafters',
      'Electrical Power-Line Installers and Repairers',
      'Electrical and Electronic Engineering Technologists and Technicians',
      'First-Line Supervisors of Construction Trades and Extraction Workers',
      'Robotics Technicians',
      'Construction and Building Inspectors',
      'Architectural and Engineering Managers',
    ],
  ],
  [
    'a dropped letter, the title itself before alternate titles',
    'mechanc',
    [
      'Automotive Service Technicians and Mechanics',
      'Industrial Machinery Mechanics',
      'Aircraft Mechanics and Service Technicians',
      'Bus and Truck Mechanics and Diesel Engine Specialists',
      'Heating, Air Conditioning, and Refrigeration Mechanics and Installers',
      'Roofers',
      'Maintenance and Repair Workers, General',
      'Automotive Body and Related Repairers',
      'Robotics Technicians',
    ],
  ],
  ['a dropped letter, its plural and comma forms', 'coks', ['Cooks, Restaurant', 'Chefs and Head Cooks']],
  [
    'a dropped letter in a word that is not the first',
    'drivr',
    [
      'Heavy and Tractor-Trailer Truck Drivers',
      'Light Truck Drivers',
      'Compliance Officers',
      'Industrial Truck and Tractor Operators',
      'Emergency Medical Technicians',
      'Laborers and Freight, Stock, and Material Movers, Hand',
    ],
  ],
  [
    'two swapped letters',
    'nruse',
    [
      'Registered Nurses',
      'Nurse Practitioners',
      'Licensed Practical and Licensed Vocational Nurses',
      'Nursing Assistants',
      'Home Health Aides',
      'Medical and Health Services Managers',
      'Dental Assistants',
      'Dental Hygienists',
      'Childcare Workers',
      'Veterinary Technologists and Technicians',
    ],
  ],
  ['one letter too many', 'cashierr', ['Cashiers', 'First-Line Supervisors of Retail Sales Workers']],
  ['no one-edit correction: the similar titles', 'farmacist', ['Pharmacists', 'Pharmacy Technicians']],
  ['a misspelt phrase: the similar titles', 'registerd nurse', ['Registered Nurses']],
  ['too short to correct, nothing similar', 'nrs', []],
];

describe('a typo’s first page, in order', () => {
  it.each(pages)('%s: "%s"', async (_kind, keyword, expected) => {
    expect(await titles(`keyword=${encodeURIComponent(keyword)}`)).toEqual(expected);
  });

  it('orders a typo’s hits by a chosen sort as well: salary, highest first', async () => {
    expect(await titles('keyword=coks&sort=high-low')).toEqual(['Chefs and Head Cooks', 'Cooks, Restaurant']);
  });
});

const params: SearchParams = {
  customerId: 0,
  scales: null,
  clusters: null,
  salaryMin: null,
  salaryMax: null,
  saved: false,
  sort: null,
  offset: 0,
  limit: 20,
};

describe('a typo’s passes in one statement', () => {
  it.each(['electrican', 'farmacist', 'registerd nurse', 'nrs', 'nurse'])(
    '"%s": one round trip for the page, one for the hits alone',
    async (keyword) => {
      const page = await countStatements(t.database, () => searchOpportunities(t.db, params, keywordPatterns(keyword)));
      expect(page).toHaveLength(1);
      const hits = await countStatements(t.database, () => keywordHits(t.db, keywordPatterns(keyword)));
      expect(hits).toHaveLength(1);
    },
  );

  it('My Career reads a misspelt past job as the search ranks it first', async () => {
    const [electricians] = (await customer.get(`${search}?keyword=electricians`)).json<OpportunityPage>().data;
    expect(await bestOccupationForTitle(t.db, 'electrican')).toBe(electricians!.id);
    const [pharmacists] = (await customer.get(`${search}?keyword=pharmacists`)).json<OpportunityPage>().data;
    expect(await bestOccupationForTitle(t.db, 'farmacist')).toBe(pharmacists!.id);
  });
});
