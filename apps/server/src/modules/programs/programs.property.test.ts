import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programPaths } from '@portal/contracts';
import { createProgram } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

/** Whatever the query string, the search answers 200 or 422, never a 5xx, and never leaks SQL. */

let t: TestApp;
let customer: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  for (let i = 0; i < 3; i += 1) await createProgram(t.db);
}, testAppTimeout);
afterAll(() => t.close());

const keys = [
  'page',
  'searchText',
  'address',
  'types',
  'formats',
  'providerTypes',
  'minCost',
  'maxCost',
  'eligibleForTuitionSupport',
  'saved',
  'radius',
  'sort',
  'cost',
  'unknown',
] as const;

const value = fc.oneof(
  fc.constantFrom('', '0', '1', '-1', '2', '1,2,3', ',', '1,,2', 'abc', '999.99', '5000.01', '1e3', 'NaN', 'Infinity'),
  fc.constantFrom('80202', 'Denver, CO', 'Nowhere', '99999', 'relevance', 'distance', 'true', '%', '_', '\\', "'"),
  fc.integer({ min: -1_000_000, max: 10_000_000_000 }).map(String),
  fc.double().map(String),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 190, maxLength: 260 }),
);

const leak = /Failed query|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+|syntax error/i;

describe('program search with random query strings', () => {
  it('answers 200 or 422 to 400 generated filter combinations', async () => {
    const query = fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const params = new URLSearchParams(pairs);
        const response = await customer.get(`${programPaths.search}?${params.toString()}`);
        expect([200, 422], `${params.toString()}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        expect(response.body).not.toMatch(leak);
      }),
      { numRuns: 400 },
    );
  });

  it('never answers 5xx to raw query text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary-ascii', maxLength: 80 }), async (raw) => {
        const response = await customer.get(`${programPaths.search}?${raw.replace(/#/g, '%23')}`);
        expect(response.statusCode, raw).toBeLessThan(500);
        expect(response.body).not.toMatch(leak);
      }),
      { numRuns: 300 },
    );
  });
});
