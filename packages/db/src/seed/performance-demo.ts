import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createCustomer, createStaffUser } from '../factories/index.ts';
import { createEnrollment } from '../factories/service-log.ts';
import { documents, performanceRecords, serviceLogPrograms, wageRecords } from '../schema/index.ts';

/**
 * The performance journey's own people at Aurora (e2e/performance.spec.ts): a case manager, a colleague whose record
 * the case manager may not edit, and a customer with performance and wage records, so the page is meaningful on the
 * first start and no other journey's figures move.
 */
export const performanceDemoCustomer = { firstName: 'Daniel', lastName: 'Achebe' } as const;
export const performanceDemoCaseManagerEmail = 'morgan.ellis@demo.example';
export const performanceDemoColleagueEmail = 'quinn.harper@demo.example';
/** What the seeded records say, for the journey to find them. */
export const performanceDemoRecords = {
  /** Morgan's own credential, with evidence on file. */
  ownWithEvidence: 'Occupational Licensure',
  /** Made by the colleague: 'You are not the creator'. */
  colleagues: 'Training Milestone',
  /** Under the enrolment that ended 26 months ago: '20 months past after 1st quarter'. */
  pastWindow: 'High School Equivalency',
  /** A manual (source 1) wage record and an external one (source 2: no wage, N/A). */
  manualEmployer: 'Aurora Medical Center',
  externalEmployer: 'Mile High Logistics',
} as const;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export async function seedPerformanceDemo(db: DbOrTx, password: string, aurora: number): Promise<void> {
  const morgan = await createStaffUser(db, {
    email: performanceDemoCaseManagerEmail,
    password,
    firstName: 'Morgan',
    lastName: 'Ellis',
    role: 'case_manager',
    locationIds: [aurora],
  });
  const quinn = await createStaffUser(db, {
    email: performanceDemoColleagueEmail,
    password,
    firstName: 'Quinn',
    lastName: 'Harper',
    role: 'case_manager',
    locationIds: [aurora],
  });
  const daniel = await createCustomer(db, {
    firstName: performanceDemoCustomer.firstName,
    lastName: performanceDemoCustomer.lastName,
    portal: false,
    birthdate: '1985-07-22',
    phone: '720-555-0187',
    primaryLocationId: aurora,
    source: 'Walk-in',
  });

  // An earlier enrolment that ended 26 months ago (its window is closed), and the current one (no exit yet).
  const [program] = await db.select().from(serviceLogPrograms).orderBy(asc(serviceLogPrograms.id)).limit(1);
  const programId = program?.id;
  const earlier = await createEnrollment(db, daniel.id, {
    ...(programId ? { programId } : {}),
    createdAt: daysAgo(1300),
    exitAt: daysAgo(26 * 30.5),
    statuses: ['Active - Reportable Individual', 'Active - Enrolled', 'Exited'],
  });
  const current = await createEnrollment(db, daniel.id, {
    ...(programId ? { programId } : {}),
    createdAt: daysAgo(120),
    statuses: ['Active - Reportable Individual', 'Active - Enrolled'],
  });

  const [license] = await db
    .insert(documents)
    .values({
      name: 'Occupational license',
      originalFilename: 'Occupational license (on file)',
      path: 'on-file/demo-daniel-license',
      size: 0,
      mime: '',
      customerId: daniel.id,
      creatorGuard: 'staff',
      creatorUserId: morgan.id,
      documentCategory: 'Performance Evidence',
      isOnFile: true,
      locationId: aurora,
      createdAt: daysAgo(20),
      updatedAt: daysAgo(20),
    })
    .returning();

  await db.insert(performanceRecords).values([
    {
      customerId: daniel.id,
      creatorUserId: morgan.id,
      kind: 'credential_attainment',
      performanceTypeId: 205, // Occupational Licensure (evidence required)
      dateAffected: dayOf(daysAgo(21)),
      enrollmentId: current.id,
      documentId: license!.id,
      note: '<p>Passed the state <strong>CNA</strong> licensing exam.</p>',
      createdAt: daysAgo(20),
      updatedAt: daysAgo(20),
    },
    {
      customerId: daniel.id,
      creatorUserId: quinn.id,
      kind: 'measurable_skill_gain',
      performanceTypeId: 104, // Training Milestone
      dateAffected: dayOf(daysAgo(45)),
      enrollmentId: current.id,
      note: '<p>Finished the first 80 clinical hours.</p>',
      createdAt: daysAgo(44),
      updatedAt: daysAgo(44),
    },
    {
      customerId: daniel.id,
      creatorUserId: morgan.id,
      kind: 'credential_attainment',
      performanceTypeId: 202, // High School Equivalency
      dateAffected: dayOf(daysAgo(900)),
      enrollmentId: earlier.id,
      note: '<p>GED earned during the earlier enrolment.</p>',
      createdAt: daysAgo(899),
      updatedAt: daysAgo(899),
    },
    {
      customerId: daniel.id,
      creatorUserId: morgan.id,
      kind: 'program_incomplete_reason',
      performanceTypeId: 303, // Transportation Barrier
      dateAffected: dayOf(daysAgo(880)),
      enrollmentId: earlier.id,
      note: '<p></p>',
      createdAt: daysAgo(879),
      updatedAt: daysAgo(879),
    },
  ]);

  await db.insert(wageRecords).values([
    {
      customerId: daniel.id,
      sourceId: 1,
      creatorUserId: morgan.id,
      dateReceived: dayOf(daysAgo(10)),
      startDate: dayOf(daysAgo(14)),
      employerName: performanceDemoRecords.manualEmployer,
      naicsCode: '622110',
      jobTitle: 'Nursing Assistant',
      startingWage: 19.5,
      recentWage: 19.5,
      wageIncrement: 'hourly',
      onetCode: '31-1131.00',
      isJobRelevant: 1,
      createdAt: daysAgo(10),
      updatedAt: daysAgo(10),
    },
    {
      customerId: daniel.id,
      sourceId: 2,
      dateReceived: dayOf(daysAgo(400)),
      startDate: dayOf(daysAgo(700)),
      employerName: performanceDemoRecords.externalEmployer,
      naicsCode: '493110',
      jobTitle: 'Warehouse Associate',
      createdAt: daysAgo(400),
      updatedAt: daysAgo(400),
    },
    {
      customerId: daniel.id,
      sourceId: 3,
      dateReceived: dayOf(daysAgo(200)),
      startDate: dayOf(daysAgo(300)),
      employerName: 'Colfax Grocery Co-op',
      naicsCode: '445110',
      jobTitle: 'Stock Associate',
      startingWage: 38800,
      recentWage: 41000,
      wageIncrement: 'annually',
      onetCode: '53-7062.00',
      createdAt: daysAgo(200),
      updatedAt: daysAgo(200),
    },
  ]);
}
