import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myCareerPaths, type OpportunityPage } from '@portal/contracts';
import { schema } from '@portal/db';
import { createOccupation } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

// Issue #23 item 18: 'nurse' listed Dental Hygienists, Dental Assistants and Veterinary Technologists before
// Registered Nurses (best match ordered every hit alike), and Childcare Workers among them. An occupation the keyword
// names (its title or an Also Called alias) ranks before one it only reaches through an alternate title.

const search = '/internal-api/career-opportunity';

let t: TestApp;
let customer: TestClient;

/** Title → match score: the alternate-title hits score best, as a customer drawn to dental and animal care would. */
const scores: Record<string, number> = {
  'Dental Hygienists': 0.95,
  'Dental Assistants': 0.93,
  'Veterinary Technologists and Technicians': 0.9,
  'Childcare Workers': 0.85,
  'Licensed Practical and Licensed Vocational Nurses': 0.4,
  'Registered Nurses': 0.3,
  'Home Health Aides': 0.2,
};
const namedByNurse = ['Licensed Practical and Licensed Vocational Nurses', 'Registered Nurses', 'Home Health Aides'];
const onlyAlternates = [
  'Dental Hygienists',
  'Dental Assistants',
  'Veterinary Technologists and Technicians',
  'Childcare Workers',
];

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  const created = [
    await createOccupation(t.db, { title: 'Registered Nurses', alternateTitles: ['Nurse', 'Staff Nurse'] }),
    await createOccupation(t.db, {
      title: 'Licensed Practical and Licensed Vocational Nurses',
      alsoCalled: ['Clinic Nurse'],
    }),
    // Named by an alias only: "Certified Nurses Aide (CNA)".
    await createOccupation(t.db, { title: 'Home Health Aides', alsoCalled: ['Certified Nurses Aide (CNA)'] }),
    await createOccupation(t.db, { title: 'Dental Hygienists', alternateTitles: ['Dental Nurse'] }),
    await createOccupation(t.db, { title: 'Dental Assistants', alternateTitles: ['Dental Nurse'] }),
    await createOccupation(t.db, {
      title: 'Veterinary Technologists and Technicians',
      alternateTitles: ['Veterinary Nurse (Vet Nurse)'],
    }),
    await createOccupation(t.db, { title: 'Childcare Workers', alternateTitles: ['Nursemaid', "Child's Nurse"] }),
  ];
  await t.db.insert(schema.customerMatches).values({
    customerId: t.world.customer.id,
    requestedVersion: 1,
    computedVersion: 1,
    occupationIds: created.map((row) => row.id),
    scores: created.map((row) => scores[row.title]!),
  });
});
afterAll(() => t.close());

async function titles(path: string): Promise<string[]> {
  const response = await customer.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpportunityPage>().data.map((item) => item.title);
}

describe('keyword ranking: title and alias matches first', () => {
  it('best match orders within the title and alias matches, then within the others', async () => {
    expect(await titles(`${search}?keyword=nurse&sort=match-desc`)).toEqual([...namedByNurse, ...onlyAlternates]);
  });

  it('relevance (no sort chosen) also puts an alias match above an alternate title’s whole word', async () => {
    const found = await titles(`${search}?keyword=nurse`);
    expect(found.slice(0, 3).sort()).toEqual([...namedByNurse].sort());
    expect(found[0]).toBe('Registered Nurses');
  });

  it('a phrase and a corrected typo rank the same way', async () => {
    expect((await titles(`${search}?keyword=nurses%20aide&sort=match-desc`))[0]).toBe('Home Health Aides');
    const typo = await titles(`${search}?keyword=nurce&sort=match-desc`);
    expect(typo.slice(0, 3)).toEqual(namedByNurse);
    expect(typo.slice(3).sort()).toEqual([...onlyAlternates].sort());
  });

  it('an explicit order of titles is kept as chosen', async () => {
    const sorted = await titles(`${search}?keyword=nurse&sort=a-z`);
    expect(sorted).toEqual([...namedByNurse, ...onlyAlternates].sort());
  });

  it('My Career’s list with a keyword ranks the same way', async () => {
    expect(await titles(`${myCareerPaths.opportunities}?keyword=nurse`)).toEqual([...namedByNurse, ...onlyAlternates]);
  });
});
