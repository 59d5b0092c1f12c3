import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  boardDateOf,
  boardToday,
  programApplicationMessages as messages,
  serviceTrackerPaths,
  type EligibilityResult,
  type ProgramsPanel,
} from '@portal/contracts';
import { schema } from '@portal/db';
import {
  createCustomerDocument,
  createFormResponse,
  createOccupation,
  createSeedForms,
  createServiceLog,
  createServiceLogProgram,
} from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { quarterAfter } from './exits.ts';
import { runAutomaticExits } from './exiting-soon.ts';
import {
  customerAtA,
  dayFromToday,
  enrolmentServedDaysAgo,
  fill,
  paths,
  programNeedingIdentity,
} from './program-applications.fixtures.ts';

let t: TestApp;
let cm: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
}, testAppTimeout);
afterAll(() => t?.close());

const check = async (customerId: number) =>
  (await cm.get(serviceTrackerPaths.eligibility.replace(':id', String(customerId)))).json<EligibilityResult[]>();
const panel = async (customerId: number) =>
  (await cm.get(fill(paths.applications, { id: customerId }))).json<ProgramsPanel>();
const open = (customerId: number, programId: number) =>
  cm.post(fill(paths.applications, { id: customerId }), { program_id: programId });

describe('the eligibility check: likely eligible, needs review, unlikely', () => {
  it('needs review while a required document is missing, and names it; likely eligible once it is on file', async () => {
    const customer = await customerAtA(t);
    const program = await programNeedingIdentity(t.db);
    const before = (await check(customer.id)).find((row) => row.program_id === program.id)!;
    expect(before).toMatchObject({
      assessment: 'needs_review',
      status: true,
      reason: 'No eligibility review',
      missing_documents: [{ label: 'Proof of identity', categories: ['Identification'] }],
    });
    expect(before.reasons).toContain('Proof of identity is missing');
    await createCustomerDocument(t.db, customer.id, { documentCategory: 'Identification' });
    const after = (await check(customer.id)).find((row) => row.program_id === program.id)!;
    expect(after).toMatchObject({ assessment: 'likely_eligible', missing_documents: [] });
    expect(after.reasons).toContain('Proof of identity is on file');
  });

  it('a deleted document does not count', async () => {
    const customer = await customerAtA(t);
    const program = await programNeedingIdentity(t.db);
    await createCustomerDocument(t.db, customer.id, { documentCategory: 'Identification', deletedAt: new Date() });
    const row = (await check(customer.id)).find((item) => item.program_id === program.id)!;
    expect(row.assessment).toBe('needs_review');
  });

  it('needs review while the eligibility form is not completed; unlikely when it is completed without a yes', async () => {
    const forms = await createSeedForms(t.db);
    const formId = Object.values(forms)[0] as number;
    const program = await createServiceLogProgram(t.db, { eligibilityFormId: formId, eligibilityQuestion: 'eligible' });
    const customer = await customerAtA(t);
    const pending = (await check(customer.id)).find((row) => row.program_id === program.id)!;
    expect(pending).toMatchObject({ assessment: 'needs_review', status: false });
    await createFormResponse(t.db, {
      formId,
      customerId: customer.id,
      status: 'Complete',
      answers: { eligible: 'no' },
    });
    const refused = (await check(customer.id)).find((row) => row.program_id === program.id)!;
    expect(refused).toMatchObject({ assessment: 'unlikely', status: false });
    const other = await customerAtA(t);
    await createFormResponse(t.db, { formId, customerId: other.id, status: 'Complete', answers: { eligible: 'yes' } });
    const likely = (await check(other.id)).find((row) => row.program_id === program.id)!;
    expect(likely).toMatchObject({ assessment: 'likely_eligible', status: true });
  });
});

describe('applications and the staff decision', () => {
  it('opens one application per program; a second open one is refused with a field message', async () => {
    const customer = await customerAtA(t);
    const program = await programNeedingIdentity(t.db);
    expect((await open(customer.id, program.id)).statusCode).toBe(201);
    const again = await open(customer.id, program.id);
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors.program_id).toEqual([messages.alreadyOpen]);
    const listed = await panel(customer.id);
    expect(listed.applications).toHaveLength(1);
    expect(listed.applications[0]).toMatchObject({ status: 'open', assessment: 'needs_review' });
  });

  it('refuses a missing program and an unknown one with 422', async () => {
    const customer = await customerAtA(t);
    expect((await cm.post(fill(paths.applications, { id: customer.id }), {})).statusCode).toBe(422);
    expect((await open(customer.id, 999_999)).statusCode).toBe(422);
  });

  it('records the decision with its documents, audits it, and the service log follows it', async () => {
    const customer = await customerAtA(t);
    const program = await programNeedingIdentity(t.db);
    const document = await createCustomerDocument(t.db, customer.id, { documentCategory: 'Identification' });
    const { id } = (await open(customer.id, program.id)).json<{ id: number }>();
    const url = fill(paths.decision, { id: customer.id, applicationId: id });
    const missingReason = await cm.post(url, { decision: 'not_eligible', reason: '  ' });
    expect(missingReason.statusCode).toBe(422);
    const decided = await cm.post(url, {
      decision: 'not_eligible',
      reason: 'Income above the limit',
      document_ids: [document.id],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const application = (await panel(customer.id)).applications[0]!;
    expect(application.status).toBe('not_eligible');
    expect(application.decision).toMatchObject({ decision: 'not_eligible', reason: 'Income above the limit' });
    expect(application.decision!.documents.map((row) => row.id)).toEqual([document.id]);
    const audited = await t.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'eligibility_decision.record'), eq(schema.auditLog.customerId, customer.id)),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorId).toBe(t.world.caseManager.id);
    const row = (await check(customer.id)).find((item) => item.program_id === program.id)!;
    expect(row).toMatchObject({ status: false, decision: 'not_eligible' });
    expect((await cm.post(url, { decision: 'eligible', reason: 'Again' })).statusCode).toBe(409);
  });

  it("refuses documents that are not the customer's", async () => {
    const customer = await customerAtA(t);
    const other = await customerAtA(t);
    const program = await programNeedingIdentity(t.db);
    const foreign = await createCustomerDocument(t.db, other.id, { documentCategory: 'Identification' });
    const { id } = (await open(customer.id, program.id)).json<{ id: number }>();
    const response = await cm.post(fill(paths.decision, { id: customer.id, applicationId: id }), {
      decision: 'eligible',
      reason: 'Documents verified',
      document_ids: [foreign.id],
    });
    expect(response.statusCode).toBe(422);
  });

  it('a deleted customer answers 404 and an archived one 409', async () => {
    const program = await programNeedingIdentity(t.db);
    const deleted = await customerAtA(t);
    await t.db.update(schema.customers).set({ deletedAt: new Date() }).where(eq(schema.customers.id, deleted.id));
    expect((await open(deleted.id, program.id)).statusCode).toBe(404);
    const archived = await customerAtA(t);
    await t.db.update(schema.customers).set({ status: false }).where(eq(schema.customers.id, archived.id));
    expect((await open(archived.id, program.id)).statusCode).toBe(409);
  });
});

describe('recording an exit', () => {
  const exit = (customerId: number, enrollmentId: number, body: object) =>
    cm.post(fill(paths.exit, { id: customerId, enrollmentId }), body);

  it('takes a date from the enrolment start to today, nothing outside', async () => {
    const customer = await customerAtA(t);
    const enrollment = await enrolmentServedDaysAgo(t, customer.id, 5, { startDays: 20 });
    const start = boardDateOf(enrollment.createdAt);
    const early = await exit(customer.id, enrollment.id, { exit_date: addDaysIso(start, -1) });
    expect(early.statusCode).toBe(422);
    expect(early.json<{ errors: Record<string, string[]> }>().errors.exit_date).toEqual([
      messages.exitBeforeStart(start),
    ]);
    expect((await exit(customer.id, enrollment.id, { exit_date: addDaysIso(boardToday(), 1) })).statusCode).toBe(422);
    expect((await exit(customer.id, enrollment.id, { exit_date: 'soon' })).statusCode).toBe(422);
    const done = await exit(customer.id, enrollment.id, { exit_date: boardToday(), exit_reason: 'health_medical' });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(schema.serviceLogEnrollments)
      .where(eq(schema.serviceLogEnrollments.id, enrollment.id));
    expect(row).toMatchObject({
      exitReason: 'health_medical',
      exitKind: 'recorded',
      exitRecordedBy: t.world.caseManager.id,
    });
    expect(boardDateOf(row!.exitAt!)).toBe(boardToday());
    expect((await exit(customer.id, enrollment.id, { exit_date: boardToday() })).statusCode).toBe(409);
  });

  it('exits common-exit programs together and plans follow-ups in the 2nd and 4th quarter with reminders', async () => {
    const customer = await customerAtA(t);
    const adult = await createServiceLogProgram(t.db, { isCommonExit: true });
    const worker = await createServiceLogProgram(t.db, { isCommonExit: true });
    const first = await enrolmentServedDaysAgo(t, customer.id, 3, { programId: adult.id });
    const second = await enrolmentServedDaysAgo(t, customer.id, 4, { programId: worker.id });
    expect((await exit(customer.id, first.id, { exit_date: boardToday() })).statusCode).toBe(200);
    const { enrollments, follow_ups } = await panel(customer.id);
    expect(
      enrollments
        .filter((row) => row.exit_at !== null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(follow_ups).toHaveLength(4);
    expect(new Set(follow_ups.map((row) => row.due_on))).toEqual(
      new Set([quarterAfter(boardToday(), 2), quarterAfter(boardToday(), 4)]),
    );
    const reminders = await t.db.select().from(schema.reminders).where(eq(schema.reminders.customerId, customer.id));
    expect(reminders).toHaveLength(4);
    expect(reminders.every((row) => row.userId === t.world.caseManager.id && row.action === 'follow up')).toBe(true);
  });
});

describe('the automatic exit', () => {
  it('exits after 90 days without service, dated back to the last service, once however often it runs', async () => {
    const customer = await customerAtA(t);
    const stale = await enrolmentServedDaysAgo(t, customer.id, 100);
    const planned = await enrolmentServedDaysAgo(t, customer.id, 100);
    await createServiceLog(t.db, {
      customerId: customer.id,
      createdBy: t.world.caseManager.id,
      enrollmentId: planned.id,
      startAt: dayFromToday(5),
    });
    const recent = await enrolmentServedDaysAgo(t, customer.id, 30);
    const [lastLog] = await t.db.select().from(schema.serviceLogs).where(eq(schema.serviceLogs.enrollmentId, stale.id));
    expect(await runAutomaticExits(t.db)).toBeGreaterThanOrEqual(1);
    const rows = await t.db
      .select()
      .from(schema.serviceLogEnrollments)
      .where(eq(schema.serviceLogEnrollments.customerId, customer.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(stale.id)).toMatchObject({ exitKind: 'automatic', exitReason: null, exitRecordedBy: null });
    expect(byId.get(stale.id)!.exitAt!.getTime()).toBe(lastLog!.startAt.getTime());
    expect(byId.get(planned.id)!.exitAt).toBeNull();
    expect(byId.get(recent.id)!.exitAt).toBeNull();
    expect(await runAutomaticExits(t.db)).toBe(0);
    const followUps = await t.db
      .select()
      .from(schema.programFollowUps)
      .where(eq(schema.programFollowUps.enrollmentId, stale.id));
    expect(followUps).toHaveLength(2);
  });

  it('lists who is about to exit for staff of their locations only', async () => {
    const customer = await customerAtA(t);
    const soon = await enrolmentServedDaysAgo(t, customer.id, 80);
    const mine = (await cm.get(paths.exitingSoon)).json<{
      data: { enrollment_id: number; automatic_exit_on: string }[];
    }>();
    const item = mine.data.find((row) => row.enrollment_id === soon.id);
    expect(item?.automatic_exit_on).toBe(addDaysIso(boardDateOf(dayFromToday(-80)), 91));
    const other = await t.as('caseManagerOther');
    const theirs = (await other.get(paths.exitingSoon)).json<{ data: { enrollment_id: number }[] }>();
    expect(theirs.data.some((row) => row.enrollment_id === soon.id)).toBe(false);
    expect((await panel(customer.id)).enrollments[0]!.automatic_exit_on).toBe(item!.automatic_exit_on);
  });
});

describe('follow-ups', () => {
  async function dueFollowUp() {
    const customer = await customerAtA(t);
    const enrollment = await enrolmentServedDaysAgo(t, customer.id, 2);
    await cm.post(fill(paths.exit, { id: customer.id, enrollmentId: enrollment.id }), { exit_date: boardToday() });
    const { follow_ups } = await panel(customer.id);
    await t.db
      .update(schema.programFollowUps)
      .set({ dueOn: addDaysIso(boardToday(), -1) })
      .where(eq(schema.programFollowUps.id, follow_ups[0]!.id));
    return { customer, followUp: follow_ups[0]!, later: follow_ups[1]! };
  }

  it('records the answers as a wage record and a credential attainment, once', async () => {
    await createOccupation(t.db, { code: '43-4051.00', title: 'Customer Service Representatives' });
    const { customer, followUp } = await dueFollowUp();
    const url = fill(paths.followUp, { id: customer.id, followUpId: followUp.id });
    const body = {
      employed: true,
      wage: {
        date_received: boardToday(),
        employer_name: 'Front Range Health',
        job_title: 'Customer service',
        start_date: addDaysIso(boardToday(), -20),
        starting_wage: 21.5,
        wage_increment: 'hourly',
        is_job_relevant: 'yes',
        onet_code: '43-4051.00',
      },
      credential_attained: true,
      credential_type_id: 209,
      credential_date: boardToday(),
    };
    const response = await cm.post(url, body);
    expect(response.statusCode, response.body).toBe(200);
    const wages = await t.db.select().from(schema.wageRecords).where(eq(schema.wageRecords.customerId, customer.id));
    expect(wages).toHaveLength(1);
    expect(wages[0]).toMatchObject({ employerName: 'Front Range Health', startingWage: 21.5, sourceId: 1 });
    const credentials = await t.db
      .select()
      .from(schema.performanceRecords)
      .where(eq(schema.performanceRecords.customerId, customer.id));
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.kind).toBe('credential_attainment');
    const answered = (await panel(customer.id)).follow_ups.find((row) => row.id === followUp.id)!;
    expect(answered).toMatchObject({ employed: true, credential_attained: true, wage_record_id: wages[0]!.id });
    expect((await cm.post(url, body)).statusCode).toBe(409);
  });

  it('a refusal of the wage service leaves nothing behind, with the field named under wage', async () => {
    const { customer, followUp } = await dueFollowUp();
    const response = await cm.post(fill(paths.followUp, { id: customer.id, followUpId: followUp.id }), {
      employed: true,
      wage: {
        date_received: boardToday(),
        employer_name: 'Nowhere Inc',
        job_title: 'Clerk',
        start_date: boardToday(),
        starting_wage: 18,
        wage_increment: 'hourly',
        is_job_relevant: 'no',
        onet_code: '99-9999.99',
      },
      credential_attained: false,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['wage.onet_code']);
    const wages = await t.db.select().from(schema.wageRecords).where(eq(schema.wageRecords.customerId, customer.id));
    expect(wages).toHaveLength(0);
    const [row] = await t.db.select().from(schema.programFollowUps).where(eq(schema.programFollowUps.id, followUp.id));
    expect(row!.answeredAt).toBeNull();
  });

  it('a follow-up not yet due cannot be answered', async () => {
    const { customer, later } = await dueFollowUp();
    const response = await cm.post(fill(paths.followUp, { id: customer.id, followUpId: later.id }), {
      employed: false,
      credential_attained: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(messages.followUpNotDue);
  });
});
