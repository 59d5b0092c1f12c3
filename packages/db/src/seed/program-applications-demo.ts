import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createCustomer } from '../factories/index.ts';
import {
  customers,
  eligibilityDecisions,
  programApplications,
  programDocumentRequirements,
  programFollowUps,
  reminders,
  serviceLogEnrollments,
  serviceLogEnrollmentStatuses,
  serviceLogPrograms,
  serviceLogs,
  services,
  staffUsers,
} from '../schema/index.ts';

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);

/** The documents each WIOA program needs (docs/spec-decisions.md), by the uploader's categories. */
export const programDocumentRules: Record<string, { label: string; categories: string[] }[]> = {
  'WIOA Adult': [
    { label: 'Proof of identity and right to work', categories: ['Identification'] },
    { label: 'Proof of address', categories: ['Proof of Address'] },
  ],
  'WIOA Dislocated Worker': [
    { label: 'Proof of identity and right to work', categories: ['Identification'] },
    { label: 'Proof of layoff', categories: ['Employment Verification'] },
  ],
  'WIOA Youth': [
    { label: 'Proof of identity and right to work', categories: ['Identification'] },
    { label: 'Proof of school status', categories: ['Education and Credentials'] },
  ],
};

/** The two customers the program journey opens a WIOA Adult application for (one per screen size), with no documents. */
export const programJourneyCustomers = {
  desktop: { firstName: 'Ingrid', lastName: 'Solberg', birthdate: '1984-05-17', phone: '303-555-0191' },
  mobile: { firstName: 'Tobias', lastName: 'Lindqvist', birthdate: '1990-09-09', phone: '303-555-0192' },
} as const;

/** The first day of the nth calendar quarter after the one the day falls in (YYYY-MM-DD). */
function quarterAfter(isoDate: string, quarters: number): string {
  const months =
    Number(isoDate.slice(0, 4)) * 12 + Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) * 3 + quarters * 3;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * A program from application to follow-up (issue #26), at the demo case manager's Denver location: WIOA Youth joins
 * the catalogue; Maria Lopez has a decided WIOA Adult application and an open Dislocated Worker one missing its
 * documents; James Carter an exited SNAP enrolment with its reason and a due follow-up; Emily Walsh an enrolment
 * about to exit; and two customers without documents for the journey.
 */
export async function seedProgramApplicationsDemo(tx: DbOrTx, options: { caseManagerEmail: string; denverId: number }) {
  const [casey] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, options.caseManagerEmail.toLowerCase()));
  const [youth] = await tx
    .insert(serviceLogPrograms)
    .values({ name: 'WIOA Youth', isCommonExit: true, pirlCode: '904' })
    .returning();
  await tx.execute(
    sql`insert into service_programs (service_id, program_id) select id, ${youth!.id}::int from services`,
  );
  const programs = new Map((await tx.select().from(serviceLogPrograms)).map((row) => [row.name, row.id]));
  await tx.insert(programDocumentRequirements).values(
    Object.entries(programDocumentRules).flatMap(([name, rules]) =>
      rules.map((rule) => ({
        programId: programs.get(name)!,
        label: rule.label,
        documentCategories: rule.categories,
      })),
    ),
  );
  const customerId = async (firstName: string, lastName: string) => {
    const [row] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.firstName, firstName), eq(customers.lastName, lastName)));
    return row!.id;
  };

  const maria = await customerId('Maria', 'Lopez');
  const [adult] = await tx
    .insert(programApplications)
    .values({
      customerId: maria,
      programId: programs.get('WIOA Adult')!,
      status: 'eligible',
      openedBy: casey!.id,
      openedAt: daysAgo(45),
      decidedAt: daysAgo(42),
    })
    .returning();
  await tx.insert(eligibilityDecisions).values({
    applicationId: adult!.id,
    customerId: maria,
    programId: adult!.programId,
    decision: 'eligible',
    reason: 'Low income confirmed from pay stubs seen in person; identity checked against her ID at intake.',
    decidedBy: casey!.id,
    decidedAt: daysAgo(42),
  });
  await tx.insert(programApplications).values({
    customerId: maria,
    programId: programs.get('WIOA Dislocated Worker')!,
    openedBy: casey!.id,
    openedAt: daysAgo(2),
  });

  // James Carter: SNAP E&T exited 250 days ago for a health reason; the 2nd-quarter follow-up is due.
  const james = await customerId('James', 'Carter');
  const [assessment] = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.name, 'Initial Assessment'));
  const exitAt = daysAgo(250);
  const [snap] = await tx
    .insert(serviceLogEnrollments)
    .values({
      customerId: james,
      programId: programs.get('SNAP Employment and Training')!,
      serviceId: assessment!.id,
      createdAt: daysAgo(330),
      exitAt,
      exitReason: 'health_medical',
      exitKind: 'recorded',
      exitRecordedBy: casey!.id,
    })
    .returning();
  await tx.insert(serviceLogEnrollmentStatuses).values([
    { enrollmentId: snap!.id, name: 'Active - Reportable Individual', createdAt: daysAgo(330) },
    { enrollmentId: snap!.id, name: 'Active - Enrolled', createdAt: daysAgo(329) },
  ]);
  await serviceLog(tx, {
    customerId: james,
    enrollmentId: snap!.id,
    serviceId: assessment!.id,
    by: casey!.id,
    at: daysAgo(330),
    locationId: options.denverId,
    title: 'Assessment for SNAP E&T',
  });
  const exitDay = exitAt.toISOString().slice(0, 10);
  for (const quarter of [2, 4] as const) {
    const dueOn = quarterAfter(exitDay, quarter);
    const [reminder] = await tx
      .insert(reminders)
      .values({
        userId: casey!.id,
        createdByUserId: casey!.id,
        title: `Follow-up: quarter ${quarter} after exit`,
        description: `Ask about employment, employer, wage and credential for the quarter ${quarter} after the exit on ${exitDay}.`,
        action: 'follow up',
        remindAt: new Date(`${dueOn}T16:00:00Z`),
        inSupportOfType: 'customer',
        customerId: james,
      })
      .returning({ id: reminders.id });
    await tx
      .insert(programFollowUps)
      .values({ enrollmentId: snap!.id, customerId: james, quarter, dueOn, reminderId: reminder!.id });
  }

  // Emily Walsh: SNAP E&T (not a common-exit program) last served 75 days ago exits by itself in about two weeks.
  const emily = await customerId('Emily', 'Walsh');
  const [quiet] = await tx
    .insert(serviceLogEnrollments)
    .values({
      customerId: emily,
      programId: programs.get('SNAP Employment and Training')!,
      serviceId: assessment!.id,
      createdAt: daysAgo(80),
    })
    .returning();
  await tx
    .insert(serviceLogEnrollmentStatuses)
    .values({ enrollmentId: quiet!.id, name: 'Active - Enrolled', createdAt: daysAgo(80) });
  await serviceLog(tx, {
    customerId: emily,
    enrollmentId: quiet!.id,
    serviceId: assessment!.id,
    by: casey!.id,
    at: daysAgo(75),
    locationId: options.denverId,
    title: 'SNAP E&T check-in',
  });

  for (const person of Object.values(programJourneyCustomers))
    await createCustomer(tx, { ...person, portal: false, primaryLocationId: options.denverId, source: 'Walk-in' });
}

async function serviceLog(
  tx: DbOrTx,
  log: {
    customerId: number;
    enrollmentId: number;
    serviceId: number;
    by: number;
    at: Date;
    locationId: number;
    title: string;
  },
) {
  await tx.insert(serviceLogs).values({
    customerId: log.customerId,
    enrollmentId: log.enrollmentId,
    serviceId: log.serviceId,
    createdBy: log.by,
    loggedBy: log.by,
    locationId: log.locationId,
    title: log.title,
    serviceLength: 'Single-day',
    minutesInDay: 45,
    createdOn: log.at.toISOString().slice(0, 10),
    startAt: log.at,
    endAt: new Date(log.at.getTime() + 45 * 60_000),
  });
}
