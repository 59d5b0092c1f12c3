import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobBoardPaths } from '@portal/contracts';
import { createBoardEmployer, createJobPost } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

/** Whatever the query string or the apply-click path and body, the board answers 2xx, 404 or 422, never a 5xx. */

let t: TestApp;
let guest: TestClient;
let customer: TestClient;
let postId = 0;
beforeAll(async () => {
  t = await createTestApp();
  guest = await t.login('guest');
  customer = await t.as('customer');
  const employer = await createBoardEmployer(t.db);
  postId = (await createJobPost(t.db, { employerId: employer.id, locationIds: [employer.locations[0]!.id] })).id;
}, testAppTimeout);
afterAll(() => t?.close());

const keys = [
  'page',
  'keyword',
  'address',
  'radius',
  'remote',
  'industry',
  'education',
  'positionType',
  'salary',
  'occupation',
  'unknown',
] as const;

const value = fc.oneof(
  fc.constantFrom('', '0', '1', '-1', '2', '1,2,3', ',', '1,,2', '62', '31-33', '48-49,62', 'abc', '1e3', 'NaN'),
  fc.constantFrom('80202', 'Denver, CO', 'Nowhere', '99999', 'true', '%', '_', '\\', "'", '\u0000'),
  fc.integer({ min: -1_000_000, max: 10_000_000_000 }).map(String),
  fc.double().map(String),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 190, maxLength: 260 }),
);

const leak = /Failed query|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+|syntax error/i;

describe('job board search with random query strings', () => {
  it('answers 200 or 422 to 300 generated filter combinations', async () => {
    const query = fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(query, async (pairs) => {
        const params = new URLSearchParams(pairs);
        const response = await guest.get(`${jobBoardPaths.search}?${params.toString()}`);
        expect([200, 422], `${params.toString()}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        expect(response.body).not.toMatch(leak);
      }),
      { numRuns: 300 },
    );
  });
});

describe('apply click with random paths and bodies', () => {
  const body = fc.oneof(
    fc.constant(undefined),
    fc.jsonValue(),
    fc.string({ maxLength: 50 }),
    fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue(), { maxKeys: 4 }),
  );
  const id = fc.oneof(
    fc.constant(String(postId)),
    fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );

  it('answers 204, 400, 404 or 422 and never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(id, body, fc.boolean(), async (path, payload, signedIn) => {
        const client = signedIn ? customer : guest;
        const response = await client.post(
          `${jobBoardPaths.search}/apply-click/${path === '' ? postId : path}`,
          payload,
        );
        expect([204, 400, 404, 415, 422], `${path}: ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        expect(response.body).not.toMatch(leak);
      }),
      { numRuns: 200 },
    );
  });
});
