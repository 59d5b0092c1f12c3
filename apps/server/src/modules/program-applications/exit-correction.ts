import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  boardDateOf,
  boardDayStart,
  programApplicationMessages as messages,
  type exitBodySchema,
} from '@portal/contracts';
import { type Db, type DbOrTx, schema } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { writableCustomer } from '../customer-record/service.ts';
import { quarterAfter } from './exits.ts';

const { programFollowUps, reminders, serviceLogEnrollments, serviceLogPrograms } = schema;

/**
 * The exited enrolments one correction changes: this one, and with a common-exit program the customer's other
 * common-exit enrolments that exited with it (same instant), since they exited together. Locked for the update.
 */
async function exitedGroup(db: DbOrTx, customerId: number, enrollmentId: number) {
  const rows = await db
    .select({
      id: serviceLogEnrollments.id,
      createdAt: serviceLogEnrollments.createdAt,
      exitAt: serviceLogEnrollments.exitAt,
      exitReason: serviceLogEnrollments.exitReason,
      isCommonExit: serviceLogPrograms.isCommonExit,
    })
    .from(serviceLogEnrollments)
    .innerJoin(serviceLogPrograms, eq(serviceLogPrograms.id, serviceLogEnrollments.programId))
    .where(eq(serviceLogEnrollments.customerId, customerId))
    .for('update', { of: serviceLogEnrollments });
  const chosen = rows.find((row) => row.id === enrollmentId);
  if (!chosen) throw notFound();
  if (!chosen.exitAt) throw conflict(messages.notExited);
  const exitedAt = chosen.exitAt.getTime();
  const group = chosen.isCommonExit
    ? rows.filter((row) => row.isCommonExit && row.exitAt?.getTime() === exitedAt)
    : [chosen];
  return { chosen: { ...chosen, exitAt: chosen.exitAt }, group };
}

/** Unanswered follow-ups move with the exit date, their reminders (not yet done) with them. */
async function movePlannedFollowUps(db: DbOrTx, enrollmentIds: number[], exitDate: string) {
  const planned = await db
    .select({ id: programFollowUps.id, quarter: programFollowUps.quarter, reminderId: programFollowUps.reminderId })
    .from(programFollowUps)
    .where(and(inArray(programFollowUps.enrollmentId, enrollmentIds), isNull(programFollowUps.answeredAt)));
  for (const followUp of planned) {
    const dueOn = quarterAfter(exitDate, followUp.quarter);
    await db.update(programFollowUps).set({ dueOn }).where(eq(programFollowUps.id, followUp.id));
    if (followUp.reminderId !== null)
      await db
        .update(reminders)
        .set({ remindAt: new Date(boardDayStart(dueOn).getTime() + 9 * 3_600_000) })
        .where(and(eq(reminders.id, followUp.reminderId), isNull(reminders.completedAt)));
  }
}

/**
 * Corrects an exit already recorded or made automatically (a PIRL edit check's "missing exit reason" sends staff
 * here): the reason, and the date within the recording's bounds (the enrolment start to today). Its kind stays; the
 * audit names who corrected it and what it was.
 */
export async function correctExit(
  db: Db,
  actor: Actor,
  params: { id: number; enrollmentId: number },
  body: z.output<typeof exitBodySchema>,
  ip: string,
) {
  const { customer } = await writableCustomer(db, actor, params.id);
  await db.transaction(async (tx) => {
    const { chosen, group } = await exitedGroup(tx, customer.id, params.enrollmentId);
    const start = group
      .map((row) => boardDateOf(row.createdAt))
      .sort()
      .at(-1)!;
    if (body.exit_date < start) throw invalid({ exit_date: [messages.exitBeforeStart(start)] });
    const previousDate = boardDateOf(chosen.exitAt);
    const dateChanged = body.exit_date !== previousDate;
    const ids = group.map((row) => row.id);
    await tx
      .update(serviceLogEnrollments)
      .set({ exitReason: body.exit_reason, ...(dateChanged ? { exitAt: boardDayStart(body.exit_date) } : {}) })
      .where(inArray(serviceLogEnrollments.id, ids));
    if (dateChanged) await movePlannedFollowUps(tx, ids, body.exit_date);
    await audit(tx, {
      actor,
      action: 'enrollment.exit_correct',
      entityType: 'service_log_enrollment',
      entityId: chosen.id,
      customerId: customer.id,
      detail: {
        enrollment_ids: ids,
        exit_date: body.exit_date,
        exit_reason: body.exit_reason,
        previous_exit_date: previousDate,
        previous_exit_reason: chosen.exitReason,
      },
      ip,
    });
  });
  return { message: messages.exitCorrected };
}
