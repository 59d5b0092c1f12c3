import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogReferralBodySchema,
  referralCreateBodySchema,
  referralPaths,
  referralUpdateStatusesBodySchema,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { badBodies, junkValue } from '../../testing/junk.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { createDirectoryService, insertReferral } from './referrals.fixtures.ts';

/** Generated bad bodies per write route: every answer is 422, never a 5xx or a leak, and no referral changes. */
const runs = 500;

let t: TestApp;
let staff: TestClient;
let customer: TestClient;
let referralId: number;
let serviceId: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('caseManager');
  customer = await t.as('customer');
  serviceId = (await createDirectoryService(t.db)).id;
  referralId = await insertReferral(t.db, {
    customerId: t.world.customer.id,
    kind: 'network',
    status: 'new',
    fromLocationId: t.world.locationA.id,
    toLocationId: t.world.locationB.id,
  });
}, testAppTimeout);
afterAll(() => t?.close());

const junk = junkValue({
  maxLength: 2000,
  samples: [9999, 0, -1, 2 ** 31, 'accepted', 'info', 'external', '0', "'; drop table referrals", '=1+1', []],
});

async function snapshot() {
  return {
    referrals: await t.db.select().from(schema.referrals),
    history: await t.db.select().from(schema.referralStatusHistory),
  };
}

const endpoints = [
  {
    name: 'POST update-statuses',
    client: () => staff,
    url: referralPaths.updateStatuses,
    bodies: () =>
      badBodies(
        () => ({ referral_ids: [referralId], status: 'accepted', note: 'n' }),
        referralUpdateStatusesBodySchema,
        junk,
      ),
  },
  {
    name: 'POST referrals (staff create)',
    client: () => staff,
    url: referralPaths.create,
    bodies: () =>
      badBodies(
        () => ({
          customer_id: t.world.customer.id,
          location_id: t.world.locationA.id,
          to_location_id: t.world.locationB.id,
          note: 'n',
        }),
        referralCreateBodySchema,
        junk,
      ),
  },
  {
    name: 'POST external-catalog/create-referral',
    client: () => customer,
    url: referralPaths.createFromCatalog,
    bodies: () => badBodies(() => ({ service_id: serviceId, note: 'n' }), catalogReferralBodySchema, junk),
  },
] as const;

describe.each(endpoints)('$name with bad bodies', ({ client, url, bodies }) => {
  it(`answers 422 to ${runs} bad bodies and changes nothing`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(bodies(), async (body) => {
        const response = await client().post(url, body);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.body).not.toMatch(/Failed query|insert into|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+/i);
      }),
      { numRuns: runs },
    );
    expect(await snapshot()).toEqual(before);
  });
});
