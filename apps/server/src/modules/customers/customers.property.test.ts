import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPaths, customerSearchTypes } from '@portal/contracts';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { junkValue } from '../../testing/junk.ts';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('caseManager');
});
afterAll(() => t.close());

const junk = junkValue({
  maxLength: 249,
  samples: ['%', '_', '\\', "'; drop table customers; --", '2/30/1990', '13/01/2000', '0', '-1', '1e9'],
});

const body = fc.record(
  {
    query: fc.oneof(junk, fc.string({ maxLength: 40 })),
    search_type: fc.oneof(junk, fc.constantFrom(...customerSearchTypes)),
    page: fc.oneof(junk, fc.integer({ min: -5, max: 20_000 })),
    paginate: fc.oneof(junk, fc.integer({ min: -5, max: 200 })),
    show_archived: fc.oneof(junk, fc.constantFrom(0, 3)),
    show_no_location: junk,
    exclude_location_constraint: fc.oneof(junk, fc.boolean()),
    show_only_enrolled: junk,
    show_deleted: junk,
  },
  { requiredKeys: [] },
);

describe('customer search with generated bodies', () => {
  it('answers 200, 403 or 422 and never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, junk), async (payload) => {
        const response = await staff.post(customerPaths.search, payload);
        expect([200, 403, 422], `${JSON.stringify(payload)} -> ${response.body}`).toContain(response.statusCode);
      }),
      { numRuns: 500 },
    );
  }, 120_000);
});
