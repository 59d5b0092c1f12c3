import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { createEnrollment, createServiceLog } from '../factories/service-log.ts';
import { seedServiceTrackerDemo } from './service-tracker-demo.ts';
import {
  customers,
  customerSources,
  serviceLogPrograms,
  services,
  serviceTypes,
  staffUserLocations,
  staffUsers,
} from '../schema/index.ts';

const day = 86_400_000;
const daysAgo = (days: number, hour = 10) => {
  const at = new Date(Date.now() - days * day);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

const typeRows = [
  { name: 'Career Services', color: '#1c7ed6' },
  { name: 'Training Services', color: '#2f9e44' },
  { name: 'Supportive Services', color: '#e8590c' },
];

/** Services per type (by index into typeRows); enrolling services open an enrolment when logged. */
const serviceRows = [
  { type: 0, name: 'Initial Assessment', duration: 'Single-day', enrollment: true, expenseAssociated: false },
  { type: 0, name: 'Job Search Assistance', duration: 'Single-day', enrollment: false, expenseAssociated: false },
  { type: 0, name: 'Individual Employment Plan', duration: 'Multi-day', enrollment: true, expenseAssociated: false },
  {
    type: 1,
    name: 'Occupational Skills Training',
    duration: 'Multi-day',
    enrollment: true,
    expenseAssociated: true,
    expenseCategory: 'training',
  },
  {
    type: 2,
    name: 'Transportation Assistance',
    duration: 'Single-day',
    enrollment: false,
    expenseAssociated: true,
    expenseCategory: 'support',
  },
  // Paid work with an employer (the funding category 'log': employer details, rate and hours).
  {
    type: 1,
    name: 'On-the-Job Training',
    duration: 'Multi-day',
    enrollment: false,
    expenseAssociated: true,
    expenseCategory: 'log',
  },
] as const;

const programRows = [
  { name: 'WIOA Adult', isCommonExit: true },
  { name: 'WIOA Dislocated Worker', isCommonExit: true },
  { name: 'Wagner-Peyser', isCommonExit: true },
  { name: 'SNAP Employment and Training', isCommonExit: false },
];

interface DemoLog {
  title: string;
  service: string;
  daysAgo: number;
  hours?: number;
}

interface DemoEnrollment {
  program: string;
  service: string;
  daysAgo: number;
  exitedDaysAgo?: number;
  statuses: string[];
  logs: DemoLog[];
}

/** Who has which enrolments, by demo name; every log is written by a staff user of the customer's location. */
const plan: Record<string, DemoEnrollment[]> = {
  'James Carter': [
    {
      program: 'WIOA Dislocated Worker',
      service: 'Initial Assessment',
      daysAgo: 60,
      statuses: ['Active - Reportable Individual', 'Active - Enrolled'],
      logs: [
        { title: 'Intake interview and skills inventory', service: 'Initial Assessment', daysAgo: 60 },
        { title: 'Drafted the individual employment plan', service: 'Individual Employment Plan', daysAgo: 45 },
        { title: 'Enrolled in CDL Class A training', service: 'Occupational Skills Training', daysAgo: 30, hours: 2 },
        { title: 'Bus pass for training weeks', service: 'Transportation Assistance', daysAgo: 29 },
      ],
    },
    {
      program: 'Wagner-Peyser',
      service: 'Initial Assessment',
      daysAgo: 200,
      exitedDaysAgo: 120,
      statuses: ['Active - Reportable Individual', 'Exited'],
      logs: [{ title: 'Resume review and job leads', service: 'Job Search Assistance', daysAgo: 190 }],
    },
  ],
  'Maria Lopez': [
    {
      program: 'WIOA Adult',
      service: 'Individual Employment Plan',
      daysAgo: 40,
      statuses: ['Active - Reportable Individual', 'Active - Enrolled'],
      logs: [
        { title: 'Planned the path to a phlebotomy certificate', service: 'Individual Employment Plan', daysAgo: 40 },
        { title: 'Weekly check-in on clinic hours', service: 'Job Search Assistance', daysAgo: 12 },
      ],
    },
  ],
  'Emily Walsh': [
    {
      program: 'Wagner-Peyser',
      service: 'Initial Assessment',
      daysAgo: 15,
      statuses: ['Active - Reportable Individual'],
      logs: [{ title: 'First visit: registered for job search', service: 'Initial Assessment', daysAgo: 15 }],
    },
  ],
  'Aisha Robinson': [
    {
      program: 'SNAP Employment and Training',
      service: 'Initial Assessment',
      daysAgo: 25,
      statuses: ['Active - Reportable Individual', 'Active - Enrolled'],
      logs: [
        { title: 'Assessment for the SNAP E&T program', service: 'Initial Assessment', daysAgo: 25 },
        { title: 'Gas card for interview travel', service: 'Transportation Assistance', daysAgo: 8 },
      ],
    },
  ],
  'Luis Hernandez': [
    {
      program: 'WIOA Adult',
      service: 'Occupational Skills Training',
      daysAgo: 90,
      statuses: ['Active - Reportable Individual', 'Active - Enrolled'],
      logs: [{ title: 'Started welding certification', service: 'Occupational Skills Training', daysAgo: 90 }],
    },
  ],
};

/** James Carter's earlier records in other systems, so the banner shows '+ N more' and the snapshot lists them. */
const jamesExtraSources = [
  { source: 'Connecting Colorado', sourceCustomerId: 'CC-884213', daysAgo: 400 },
  { source: 'Job Fair', sourceCustomerId: null, daysAgo: 300 },
  { source: 'Unemployment Insurance', sourceCustomerId: 'UI-55-20931', daysAgo: 250 },
];

/** The service-log catalogue (types, services, programs) and demo enrolments with statuses and logs. */
export async function seedServiceLogDemo(tx: DbOrTx) {
  const types = await tx.insert(serviceTypes).values(typeRows).returning();
  const serviceIds = new Map<string, number>();
  for (const row of serviceRows) {
    const { type, ...values } = row;
    const [service] = await tx
      .insert(services)
      .values({ ...values, serviceTypeId: types[type]!.id })
      .returning();
    serviceIds.set(row.name, service!.id);
  }
  const programs = await tx.insert(serviceLogPrograms).values(programRows).returning();
  const programIds = new Map(programs.map((program) => [program.name, program.id]));

  // A case manager of the customer's location writes the logs, else an admin there, else the agency admin.
  const members = await tx
    .select({ id: staffUsers.id, role: staffUsers.role, locationId: staffUserLocations.locationId })
    .from(staffUsers)
    .leftJoin(staffUserLocations, eq(staffUserLocations.staffUserId, staffUsers.id))
    .orderBy(asc(staffUsers.id));
  const writerAt = (locationId: number | null) => {
    const here = members.filter((member) => member.locationId === locationId);
    return (
      here.find((member) => member.role === 'case_manager')?.id ??
      here[0]?.id ??
      members.find((member) => member.role === 'agency_admin')!.id
    );
  };

  const fullName = sql<string>`${customers.firstName} || ' ' || ${customers.lastName}`;
  const people = await tx
    .select({ id: customers.id, name: fullName, location: customers.primaryLocationId })
    .from(customers)
    .where(and(inArray(fullName, Object.keys(plan)), isNull(customers.deletedAt)));
  for (const person of people) {
    const createdBy = writerAt(person.location);
    for (const enrollment of plan[person.name] ?? []) {
      const row = await createEnrollment(tx, person.id, {
        programId: programIds.get(enrollment.program)!,
        serviceId: serviceIds.get(enrollment.service)!,
        createdAt: daysAgo(enrollment.daysAgo, 9),
        exitAt: enrollment.exitedDaysAgo === undefined ? null : daysAgo(enrollment.exitedDaysAgo, 9),
        statuses: enrollment.statuses,
      });
      for (const log of enrollment.logs) {
        const startAt = daysAgo(log.daysAgo);
        await createServiceLog(tx, {
          customerId: person.id,
          enrollmentId: row.id,
          createdBy,
          title: log.title,
          serviceId: serviceIds.get(log.service)!,
          locationId: person.location,
          startAt,
          endAt: new Date(startAt.getTime() + (log.hours ?? 1) * 3_600_000),
          createdAt: startAt,
        });
      }
    }
    if (person.name === 'James Carter' && person.location !== null) {
      await tx.insert(customerSources).values(
        jamesExtraSources.map((source) => ({
          customerId: person.id,
          locationId: person.location!,
          source: source.source,
          sourceCustomerId: source.sourceCustomerId,
          createdAt: daysAgo(source.daysAgo),
        })),
      );
    }
  }
  await seedServiceTrackerDemo(tx);
}
