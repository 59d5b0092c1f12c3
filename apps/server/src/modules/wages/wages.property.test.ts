import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardDayStart,
  naics2022SectorPrefixes,
  todayIso,
  wageIncrements,
  wagePath,
  wagePaths as paths,
  type WageRecord,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createOccupation } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { externalWage } from './wages.fixtures.ts';

/**
 * Good bodies, in both shapes the route takes: JSON values, and the multipart shape (every value text, as the spec's
 * multipart form sends it). Either way the record stores what was meant; an external record keeps every stored field
 * but is_job_relevant whatever else is sent. (Bad bodies: performance.property.test.ts.)
 */
let t: TestApp;
let cm: TestClient;
let customerId: number;
const onetCodes = ['29-2061.00', '31-1131.00'];
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  customerId = (await createCustomer(t.db, { primaryLocationId: t.world.locationA.id })).id;
  await createOccupation(t.db, { code: onetCodes[0]!, title: 'Licensed Practical and Licensed Vocational Nurses' });
  await createOccupation(t.db, { code: onetCodes[1]!, title: 'Nursing Assistants' });
}, testAppTimeout);
afterAll(() => t?.close());

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** A date received has happened: no later than the board's today (contracts dates.ts, dateBounds.past). */
const pastDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: boardDayStart(todayIso()), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const cents = (min: number) => fc.integer({ min: min * 100, max: 10_000_000 }).map((value) => value / 100);
const text = fc
  .string({ minLength: 1, maxLength: 60 })
  .filter((value) => value.trim().length > 0 && !value.includes('\u0000'));
const naics = fc
  .tuple(fc.constantFrom(...naics2022SectorPrefixes), fc.stringMatching(/^\d{0,4}$/))
  .map(([sector, rest]) => sector + rest);

const goodWage = fc.record({
  date_received: pastDay,
  employer_name: text,
  naics_code: fc.option(naics, { nil: null }),
  job_title: text,
  start_date: day,
  starting_wage: cents(1),
  recent_wage: fc.option(cents(0), { nil: null }),
  wage_increment: fc.constantFrom(...wageIncrements),
  is_job_relevant: fc.constantFrom<0 | 1>(0, 1),
  onet_code: fc.constantFrom(...onetCodes),
});
type GoodWage = typeof goodWage extends fc.Arbitrary<infer T> ? T : never;

/** The multipart shape: numbers as text, yes/no for is_job_relevant, '' for an absent optional. */
const asMultipart = (body: GoodWage) => ({
  ...body,
  naics_code: body.naics_code ?? '',
  starting_wage: String(body.starting_wage),
  recent_wage: body.recent_wage === null ? '' : String(body.recent_wage),
  is_job_relevant: body.is_job_relevant === 1 ? 'yes' : 'no',
});

function expectStored(record: WageRecord, body: GoodWage) {
  expect(record).toMatchObject({
    date_received: body.date_received,
    start_date: body.start_date,
    employer_name: body.employer_name.trim(),
    naics_code: body.naics_code,
    job_title: body.job_title.trim(),
    starting_wage: body.starting_wage,
    recent_wage: body.recent_wage,
    increment_of_wage: body.wage_increment,
    onet_code: body.onet_code,
    is_job_relevant: body.is_job_relevant,
    source_kind: 'manual',
  });
}

describe('good bodies, JSON and multipart-shaped', () => {
  it('create a manual record that stores what was sent', async () => {
    await fc.assert(
      fc.asyncProperty(goodWage, fc.boolean(), async (body, multipart) => {
        const sent = { ...(multipart ? asMultipart(body) : body), customerId };
        const response = await cm.post(paths.create, sent);
        expect(response.statusCode, response.body).toBe(201);
        expectStored(response.json<{ data: WageRecord }>().data, body);
      }),
      { numRuns: 40 },
    );
  });

  it('update a manual record in full, and an external one only in is_job_relevant', async () => {
    const created = await cm.post(paths.create, { ...asMultipart(fc.sample(goodWage, 1)[0]!), customerId });
    const manualId = created.json<{ data: WageRecord }>().data.id;
    const external = await externalWage(t.db, customerId, 3);
    const [before] = await t.db.select().from(schema.wageRecords).where(eq(schema.wageRecords.id, external.id));
    await fc.assert(
      fc.asyncProperty(goodWage, fc.boolean(), async (body, multipart) => {
        const sent = { ...(multipart ? asMultipart(body) : body), _method: 'PUT' };
        const manual = await cm.post(wagePath(paths.update, { id: manualId }), sent);
        expect(manual.statusCode, manual.body).toBe(200);
        expectStored(manual.json<{ data: WageRecord }>().data, body);

        const other = await cm.post(wagePath(paths.update, { id: external.id }), sent);
        expect(other.statusCode, other.body).toBe(200);
        const [after] = await t.db.select().from(schema.wageRecords).where(eq(schema.wageRecords.id, external.id));
        expect({ ...after, updatedAt: null, isJobRelevant: null }).toEqual({
          ...before,
          updatedAt: null,
          isJobRelevant: null,
        });
        expect(after!.isJobRelevant).toBe(body.is_job_relevant);
      }),
      { numRuns: 30 },
    );
  });
});
