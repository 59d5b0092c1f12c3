import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  employerBodySchema,
  employerDocumentsBodySchema,
  employerLocationBodySchema,
  employerPath,
  employerPaths,
  type EmployerUser,
  employerUserBodySchema,
  type ErrorBody,
  jobPostBodySchema,
  jobPostLocationsBodySchema,
  jobPostPaths,
  jobPostStatusBodySchema,
  serviceProvidedBodySchema,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { junkValue, onTheWire } from '../../testing/junk.ts';
import {
  createEmployerThroughApi,
  createPostThroughApi,
  employerBody,
  jobPostBody,
  locationBody,
  userBody,
} from './employers.fixtures.ts';

/** Generated bad bodies for every employer write: each is a 422 with field errors, never a 5xx, and nothing changes. */
const runs = 120;

let t: TestApp;
let staff: TestClient;
let ids: { id: number; locationId: number; userId: number; postId: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.as('caseManager');
  const { employer, location } = await createEmployerThroughApi(staff);
  const user = await staff.post(
    employerPath(employerPaths.locationUsers, { id: employer.id, locationId: location.id }),
    userBody(),
  );
  const post = await createPostThroughApi(staff, employer.id);
  ids = { id: employer.id, locationId: location.id, userId: user.json<EmployerUser>().id, postId: post.id };
}, 180_000);
afterAll(() => t.close());

const junk = junkValue({
  maxLength: 255,
  samples: [
    'true',
    'false',
    1,
    0,
    '1',
    -1,
    2 ** 31,
    '2026-02-30',
    '0000-00-00',
    "' or 1=1 --",
    'javascript:alert(1)',
    'US ',
  ],
});

async function snapshot() {
  const tables = [
    schema.employers,
    schema.employerLocations,
    schema.employerLocationUsers,
    schema.employerServicesProvided,
    schema.employerDocuments,
    schema.jobPosts,
    schema.jobPostLocations,
    schema.nlxFeedQueue,
  ];
  return Promise.all(tables.map((table) => t.db.select().from(table)));
}

/** A valid body with some fields swapped for junk (or dropped), or junk as the whole body; never a valid one. */
function badBodies(valid: () => object, bodySchema: z.ZodType) {
  const fields = Object.keys(valid());
  const mutated = fc
    .dictionary(fc.constantFrom(...fields, 'unknown_field'), junk, { minKeys: 1, maxKeys: 4 })
    .map((changes) => ({ ...valid(), ...changes }));
  return fc
    .oneof({ weight: 5, arbitrary: mutated }, { weight: 1, arbitrary: junk })
    .filter((body) => !bodySchema.safeParse(onTheWire(body)).success);
}

const writes = [
  {
    name: 'POST employer',
    method: 'post',
    url: () => employerPaths.list,
    valid: () => employerBody(),
    body: employerBodySchema,
  },
  {
    name: 'PUT employer',
    method: 'put',
    url: () => employerPath(employerPaths.record, ids),
    valid: () => employerBody(),
    body: employerBodySchema,
  },
  {
    name: 'POST location',
    method: 'post',
    url: () => employerPath(employerPaths.locations, ids),
    valid: () => locationBody(),
    body: employerLocationBodySchema,
  },
  {
    name: 'PUT location',
    method: 'put',
    url: () => employerPath(employerPaths.location, ids),
    valid: () => locationBody(),
    body: employerLocationBodySchema,
  },
  {
    name: 'POST location user',
    method: 'post',
    url: () => employerPath(employerPaths.locationUsers, ids),
    valid: () => userBody(),
    body: employerUserBodySchema,
  },
  {
    name: 'PUT location user',
    method: 'put',
    url: () => employerPath(employerPaths.locationUser, ids),
    valid: () => userBody(),
    body: employerUserBodySchema,
  },
  {
    name: 'POST service provided',
    method: 'post',
    url: () => employerPath(employerPaths.servicesProvided, ids),
    valid: () => ({
      employer_location_id: ids.locationId,
      employer_service_type_id: 1,
      employer_service_id: 1,
      notes: 'Visited',
      start_date: '2026-01-05',
    }),
    body: serviceProvidedBodySchema,
  },
  {
    name: 'POST documents',
    method: 'post',
    url: () => employerPath(employerPaths.documents, ids),
    valid: () => ({ documents: [{ original_name: 'a.pdf', path: 'employer_document/x.pdf' }] }),
    body: employerDocumentsBodySchema,
  },
  {
    name: 'POST job post',
    method: 'post',
    url: () => employerPath(jobPostPaths.list, ids),
    valid: () => jobPostBody(),
    body: jobPostBodySchema,
  },
  {
    name: 'PUT job post',
    method: 'put',
    url: () => employerPath(jobPostPaths.post, ids),
    valid: () => jobPostBody(),
    body: jobPostBodySchema,
  },
  {
    name: 'PUT job post status',
    method: 'put',
    url: () => employerPath(jobPostPaths.status, ids),
    valid: () => ({ status: 'published' }),
    body: jobPostStatusBodySchema,
  },
  {
    name: 'POST add post locations',
    method: 'post',
    url: () => employerPath(jobPostPaths.addLocations, ids),
    valid: () => ({ locations: [ids.locationId] }),
    body: jobPostLocationsBodySchema,
  },
  {
    name: 'POST remove post locations',
    method: 'post',
    url: () => employerPath(jobPostPaths.removeLocations, ids),
    valid: () => ({ locations: [ids.locationId] }),
    body: jobPostLocationsBodySchema,
  },
] as const;

describe.each(writes)('$name with bad bodies', ({ method, url, valid, body }) => {
  it(`answers 422 to ${runs} bad bodies and changes nothing`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(badBodies(valid, body), async (generated) => {
        const response = await staff[method](url(), generated);
        expect(response.statusCode, JSON.stringify(generated)).toBe(422);
        expect(Object.keys(response.json<ErrorBody>().errors ?? {}).length).toBeGreaterThan(0);
        expect(response.body).not.toMatch(/Failed query|insert into|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+/i);
      }),
      { numRuns: runs },
    );
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
