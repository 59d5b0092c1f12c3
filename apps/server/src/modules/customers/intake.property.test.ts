import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIntakePaths } from '@portal/contracts';
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
  samples: ['%', "'; drop table customers; --", '02/30/1990', '13/01/2000', '10000-01-01', '9999', '-1', 'a@'],
});

const name = fc.oneof(junk, fc.string({ maxLength: 30 }));
const lookupBody = fc.record(
  { first_name: name, last_name: name, birthdate: junk, phone: junk, email: junk, address: junk, zip: junk },
  { requiredKeys: [] },
);
// Bad on purpose: at least one field is junk or missing, so no generated intake is valid.
const intakeBody = fc.record(
  {
    first_name: name,
    last_name: name,
    email: fc.oneof(junk, fc.constantFrom('x@', '@x.y', 'plain')),
    birthdate: junk,
    location_id: fc.oneof(junk, fc.constantFrom(0, -1, 9999, 2 ** 31)),
  },
  { requiredKeys: [] },
);

const customerCount = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from customers`)) as { rows: { n: number }[] }).rows[0]!.n);

describe('customer lookup and intake with generated bad bodies', () => {
  it('lookup answers 200 or 422, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(lookupBody, junk), async (payload) => {
        const response = await staff.post(customerIntakePaths.lookup, payload);
        expect([200, 422], `${JSON.stringify(payload)} -> ${response.body}`).toContain(response.statusCode);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('intake answers 4xx and writes nothing', async () => {
    const before = await customerCount();
    await fc.assert(
      fc.asyncProperty(fc.oneof(intakeBody, junk), async (payload) => {
        const response = await staff.post(customerIntakePaths.intake, payload);
        expect([403, 422], `${JSON.stringify(payload)} -> ${response.body}`).toContain(response.statusCode);
      }),
      { numRuns: 300 },
    );
    expect(await customerCount()).toBe(before);
  }, 120_000);
});
