import { sql, type SQL } from 'drizzle-orm';
import {
  addDaysIso,
  boardDayStart,
  boardTimeZone,
  drillPerPage,
  type DrillFigure,
  type DrillRow,
} from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import type { CustomerScope } from '../indicators/repository.ts';

/**
 * The participants behind one figure of the quarterly report. The indicators module returns counts only, so the same
 * definitions (docs/wioa-indicators.md; modules/indicators/repository.ts indicatorCounts) are written here once more
 * per enrolment, as flags; quarterly.test.ts proves every figure's row count equals the indicators' count, so the two
 * cannot drift apart unnoticed.
 */

export type DrillPart = 'numerator' | 'denominator' | 'pending';

export interface DrillWindow {
  programId: number;
  from: string;
  last: string;
  asOf: string;
}

const zone = () => sql`${boardTimeZone()}::text`;
const dayStart = (isoDate: string) => boardDayStart(isoDate).toISOString();
const withEvidence = sql`(r.document_id is not null or not t.is_evidence_must)`;

function customerCounts(scope: CustomerScope): SQL {
  if (scope.kind === 'all') return sql`c.deleted_at is null`;
  if (scope.ids.length === 0) return sql`false`;
  const ids = sql.join(
    scope.ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`c.deleted_at is null and c.location_ids && array[${ids}]::integer[]`;
}

/** Which measured enrolments a figure (and side of its rate) counts: the indicators' filters, one for one. */
const conditions: Record<DrillFigure, Record<DrillPart, SQL>> = {
  participants: { numerator: sql`true`, denominator: sql`true`, pending: sql`false` },
  exiters: { numerator: sql`exited`, denominator: sql`exited`, pending: sql`false` },
  excluded: { numerator: sql`exempt`, denominator: sql`exempt`, pending: sql`false` },
  employment_q2: {
    numerator: sql`counted and q2_done and employed_q2`,
    denominator: sql`counted and q2_done`,
    pending: sql`counted and not q2_done`,
  },
  employment_q4: {
    numerator: sql`counted and q4_done and employed_q4`,
    denominator: sql`counted and q4_done`,
    pending: sql`counted and not q4_done`,
  },
  median_earnings_q2: {
    numerator: sql`counted and q2_done and employed_q2 and earnings_q2 > 0`,
    denominator: sql`counted and q2_done and employed_q2 and earnings_q2 > 0`,
    pending: sql`false`,
  },
  credential_attainment: {
    numerator: sql`counted and cred_done and credential`,
    denominator: sql`counted and cred_done`,
    pending: sql`counted and not cred_done`,
  },
  measurable_skill_gains: {
    numerator: sql`not exempt and skill_gain`,
    denominator: sql`not exempt`,
    pending: sql`false`,
  },
};

export interface DrillRowWithTotal extends Omit<DrillRow, 'birth_date'> {
  birth_date: string | null;
  total: number;
}

export async function drillRows(
  db: DbOrTx,
  scope: CustomerScope,
  w: DrillWindow,
  figure: DrillFigure,
  part: DrillPart,
  page: number,
): Promise<DrillRowWithTotal[]> {
  const fromTs = dayStart(w.from);
  const toTs = dayStart(addDaysIso(w.last, 1));
  const statement = sql`with enr as materialized (
        select e.id, e.customer_id, e.start_date, e.exit_date, e.exited,
          date_trunc('quarter', e.exit_date::timestamp) as exit_q
        from (
          select e.id, e.customer_id,
            (e.created_at at time zone ${zone()})::date as start_date,
            (e.exit_at at time zone ${zone()})::date as exit_date,
            coalesce(e.exit_at < ${toTs}::timestamptz, false) as exited
          from service_log_enrollments e
          join customers c on c.id = e.customer_id
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
        where f.exited
        group by f.id, lower(w.employer_name)
      ),
      employment as (
        select id, bool_or(in_q2) as employed_q2, bool_or(in_q4) as employed_q4, sum(earnings_q2) as earnings_q2
        from jobs group by id
      ),
      measured as (
        select f.id, f.customer_id, f.start_date, f.exit_date, f.exited,
          coalesce(p.exempt, false) as exempt,
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
      select m.customer_id, m.id as enrollment_id, c.first_name || ' ' || c.last_name as full_name,
        to_char(c.birthdate, 'YYYY-MM-DD') as birth_date,
        to_char(m.start_date, 'YYYY-MM-DD') as entry_date, to_char(m.exit_date, 'YYYY-MM-DD') as exit_date,
        count(*) over ()::int as total
      from measured m join customers c on c.id = m.customer_id
      where ${conditions[figure][part]}
      order by c.last_name, c.first_name, m.id
      limit ${drillPerPage} offset ${(page - 1) * drillPerPage}`;
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return (await tx.execute(statement)) as { rows: DrillRowWithTotal[] };
  });
  return result.rows;
}
