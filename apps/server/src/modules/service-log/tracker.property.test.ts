import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPaths, serviceTrackerPaths as paths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createServiceLog } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { junkValue } from '../../testing/junk.ts';

/** Generated bad bodies for the service log and group writes: never a 5xx; a bad form stores no log. */
let t: TestApp;
let cm: TestClient;
let logId: number;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  logId = (
    await createServiceLog(t.db, {
      customerId: t.world.customer.id,
      createdBy: t.world.caseManager.id,
      locationId: t.world.locationA.id,
    })
  ).id;
});
afterAll(() => t.close());

const junk = junkValue({
  maxLength: 300,
  samples: ['', ' ', '0', '-1', '1.5', '2026-02-30', 'Single-day', 'customer'],
});
const badStore = fc.record(
  {
    created_for: fc.oneof(fc.constantFrom('customer', 'group'), junk),
    customer_created_for: junk,
    created_at: junk,
    created_by: junk,
    title: junk,
    created_on: junk,
    service_length: junk,
    start_at: junk,
    end_at: junk,
    minutes_in_day: junk,
    serviceNameValue: fc.oneof(fc.array(junk, { maxLength: 3 }), junk),
    note: junk,
  },
  { requiredKeys: [] },
);

describe('bad bodies', () => {
  it('never store a log or fail with a 5xx', async () => {
    const before = (await t.db.select().from(schema.serviceLogs)).length;
    await fc.assert(
      fc.asyncProperty(badStore, async (body) => {
        const response = await cm.post(paths.store, body);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect((await t.db.select().from(schema.serviceLogs)).length).toBe(before);
  });

  it('never make the edit, note or group routes fail with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(junk, junk, async (a, b) => {
        for (const [method, url, body] of [
          ['POST', paths.log.replace(':id', String(logId)), { end_at: a, min_at: b }],
          ['POST', paths.notes.replace(':id', String(logId)), { body: a, customer_id: b }],
          ['POST', groupPaths.list, { name: a, location_id: b }],
        ] as const) {
          const response = await cm.request(method, url, body);
          expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 100 },
    );
  });
});
