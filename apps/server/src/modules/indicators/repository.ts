import { sql, type SQL } from 'drizzle-orm';
import { addDaysIso, boardDayStart, boardTimeZone } from '@portal/contracts';
import type { DbOrTx } from '@portal/db';

/**
 * The WIOA primary indicators and their early warnings, set-based: one statement each (docs/wioa-indicators.md has
 * the definitions). An enrolment in the program is a period of participation; its exit_at is the exit.
 */

/** Whose customers count: those at some of these locations, or everyone's (agency admins). */
export type CustomerScope = { kind: 'locations'; ids: number[] } | { kind: 'all' };

/** customers.location_ids holds the primary and every source location (kept by triggers, GIN-indexed). */
function inScope(scope: CustomerScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.ids.length === 0) return sql`false`;
  const ids = sql.join(
    scope.ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`c.location_ids && array[${ids}]::integer[]`;
}

/**
 * The enrolment's customer is not deleted and is in scope. For every location it is an anti-join on the few deleted
 * customers (no hash of a million customers); for some locations a semi-join through the GIN index on location_ids.
 */
function customerCounts(scope: CustomerScope): SQL {
  if (scope.kind === 'all') {
    return sql`not exists (select 1 from customers c where c.id = e.customer_id and c.deleted_at is not null)`;
  }
  return sql`exists (select 1 from customers c where c.id = e.customer_id and c.deleted_at is null and ${inScope(scope)})`;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * Dates of timestamps are read in the board's time zone (BOARD_TIME_ZONE): an exit at 6:30 PM in Denver on March 31
 * is a first-quarter exit although it is April 1 in UTC. Ranges on timestamps compare with the instants the board's
 * days begin, computed here, so the columns' indexes still serve them.
 */
const zone = () => sql`${boardTimeZone()}::text`;
const dayStart = (isoDate: string) => boardDayStart(isoDate).toISOString();

/** A record counts only with evidence when its type demands evidence (performance_types.is_evidence_must). */
const withEvidence = sql`(r.document_id is not null or not t.is_evidence_must)`;

export interface ProgramRow {
  id: number;
  name: string;
  active: boolean;
}

export async function programs(db: DbOrTx): Promise<ProgramRow[]> {
  return rows<ProgramRow>(db, sql`select id, name, active from service_log_programs order by active desc, name, id`);
}

/**
 * Where the caller's figures are: the latest program year that is over (before `currentYear`) with exits in scope, and
 * in it the program with the most exiters; without such exits, the same in the current year; null when nobody in scope
 * has exited.
 */
export async function programYearWithData(
  db: DbOrTx,
  scope: CustomerScope,
  w: { currentYear: number; today: string },
): Promise<{ program_id: number; program_year: number } | null> {
  const [row] = await rows<{ program_id: number; program_year: number }>(
    db,
    sql`select program_id, program_year from (
        select e.program_id,
          extract(year from (e.exit_at at time zone ${zone()}) - interval '6 months')::int as program_year,
          count(*) as exiters
        from service_log_enrollments e join customers c on c.id = e.customer_id
        where e.exit_at < ${dayStart(addDaysIso(w.today, 1))}::timestamptz and c.deleted_at is null
          and ${inScope(scope)}
        group by 1, 2
      ) years
      order by program_year < ${w.currentYear}::int desc, program_year desc, exiters desc, program_id
      limit 1`,
  );
  return row ?? null;
}

export async function programName(db: DbOrTx, programId: number): Promise<string | null> {
  const [row] = await rows<{ name: string }>(db, sql`select name from service_log_programs where id = ${programId}`);
  return row?.name ?? null;
}

export interface IndicatorCounts {
  participants: number;
  exiters: number;
  excluded: number;
  q2_num: number;
  q2_den: number;
  q2_pending: number;
  q4_num: number;
  q4_den: number;
  q4_pending: number;
  median_q2: string | number | null;
  median_count: number;
  cred_num: number;
  cred_den: number;
  cred_pending: number;
  msg_num: number;
  msg_den: number;
}

export interface IndicatorWindow {
  programId: number;
  /** Program year start, inclusive (YYYY-07-01), and its last day (YYYY+1-06-30). */
  from: string;
  last: string;
  /** Measurement windows ending on or before this day are complete. */
  asOf: string;
}

/**
 * Every indicator of one program and program year in one statement. Participants: enrolments open at any time in the
 * year; exiters: those whose exit_at falls in it. Exempt enrolments (a program_exempt_reason record dated from the
 * start to a year after exit) are left out of every indicator. Quarters are calendar quarters counted from the exit's.
 * Set-based: the enrolments are joined once to their performance records and once to their wage records (hash joins,
 * no per-row subqueries), then counted in one pass; work_mem is raised for this transaction so the joins and the
 * per-employer aggregate stay in memory at a million customers (bench/indicators.ts).
 */
export async function indicatorCounts(db: DbOrTx, scope: CustomerScope, w: IndicatorWindow): Promise<IndicatorCounts> {
  const fromTs = dayStart(w.from);
  // The moment after the year's last day in the board's zone (a date compared with a timestamptz would take the
  // session's zone).
  const toTs = dayStart(addDaysIso(w.last, 1));
  // The exit's quarter comes from its board date, converted once per enrolment (offset 0 keeps the subquery from being
  // folded into its caller, which would convert again; a named zone costs about three times UTC's conversion).
  const statement = sql`with enr as materialized (
        select e.id, e.customer_id, e.start_date, e.exit_date, e.exited,
          date_trunc('quarter', e.exit_date::timestamp) as exit_q
        from (
          select e.id, e.customer_id,
            (e.created_at at time zone ${zone()})::date as start_date,
            (e.exit_at at time zone ${zone()})::date as exit_date,
            coalesce(e.exit_at < ${toTs}::timestamptz, false) as exited
          from service_log_enrollments e
          where e.program_id = ${w.programId} and ${customerCounts(scope)}
            and e.created_at < ${toTs}::timestamptz
            and (e.exit_at is null or e.exit_at >= ${fromTs}::timestamptz)
          offset 0
        ) e
      ),
      performance as (
        select f.id,
          bool_or(r.kind = 'program_exempt_reason'
            and r.date_affected <= coalesce(f.exit_date, ${w.last}::date) + 365) as exempt,
          bool_or(r.kind = 'credential_attainment' and f.exited and r.date_affected <= f.exit_date + 365
            and ${withEvidence}) as credential,
          bool_or(r.kind = 'measurable_skill_gain' and r.date_affected >= ${w.from}::date
            and r.date_affected <= least(coalesce(f.exit_date, ${w.last}::date), ${w.last}::date)
            and ${withEvidence}) as skill_gain
        from enr f
        join performance_records r on r.customer_id = f.customer_id and r.date_affected >= f.start_date
          and r.kind in ('program_exempt_reason', 'credential_attainment', 'measurable_skill_gain')
          and (r.kind = 'program_exempt_reason' or r.date_affected <= ${w.last}::date + 365)
        join performance_types t on t.id = r.performance_type_id
        group by f.id
      ),
      jobs as (
        select f.id,
          bool_or(w.start_date < (f.exit_q + interval '9 months')::date
            and w.date_received >= (f.exit_q + interval '6 months')::date) as in_q2,
          bool_or(w.start_date < (f.exit_q + interval '15 months')::date
            and w.date_received >= (f.exit_q + interval '12 months')::date) as in_q4,
          max(case when w.start_date < (f.exit_q + interval '9 months')::date
              and w.date_received >= (f.exit_q + interval '6 months')::date
            then coalesce(w.recent_wage, w.starting_wage)::float8
              * case w.wage_increment when 'hourly' then 520.0 when 'annually' then 0.25 end
          end) as earnings_q2
        from enr f
        join wage_records w on w.customer_id = f.customer_id
          and w.start_date < (f.exit_q + interval '15 months')::date
          and w.date_received >= (f.exit_q + interval '6 months')::date
          and w.date_received <= ${w.asOf}::date
          -- The same bounds as constants (exit quarters start on or after the year's first day and before its last
          -- quarter ends), so the wage scan drops most rows before the join.
          and w.date_received >= ${w.from}::date + interval '6 months'
          and w.start_date < ${w.from}::date + interval '24 months'
        where f.exited
        group by f.id, lower(w.employer_name)
      ),
      employment as (
        select id, bool_or(in_q2) as employed_q2, bool_or(in_q4) as employed_q4, sum(earnings_q2) as earnings_q2
        from jobs group by id
      ),
      measured as (
        select f.exited, coalesce(p.exempt, false) as exempt,
          f.exited and not coalesce(p.exempt, false) as counted,
          (f.exit_q + interval '9 months')::date <= ${w.asOf}::date as q2_done,
          (f.exit_q + interval '15 months')::date <= ${w.asOf}::date as q4_done,
          f.exit_date + 366 <= ${w.asOf}::date as cred_done,
          coalesce(m.employed_q2, false) as employed_q2, coalesce(m.employed_q4, false) as employed_q4,
          m.earnings_q2, coalesce(p.credential, false) as credential, coalesce(p.skill_gain, false) as skill_gain
        from enr f
        left join performance p on p.id = f.id
        left join employment m on m.id = f.id
      )
      select
        count(*)::int as participants,
        count(*) filter (where exited)::int as exiters,
        count(*) filter (where exempt)::int as excluded,
        count(*) filter (where counted and q2_done and employed_q2)::int as q2_num,
        count(*) filter (where counted and q2_done)::int as q2_den,
        count(*) filter (where counted and not q2_done)::int as q2_pending,
        count(*) filter (where counted and q4_done and employed_q4)::int as q4_num,
        count(*) filter (where counted and q4_done)::int as q4_den,
        count(*) filter (where counted and not q4_done)::int as q4_pending,
        percentile_cont(0.5) within group (order by earnings_q2)
          filter (where counted and q2_done and employed_q2 and earnings_q2 > 0) as median_q2,
        count(*) filter (where counted and q2_done and employed_q2 and earnings_q2 > 0)::int as median_count,
        count(*) filter (where counted and cred_done and credential)::int as cred_num,
        count(*) filter (where counted and cred_done)::int as cred_den,
        count(*) filter (where counted and not cred_done)::int as cred_pending,
        count(*) filter (where not exempt and skill_gain)::int as msg_num,
        count(*) filter (where not exempt)::int as msg_den
      from measured`;
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    const [found] = await rows<IndicatorCounts>(tx, statement);
    return found;
  });
  if (!row) throw new Error('indicator statement returned no row');
  return row;
}

export interface WarningRow {
  enrollment_id: number;
  customer_id: number;
  full_name: string;
  status: 'exited' | 'exit_near' | 'exit_overdue';
  exit_date: string;
  missing: string[];
  total: number;
}

export interface WarningWindow {
  programId: number;
  /** Today in the board's zone and the start of its program year. */
  today: string;
  yearFrom: string;
  offset: number;
  limit: number;
}

/**
 * Enrolments of the program that need evidence soon: exited in the last 15 months (the 4th quarter after exit is still
 * open) or still open with no service for 60 days (they exit at 90). Each lists what is missing; exempt ones and
 * those with nothing missing are left out. Newest (or soonest) exit first.
 */
export async function warnings(db: DbOrTx, scope: CustomerScope, w: WarningWindow): Promise<WarningRow[]> {
  const today = sql`${w.today}::date`;
  return rows<WarningRow>(
    db,
    sql`with e as (
        select e.id, e.customer_id, c.first_name || ' ' || c.last_name as full_name,
          (e.created_at at time zone ${zone()})::date as start_date,
          (e.exit_at at time zone ${zone()})::date as exit_date,
          (coalesce(e.last_service_at, e.created_at) at time zone ${zone()})::date + 90 as expected_exit,
          date_trunc('quarter', (e.exit_at at time zone ${zone()})::date::timestamp) as exit_q
        from service_log_enrollments e
        join customers c on c.id = e.customer_id
        where e.program_id = ${w.programId} and c.deleted_at is null and ${inScope(scope)}
          and (
            (e.exit_at is null
              and coalesce(e.last_service_at, e.created_at) < ${dayStart(addDaysIso(w.today, -60))}::timestamptz)
            or (e.exit_at >= (${today} - interval '15 months') at time zone ${zone()}
              and e.exit_at < ${dayStart(addDaysIso(w.today, 1))}::timestamptz)
          )
      ),
      checks as (
        select e.id, e.customer_id, e.full_name, e.exit_date, e.expected_exit,
          exists (
            select 1 from performance_records r
            where r.customer_id = e.customer_id and r.kind = 'program_exempt_reason'
              and r.date_affected >= e.start_date and r.date_affected <= coalesce(e.exit_date, ${today}) + 365
          ) as exempt,
          case when e.exit_date is not null and (e.exit_q + interval '6 months')::date <= ${today} then not exists (
            select 1 from wage_records w where w.customer_id = e.customer_id
              and w.start_date < (e.exit_q + interval '9 months')::date
              and w.date_received >= (e.exit_q + interval '6 months')::date
          ) else false end as no_q2,
          case when e.exit_date is not null and (e.exit_q + interval '12 months')::date <= ${today} then not exists (
            select 1 from wage_records w where w.customer_id = e.customer_id
              and w.start_date < (e.exit_q + interval '15 months')::date
              and w.date_received >= (e.exit_q + interval '12 months')::date
          ) else false end as no_q4,
          case when e.exit_date is null or e.exit_date + 365 >= ${today} then not exists (
            select 1 from performance_records r join performance_types t on t.id = r.performance_type_id
            where r.customer_id = e.customer_id and r.kind = 'credential_attainment'
              and r.date_affected >= e.start_date and ${withEvidence}
          ) else false end as no_credential,
          case when e.exit_date is null then not exists (
            select 1 from performance_records r join performance_types t on t.id = r.performance_type_id
            where r.customer_id = e.customer_id and r.kind = 'measurable_skill_gain'
              and r.date_affected >= greatest(e.start_date, ${w.yearFrom}::date) and ${withEvidence}
          ) else false end as no_skill_gain
        from e
      )
      select id as enrollment_id, customer_id, full_name,
        case when exit_date is not null then 'exited' when expected_exit < ${today} then 'exit_overdue'
          else 'exit_near' end as status,
        to_char(coalesce(exit_date, expected_exit), 'YYYY-MM-DD') as exit_date,
        array_remove(array[
          case when no_q2 then 'employment_q2' end,
          case when no_q4 then 'employment_q4' end,
          case when no_credential then 'credential' end,
          case when no_skill_gain then 'skill_gain' end
        ]::text[], null) as missing,
        count(*) over ()::int as total
      from checks
      where not exempt and (no_q2 or no_q4 or no_credential or no_skill_gain)
      order by coalesce(exit_date, expected_exit) desc, id desc
      limit ${w.limit} offset ${w.offset}`,
  );
}
