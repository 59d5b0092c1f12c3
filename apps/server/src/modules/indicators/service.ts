import {
  indicatorLabels,
  indicatorWarningsPerPage,
  programYearBounds,
  programYearStartOf,
  todayIso,
  type IndicatorKey,
  type IndicatorPrograms,
  type IndicatorRate,
  type Indicators,
  type IndicatorWarningsPage,
  type WarningEvidence,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

/** Figures cover the staff user's locations; agency admins see every location's (as the dashboard's widgets). */
function scopeOf(staff: StaffActor): repository.CustomerScope {
  return staff.role === 'agency_admin' ? { kind: 'all' } : { kind: 'locations', ids: staff.locationIds };
}

function rate(key: IndicatorKey, numerator: number, denominator: number, pending: number): IndicatorRate {
  return {
    key,
    label: indicatorLabels[key],
    numerator,
    denominator,
    rate: denominator === 0 ? null : Math.round((numerator / denominator) * 10_000) / 10_000,
    pending,
  };
}

export async function programs(db: Db, actor: Actor, now = new Date()): Promise<IndicatorPrograms> {
  const staff = requireStaff(actor);
  const [data, withData] = await Promise.all([
    repository.programs(db),
    repository.programYearWithData(db, scopeOf(staff), { currentYear: programYearStartOf(now), today: todayIso(now) }),
  ]);
  return { data, with_data: withData };
}

export async function indicators(
  db: Db,
  actor: Actor,
  programId: number,
  programYear: number,
  now = new Date(),
): Promise<Indicators> {
  const staff = requireStaff(actor);
  const programName = await repository.programName(db, programId);
  if (programName === null) throw notFound();
  const period = programYearBounds(programYear);
  // The board's today (BOARD_TIME_ZONE), as every quarter and program year here.
  const asOf = todayIso(now);
  const c = await repository.indicatorCounts(db, scopeOf(staff), {
    programId,
    from: period.from,
    last: period.to,
    asOf,
  });
  const median = c.median_q2 === null ? null : Math.round(Number(c.median_q2) * 100) / 100;
  return {
    program_id: programId,
    program_name: programName,
    program_year: programYear,
    period,
    as_of: asOf,
    participants: c.participants,
    exiters: c.exiters,
    excluded: c.excluded,
    rates: [
      rate('employment_q2', c.q2_num, c.q2_den, c.q2_pending),
      rate('employment_q4', c.q4_num, c.q4_den, c.q4_pending),
      rate('credential_attainment', c.cred_num, c.cred_den, c.cred_pending),
      rate('measurable_skill_gains', c.msg_num, c.msg_den, 0),
    ],
    median_earnings_q2: { value: median, count: c.median_count },
  };
}

export async function warnings(
  db: Db,
  actor: Actor,
  programId: number,
  page: number,
  now = new Date(),
): Promise<IndicatorWarningsPage> {
  const staff = requireStaff(actor);
  if ((await repository.programName(db, programId)) === null) throw notFound();
  const window = {
    programId,
    today: todayIso(now),
    yearFrom: `${programYearStartOf(now)}-07-01`,
    limit: indicatorWarningsPerPage,
  };
  const found = await repository.warnings(db, scopeOf(staff), {
    ...window,
    offset: (page - 1) * indicatorWarningsPerPage,
  });
  // Past the last page the window count is not there to read: ask the first page for it.
  const total =
    found[0]?.total ??
    (page > 1 ? ((await repository.warnings(db, scopeOf(staff), { ...window, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    data: found.map(({ total: _total, missing, ...row }) => ({ ...row, missing: missing as WarningEvidence[] })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / indicatorWarningsPerPage)),
    total,
    per_page: indicatorWarningsPerPage,
  };
}
