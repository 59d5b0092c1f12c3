import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerRecordMessages,
  wageMessages as messages,
  wagePath,
  wagePaths as paths,
  type WageListResponse,
  type WageRecord,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createOccupation } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { uploadEvidence } from '../performance/performance.fixtures.ts';
import { externalWage, wageBody } from './wages.fixtures.ts';

let t: TestApp;
let cm: TestClient;
let onetCode: string;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
  onetCode = (
    await createOccupation(t.db, { code: '29-2061.00', title: 'Licensed Practical and Licensed Vocational Nurses' })
  ).code;
}, testAppTimeout);
afterAll(() => t?.close());

const newCustomer = () => createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
const list = async (customerId: number, query = '') =>
  (await cm.get(`${wagePath(paths.list, { customerId })}${query}`)).json<WageListResponse>();

describe('creating a manual record', () => {
  it('stores every field and lists it as manual and fully editable', async () => {
    const customer = await newCustomer();
    const response = await cm.post(paths.create, wageBody(customer.id, onetCode));
    expect(response.statusCode, response.body).toBe(201);
    const { message, data } = response.json<{ message: string; data: WageRecord }>();
    expect(message).toBe(messages.createdText);
    expect(data).toMatchObject({
      source: { id: 1, source: 'Manual entry' },
      customer: { id: customer.id },
      date_received: '2026-03-02',
      start_date: '2026-02-16',
      employer_name: 'Front Range Health',
      naics_code: '621111',
      job_title: 'LPN',
      starting_wage: 24.5,
      recent_wage: 26,
      increment_of_wage: 'hourly',
      onet_code: onetCode,
      onet_title: 'Licensed Practical and Licensed Vocational Nurses',
      is_job_relevant: 1,
      evidence: null,
      source_kind: 'manual',
      hides_wages: false,
    });
    expect(data.editable_fields).toContain('starting_wage');
    expect(data.user).not.toBeNull();
    const listed = await list(customer.id);
    expect(listed.meta).toEqual({ total: 1, per_page: 10, current_page: 1 });
  });

  it("gives the spec's message for each missing field", async () => {
    const customer = await newCustomer();
    const response = await cm.post(paths.create, { customerId: customer.id });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors).toMatchObject({
      date_received: [messages.dateReceivedRequired],
      employer_name: [messages.employerNameRequired],
      job_title: [messages.jobTitleRequired],
      start_date: [messages.startDateRequired],
      starting_wage: [messages.startingWageRequired],
      wage_increment: [messages.wageIncrementRequired],
      is_job_relevant: [messages.isJobRelevantRequired],
      onet_code: [messages.onetRequired],
    });
    expect(errors.naics_code).toBeUndefined();
    expect(errors.recent_wage).toBeUndefined();
  });

  it('checks starting wage, NAICS 2022 shape and the O*NET catalogue', async () => {
    const customer = await newCustomer();
    const low = await cm.post(paths.create, wageBody(customer.id, onetCode, { starting_wage: '0.5' }));
    expect(low.json<{ errors: Record<string, string[]> }>().errors.starting_wage).toEqual([messages.startingWageMin]);
    for (const naics_code of ['99', '1', '6211111', '62a1']) {
      const bad = await cm.post(paths.create, wageBody(customer.id, onetCode, { naics_code }));
      expect(bad.json<{ errors: Record<string, string[]> }>().errors.naics_code, naics_code).toEqual([
        messages.naicsInvalid,
      ]);
    }
    const unknownOnet = await cm.post(paths.create, wageBody(customer.id, '11-9999.99'));
    expect(unknownOnet.statusCode).toBe(422);
    expect(unknownOnet.json<{ errors: Record<string, string[]> }>().errors.onet_code).toEqual([messages.onetInvalid]);
    const noNaics = await cm.post(paths.create, wageBody(customer.id, onetCode, { naics_code: '' }));
    expect(noNaics.statusCode, noNaics.body).toBe(201);
    expect(noNaics.json<{ data: WageRecord }>().data.naics_code).toBeNull();
    expect((await list(customer.id)).meta.total).toBe(1);
  });

  it('accepts the form values yes / no for is_job_relevant and numbers as text', async () => {
    const customer = await newCustomer();
    const response = await cm.post(
      paths.create,
      wageBody(customer.id, onetCode, { is_job_relevant: 'no', starting_wage: '18', recent_wage: '' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: WageRecord }>().data).toMatchObject({
      is_job_relevant: 0,
      starting_wage: 18,
      recent_wage: null,
    });
    const unanswered = await cm.post(paths.create, wageBody(customer.id, onetCode, { is_job_relevant: 'null' }));
    expect(unanswered.json<{ errors: Record<string, string[]> }>().errors.is_job_relevant).toEqual([
      messages.isJobRelevantRequired,
    ]);
  });

  it('files an evidence upload (png allowed here) as a document of the customer', async () => {
    const customer = await newCustomer();
    const evidence = await uploadEvidence(t, cm, 'paystub.pdf', 'document');
    const response = await cm.post(paths.create, wageBody(customer.id, onetCode, { evidence }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ data: WageRecord }>().data.evidence).toMatchObject({
      original_filename: 'paystub.pdf',
      is_on_file: false,
    });
    const txt = await cm.post(
      paths.create,
      wageBody(customer.id, onetCode, { evidence: { name: 'notes.txt', path: 'document/20260101-cccccccccc.txt' } }),
    );
    expect(txt.json<{ errors: Record<string, string[]> }>().errors.evidence).toEqual([messages.evidenceType]);
    const performanceUpload = await uploadEvidence(t, cm, 'certificate.pdf', 'evidence');
    const wrongPurpose = await cm.post(paths.create, wageBody(customer.id, onetCode, { evidence: performanceUpload }));
    expect(wrongPurpose.statusCode).toBe(422);
    expect((await list(customer.id)).meta.total).toBe(1);
  });

  it('is refused at another location and read-only for an archived customer', async () => {
    const customer = await newCustomer();
    const other = await t.as('caseManagerOther');
    expect((await other.post(paths.create, wageBody(customer.id, onetCode))).statusCode).toBe(403);
    expect((await other.get(wagePath(paths.list, { customerId: customer.id }))).statusCode).toBe(403);
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    const archived = await cm.post(paths.create, wageBody(customer.id, onetCode));
    expect(archived.statusCode).toBe(409);
    expect(archived.json<{ message: string }>().message).toBe(customerRecordMessages.archivedReadOnly);
  });
});

describe('updating', () => {
  it('changes every field of a manual record', async () => {
    const customer = await newCustomer();
    const created = (await cm.post(paths.create, wageBody(customer.id, onetCode))).json<{ data: WageRecord }>().data;
    const response = await cm.post(wagePath(paths.update, { id: created.id }), {
      ...wageBody(customer.id, onetCode, {
        job_title: 'Charge Nurse',
        wage_increment: 'annually',
        starting_wage: 52000,
      }),
      _method: 'put',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json<{ message: string; data: WageRecord }>();
    expect(message).toBe(messages.updatedText);
    expect(data).toMatchObject({ job_title: 'Charge Nurse', increment_of_wage: 'annually', starting_wage: 52000 });
    const invalid = await cm.post(wagePath(paths.update, { id: created.id }), { job_title: '' });
    expect(invalid.statusCode).toBe(422);
  });

  it('changes only is_job_relevant of an external record and ignores every other field sent', async () => {
    const customer = await newCustomer();
    for (const sourceId of [2, 3, 4] as const) {
      const row = await externalWage(t.db, customer.id, sourceId);
      const before = (await list(customer.id)).data.find((wage) => wage.id === row.id)!;
      expect(before.source_kind).toBe('external');
      expect(before.editable_fields).toEqual(['is_job_relevant']);
      const response = await cm.post(wagePath(paths.update, { id: row.id }), {
        ...wageBody(customer.id, onetCode, { employer_name: 'Changed', starting_wage: 99, job_title: 'Changed' }),
        is_job_relevant: 'yes',
      });
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json<{ data: WageRecord }>().data;
      expect(after).toEqual({ ...before, is_job_relevant: 1 });
      const missing = await cm.post(wagePath(paths.update, { id: row.id }), { employer_name: 'Changed' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json<{ errors: Record<string, string[]> }>().errors.is_job_relevant).toEqual([
        messages.isJobRelevantRequired,
      ]);
    }
  });

  it('shows no wage, increment or O*NET code for sources 2 and 4 (N/A), and shows them for 3', async () => {
    const customer = await newCustomer();
    const rows = await Promise.all([2, 3, 4].map((source) => externalWage(t.db, customer.id, source as 2 | 3 | 4)));
    const listed = await list(customer.id);
    for (const row of rows) {
      const wage = listed.data.find((item) => item.id === row.id)!;
      if (row.sourceId === 3) {
        expect(wage).toMatchObject({ hides_wages: false, starting_wage: 21.75, increment_of_wage: 'hourly' });
      } else {
        expect(wage).toMatchObject({
          hides_wages: true,
          starting_wage: null,
          recent_wage: null,
          increment_of_wage: null,
          onet_code: null,
        });
      }
    }
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await cm.post(wagePath(paths.update, { id: 2_000_000_000 }), { is_job_relevant: 1 })).statusCode).toBe(404);
  });
});

describe('the O*NET search', () => {
  it('finds occupations by title', async () => {
    const response = await cm.get(`${paths.onetSearch}?query=practical`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown[] }>().data).toContainEqual({
      code: onetCode,
      title: 'Licensed Practical and Licensed Vocational Nurses',
    });
    expect((await cm.get(`${paths.onetSearch}?query=`)).json<{ data: unknown[] }>().data).toEqual([]);
  });
});
