import type { DatabaseHandle } from '../client.ts';
import { createServiceLogProgram, createStaffUser } from '../factories/index.ts';
import { seedPerformanceTypes } from './performance-types.ts';

/** The program the scale exits are enrolled in; the indicators bench looks it up by this name. */
export const indicatorsScaleProgram = 'Scale WIOA Adult';

export interface IndicatorsScaleOptions {
  /** How many customers (the lowest ids without a scale enrolment yet) get an exited enrolment. */
  exits: number;
  chunk?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Exits at scale for the performance indicators figure (issue #15; `npm run seed:scale -- --indicator-exits N`): N
 * existing customers each get one enrolment in 'Scale WIOA Adult' that exited between July 1, 2021 and June 30, 2025
 * (four program years, spread evenly), and three wage rows around it (two UI wage records with an hourly wage, one
 * New Hires match without one; a quarter of them two years later, a seventh before enrolment); a third get a credential, a quarter a skill gain, one in fifty an exemption. All in
 * bulk statements over customer id ranges, `chunk` customers at a time.
 */
export async function seedScaleIndicators(
  database: Pick<DatabaseHandle, 'rawQuery' | 'db'>,
  options: IndicatorsScaleOptions,
) {
  const { exits, chunk = 100_000 } = options;
  // The records below name seeded performance types (seed:scale does not run the reference seed).
  await seedPerformanceTypes(database.db);
  const [existing] = (await database.rawQuery(
    `select id from service_log_programs where name = $1 order by id limit 1`,
    [indicatorsScaleProgram],
  )) as { id: number }[];
  const programId = existing?.id ?? (await createServiceLogProgram(database.db, { name: indicatorsScaleProgram })).id;
  const [creator] = (await database.rawQuery(
    `select id from staff_users where email = 'scale-indicators@example.test'`,
  )) as { id: number }[];
  const creatorId =
    creator?.id ??
    (
      await createStaffUser(database.db, {
        email: 'scale-indicators@example.test',
        role: 'agency_admin',
        locationIds: [],
      })
    ).id;
  const [bounds] = (await database.rawQuery(
    `select coalesce(max(customer_id), 0) as after from service_log_enrollments where program_id = $1`,
    [programId],
  )) as { after: number }[];
  let after = Number(bounds?.after ?? 0);
  let done = 0;
  while (done < exits) {
    const take = Math.min(chunk, exits - done);
    const [range] = (await database.rawQuery(
      `select min(id) as lo, max(id) as hi, count(*)::int as n
       from (select id from customers where id > $1 order by id limit $2) c`,
      [after, take],
    )) as { lo: number | null; hi: number | null; n: number }[];
    if (!range || range.n === 0 || range.hi === null) break;
    const lo = Number(range.lo);
    const hi = Number(range.hi);
    // Exit day: 0..1460 days after 2021-07-01 (a multiplicative hash of the id spreads it); enrolled 30 to 400 days.
    await database.rawQuery(
      `insert into service_log_enrollments (customer_id, program_id, created_at, exit_at)
       select id, $1::int,
         timestamptz '2021-07-01 15:00:00+00' + ((id::bigint * 7919) % 1461)::int * interval '1 day'
           - (30 + id % 371) * interval '1 day',
         timestamptz '2021-07-01 15:00:00+00' + ((id::bigint * 7919) % 1461)::int * interval '1 day'
       from customers where id between $2 and $3`,
      [programId, lo, hi],
    );
    await database.rawQuery(
      `insert into wage_records (customer_id, source_id, date_received, start_date, employer_name, job_title,
         starting_wage, recent_wage, wage_increment)
       select e.customer_id, case when k = 2 then 2 else 3 end,
         (e.exit_at at time zone 'UTC')::date + (k * 150 + (e.customer_id + k) % 120 + s.shift) + 90,
         (e.exit_at at time zone 'UTC')::date + (k * 150 + (e.customer_id + k) % 120 + s.shift) - 60,
         'Employer ' || ((e.customer_id + k) % 5000), 'Associate',
         case when k = 2 then null else 12 + (e.customer_id * 31 + k) % 30 end,
         case when k = 2 then null else 13 + (e.customer_id * 31 + k) % 30 end,
         case when k = 2 then null else 'hourly' end
       from service_log_enrollments e cross join generate_series(0, 2) k
         -- One customer in four found work only two years after exit; one in seven only before enrolling.
         cross join lateral (select case when e.customer_id % 4 = 0 then 700
           when e.customer_id % 7 = 0 then -900 else 0 end as shift) s
       where e.program_id = $1 and e.customer_id between $2 and $3`,
      [programId, lo, hi],
    );
    await database.rawQuery(
      `insert into performance_records (customer_id, creator_user_id, kind, performance_type_id, date_affected)
       select e.customer_id, $4::int, v.kind, v.type_id, (e.exit_at at time zone 'UTC')::date + v.offset_days
       from service_log_enrollments e
       join (values ('credential_attainment', 209, 3, 60), ('measurable_skill_gain', 104, 4, -20),
                    ('program_exempt_reason', 405, 50, 10)) v(kind, type_id, every, offset_days)
         on e.customer_id % v.every = 0
       where e.program_id = $1 and e.customer_id between $2 and $3`,
      [programId, lo, hi, creatorId],
    );
    after = hi;
    done += range.n;
    options.onProgress?.(done, exits);
  }
  return { programId, exits: done };
}
