import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorBody,
  caseNotePaths,
  customerHistoryPaths,
  customerRecordPath,
  historyKinds,
  historyMessages,
  type HistoryEntry,
  type HistoryKind,
  type HistoryPage,
} from '@portal/contracts';
import { schema } from '@portal/db';
import {
  createCustomer,
  createCustomerDocument,
  createEnrollment,
  createFormResponse,
  createFundingTransaction,
  createRestriction,
  createSeedForms,
  createServiceLog,
  createServiceLogProgram,
} from '@portal/db/factories';
import { createTestApp, type Role, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const historyUrl = (id: number, query = '') => `${customerRecordPath(customerHistoryPaths.history, { id })}${query}`;

async function page(role: Role, customerId: number, query = '') {
  const response = await (await t.as(role)).get(historyUrl(customerId, query));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryPage>();
}

/** Every page, following next_cursor. */
async function everything(role: Role, customerId: number, query: string) {
  const entries: HistoryEntry[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const result: HistoryPage = await page(
      role,
      customerId,
      `?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    entries.push(...result.data);
    cursor = result.next_cursor;
    if (!cursor) return entries;
  }
  throw new Error('the cursor never ended');
}

async function writeNote(role: Role, customerId: number, body: string, confidential = false) {
  const response = await (
    await t.as(role)
  ).post(customerRecordPath(caseNotePaths.list, { id: customerId }), {
    category: 'general',
    body,
    confidential,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A customer with one entry of every kind. */
async function customerWithEverything() {
  const { db, world } = t;
  const customer = await createCustomer(db, { portal: false, primaryLocationId: world.locationA.id });
  const staffId = world.caseManager.id;
  await createServiceLog(db, { customerId: customer.id, createdBy: staffId, locationId: world.locationA.id });
  await writeNote('caseManager', customer.id, '<p>Open note</p>');
  await db.insert(schema.customerMessages).values({
    customerId: customer.id,
    senderUserId: staffId,
    subject: 'Appointment',
    body: 'See you Monday',
  });
  const forms = await createSeedForms(db);
  await createFormResponse(db, { formId: Object.values(forms)[0]!, customerId: customer.id, status: 'Complete' });
  await createCustomerDocument(db, customer.id, { creatorGuard: 'staff', creatorUserId: staffId });
  await db.insert(schema.referrals).values({
    customerId: customer.id,
    kind: 'network',
    status: 'new',
    toLocationId: world.locationB.id,
    createdByStaffId: staffId,
  });
  await createRestriction(db, { customerId: customer.id, creatorUserId: staffId });
  const program = await createServiceLogProgram(db);
  const enrolment = await createEnrollment(db, customer.id, {
    programId: program.id,
    exitAt: new Date(),
    exitReason: 'health_medical',
    exitKind: 'recorded',
    exitRecordedBy: staffId,
  });
  const [type] = await db.select().from(schema.performanceTypes).limit(1);
  await db.insert(schema.performanceRecords).values({
    customerId: customer.id,
    creatorUserId: staffId,
    kind: type!.kind,
    performanceTypeId: type!.id,
    dateAffected: '2026-01-15',
  });
  const [source] = await db
    .execute(sql`select min(id) as id from wage_sources where id <> 1`)
    .then((result) => (result as { rows: { id: number }[] }).rows);
  await db.insert(schema.wageRecords).values({
    customerId: customer.id,
    sourceId: source!.id,
    creatorUserId: staffId,
    dateReceived: '2026-02-01',
    startDate: '2026-01-20',
    employerName: 'Acme Logistics',
    jobTitle: 'Forklift operator',
  });
  await createFundingTransaction(db, {
    customerId: customer.id,
    createdBy: staffId,
    requestedBy: staffId,
    programs: [{ programId: program.id, fundsCents: 12_500 }],
  });
  await db.insert(schema.customerChanges).values({
    customerId: customer.id,
    changedByStaffId: staffId,
    field: 'preferredName',
    oldValue: null,
    newValue: 'Sam',
  });
  const [application] = await db
    .insert(schema.programApplications)
    .values({
      customerId: customer.id,
      programId: program.id,
      openedBy: staffId,
      status: 'eligible',
      decidedAt: new Date(),
    })
    .returning();
  await db.insert(schema.eligibilityDecisions).values({
    applicationId: application!.id,
    customerId: customer.id,
    programId: program.id,
    decision: 'eligible',
    reason: 'Dislocated worker with a layoff notice',
    decidedBy: staffId,
  });
  await db.insert(schema.programFollowUps).values({
    enrollmentId: enrolment.id,
    customerId: customer.id,
    quarter: 2,
    dueOn: '2026-07-01',
    answeredAt: new Date(),
    answeredBy: staffId,
    employed: true,
    employerName: 'Acme Logistics',
  });
  return customer;
}

describe('customer history', () => {
  it('holds every kind, newest first, and pages through all of them exactly once', async () => {
    const customer = await customerWithEverything();
    const first = await page('caseManager', customer.id, '?perPage=100');
    expect(new Set(first.data.map((entry) => entry.kind))).toEqual(new Set(historyKinds));
    const times = first.data.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.data.find((entry) => entry.kind === 'enrolment_exit')?.detail).toBe('Health or medical');
    expect(first.data.find((entry) => entry.kind === 'profile_change')?.title).toBe('Changed preferred name');
    expect(first.data.find((entry) => entry.kind === 'case_note')?.html).toBe('<p>Open note</p>');

    const paged = await everything('caseManager', customer.id, 'perPage=3');
    expect(paged.map((entry) => `${entry.kind}:${entry.id}`)).toEqual(
      first.data.map((entry) => `${entry.kind}:${entry.id}`),
    );
  });

  it('pages through entries that share one moment without losing or repeating any', async () => {
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    // One transaction: every row gets the same now(), so only (kind, id) orders them.
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 7; n += 1) {
        await tx.insert(schema.caseNotes).values({
          customerId: customer.id,
          authorId: t.world.caseManager.id,
          category: 'general',
          body: `<p>${n}</p>`,
        });
        await tx.insert(schema.customerMessages).values({
          customerId: customer.id,
          senderUserId: t.world.caseManager.id,
          subject: `Message ${n}`,
          body: 'x',
        });
      }
    });
    const entries = await everything('caseManager', customer.id, 'perPage=4');
    const keys = entries.map((entry) => `${entry.kind}:${entry.id}`);
    expect(keys).toHaveLength(14);
    expect(new Set(keys).size).toBe(14);
  });

  it('filters by kind', async () => {
    const customer = await customerWithEverything();
    const kinds: HistoryKind[] = ['service', 'enrolment_exit'];
    const result = await page('caseManager', customer.id, `?kinds=${kinds.join(',')}`);
    expect(result.data.map((entry) => entry.kind).sort()).toEqual([...kinds].sort());
  });

  it('shows confidential case notes only to their author and admins', async () => {
    const customer = await createCustomer(t.db, { portal: false, primaryLocationId: t.world.locationA.id });
    await writeNote('admin', customer.id, '<p>Admin only</p>', true);
    await writeNote('admin', customer.id, '<p>Everyone</p>');
    const bodies = async (role: Role) =>
      (await page(role, customer.id, '?kinds=case_note')).data.map((entry) => entry.html);
    expect(await bodies('caseManager')).toEqual(['<p>Everyone</p>']);
    expect(await bodies('admin')).toEqual(['<p>Everyone</p>', '<p>Admin only</p>']);
    expect(await bodies('agencyAdmin')).toEqual(['<p>Everyone</p>', '<p>Admin only</p>']);
  });

  it('answers a bad kind or cursor with 422 and field errors', async () => {
    const client = await t.as('caseManager');
    const kind = await client.get(historyUrl(t.world.customer.id, '?kinds=service,gossip'));
    expect(kind.statusCode).toBe(422);
    expect(kind.json<ErrorBody>().errors?.kinds).toEqual([historyMessages.badKinds]);
    for (const cursor of ['nonsense', '99999999999999999.service.1', '1700000000000000.gossip.1', '-1.service.0']) {
      const response = await client.get(historyUrl(t.world.customer.id, `?cursor=${cursor}`));
      expect(response.statusCode, cursor).toBe(422);
      expect(response.json<ErrorBody>().errors?.cursor).toEqual([historyMessages.badCursor]);
    }
  });
});
