import fc from 'fast-check';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationalExperienceBodySchema, jobExperienceBodySchema } from '@portal/contracts';
import { schema } from '@portal/db';
import { createEducationalExperience, createJobExperience } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { junkValue, onTheWire } from '../../testing/junk.ts';

/**
 * At least 1,000 generated bad bodies per write endpoint: every answer is 422 (or 403), never a 5xx,
 * and no row changes.
 */
const runs = 1000;

let t: TestApp;
let customer: TestClient;
let jobId: number;
let educationId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.as('customer');
  jobId = (await createJobExperience(t.db, t.world.customer.id)).id;
  educationId = (await createEducationalExperience(t.db, t.world.customer.id)).id;
});
afterAll(() => t.close());

const junk = junkValue({
  maxLength: 255,
  samples: ['   ', '2019-13-01', '2019-02-30', '19-01-01', 'yesterday', '9999-01-01', '2100-01-01', '0000-00-00'],
});

const accomplishment = fc.record({ uuid: fc.uuid(), description: fc.string({ minLength: 1, maxLength: 20 }) });
const validJob = fc.record({
  job_title: fc.string({ minLength: 1, maxLength: 30 }),
  company_name: fc.string({ minLength: 1, maxLength: 30 }),
  start_date: fc.constantFrom('2015-01-01', '2018-06-01'),
  finish_date: fc.constantFrom('2019-01-01', '2020-12-01'),
  current_role: fc.boolean(),
  description: fc.string({ maxLength: 30 }),
  accomplishments: fc.array(accomplishment, { minLength: 1, maxLength: 3 }),
});
const validEducation = fc.record({
  school: fc.string({ minLength: 1, maxLength: 30 }),
  education_level_id: fc.integer({ min: 1, max: 8 }),
  field_of_study: fc.string({ minLength: 1, maxLength: 30 }),
  finish_date: fc.constantFrom('2015-01-01', null),
  description: fc.string({ maxLength: 30 }),
  accomplishments: fc.array(accomplishment, { minLength: 1, maxLength: 3 }),
});

/** A valid body with one to three fields replaced by junk, or a wholly wrong JSON value. */
function badBodies(valid: fc.Arbitrary<Record<string, unknown>>, isValid: (body: unknown) => boolean) {
  const corrupted = fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), junk), { minLength: 1, maxLength: 3 }))
    .map(([body, changes]) => {
      const copy: Record<string, unknown> = { ...body };
      const keys = Object.keys(copy);
      for (const [index, value] of changes) copy[keys[index % keys.length]!] = value;
      return copy;
    });
  const wrongShape = fc.oneof(fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.string(), fc.integer());
  // Judge the body as the server receives it: JSON turns Infinity into null and drops undefined fields.
  return fc
    .oneof({ weight: 5, arbitrary: corrupted }, { weight: 1, arbitrary: wrongShape })
    .filter((b) => !isValid(onTheWire(b)));
}

async function snapshot() {
  const [jobs] = await t.db.select({ n: count() }).from(schema.customerJobExperiences);
  const [educations] = await t.db.select({ n: count() }).from(schema.customerEducationalExperiences);
  const [jobAccomplishments] = await t.db.select({ n: count() }).from(schema.jobExperienceAccomplishments);
  const [educationAccomplishments] = await t.db
    .select({ n: count() })
    .from(schema.educationalExperienceAccomplishments);
  const [job] = await t.db
    .select()
    .from(schema.customerJobExperiences)
    .where(eq(schema.customerJobExperiences.id, jobId));
  const [education] = await t.db
    .select()
    .from(schema.customerEducationalExperiences)
    .where(eq(schema.customerEducationalExperiences.id, educationId));
  return { jobs, educations, jobAccomplishments, educationAccomplishments, job, education };
}

const endpoints = [
  { name: 'POST job', method: 'post', url: () => '/internal-api/customer-job-experiences', kind: 'job' },
  { name: 'PUT job', method: 'put', url: () => `/internal-api/customer-job-experiences/${jobId}`, kind: 'job' },
  {
    name: 'POST education',
    method: 'post',
    url: () => '/internal-api/customer-educational-experiences',
    kind: 'education',
  },
  {
    name: 'PUT education',
    method: 'put',
    url: () => `/internal-api/customer-educational-experiences/${educationId}`,
    kind: 'education',
  },
] as const;

describe.each(endpoints)('$name with bad bodies', ({ method, url, kind }) => {
  it(`answers 422 or 403 to ${runs} bad bodies and changes nothing`, async () => {
    const before = await snapshot();
    const arbitrary =
      kind === 'job'
        ? badBodies(validJob, (b) => jobExperienceBodySchema.safeParse(b).success)
        : // An unknown level id is bad input too, but only the server can tell; keep the schema-invalid ones.
          badBodies(validEducation, (b) => educationalExperienceBodySchema.safeParse(b).success);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(arbitrary, async (body) => {
        const response = await customer[method](url(), body);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect([422, 403]).toContain(response.statusCode);
        expect(response.body).not.toMatch(/Failed query|insert into|\bselect\b[^"]*\bfrom\b|"stack"|\.ts:\d+/i);
      }),
      { numRuns: runs },
    );
    expect(await snapshot()).toEqual(before);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(runs);
  });
});

describe('POST job with any text at all', () => {
  it('stores it or answers 422, never 5xx', async () => {
    const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
    const body = fc.record({
      job_title: text,
      company_name: text,
      start_date: fc.constant('2018-06-01'),
      current_role: fc.constant(true),
      description: text,
      accomplishments: fc.array(fc.record({ uuid: fc.uuid(), description: text }), { minLength: 1, maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const response = await customer.post('/internal-api/customer-job-experiences', generated);
        const expected = jobExperienceBodySchema.safeParse(onTheWire(generated)).success ? 201 : 422;
        expect(response.statusCode).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
