import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerRecordMessages,
  performanceKinds,
  performanceMessages as messages,
  performancePaths as paths,
  type PerformanceListResponse,
  type PerformanceRecord,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer, createEnrollment } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import {
  deleteUrl,
  insertPerformanceRecord,
  performanceBody,
  seededTypes,
  updateUrl,
  uploadEvidence,
} from './performance.fixtures.ts';

let t: TestApp;
let cm: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
}, testAppTimeout);
afterAll(() => t?.close());

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

async function newCustomer() {
  return createCustomer(t.db, { primaryLocationId: t.world.locationA.id });
}

async function recordsOf(customerId: number) {
  return t.db.select().from(schema.performanceRecords).where(eq(schema.performanceRecords.customerId, customerId));
}

describe('performance types', () => {
  it('lists each kind with is_evidence_must', async () => {
    const response = await cm.get(
      paths.typeSearch.replace(':endpoint', performanceKinds.credential_attainment.endpoint),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: { id: number; type: string; is_evidence_must: boolean }[] }>();
    expect(data).toContainEqual({ id: 206, type: 'Occupational Certificate', is_evidence_must: true });
    expect(data.every((type) => type.id >= 200 && type.id < 300)).toBe(true);
    const filtered = await cm.get(
      `${paths.typeSearch.replace(':endpoint', performanceKinds.measurable_skill_gain.endpoint)}?term=milestone`,
    );
    expect(filtered.json<{ data: unknown[] }>().data).toEqual([
      { id: 104, type: 'Training Milestone', is_evidence_must: false },
    ]);
  });

  it('refuses an unknown kind', async () => {
    const response = await cm.get(paths.typeSearch.replace(':endpoint', 'nonsense'));
    expect(response.statusCode).toBe(404);
  });
});

describe('creating a record', () => {
  it('stores the record under the latest enrolment, with the note sanitised', async () => {
    const customer = await newCustomer();
    await createEnrollment(t.db, customer.id, { createdAt: monthsAgo(6) });
    const latest = await createEnrollment(t.db, customer.id, { createdAt: monthsAgo(2), exitAt: monthsAgo(1) });
    const response = await cm.post(
      paths.create,
      performanceBody(customer.id, {
        note: '<p onclick="x()">Passed <script>alert(1)</script><a href="javascript:alert(1)">link</a></p>',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message, data } = response.json<{ message: string; data: PerformanceRecord }>();
    expect(message).toBe(messages.created);
    expect(data.note.data.body).toBe('<p>Passed <a>link</a></p>');
    expect(data.customer.data.performanceEnrollment.data).toEqual({
      id: latest.id,
      exit_at: latest.exitAt!.toISOString(),
    });
    expect(data).toMatchObject({ creator_user_id: t.world.caseManager.id, can_edit: true, edit_refusal: null });
    expect(data.measurable_type).toBe(performanceKinds.credential_attainment.measurableType);
  });

  it('keeps an empty note as an empty paragraph', async () => {
    const customer = await newCustomer();
    for (const note of [undefined, '', '<p><br></p>'.replace('<br>', ''), '<p>  </p>']) {
      const response = await cm.post(paths.create, performanceBody(customer.id, { note }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ data: PerformanceRecord }>().data.note.data.body).toBe('<p></p>');
    }
  });

  it("gives the spec's messages for a missing type and a future date", async () => {
    const customer = await newCustomer();
    const tomorrowPlus = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const response = await cm.post(paths.create, {
      ...performanceBody(customer.id, { date_affected: tomorrowPlus }),
      measurable_id: undefined,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(errors.measurable_id).toEqual([messages.typeRequired]);
    expect(errors.date_affected).toEqual([messages.dateInFuture]);
    expect(await recordsOf(customer.id)).toEqual([]);
  });

  it('refuses a type of another kind', async () => {
    const customer = await newCustomer();
    const response = await cm.post(
      paths.create,
      performanceBody(customer.id, { measurable_id: seededTypes.msgNoEvidence }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors.measurable_id).toEqual([messages.typeInvalid]);
  });

  it('requires evidence when the type demands it, and files it as a document of the customer', async () => {
    const customer = await newCustomer();
    const missing = await cm.post(
      paths.create,
      performanceBody(customer.id, { measurable_id: seededTypes.credentialWithEvidence }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: Record<string, string[]> }>().errors.evidence).toEqual([messages.evidenceRequired]);

    const evidence = await uploadEvidence(t, cm);
    const created = await cm.post(
      paths.create,
      performanceBody(customer.id, { measurable_id: seededTypes.credentialWithEvidence, evidence }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<{ data: PerformanceRecord }>().data;
    expect(record.document.data).toMatchObject({
      path: evidence.path,
      original_filename: 'certificate.pdf',
      is_on_file: false,
      location_name: null,
    });
    const [document] = await t.db
      .select()
      .from(schema.documents)
      .where(eq(schema.documents.id, record.document.data!.id));
    expect(document).toMatchObject({ customerId: customer.id, documentCategory: 'Performance Evidence' });

    // The same upload cannot be used twice.
    const again = await cm.post(
      paths.create,
      performanceBody(customer.id, { measurable_id: seededTypes.credentialWithEvidence, evidence }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors.evidence).toEqual([messages.uploadFailed]);
    expect(await recordsOf(customer.id)).toHaveLength(1);
  });

  it("refuses evidence of a type the spec does not list, someone else's upload, or a made-up path, leaving no rows", async () => {
    const customer = await newCustomer();
    const png = await cm.post(
      paths.create,
      performanceBody(customer.id, { evidence: { name: 'photo.png', path: 'evidence/20260101-aaaaaaaaaa.png' } }),
    );
    expect(png.statusCode).toBe(422);
    expect(png.json<{ errors: Record<string, string[]> }>().errors.evidence).toEqual([messages.evidenceType]);

    const adminUpload = await uploadEvidence(t, await t.as('admin'));
    const notMine = await cm.post(paths.create, performanceBody(customer.id, { evidence: adminUpload }));
    expect(notMine.statusCode).toBe(422);

    const documentPurpose = await uploadEvidence(t, cm, 'letter.pdf', 'document');
    const wrongPurpose = await cm.post(paths.create, performanceBody(customer.id, { evidence: documentPurpose }));
    expect(wrongPurpose.statusCode).toBe(422);

    const madeUp = await cm.post(
      paths.create,
      performanceBody(customer.id, { evidence: { name: 'x.pdf', path: 'evidence/20260101-bbbbbbbbbb.pdf' } }),
    );
    expect(madeUp.statusCode).toBe(422);
    expect(await recordsOf(customer.id)).toEqual([]);
    const documents = await t.db.select().from(schema.documents).where(eq(schema.documents.customerId, customer.id));
    expect(documents).toEqual([]);
  });

  it('takes evidence sent as JSON text, as multipart sends it', async () => {
    const customer = await newCustomer();
    const evidence = await uploadEvidence(t, cm);
    const response = await cm.post(
      paths.create,
      performanceBody(customer.id, {
        measurable_id: String(seededTypes.credentialWithEvidence),
        evidence: JSON.stringify(evidence),
        is_evidence_must: 'true',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('is refused for a customer at another location, and read-only for an archived one', async () => {
    const customer = await newCustomer();
    const other = await t.as('caseManagerOther');
    expect((await other.post(paths.create, performanceBody(customer.id))).statusCode).toBe(403);
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, customer.id));
    const archived = await cm.post(paths.create, performanceBody(customer.id));
    expect(archived.statusCode).toBe(409);
    expect(archived.json<{ message: string }>().message).toBe(customerRecordMessages.archivedReadOnly);
  });
});

describe('editing and deleting', () => {
  it('lets the creator update, keeping earlier evidence when the type demands it', async () => {
    const customer = await newCustomer();
    const evidence = await uploadEvidence(t, cm);
    const created = (
      await cm.post(
        paths.create,
        performanceBody(customer.id, { measurable_id: seededTypes.credentialWithEvidence, evidence }),
      )
    ).json<{ data: PerformanceRecord }>().data;
    const response = await cm.post(updateUrl(created.id), {
      ...performanceBody(customer.id, {
        measurable_id: seededTypes.exemptWithEvidence,
        measurable_type: performanceKinds.program_exempt_reason.measurableType,
        note: '',
      }),
      _method: 'put',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json<{ message: string; data: PerformanceRecord }>();
    expect(message).toBe(messages.updated);
    expect(data.measurable.data.id).toBe(seededTypes.exemptWithEvidence);
    expect(data.measurable_type).toBe(performanceKinds.program_exempt_reason.measurableType);
    expect(data.document.data?.path).toBe(evidence.path);
    expect(data.note.data.body).toBe('<p></p>');
  });

  it("refuses someone else's record with 'You are not the creator', for update and delete", async () => {
    const customer = await newCustomer();
    const record = await insertPerformanceRecord(t.db, { customerId: customer.id, creatorUserId: t.world.admin.id });
    const update = await cm.post(updateUrl(record.id), performanceBody(customer.id));
    expect(update.statusCode).toBe(403);
    expect(update.json<{ message: string }>().message).toBe(messages.notCreator);
    const remove = await cm.delete(deleteUrl(record.id));
    expect(remove.statusCode).toBe(403);
    expect(remove.json<{ message: string }>().message).toBe(messages.notCreator);
    expect(await recordsOf(customer.id)).toHaveLength(1);

    const list = await cm.get(`${paths.list}?customer_id=${customer.id}`);
    expect(list.json<PerformanceListResponse>().data[0]).toMatchObject({
      can_edit: false,
      edit_refusal: messages.notCreator,
      delete_refusal: messages.notCreator,
    });
  });

  it('closes edit and delete 20 months after the enrolment exit, with the two alerts', async () => {
    const customer = await newCustomer();
    const old = await createEnrollment(t.db, customer.id, { createdAt: monthsAgo(30), exitAt: monthsAgo(21) });
    const recent = await createEnrollment(t.db, customer.id, { createdAt: monthsAgo(25), exitAt: monthsAgo(19) });
    const closed = await insertPerformanceRecord(t.db, {
      customerId: customer.id,
      creatorUserId: t.world.caseManager.id,
      enrollmentId: old.id,
    });
    const open = await insertPerformanceRecord(t.db, {
      customerId: customer.id,
      creatorUserId: t.world.caseManager.id,
      enrollmentId: recent.id,
    });

    const update = await cm.post(updateUrl(closed.id), performanceBody(customer.id));
    expect(update.statusCode).toBe(403);
    expect(update.json<{ message: string }>().message).toBe(messages.editWindowPassed);
    const remove = await cm.delete(deleteUrl(closed.id));
    expect(remove.statusCode).toBe(403);
    expect(remove.json<{ message: string }>().message).toBe(messages.deleteWindowPassed);

    const list = (await cm.get(`${paths.list}?customer_id=${customer.id}`)).json<PerformanceListResponse>();
    const closedRow = list.data.find((row) => row.id === closed.id)!;
    expect(closedRow).toMatchObject({
      can_edit: false,
      edit_refusal: messages.editWindowPassed,
      delete_refusal: messages.deleteWindowPassed,
    });
    expect(closedRow.customer.data.performanceEnrollment.data.exit_at).toBe(old.exitAt!.toISOString());

    expect((await cm.post(updateUrl(open.id), performanceBody(customer.id))).statusCode).toBe(200);
    const deleted = await cm.delete(deleteUrl(open.id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await recordsOf(customer.id)).map((row) => row.id)).toEqual([closed.id]);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await cm.delete(deleteUrl(2_000_000_000))).statusCode).toBe(404);
    expect((await cm.post(updateUrl(2_000_000_000), performanceBody(t.world.customer.id))).statusCode).toBe(404);
  });

  it('refuses moving a record to another customer', async () => {
    const customer = await newCustomer();
    const record = await insertPerformanceRecord(t.db, {
      customerId: customer.id,
      creatorUserId: t.world.caseManager.id,
    });
    const response = await cm.post(updateUrl(record.id), performanceBody(t.world.anotherCustomer.id));
    expect(response.statusCode).toBe(422);
  });
});
