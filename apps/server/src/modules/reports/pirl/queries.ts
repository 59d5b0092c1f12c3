import { addDaysIso, boardDayStart, pirlReportWindow, type PirlRequest } from '@portal/contracts';

/**
 * The SQL of a PIRL run. The periods come through one cursor (periodsQuery); what each period needs from other
 * tables (services, training, wages after exit, credentials, skill gains, exclusions) is read once per batch of
 * periods by detailsQuery, set-based on the batch's ids, never per row. Dates of timestamps are the board's dates
 * (BOARD_TIME_ZONE), as on the indicators page (docs/wioa-indicators.md).
 */

export interface PeriodsScope {
  /** Customers at one of these locations count; null: every location. */
  locationIds: number[] | null;
}

/** The instants the report window begins and ends (the day after its last day, in the board's zone). */
export function windowInstants(request: PirlRequest): { from: string; to: string } {
  const window = pirlReportWindow(request);
  return {
    from: boardDayStart(window.from).toISOString(),
    to: boardDayStart(addDaysIso(window.to, 1)).toISOString(),
  };
}

/**
 * The periods of participation: $1 window start, $2 window end, $3 programs, $4 locations (null: every location),
 * $5 the board's zone. A person's enrolments in the chosen PIRL programs (entered before the window ends) are sorted
 * by entry; an enrolment starts a new period unless it enters on or before the day after the latest exit so far, or
 * an earlier one is still open (an exit after the window's end counts as open: it is not reported yet). A period is
 * in the file when it is open or exits on or after the window's first day.
 */
function periodsFrom(request: PirlRequest, scope: PeriodsScope) {
  const { from, to } = windowInstants(request);
  const text = `with en as (
      select e.id, e.customer_id, e.program_id, sp.pirl_code as program,
        (e.created_at at time zone $5::text)::date as entry_date,
        case when e.exit_at < $2::timestamptz then (e.exit_at at time zone $5::text)::date end as exit_date,
        case when e.exit_at is null then e.exit_reason
          when e.exit_at < $2::timestamptz then coalesce(e.exit_reason, 'none') end as exit_reason
      from service_log_enrollments e
      join service_log_programs sp on sp.id = e.program_id and sp.pirl_code = any($3::text[])
      join customers c on c.id = e.customer_id and c.deleted_at is null
        and ($4::integer[] is null or c.location_ids && $4::integer[])
      where e.created_at < $2::timestamptz
    ),
    marked as (
      select en.*, bool_or(exit_date is null) over earlier as open_before, max(exit_date) over earlier as exit_before
      from en
      window earlier as (partition by customer_id order by entry_date, id rows between unbounded preceding and 1 preceding)
    ),
    numbered as (
      select marked.*, sum(case when open_before or entry_date <= exit_before + 1 then 0 else 1 end)
        over (partition by customer_id order by entry_date, id rows unbounded preceding) as period_no
      from marked
    ),
    periods as (
      select customer_id,
        array_agg(id order by entry_date, id) as enrollment_ids,
        array_agg(program_id order by entry_date, id) as program_ids,
        array_agg(program order by entry_date, id) as programs,
        min(entry_date) as entry_date,
        case when bool_and(exit_date is not null) then max(exit_date) end as exit_date,
        case when bool_and(exit_date is not null)
          then coalesce((array_agg(exit_reason order by exit_date desc, id) filter (where exit_reason <> 'none'))[1],
            'none')
          else (array_agg(exit_reason order by entry_date, id) filter (where exit_date is null
            and exit_reason is not null))[1] end as exit_reason
      from numbered
      group by customer_id, period_no
      having bool_or(exit_date is null) or max(exit_date) >= ($1::timestamptz at time zone $5::text)::date
    )`;
  return { text, params: [from, to, request.programs, scope.locationIds] as unknown[] };
}

/** The periods in file order (by customer, then entry), with the person's record; $5 is the board's zone. */
export function periodsQuery(request: PirlRequest, scope: PeriodsScope, zone: string) {
  const from = periodsFrom(request, scope);
  return {
    text: `${from.text}
      select p.enrollment_ids[1] as enrollment_id, p.enrollment_ids, p.program_ids, p.programs, p.customer_id,
        to_char(p.entry_date, 'YYYY-MM-DD') as entry_date, to_char(p.exit_date, 'YYYY-MM-DD') as exit_date,
        p.exit_reason, to_char(c.birthdate, 'YYYY-MM-DD') as birthdate, c.zip, c.sex, c.hispanic_latino, c.races,
        c.disability, c.veteran_status, c.highest_grade_completed, c.employment_status_at_entry
      from periods p join customers c on c.id = p.customer_id
      order by p.customer_id, p.entry_date, p.enrollment_ids[1]`,
    params: [...from.params, zone],
  };
}

export function countPeriodsQuery(request: PirlRequest, scope: PeriodsScope, zone: string) {
  const from = periodsFrom(request, scope);
  return { text: `${from.text} select count(*)::int as periods from periods`, params: [...from.params, zone] };
}

/** Training funding that was approved (obligation or expense approved, or done): our individual training account. */
const approvedStatuses = '(2, 4, 7)';

/**
 * Per batch (each table is read through its customer or enrolment index for the batch only, `= any(...)`, not hashed
 * whole): $1 period keys (their first enrolment), $2 customer ids, $3 entry dates, $4 exit dates (null while open),
 * $5 the as-of day, $6 the board's zone; the periods' enrolments as $7 period keys, $8 enrolment ids, $9 program ids.
 * One row per period.
 */
export const detailsQuery = `with p as (
    select * from unnest($1::int[], $2::int[], $3::date[], $4::date[]) as p(id, customer_id, entry_date, exit_date)
  ),
  pe as (
    select * from unnest($7::int[], $8::int[], $9::int[]) as pe(period_id, enrollment_id, program_id)
  ),
  logs as (
    select pe.period_id as id,
      to_char(min((l.start_at at time zone $6::text)::date), 'YYYY-MM-DD') as first_service,
      to_char(max((l.start_at at time zone $6::text)::date), 'YYYY-MM-DD') as last_service,
      to_char(min((l.start_at at time zone $6::text)::date) filter (where s.expense_category = 'training'),
        'YYYY-MM-DD') as training_log_start
    from service_logs l
    join pe on pe.enrollment_id = l.enrollment_id
    join services s on s.id = l.service_id
    where l.enrollment_id = any($8::int[])
    group by pe.period_id
  ),
  funded as (
    select distinct on (p.id) p.id, to_char(t.requested_on, 'YYYY-MM-DD') as funded_start,
      ct.name as course_type, v.name as provider
    from p
    join funding_transactions t on t.customer_id = p.customer_id and t.customer_id = any($2::int[])
      and t.category = 1
      and t.status in ${approvedStatuses}
      and t.requested_on >= p.entry_date and (p.exit_date is null or t.requested_on <= p.exit_date)
    join funding_transaction_programs tp on tp.transaction_id = t.id
      and tp.program_id in (select pe.program_id from pe where pe.period_id = p.id)
    left join funding_course_types ct on ct.id = t.course_type_id
    left join funding_vendors v on v.id = t.vendor_id
    order by p.id, t.requested_on, t.id
  ),
  exits as (
    select p.id, p.customer_id, date_trunc('quarter', p.exit_date)::date as exit_q from p where p.exit_date is not null
  ),
  jobs as (
    select x.id, lower(btrim(w.employer_name)) as employer, w.source_id,
      w.start_date < (x.exit_q + interval '9 months')::date
        and w.date_received >= (x.exit_q + interval '6 months')::date as in_q2,
      w.start_date < (x.exit_q + interval '15 months')::date
        and w.date_received >= (x.exit_q + interval '12 months')::date as in_q4,
      coalesce(w.recent_wage, w.starting_wage)::float8
        * case w.wage_increment when 'hourly' then 520.0 when 'annually' then 0.25 end as quarter_wage
    from exits x join wage_records w on w.customer_id = x.customer_id and w.customer_id = any($2::int[])
      and w.start_date < (x.exit_q + interval '15 months')::date
      and w.date_received >= (x.exit_q + interval '6 months')::date
      and w.date_received <= $5::date
  ),
  per_employer as (
    select id, employer,
      bool_or(in_q2) as q2, bool_or(in_q4) as q4,
      bool_or(in_q2 and source_id in (2, 3)) as q2_match, bool_or(in_q4 and source_id in (2, 3)) as q4_match,
      max(quarter_wage) filter (where in_q2) as wage_q2, max(quarter_wage) filter (where in_q4) as wage_q4
    from jobs where in_q2 or in_q4 group by id, employer
  ),
  employment as (
    select id, bool_or(q2) as q2, bool_or(q4) as q4, bool_or(q2_match) as q2_match, bool_or(q4_match) as q4_match,
      sum(wage_q2) as wages_q2, sum(wage_q4) as wages_q4, bool_or(employer = '') as no_employer
    from per_employer group by id
  ),
  perf as (
    select p.id, p.entry_date, p.exit_date, r.kind, r.performance_type_id as type_id, r.date_affected
    from p
    join performance_records r on r.customer_id = p.customer_id and r.customer_id = any($2::int[])
      and r.kind in ('credential_attainment', 'measurable_skill_gain', 'program_exempt_reason')
      and (r.enrollment_id in (select pe.enrollment_id from pe where pe.period_id = p.id)
        or (r.enrollment_id is null and r.date_affected >= p.entry_date
          and r.date_affected <= coalesce(p.exit_date + 365, $5::date)))
    join performance_types t on t.id = r.performance_type_id
    where r.document_id is not null or not t.is_evidence_must
  ),
  outcomes as (
    select id,
      (array_agg(type_id order by date_affected, type_id) filter (where kind = 'credential_attainment'
        and date_affected >= entry_date and date_affected <= coalesce(exit_date + 365, $5::date)))[1:3] as cred_types,
      (array_agg(to_char(date_affected, 'YYYY-MM-DD') order by date_affected, type_id)
        filter (where kind = 'credential_attainment' and date_affected >= entry_date
          and date_affected <= coalesce(exit_date + 365, $5::date)))[1:3] as cred_dates,
      to_char(max(date_affected) filter (where kind = 'credential_attainment'), 'YYYY-MM-DD') as latest_credential,
      ${skillGainColumns()},
      bool_or(kind = 'program_exempt_reason') as exempt
    from perf group by id
  )
  select p.id, g.first_service, g.last_service,
    coalesce(f.funded_start, g.training_log_start) as training_start, f.course_type, f.provider, f.id is not null as ita,
    m.q2, m.q4, m.q2_match, m.q4_match, m.wages_q2, m.wages_q4, coalesce(m.no_employer, false) as no_employer,
    o.cred_types, o.cred_dates, o.latest_credential, o.msg_101, o.msg_103, o.msg_104, o.msg_105,
    coalesce(o.exempt, false) as exempt
  from p
  left join logs g on g.id = p.id
  left join funded f on f.id = p.id
  left join employment m on m.id = p.id
  left join outcomes o on o.id = p.id`;

/**
 * The latest skill gain of each type the layout has an element for, dated inside the period: 101 Educational
 * Functioning Level (1806), 103 Transcript or Report Card (1807), 104 Training Milestone (1809), 105 Skills
 * Progression (1810). 102 Secondary School Diploma or Equivalent has none (docs/pirl.md).
 */
function skillGainColumns(): string {
  return [101, 103, 104, 105]
    .map(
      (type) => `to_char(max(date_affected) filter (where kind = 'measurable_skill_gain' and type_id = ${type}
        and date_affected >= entry_date and date_affected <= coalesce(exit_date, $5::date)), 'YYYY-MM-DD') as msg_${type}`,
    )
    .join(',\n      ');
}
