// The plain values and helpers of reports.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (reports.ts re-exports them) so a page that needs only these does not load Zod (#30).

import { firstProgramYear, indicatorKeys } from './indicators-constants.ts';
import { addDaysIso } from './dates-constants.ts';
import { programYearBounds } from './board-time.ts';

/**
 * The reports module (issue #28; forms spec API catalogue "reports"): report types, their criteria forms, runs as
 * background jobs with progress, the run's result and file, drill-down to the participants behind a figure, and the
 * export (every download recorded in the export ledger). Path choices: docs/spec-decisions.md.
 */

const base = '/internal-api/reports';

export const reportsPaths = {
  types: `${base}/types`,
  /** Runs, newest first: ?page&type&filter&sort&order. */
  list: base,
  /** One run: status, progress and, once ready, its result. */
  run: `${base}/:id`,
  /** GET: the criteria form of a report type (:id is the type). */
  criteriaObject: `${base}/execute/:id/criteriaObject`,
  /** POST: runs a report type (:id) on the criteria in the body; answers 202 with the queued run. */
  reportDetail: `${base}/execute/:id/reportDetail`,
  /** The participants behind one figure of a run (:id is the run). */
  drillDown: `${base}/drill-down/:id`,
  /** The run's file (:id is the run), ?format=csv|pdf; recorded in the export ledger. */
  export: `${base}/export/:id`,
  locationSearch: `${base}/location/search`,
  servicePrograms: `${base}/service-log/programs`,
  services: `${base}/service-log/services`,
  academicTerms: `${base}/academic-terms`,
} as const;

export function reportsPath(path: string, id: number | string): string {
  return path.replace(':id', encodeURIComponent(String(id)));
}

export { caseManagerReportsFlag, reportRunRoute, reportsRoute } from './reports-routes-constants.ts';

export const reportTypeKeys = ['pirl', 'quarterly_performance', 'funding_summary'] as const;
export const reportTypeLabels: Record<ReportTypeKey, string> = {
  pirl: 'PIRL file (ETA-9172)',
  quarterly_performance: 'Quarterly performance report (ETA-9173)',
  funding_summary: 'Funds summary',
};
export const reportTypeDescriptions: Record<ReportTypeKey, string> = {
  pirl: 'The Participant Individual Record Layout file for WIPS, with the edit checks run before upload.',
  quarterly_performance:
    'The primary indicators of performance for a quarter, by program, with the counts behind each rate.',
  funding_summary: 'Budget, obligated, expended and available funds per program for a program year.',
};

export const reportMessages = {
  programYear: `Choose a program year from ${firstProgramYear} to the current one.`,
  quarter: 'Choose a quarter from 1 to 4.',
  programs: 'Choose at least one program.',
  queued: 'The report is running. You will get an alert when it is ready.',
  readyTitle: 'Your report is ready',
  failedTitle: 'Your report could not be run',
  downloadLink: 'Download',
  notReady: 'The report has no file yet.',
  fundingAdminsOnly: 'Only administrators may run the funds summary.',
} as const;

/** Quarter q of program year y: PY quarters start in July (Q1 Jul-Sep, ..., Q4 Apr-Jun of the next year). */
export function programQuarterBounds(year: number, q: number): { from: string; to: string } {
  const month = ((q - 1) * 3 + 6) % 12;
  const startYear = q <= 2 ? year : year + 1;
  const from = `${startYear}-${String(month + 1).padStart(2, '0')}-01`;
  const nextMonth = (month + 3) % 12;
  const nextYear = month + 3 >= 12 ? startYear + 1 : startYear;
  const next = `${nextYear}-${String(nextMonth + 1).padStart(2, '0')}-01`;
  return { from, to: addDaysIso(next, -1) };
}

/** The quarterly report counts the program year to date: from July 1 to the quarter's last day. */
export function quarterlyWindow(year: number, q: number): { from: string; to: string } {
  return { from: programYearBounds(year).from, to: programQuarterBounds(year, q).to };
}

export function quarterLabel(year: number, q: number): string {
  const { from, to } = programQuarterBounds(year, q);
  return `PY ${year} Q${q} (${from} to ${to})`;
}

export const reportRunStatuses = ['pending', 'running', 'ready', 'failed'] as const;

export const reportsPerPage = 20;
export const reportSortKeys = ['created_at', 'type', 'status', 'user'] as const;

/** Drill-down: the figure of a program in a run, and which side of the rate. */
export const drillFigures = ['participants', 'exiters', 'excluded', ...indicatorKeys] as const;
export const drillPerPage = 25;

export type ReportTypeKey = (typeof reportTypeKeys)[number];
