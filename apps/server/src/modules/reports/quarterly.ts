import {
  indicatorLabels,
  quarterlyWindow,
  todayIso,
  type IndicatorKey,
  type IndicatorRate,
  type QuarterlyCriteria,
  type QuarterlyProgram,
  type QuarterlyResult,
} from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import * as indicators from '../indicators/repository.ts';

/**
 * The quarterly performance report (ETA-9173, issue #28): for each program, the primary indicators of the program
 * year to the chosen quarter's end, from the indicators module's own statement (never re-derived here), measured as of
 * today as the indicators page does. The fourth quarter's window is the whole program year: its figures are the
 * indicators page's for that year (quarterly.test.ts proves it).
 */

export function scopeOf(locationIds: number[] | null): indicators.CustomerScope {
  return locationIds === null ? { kind: 'all' } : { kind: 'locations', ids: locationIds };
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

export async function programFigures(
  db: DbOrTx,
  scope: indicators.CustomerScope,
  program: { id: number; name: string },
  window: { from: string; last: string; asOf: string },
): Promise<QuarterlyProgram> {
  const c = await indicators.indicatorCounts(db, scope, { programId: program.id, ...window });
  return {
    program_id: program.id,
    program_name: program.name,
    participants: c.participants,
    exiters: c.exiters,
    excluded: c.excluded,
    rates: [
      rate('employment_q2', c.q2_num, c.q2_den, c.q2_pending),
      rate('employment_q4', c.q4_num, c.q4_den, c.q4_pending),
      rate('credential_attainment', c.cred_num, c.cred_den, c.cred_pending),
      rate('measurable_skill_gains', c.msg_num, c.msg_den, 0),
    ],
    median_earnings_q2: {
      value: c.median_q2 === null ? null : Math.round(Number(c.median_q2) * 100) / 100,
      count: c.median_count,
    },
  };
}

/** The programs the report covers: those chosen, else every active one. */
export async function reportPrograms(db: DbOrTx, chosen: number[]): Promise<{ id: number; name: string }[]> {
  const all = await indicators.programs(db);
  if (chosen.length === 0) return all.filter((program) => program.active);
  return all.filter((program) => chosen.includes(program.id));
}

export async function quarterlyReport(
  db: DbOrTx,
  locationIds: number[] | null,
  criteria: QuarterlyCriteria,
  options: { now?: Date; onProgress?: (fraction: number) => Promise<void> } = {},
): Promise<QuarterlyResult> {
  const window = quarterlyWindow(criteria.program_year, criteria.quarter);
  const asOf = todayIso(options.now ?? new Date());
  const programs = await reportPrograms(db, criteria.program_ids);
  const figures: QuarterlyProgram[] = [];
  for (const [index, program] of programs.entries()) {
    figures.push(await programFigures(db, scopeOf(locationIds), program, { from: window.from, last: window.to, asOf }));
    await options.onProgress?.((index + 1) / programs.length);
  }
  return {
    kind: 'quarterly_performance',
    program_year: criteria.program_year,
    quarter: criteria.quarter,
    window,
    as_of: asOf,
    programs: figures,
  };
}
