import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobBoardSearchResponse, jobBoardPaths } from '@portal/contracts';
import { seedCatalogue } from '@portal/db/reference';
import { employerDemoOwners, jobTitleFor, seedEmployersDemo, seedJobBoardDemo } from '@portal/db/seed';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

/** The demo makes the board useful on first start: 150+ live posts over real O*NET codes near the demo ZIPs. */

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

const search = async (query: string) => {
  const response = await guest.get(`${jobBoardPaths.search}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobBoardSearchResponse;
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
    expect((await search('keyword=patient%20access%20representative')).total).toBe(0);
    expect((await search('keyword=flu%20clinic')).total).toBe(0);
  });

  it('gives an occupation page something to find', async () => {
    const [post] = (await search('')).data;
    expect((await search(`occupation=${post!.occupation!.id}`)).total).toBeGreaterThan(0);
  });

  it('names jobs in the singular', () => {
    expect(jobTitleFor('Electricians')).toBe('Electrician');
    expect(jobTitleFor('Plumbers, Pipefitters, and Steamfitters')).toBe('Plumber');
    expect(jobTitleFor('Secretaries and Administrative Assistants, Except Legal')).toBe(
      'Secretaries and Administrative Assistant',
    );
  });
});
