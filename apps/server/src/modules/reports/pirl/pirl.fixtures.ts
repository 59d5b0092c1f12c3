import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import {
  createCustomer,
  createFundingCourseType,
  createFundingTransaction,
  createFundingVendor,
  createLocation,
  createStaffUser,
} from '@portal/db/factories';

/** Test records for the PIRL engine: the four PIRL programs, a fully described customer and helpers to add history. */

export async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows[0]!;
}

export interface PirlWorld {
  locationId: number;
  staffId: number;
  programs: { adult: number; dw: number; youth: number; wp: number; other: number };
  trainingServiceId: number;
  careerServiceId: number;
}

export async function pirlWorld(db: Db): Promise<PirlWorld> {
  const location = await createLocation(db, { name: 'Aurora PIRL Center', zip: '80011', state: 'CO' });
  const staff = await createStaffUser(db, { role: 'admin', locationIds: [location.id] });
  const program = async (name: string, code: string | null) =>
    (
      await one<{ id: number }>(
        db,
        sql`insert into service_log_programs (name, pirl_code) values (${name}, ${code}) returning id`,
      )
    ).id;
  const type = await one<{ id: number }>(
    db,
    sql`insert into service_types (name, color) values ('PIRL services', '#1c7ed6') returning id`,
  );
  const service = async (name: string, category: string | null) =>
    (
      await one<{ id: number }>(
        db,
        sql`insert into services (service_type_id, name, expense_category) values (${type.id}, ${name}, ${category})
          returning id`,
      )
    ).id;
  // The seeded types the fixtures use (seed/performance-types.ts); migrations do not insert them.
  await db.execute(sql`insert into performance_types (id, kind, type, is_evidence_must) values
      (104, 'measurable_skill_gain', 'Training Milestone', false),
      (205, 'credential_attainment', 'Occupational Licensure', false),
      (209, 'credential_attainment', 'Other Recognized Diploma, Degree or Certificate', false),
      (405, 'program_exempt_reason', 'Youth in Foster Care Moved Out of the Area', false)
    on conflict (id) do nothing`);
  return {
    locationId: location.id,
    staffId: staff.id,
    programs: {
      adult: await program('PIRL Adult', '903'),
      dw: await program('PIRL Dislocated Worker', '904'),
      youth: await program('PIRL Youth', '905'),
      wp: await program('PIRL Wagner-Peyser', '918'),
      other: await program('PIRL Other', null),
    },
    trainingServiceId: await service('PIRL Occupational Skills Training', 'training'),
    careerServiceId: await service('PIRL Job Search Assistance', null),
  };
}

export const fullDemographics = {
  birthdate: '1990-05-17',
  zip: '80011',
  sex: 'female',
  hispanicLatino: 'yes',
  races: ['white', 'asian'],
  disability: 'no',
  veteranStatus: 'no',
  highestGradeCompleted: 'high_school_diploma',
  employmentStatusAtEntry: 'unemployed',
} as const;

export async function pirlCustomer(db: Db, world: PirlWorld, overrides: Record<string, unknown> = {}) {
  return createCustomer(db, {
    portal: false,
    primaryLocationId: world.locationId,
    firstName: 'Pat',
    lastName: 'Pirl',
    ...fullDemographics,
    races: [...fullDemographics.races],
    ...overrides,
  });
}

export async function enrol(
  db: Db,
  customerId: number,
  programId: number,
  start: string,
  exit: string | null,
  exitReason: string | null = null,
): Promise<number> {
  const startAt = `${start}T16:00:00Z`;
  const exitAt = exit ? `${exit}T16:00:00Z` : null;
  return (
    await one<{ id: number }>(
      db,
      sql`insert into service_log_enrollments (customer_id, program_id, created_at, exit_at, exit_reason, exit_kind)
        values (${customerId}, ${programId}, ${startAt}::timestamptz, ${exitAt}::timestamptz, ${exitReason},
          ${exit ? 'recorded' : null}) returning id`,
    )
  ).id;
}

export async function logService(
  db: Db,
  world: PirlWorld,
  customerId: number,
  enrollmentId: number,
  day: string,
  serviceId: number,
) {
  await db.execute(sql`insert into service_logs (customer_id, enrollment_id, title, service_id, created_by, created_on, start_at)
    values (${customerId}, ${enrollmentId}, 'PIRL service', ${serviceId}, ${world.staffId}, ${day}::date,
      ${`${day}T17:00:00Z`}::timestamptz)`);
}

export async function wage(
  db: Db,
  customerId: number,
  w: { start: string; received: string; employer?: string; hourly?: number; source?: number },
) {
  const source = w.source ?? 3;
  await db.execute(sql`insert into wage_records (customer_id, source_id, date_received, start_date, employer_name,
      job_title, starting_wage, recent_wage, wage_increment)
    values (${customerId}, ${source}, ${w.received}::date, ${w.start}::date, ${w.employer ?? 'Front Range Health'},
      'Medical Assistant', ${w.hourly ?? null}, ${w.hourly ?? null}, ${w.hourly ? 'hourly' : null})`);
}

export async function outcome(
  db: Db,
  world: PirlWorld,
  customerId: number,
  kind: string,
  typeId: number,
  date: string,
  enrollmentId: number | null = null,
) {
  await db.execute(sql`insert into performance_records (customer_id, creator_user_id, kind, performance_type_id,
      date_affected, enrollment_id)
    values (${customerId}, ${world.staffId}, ${kind}, ${typeId}, ${date}::date, ${enrollmentId})`);
}

export async function trainingFunding(db: Db, world: PirlWorld, customerId: number, programId: number, day: string) {
  const vendor = await createFundingVendor(db, { name: 'Front Range Community College' });
  const course = await createFundingCourseType(db, { name: 'Occupational Skills Training' });
  await createFundingTransaction(db, {
    customerId,
    createdBy: world.staffId,
    category: 1,
    status: 4,
    requestedOn: day,
    vendorId: vendor.id,
    courseTypeId: course.id,
    programs: [{ programId, fundsCents: 350_000 }],
  });
}
