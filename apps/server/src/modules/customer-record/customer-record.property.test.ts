import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManagerPaths, customerRecordPath, customerRecordPaths as paths, messagePaths } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { junkValue } from '../../testing/junk.ts';

let t: TestApp;
let staff: TestClient;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('caseManager');
  customerId = (await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id })).id;
});
afterAll(() => t.close());

const junk = junkValue({
  maxLength: 2099,
  samples: ['0', '-1', '1e9', '3', '4', "'; drop table customers; --", '2147483648'],
});

const restrictionBody = fc.record(
  {
    restriction_id: fc.oneof(junk, fc.integer({ min: -2, max: 6 })),
    creator_user_id: junk,
    location_id: junk,
    narrative: fc.oneof(junk, fc.string({ maxLength: 20 })),
  },
  { requiredKeys: [] },
);

describe('customer record with generated bodies', () => {
  it('a flag body that is not valid writes nothing and never gets a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(restrictionBody, junk), async (payload) => {
        const before = await t.db
          .select()
          .from(schema.customerRestrictions)
          .where(eq(schema.customerRestrictions.customerId, customerId));
        const response = await staff.post(customerRecordPath(paths.restrictions, { id: customerId }), payload);
        const detail = `${JSON.stringify(payload)} -> ${response.body}`;
        expect([200, 403, 422], detail).toContain(response.statusCode);
        const after = await t.db
          .select()
          .from(schema.customerRestrictions)
          .where(eq(schema.customerRestrictions.customerId, customerId));
        expect(after.length, detail).toBe(before.length + (response.statusCode === 200 ? 1 : 0));
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('engagement bodies and path ids never get a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ engagement_status_flag: junk }), junk),
        fc.oneof(fc.string(), fc.integer()),
        async (payload, id) => {
          const engagement = await staff.put(customerRecordPath(paths.engagement, { id: customerId }), payload);
          expect([200, 422], `${JSON.stringify(payload)} -> ${engagement.body}`).toContain(engagement.statusCode);
          const read = await staff.get(`/internal-api/customers/record/${encodeURIComponent(String(id))}`);
          expect(read.statusCode, `${id} -> ${read.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);

  it('a message body that is not valid stores nothing and never gets a 5xx', async () => {
    const url = customerRecordPath(messagePaths.send, { customerId, userId: t.world.caseManager.id });
    const messageBody = fc.record(
      {
        message_subject: fc.oneof(junk, fc.string({ maxLength: 20 })),
        body: fc.oneof(junk, fc.string({ maxLength: 20 })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(messageBody, junk), async (payload) => {
        const count = async () =>
          (await t.db.select().from(schema.customerMessages).where(eq(schema.customerMessages.customerId, customerId)))
            .length;
        const before = await count();
        const response = await staff.post(url, payload);
        const detail = `${JSON.stringify(payload)} -> ${response.body}`;
        expect([200, 422], detail).toContain(response.statusCode);
        expect(await count(), detail).toBe(before + (response.statusCode === 200 ? 1 : 0));
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('case-manager bodies and option queries never get a 5xx', async () => {
    const ids = fc.oneof(junk, fc.array(fc.oneof(junk, fc.integer({ min: -3, max: 50 })), { maxLength: 4 }));
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ case_managers: ids, customer_id: fc.oneof(junk, fc.constant(customerId)) }), junk),
        fc.string({ maxLength: 30 }),
        async (payload, query) => {
          const assign = await staff.post(caseManagerPaths.assign, payload);
          expect([200, 403, 404, 422], `${JSON.stringify(payload)} -> ${assign.body}`).toContain(assign.statusCode);
          const list = await staff.get(
            `${caseManagerPaths.options}?page=${encodeURIComponent(query)}&search=${encodeURIComponent(query)}`,
          );
          expect(list.statusCode, `${query} -> ${list.body}`).toBe(200);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
