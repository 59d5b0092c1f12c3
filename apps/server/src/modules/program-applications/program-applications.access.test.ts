import { eq } from 'drizzle-orm';
import { addDaysIso, boardToday } from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { describeAccessMatrix, type MatrixContext } from '../../testing/access-matrix.ts';
import { enrolmentServedDaysAgo, fill, paths, programNeedingIdentity } from './program-applications.fixtures.ts';

const staffOfA = ['caseManager', 'admin', 'agencyAdmin'] as const;
const allStaff = ['caseManager', 'caseManagerOther', 'admin', 'agencyAdmin'] as const;

/** A fresh customer at location A per case, so one role's write does not change the next role's answer. */
const customerAtA = ({ db, world }: MatrixContext) => createCustomer(db, { primaryLocationId: world.locationA.id });

async function openApplication(context: MatrixContext) {
  const customer = await customerAtA(context);
  const program = await programNeedingIdentity(context.db);
  const [row] = await context.db
    .insert(schema.programApplications)
    .values({ customerId: customer.id, programId: program.id, openedBy: context.world.caseManager.id })
    .returning();
  return fill(paths.decision, { id: customer.id, applicationId: row!.id });
}

async function openEnrolment(context: MatrixContext) {
  const customer = await customerAtA(context);
  const enrollment = await enrolmentServedDaysAgo(context, customer.id, 3);
  return fill(paths.exit, { id: customer.id, enrollmentId: enrollment.id });
}

async function exitedEnrolment(context: MatrixContext) {
  const customer = await customerAtA(context);
  const enrollment = await enrolmentServedDaysAgo(context, customer.id, 3);
  await context.db
    .update(schema.serviceLogEnrollments)
    .set({ exitAt: new Date(), exitKind: 'automatic' })
    .where(eq(schema.serviceLogEnrollments.id, enrollment.id));
  return fill(paths.exit, { id: customer.id, enrollmentId: enrollment.id });
}

async function dueFollowUp(context: MatrixContext) {
  const customer = await customerAtA(context);
  const enrollment = await enrolmentServedDaysAgo(context, customer.id, 3);
  const [row] = await context.db
    .insert(schema.programFollowUps)
    .values({ enrollmentId: enrollment.id, customerId: customer.id, quarter: 2, dueOn: addDaysIso(boardToday(), -1) })
    .returning();
  await context.db
    .update(schema.serviceLogEnrollments)
    .set({ exitAt: new Date() })
    .where(eq(schema.serviceLogEnrollments.id, enrollment.id));
  return fill(paths.followUp, { id: customer.id, followUpId: row!.id });
}

describeAccessMatrix('programs: application to follow-up', [
  { method: 'GET', url: () => paths.exitingSoon, allowed: allStaff, name: 'exiting-soon' },
  {
    method: 'GET',
    url: ({ world }) => fill(paths.applications, { id: world.customer.id }),
    allowed: staffOfA,
    name: 'programs panel',
  },
  {
    method: 'POST',
    url: async (context) => fill(paths.applications, { id: (await customerAtA(context)).id }),
    body: () => ({ program_id: 1 }),
    allowed: staffOfA,
    name: 'open application',
  },
  {
    method: 'POST',
    url: openApplication,
    body: () => ({ decision: 'eligible', reason: 'Documents verified' }),
    allowed: staffOfA,
    name: 'decision',
  },
  {
    method: 'POST',
    url: openEnrolment,
    body: () => ({ exit_date: boardToday(), exit_reason: null }),
    allowed: staffOfA,
    name: 'exit',
  },
  {
    method: 'PUT',
    url: exitedEnrolment,
    body: () => ({ exit_date: boardToday(), exit_reason: 'health_medical' }),
    allowed: staffOfA,
    name: 'correct exit',
  },
  {
    method: 'POST',
    url: dueFollowUp,
    body: () => ({ employed: false, credential_attained: false }),
    allowed: staffOfA,
    name: 'follow-up',
  },
]);
