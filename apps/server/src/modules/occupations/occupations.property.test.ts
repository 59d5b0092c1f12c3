import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityQuerySchema } from '@portal/contracts';
import { createOccupation } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

/** Whatever the query string, the search answers 200 or 422, never a 5xx or a leaked query. */
const runs = 600;

let t: TestApp;
let customer: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  await createOccupation(t.db, { title: 'Electricians', alternateTitles: ['Wireman'], clusterIds: [2] });
  await createOccupation(t.db, { title: 'Registered Nurses', clusterIds: [8], medianAnnualSalary: 93_600 });
});
afterAll(() => t.close());

const keys = ['page', 'saved', 'keyword', 'education', 'cluster', 'salary', 'sort'] as const;
const plausible = fc.constantFrom(
  '',
  '1',
  '0',
  '-1',
  '16',
  '17',
  '2147483648',
  '1,2,3',
  ',',
  '1,,2',
  'true',
  'a-z',
  'match-desc',
  '0-30000',
  '90001-0',
  '%',
  '_',
  'nurse',
  'électricien',
  '\u0000',
  ' ',
);
const value = fc.oneof(
  plausible,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 90, maxLength: 140 }),
);
/** URI encoding refuses lone surrogates; the browser would have replaced them too. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

const pair = fc
  .tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), value)
  .map(([key, v]): [string, string] => [wellFormed(key), wellFormed(v)]);

function toQuery(pairs: [string, string][]): string {
  return pairs.map(([key, v]) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`).join('&');
}

describe('GET career-opportunity with generated query strings', () => {
  it(`answers 200 or 422 to ${runs} queries, as the schema predicts`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pair, { maxLength: 5 }), async (pairs) => {
        const response = await customer.get(`/internal-api/career-opportunity?${toQuery(pairs)}`);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect([200, 422]).toContain(response.statusCode);
        expect(response.body).not.toMatch(/Failed query|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+/i);
        // Only repeated keys and unknown education ids are beyond what the shared schema alone can judge.
        const query: Record<string, string | string[]> = {};
        for (const [key, v] of pairs) {
          const existing = query[key];
          query[key] = existing === undefined ? v : [...(Array.isArray(existing) ? existing : [existing]), v];
        }
        const parsed = opportunityQuerySchema.safeParse(query);
        if (!parsed.success) expect(response.statusCode).toBe(422);
      }),
      { numRuns: runs },
    );
  });

  it('answers below 500 to raw, unencoded query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (raw) => {
        const response = await customer.get(
          `/internal-api/career-opportunity?${encodeURI(wellFormed(raw)).replace(/#/g, '%23')}`,
        );
        expect(response.statusCode, response.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
