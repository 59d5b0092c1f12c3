import {
  addDaysIso,
  boardDayStart,
  boardToday,
  programApplicationPath,
  programApplicationPaths,
} from '@portal/contracts';
import { schema, type DbOrTx } from '@portal/db';
import { createCustomer, createEnrollment, createServiceLog, createServiceLogProgram } from '@portal/db/factories';
import type { TestApp, World } from '../../testing/test-app.ts';

export const paths = programApplicationPaths;
export const fill = programApplicationPath;

/** The instant a board day begins, `days` from today (negative: in the past). */
export const dayFromToday = (days: number) => boardDayStart(addDaysIso(boardToday(), days));

/** A program needing proof of identity (an Identification document), like the seeded WIOA Adult. */
export async function programNeedingIdentity(
  db: DbOrTx,
  overrides: Partial<typeof schema.serviceLogPrograms.$inferInsert> = {},
) {
  const program = await createServiceLogProgram(db, overrides);
  await db.insert(schema.programDocumentRequirements).values({
    programId: program.id,
    label: 'Proof of identity',
    documentCategories: ['Identification'],
  });
  return program;
}

export const customerAtA = (t: TestApp) => createCustomer(t.db, { primaryLocationId: t.world.locationA.id });

/** An open enrolment started `startDays` ago whose one service was `lastServiceDays` ago (by A's case manager). */
export async function enrolmentServedDaysAgo(
  t: { db: DbOrTx; world: World },
  customerId: number,
  lastServiceDays: number,
  options: { startDays?: number; programId?: number } = {},
) {
  const enrollment = await createEnrollment(t.db, customerId, {
    createdAt: dayFromToday(-(options.startDays ?? lastServiceDays + 10)),
    ...(options.programId ? { programId: options.programId } : {}),
  });
  await createServiceLog(t.db, {
    customerId,
    createdBy: t.world.caseManager.id,
    enrollmentId: enrollment.id,
    startAt: new Date(dayFromToday(-lastServiceDays).getTime() + 10 * 3_600_000),
  });
  return enrollment;
}
