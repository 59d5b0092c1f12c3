import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  automaticExitDays,
  boardDateOf,
  boardDayStart,
  boardTimeZone,
  followUpQuarters,
  quarterStartOf,
  type ExitReason,
} from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import { insertReminder } from '../reminders/repository.ts';

const { customerCaseManagers, programFollowUps, serviceLogEnrollments, serviceLogPrograms, serviceLogs } = schema;

export interface ExitRequest {
  customerId: number;
  enrollmentIds: number[];
  exitAt: Date;
  reason: ExitReason | null;
  kind: 'recorded' | 'automatic';
  /** The staff user who recorded it; null for an automatic exit. */
  recordedBy: number | null;
}

/** The first day of the nth quarter after the one the date falls in (YYYY-MM-DD). */
export function quarterAfter(isoDate: string, quarters: number): string {
  const start = quarterStartOf(isoDate);
  const months = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + quarters * 3;
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The open enrolments an exit of this one ends: itself, and with a common-exit program every open common-exit
 * enrolment of the customer (the schema's rule: common-exit programs exit together).
 */
export async function exitGroup(db: DbOrTx, customerId: number, enrollmentId: number) {
  const rows = await db
    .select({
      id: serviceLogEnrollments.id,
      createdAt: serviceLogEnrollments.createdAt,
      isCommonExit: serviceLogPrograms.isCommonExit,
    })
    .from(serviceLogEnrollments)
    .innerJoin(serviceLogPrograms, eq(serviceLogPrograms.id, serviceLogEnrollments.programId))
    .where(and(eq(serviceLogEnrollments.customerId, customerId), isNull(serviceLogEnrollments.exitAt)))
    .for('update', { of: serviceLogEnrollments });
  const chosen = rows.find((row) => row.id === enrollmentId);
  if (!chosen) return [];
  return chosen.isCommonExit ? rows.filter((row) => row.isCommonExit) : [chosen];
}

/** Who gets the follow-up reminders: the customer's first case manager, else who recorded the exit, else who last served. */
async function followUpOwner(db: DbOrTx, request: ExitRequest): Promise<number | null> {
  const [manager] = await db
    .select({ id: customerCaseManagers.staffUserId })
    .from(customerCaseManagers)
    .where(eq(customerCaseManagers.customerId, request.customerId))
    .orderBy(asc(customerCaseManagers.createdAt))
    .limit(1);
  if (manager) return manager.id;
  if (request.recordedBy !== null) return request.recordedBy;
  const [lastLog] = await db
    .select({ id: serviceLogs.createdBy })
    .from(serviceLogs)
    .where(inArray(serviceLogs.enrollmentId, request.enrollmentIds))
    .orderBy(desc(serviceLogs.startAt))
    .limit(1);
  return lastLog?.id ?? null;
}

/**
 * Ends the enrolments (those still open; a second call changes nothing) and plans their follow-ups, each with a
 * reminder for the case manager on its due day. Returns the ids that exited now. Runs in the caller's transaction.
 */
export async function exitEnrollments(db: DbOrTx, request: ExitRequest): Promise<number[]> {
  if (!request.enrollmentIds.length) return [];
  const exited = await db
    .update(serviceLogEnrollments)
    .set({
      exitAt: request.exitAt,
      exitReason: request.reason,
      exitKind: request.kind,
      exitRecordedBy: request.recordedBy,
    })
    .where(and(inArray(serviceLogEnrollments.id, request.enrollmentIds), isNull(serviceLogEnrollments.exitAt)))
    .returning({ id: serviceLogEnrollments.id, programId: serviceLogEnrollments.programId });
  if (!exited.length) return [];
  const owner = await followUpOwner(db, request);
  const exitDate = boardDateOf(request.exitAt);
  for (const enrollment of exited) {
    for (const quarter of followUpQuarters) {
      const dueOn = quarterAfter(exitDate, quarter);
      const reminderId =
        owner === null
          ? null
          : await insertReminder(db, request.recordedBy ?? owner, {
              userId: owner,
              title: `Follow-up: quarter ${quarter} after exit`,
              description: `Ask about employment, employer, wage and credential for the quarter ${quarter} after the exit on ${exitDate}.`,
              action: 'follow up',
              remindAt: new Date(boardDayStart(dueOn).getTime() + 9 * 3_600_000),
              inSupportOfType: 'customer',
              customerId: request.customerId,
              groupId: null,
            });
      await db
        .insert(programFollowUps)
        .values({ enrollmentId: enrollment.id, customerId: request.customerId, quarter, dueOn, reminderId })
        .onConflictDoNothing();
    }
  }
  return exited.map((row) => row.id);
}

/**
 * Open enrolments whose last service (or start, without one) is more than `automaticExitDays` board days before
 * `today`, none planned after it. Common-exit enrolments of a customer count as one: the latest service of any.
 * `horizonDays` looks ahead: those that would be due within that many days (the "about to exit" list).
 */
export async function automaticExitCandidates(db: DbOrTx, today: string, horizonDays = 0, customerId?: number) {
  const zone = boardTimeZone();
  const result = (await db.execute(sql`
    with open as (
      select e.id, e.customer_id, e.program_id, p.name as program_name, p.is_common_exit,
        coalesce(e.last_service_at, e.created_at) as last_at
      from service_log_enrollments e join service_log_programs p on p.id = e.program_id
      where e.exit_at is null ${customerId === undefined ? sql`` : sql`and e.customer_id = ${customerId}`}
    ), grouped as (
      select open.*, max(last_at) over (
        partition by customer_id, case when is_common_exit then 0 else id end
      ) as group_last
      from open
    )
    select id, customer_id, program_name, group_last as last_service_at, exit_on::text
    from (
      select grouped.*, (group_last at time zone ${zone}::text)::date + ${automaticExitDays + 1}::int as exit_on
      from grouped
    ) due
    where exit_on <= ${today}::date + ${horizonDays}::int
    order by exit_on, customer_id, id
  `)) as {
    rows: { id: number; customer_id: number; program_name: string; last_service_at: Date | string; exit_on: string }[];
  };
  return result.rows.map((row) => ({ ...row, last_service_at: new Date(row.last_service_at) }));
}
