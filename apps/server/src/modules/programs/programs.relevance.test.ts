// The Program Finder's relevance order: a word in the title counts most, then in the CIP title, then in the
// provider's name, then in the description (docs/decisions/0024-program-search-at-scale.md). The CIP and provider
// parts are scored once per CIP code and provider, so programs sharing them must still be told apart by the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programPaths } from '@portal/contracts';
import {
  createCipCode,
  createProgram,
  createProgramFormat,
  createProgramType,
  createProvider,
  createProviderType,
} from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

const denver = { city: 'Denver', state: 'CO', zip: '80202', latitude: 39.7491, longitude: -104.9946 };

let t: TestApp;
let customer: TestClient;
const ids = { title: 0, cip: 0, provider: 0, description: 0, cipAndDescription: 0 };

beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  const db = t.db;
  const base = {
    typeId: (await createProgramType(db, 'Certificate')).id,
    formatId: (await createProgramFormat(db, 'In Person')).id,
  };
  const providerTypeId = (await createProviderType(db, 'Community College')).id;
  await createCipCode(db, { code: '15.0699', title: 'Zephyrine Systems Technology' });
  await createCipCode(db, { code: '11.0101', title: 'Computer and Information Sciences' });
  const plain = await createProvider(db, {
    name: 'Front Range College',
    providerTypeId,
    locations: [{ name: 'Main Campus', address: '1 Main St', ...denver }],
  });
  const named = await createProvider(db, {
    name: 'Zephyrine Institute',
    providerTypeId,
    locations: [{ name: 'North Campus', address: '2 Main St', ...denver }],
  });
  const at = (provider: typeof plain) => ({ providerId: provider.id, providerLocationId: provider.locations[0]!.id });

  ids.description = (
    await createProgram(db, {
      ...base,
      ...at(plain),
      title: 'Network Support',
      description: 'Includes a zephyrine lab.',
      cipCode: '11.0101',
    })
  ).id;
  ids.provider = (
    await createProgram(db, {
      ...base,
      ...at(named),
      title: 'Help Desk Basics',
      description: 'Tickets.',
      cipCode: '11.0101',
    })
  ).id;
  ids.cip = (
    await createProgram(db, {
      ...base,
      ...at(plain),
      title: 'Control Panels',
      description: 'Wiring.',
      cipCode: '15.0699',
    })
  ).id;
  ids.cipAndDescription = (
    await createProgram(db, {
      ...base,
      ...at(plain),
      title: 'Sensor Networks',
      description: 'Zephyrine sensors in the field.',
      cipCode: '15.0699',
    })
  ).id;
  ids.title = (
    await createProgram(db, {
      ...base,
      ...at(plain),
      title: 'Zephyrine Repair',
      description: 'Bench work.',
      cipCode: '11.0101',
    })
  ).id;
});
afterAll(() => t.close());

async function search(query: string): Promise<number[]> {
  const response = await customer.get(`${programPaths.search}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number }[] }>().data.map((program) => program.id);
}

describe('program search relevance', () => {
  it('ranks the title, then the CIP title (the description breaking a tie), then the provider, then the description', async () => {
    const expected = [ids.title, ids.cipAndDescription, ids.cip, ids.provider, ids.description];
    expect(await search('searchText=zephyrine')).toEqual(expected);
    // Near an address every program is at the same distance, so relevance orders them there too.
    expect(await search('searchText=zephyrine&address=80202&sort=distance')).toEqual(expected);
  });
});
