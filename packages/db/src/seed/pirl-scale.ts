import type { DatabaseHandle } from '../client.ts';
import { createLocation, createStaffUser } from '../factories/index.ts';
import { seedPerformanceTypes } from './performance-types.ts';

/** The scale programs, by PIRL program element; the PIRL bench reports these. */
export const pirlScalePrograms = [
  { name: 'Scale PIRL WIOA Adult', pirlCode: '903' },
  { name: 'Scale PIRL WIOA Dislocated Worker', pirlCode: '904' },
  { name: 'Scale PIRL WIOA Youth', pirlCode: '905' },
  { name: 'Scale PIRL Wagner-Peyser', pirlCode: '918' },
] as const;

export const pirlScaleLocation = 'Scale PIRL Center';

export interface PirlScaleOptions {
  /** Enrolments to add (four in five customers have one, one in five two; a second one that overlaps the first is
   * a co-enrolment, one period of participation with it, so the PIRL file holds fewer periods than enrolments). */
  periods: number;
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Periods of participation at scale for the PIRL bench (issue #28; `npm run seed:scale -- --pirl-periods N`): new
 * customers with demographics at one new location, each enrolled in one of the four PIRL programs between July 1,
 * 2023 and June 30, 2025 (every fifth customer in a second program too), two thirds exited; per period two service
 * logs (a third of them training), and per exit two wage rows after it; a third of the exits a credential, a quarter a
 * skill gain, one in fifty an exemption. All inside program year 2024's fourth-quarter window. Bulk statements over
 * customer id ranges, `chunk` customers at a time.
 */
export async function seedScalePirl(database: Pick<DatabaseHandle, 'rawQuery' | 'db'>, options: PirlScaleOptions) {
  const { periods, chunk = 20_000 } = options;
  await seedPerformanceTypes(database.db);
  const location = await createLocation(database.db, { name: pirlScaleLocation, zip: '80011', state: 'CO' });
  const staff = await createStaffUser(database.db, {
    email: `scale-pirl-${Date.now()}@example.test`,
    role: 'agency_admin',
    locationIds: [location.id],
  });
  const programIds: number[] = [];
  for (const program of pirlScalePrograms) {
    const [row] = (await database.rawQuery(
      `insert into service_log_programs (name, pirl_code, is_common_exit) values ($1, $2, true) returning id`,
      [program.name, program.pirlCode],
    )) as { id: number }[];
    programIds.push(row!.id);
  }
  const [type] = (await database.rawQuery(
    `insert into service_types (name, color) values ('Scale PIRL services', '#1c7ed6') returning id`,
  )) as { id: number }[];
  const [career] = (await database.rawQuery(
    `insert into services (service_type_id, name) values ($1, 'Scale PIRL career service') returning id`,
    [type!.id],
  )) as { id: number }[];
  const [training] = (await database.rawQuery(
    `insert into services (service_type_id, name, expense_category) values ($1, 'Scale PIRL training', 'training')
     returning id`,
    [type!.id],
  )) as { id: number }[];

  let done = 0;
  while (done < periods) {
    // Five customers give six periods.
    const customers = Math.max(1, Math.ceil((Math.min(chunk, periods - done) * 5) / 6));
    const [range] = (await database.rawQuery(
      `with added as (
         insert into customers (first_name, last_name, birthdate, zip, primary_location_id, sex, hispanic_latino,
           races, disability, veteran_status, highest_grade_completed, employment_status_at_entry)
         select 'Scale', 'Participant ' || g, date '1960-01-01' + (g * 7919 % 14000),
           (array['80011', '80202', '80907', '80521', '81001'])[1 + g % 5], $1::int,
           (array['male', 'female', 'not_disclosed'])[1 + g % 3], (array['yes', 'no'])[1 + g % 2],
           array[(array['white', 'asian', 'black_african_american'])[1 + g % 3]], 'no',
           (array['no', 'yes'])[1 + (g % 9 = 0)::int], 'high_school_diploma',
           (array['unemployed', 'employed'])[1 + g % 2]
         from generate_series(1, $2::int) g
         returning id
       )
       select min(id) as lo, max(id) as hi from added`,
      [location.id, customers],
    )) as { lo: number; hi: number }[];
    const lo = Number(range!.lo);
    const hi = Number(range!.hi);
    await database.rawQuery(
      `insert into service_log_enrollments (customer_id, program_id, created_at, exit_at, exit_kind)
       select c.id, ($3::int[])[1 + (c.id + k) % 4],
         timestamptz '2023-07-01 16:00Z' + ((c.id * 7919 + k * 97) % 400) * interval '1 day',
         case when (c.id + k) % 3 <> 0 then timestamptz '2023-07-01 16:00Z'
           + ((c.id * 7919 + k * 97) % 400 + 30 + c.id % 290) * interval '1 day' end,
         case when (c.id + k) % 3 <> 0 then 'recorded' end
       from customers c cross join generate_series(0, 1) k
       where c.id between $1 and $2 and (k = 0 or c.id % 5 = 0)
       limit $4`,
      [lo, hi, programIds, periods - done],
    );
    await database.rawQuery(
      `insert into service_logs (customer_id, enrollment_id, title, service_id, created_by, created_on, start_at)
       select e.customer_id, e.id, 'Scale PIRL service', case when k = 1 and e.id % 3 = 0 then $4::int else $3::int end, $5::int,
         (e.created_at + k * interval '20 days')::date, e.created_at + k * interval '20 days'
       from service_log_enrollments e cross join generate_series(0, 1) k
       where e.customer_id between $1 and $2`,
      [lo, hi, career!.id, training!.id, staff.id],
    );
    await database.rawQuery(
      `insert into wage_records (customer_id, source_id, date_received, start_date, employer_name, job_title,
         starting_wage, recent_wage, wage_increment)
       select e.customer_id, case when k = 1 then 2 else 3 end,
         (e.exit_at at time zone 'UTC')::date + 200 + k * 180, (e.exit_at at time zone 'UTC')::date + 20 + k * 60,
         'Employer ' || (e.customer_id % 3000), 'Associate',
         case when k = 1 then null else 14 + e.customer_id % 20 end,
         case when k = 1 then null else 15 + e.customer_id % 20 end,
         case when k = 1 then null else 'hourly' end
       from service_log_enrollments e cross join generate_series(0, 1) k
       where e.customer_id between $1 and $2 and e.exit_at is not null`,
      [lo, hi],
    );
    await database.rawQuery(
      `insert into performance_records (customer_id, creator_user_id, kind, performance_type_id, date_affected,
         enrollment_id)
       select e.customer_id, $3::int, v.kind, v.type_id, (e.exit_at at time zone 'UTC')::date + v.offset_days, e.id
       from service_log_enrollments e
       join (values ('credential_attainment', 209, 3, 60), ('measurable_skill_gain', 104, 4, -20),
                    ('program_exempt_reason', 405, 50, 10)) v(kind, type_id, every, offset_days)
         on e.id % v.every = 0
       where e.customer_id between $1 and $2 and e.exit_at is not null`,
      [lo, hi, staff.id],
    );
    const [added] = (await database.rawQuery(
      `select count(*)::int as n from service_log_enrollments where customer_id between $1 and $2`,
      [lo, hi],
    )) as { n: number }[];
    done += added!.n;
    options.onProgress?.(done, periods);
  }
  return { periods: done, locationId: location.id, programIds };
}
