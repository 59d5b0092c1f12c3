import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerDocumentPath,
  customerDocumentPaths,
  documentPaths,
  onFileBodySchema,
  recordDocumentBodySchema,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { badBodies, junkValue } from '../../testing/junk.ts';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';

/** Generated bad bodies per new write route: every answer is 422, never a 5xx or a leak, and no document is written. */
const runs = 300;

let t: TestApp;
let staff: TestClient;
let customer: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('caseManager');
  customer = await t.as('customer');
}, testAppTimeout);
afterAll(() => t?.close());

const junk = junkValue({
  maxLength: 500,
  samples: [9999, 0, -1, 2 ** 31, 1.5, '1', "'; drop table documents", '../../etc/passwd', 'on-file/x', []],
});

const endpoints = [
  {
    name: 'POST customers/{id}/documents/on-file',
    client: () => staff,
    url: () => customerDocumentPath(customerDocumentPaths.onFile, t.world.customer.id),
    bodies: () => badBodies(() => ({ categoryId: 1, locationId: t.world.locationA.id }), onFileBodySchema, junk),
  },
  {
    name: 'POST documents (staff, with a category)',
    client: () => staff,
    url: () => documentPaths.documents,
    bodies: () =>
      badBodies(
        () => ({
          original_name: 'a.pdf',
          path: 'document/20260101-abcdefghij.pdf',
          customer_id: t.world.customer.id,
          category_id: 1,
        }),
        recordDocumentBodySchema,
        junk,
      ),
  },
  {
    name: 'POST documents (customer, with a category)',
    client: () => customer,
    url: () => documentPaths.documents,
    bodies: () =>
      badBodies(
        () => ({ original_name: 'a.pdf', path: 'document/20260101-abcdefghij.pdf', category_id: 2 }),
        recordDocumentBodySchema,
        junk,
      ),
  },
] as const;

describe.each(endpoints)('$name with bad bodies', ({ client, url, bodies }) => {
  it(`answers 422 to ${runs} bad bodies and writes no document`, async () => {
    const before = await t.db.select().from(schema.documents);
    await fc.assert(
      fc.asyncProperty(bodies(), async (body) => {
        const response = await client().post(url(), body);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.body).not.toMatch(/Failed query|insert into|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+/i);
      }),
      { numRuns: runs },
    );
    expect(await t.db.select().from(schema.documents)).toEqual(before);
  });
});
