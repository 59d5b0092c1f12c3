import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpportunityPage } from '@portal/contracts';
import { schema } from '@portal/db';
import { importReferenceFolder, sharedDataFolder, skipWithoutSharedData } from '@portal/db/reference';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

// Keyword relevance over the real O*NET 29.3 catalogue (1,016 occupations, 65,370 titles) from the shared public files,
// searched through the API as a customer (issue #23 item 18).

const skip = skipWithoutSharedData(path.join('onet-29.3', 'Occupation Data.txt'));
const search = '/internal-api/career-opportunity';

/** Occupations 'nurse' reaches only through alternate titles ("Dental Nurse", "Child's Nurse", "Vet Nurse"). */
const notNurses = [
  'Dental Hygienists',
  'Dental Assistants',
  'Veterinary Technologists and Technicians',
  'Childcare Workers',
];
const nurses = ['Registered Nurses', 'Licensed Practical and Licensed Vocational Nurses'];

/**
 * What the search reads: the occupations, every title (Also Called from the reported titles) and the BLS openings
 * (a tie-break). Tasks, topics and the crosswalk are left out: the whole import takes minutes on PGlite.
 */
const searchFiles = [
  'onet-29.3/Occupation Data.txt',
  'onet-29.3/Alternate Titles.txt',
  'onet-29.3/Sample of Reported Titles.txt',
  'onet-29.3/Read Me.txt',
  'bls-oews-may2024/oews_national_M2024.csv',
  'bls-ep-2024-34/ep_table_1_2_occupational_projections_2024_34.csv',
];
describe.skipIf(skip)('keyword relevance over the real O*NET catalogue', { timeout: 60_000 }, () => {
  let t: TestApp;
  let customer: TestClient;
  let folder: string;

  async function titles(query: string): Promise<string[]> {
    const response = await customer.get(`${search}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OpportunityPage>().data.map((item) => item.title);
  }

  /** Both nurses on the first page, and none of the alternate-title matches above either. */
  function expectNursesFirst(found: string[]) {
    for (const title of nurses) expect(found, title).toContain(title);
    const lowest = Math.max(...nurses.map((title) => found.indexOf(title)));
    expect(found.slice(0, lowest).filter((title) => notNurses.includes(title))).toEqual([]);
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'onet-search-'));
    for (const file of searchFiles) {
      await copyFile(path.join(sharedDataFolder, file), path.join(folder, path.basename(file)));
    }
    t = await createTestApp();
    await importReferenceFolder(t.db, folder);
    customer = await t.as('customer');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it.each([
    ['nurse', 'Registered Nurses'],
    ['electrician', 'Electricians'],
    ['software developer', 'Software Developers'],
    ['cashier', 'Cashiers'],
    ['dental hygienist', 'Dental Hygienists'],
    ['accountant', 'Accountants and Auditors'],
    ['plumber', 'Plumbers, Pipefitters, and Steamfitters'],
    ['registerd nurse', 'Registered Nurses'],
  ])('"%s" ranks %s first', async (keyword, title) => {
    expect((await titles(`keyword=${encodeURIComponent(keyword)}`))[0]).toBe(title);
  });

  it('"nurse": Registered and Licensed Practical Nurses in the first page, above every alternate-title match', async () => {
    expectNursesFirst(await titles('keyword=nurse'));
  });

  it('"nurse" with best match first, the alternate-title matches scoring best: the nurses still come first', async () => {
    const occupations = await t.db
      .select({ id: schema.occupations.id, title: schema.occupations.title })
      .from(schema.occupations);
    await t.db.insert(schema.customerMatches).values({
      customerId: t.world.customer.id,
      requestedVersion: 1,
      computedVersion: 1,
      occupationIds: occupations.map((row) => row.id),
      scores: occupations.map((row) => (notNurses.includes(row.title) ? 0.99 : nurses.includes(row.title) ? 0.6 : 0.5)),
    });
    expectNursesFirst(await titles('keyword=nurse&sort=match-desc'));
  });
});
