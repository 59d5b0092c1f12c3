import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  boardDateOf,
  boardToday,
  programApplicationMessages as messages,
  type ProgramsPanel,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createServiceLogProgram } from '@portal/db/factories';
import { createTestApp, type TestApp, type TestClient, testAppTimeout } from '../../testing/test-app.ts';
import { exitEnrollments, quarterAfter } from './exits.ts';
import { customerAtA, dayFromToday, enrolmentServedDaysAgo, fill, paths } from './program-applications.fixtures.ts';

let t: TestApp;
let cm: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  cm = await t.as('caseManager');
}, testAppTimeout);
afterAll(() => t?.close());

const correct = (customerId: number, enrollmentId: number, body: object) =>
  cm.put(fill(paths.exit, { id: customerId, enrollmentId }), body);
const panel = async (customerId: number) =>
  (await cm.get(fill(paths.applications, { id: customerId }))).json<ProgramsPanel>();
const enrolmentRow = async (id: number) =>
  (await t.db.select().from(schema.serviceLogEnrollments).where(eq(schema.serviceLogEnrollments.id, id)))[0]!;

describe('correcting an exit', () => {
  it("sets an automatic exit's missing reason, keeping its kind and instant, and audits who and what it was", async () => {
    const customer = await customerAtA(t);
    const enrollment = await enrolmentServedDaysAgo(t, customer.id, 100);
    const exitAt = dayFromToday(-100);
    await exitEnrollments(t.db, {
      customerId: customer.id,
      enrollmentIds: [enrollment.id],
      exitAt,
      reason: null,
      kind: 'automatic',
      recordedBy: null,
    });
    const response = await correct(customer.id, enrollment.id, {
      exit_date: boardDateOf(exitAt),
      exit_reason: 'health_medical',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(messages.exitCorrected);
    const row = await enrolmentRow(enrollment.id);
    expect(row).toMatchObject({ exitReason: 'health_medical', exitKind: 'automatic', exitRecordedBy: null });
    expect(row.exitAt!.getTime()).toBe(exitAt.getTime());
    const audited = await t.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'enrollment.exit_correct'), eq(schema.auditLog.customerId, customer.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorId).toBe(t.world.caseManager.id);
    expect(audited[0]!.detail).toMatchObject({ previous_exit_reason: null, exit_reason: 'health_medical' });
  });

  it('moves the date within the start-to-today bounds, and the unanswered follow-ups with it', async () => {
    const customer = await customerAtA(t);
    const enrollment = await enrolmentServedDaysAgo(t, customer.id, 5, { startDays: 400 });
    const start = boardDateOf(enrollment.createdAt);
    expect(
      (
        await cm.post(fill(paths.exit, { id: customer.id, enrollmentId: enrollment.id }), {
          exit_date: boardToday(),
        })
      ).statusCode,
    ).toBe(200);
    const early = await correct(customer.id, enrollment.id, { exit_date: addDaysIso(start, -1), exit_reason: null });
    expect(early.statusCode).toBe(422);
    expect(early.json<{ errors: Record<string, string[]> }>().errors.exit_date).toEqual([
      messages.exitBeforeStart(start),
    ]);
    expect((await correct(customer.id, enrollment.id, { exit_date: addDaysIso(boardToday(), 1) })).statusCode).toBe(
      422,
    );
    const moved = addDaysIso(boardToday(), -200);
    const response = await correct(customer.id, enrollment.id, { exit_date: moved, exit_reason: 'foster_care' });
    expect(response.statusCode, response.body).toBe(200);
    const row = await enrolmentRow(enrollment.id);
    expect(boardDateOf(row.exitAt!)).toBe(moved);
    expect(row).toMatchObject({ exitReason: 'foster_care', exitKind: 'recorded' });
    const { follow_ups } = await panel(customer.id);
    expect(follow_ups.map((followUp) => [followUp.quarter, followUp.due_on]).sort()).toEqual([
      [2, quarterAfter(moved, 2)],
      [4, quarterAfter(moved, 4)],
    ]);
    const reminderIds = (
      await t.db.select().from(schema.programFollowUps).where(eq(schema.programFollowUps.customerId, customer.id))
    ).map((followUp) => followUp.reminderId!);
    const reminders = await t.db.select().from(schema.reminders).where(inArray(schema.reminders.id, reminderIds));
    expect(reminders.map((reminder) => boardDateOf(reminder.remindAt)).sort()).toEqual(
      [quarterAfter(moved, 2), quarterAfter(moved, 4)].sort(),
    );
  });

  it('corrects common-exit enrolments that exited together, all at once', async () => {
    const customer = await customerAtA(t);
    const adult = await createServiceLogProgram(t.db, { isCommonExit: true });
    const worker = await createServiceLogProgram(t.db, { isCommonExit: true });
    const first = await enrolmentServedDaysAgo(t, customer.id, 3, { programId: adult.id });
    const second = await enrolmentServedDaysAgo(t, customer.id, 4, { programId: worker.id });
    await cm.post(fill(paths.exit, { id: customer.id, enrollmentId: first.id }), { exit_date: boardToday() });
    const response = await correct(customer.id, second.id, {
      exit_date: boardToday(),
      exit_reason: 'institutionalized',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await enrolmentRow(first.id)).exitReason).toBe('institutionalized');
    expect((await enrolmentRow(second.id)).exitReason).toBe('institutionalized');
  });

  it('refuses an open enrolment (409), an unknown or foreign one (404), a bad reason (422)', async () => {
    const customer = await customerAtA(t);
    const open = await enrolmentServedDaysAgo(t, customer.id, 3);
    const refused = await correct(customer.id, open.id, { exit_date: boardToday(), exit_reason: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(messages.notExited);
    const other = await customerAtA(t);
    expect((await correct(other.id, open.id, { exit_date: boardToday() })).statusCode).toBe(404);
    expect((await correct(customer.id, 2_000_000_000, { exit_date: boardToday() })).statusCode).toBe(404);
    const bad = await correct(customer.id, open.id, { exit_date: boardToday(), exit_reason: 'bored' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['exit_reason']);
  });

  it('a deleted customer answers 404 and an archived one 409', async () => {
    for (const [change, status] of [
      [{ deletedAt: new Date() }, 404],
      [{ status: false }, 409],
    ] as const) {
      const customer = await customerAtA(t);
      const enrollment = await enrolmentServedDaysAgo(t, customer.id, 3);
      await cm.post(fill(paths.exit, { id: customer.id, enrollmentId: enrollment.id }), { exit_date: boardToday() });
      await t.db.update(schema.customers).set(change).where(eq(schema.customers.id, customer.id));
      const response = await correct(customer.id, enrollment.id, {
        exit_date: boardToday(),
        exit_reason: 'foster_care',
      });
      expect(response.statusCode).toBe(status);
      expect((await enrolmentRow(enrollment.id)).exitReason).toBeNull();
    }
  });
});
