import { z } from 'zod';
import { boardProgramYear, programYearBounds } from './board-time.ts';
import { addDaysIso } from './dates.ts';
import { fundingSummaryResponseSchema } from './funding-lookups.ts';
import { firstProgramYear, indicatorRateSchema } from './indicators.ts';
import { pirlCheckResultSchema, pirlRequestSchema } from './pirl.ts';

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

/** The staff pages. */
export const reportsRoute = '/reports';
export const reportRunRoute = '/reports/runs/:id';

/** The client-settings feature flag that grants case managers the reporting permission. */
export const caseManagerReportsFlag = 'case_manager_reports';

export const reportTypeKeys = ['pirl', 'quarterly_performance', 'funding_summary'] as const;
export type ReportTypeKey = (typeof reportTypeKeys)[number];
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

const programYear = z.coerce
  .number()
  .int(reportMessages.programYear)
  .min(firstProgramYear, reportMessages.programYear)
  .max(2100, reportMessages.programYear)
  .refine((year) => year <= boardProgramYear(), reportMessages.programYear);
const quarter = z.coerce
  .number()
  .int(reportMessages.quarter)
  .min(1, reportMessages.quarter)
  .max(4, reportMessages.quarter);
const programIds = z.array(z.number().int().min(1).max(2_147_483_647)).max(50);

/** The PIRL's criteria are the engine's request (program year, quarter, program codes), its year not ahead of today. */
export const pirlCriteriaSchema = pirlRequestSchema.extend({ program_year: programYear });
export const quarterlyCriteriaSchema = z.object({
  program_year: programYear,
  quarter,
  /** Empty: every active program. */
  program_ids: programIds.default([]),
});
export const fundingSummaryCriteriaSchema = z.object({ program_year: programYear });
export const reportCriteriaSchemas = {
  pirl: pirlCriteriaSchema,
  quarterly_performance: quarterlyCriteriaSchema,
  funding_summary: fundingSummaryCriteriaSchema,
} as const;
export type PirlCriteria = z.output<typeof pirlCriteriaSchema>;
export type QuarterlyCriteria = z.infer<typeof quarterlyCriteriaSchema>;
export type FundingSummaryCriteria = z.infer<typeof fundingSummaryCriteriaSchema>;
export type ReportCriteria = PirlCriteria | QuarterlyCriteria | FundingSummaryCriteria;
/** The body of a run: any type's criteria; the route checks it against the type's schema. */
export const reportRunBodySchema = z.object({
  program_year: z.unknown().optional(),
  quarter: z.unknown().optional(),
  program_ids: z.unknown().optional(),
  programs: z.unknown().optional(),
});

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

/** The criteria form: the fields a type asks for and what they may hold. */
const option = z.object({ value: z.union([z.number().int(), z.string()]), label: z.string() });
export const criteriaFieldSchema = z.object({
  name: z.enum(['program_year', 'quarter', 'program_ids', 'programs']),
  label: z.string(),
  kind: z.enum(['select', 'multiselect']),
  required: z.boolean(),
  options: z.array(option),
});
export const criteriaObjectSchema = z.object({
  type: z.enum(reportTypeKeys),
  label: z.string(),
  fields: z.array(criteriaFieldSchema),
  defaults: z.object({
    program_year: z.number().int(),
    quarter: z.number().int().optional(),
    program_ids: z.array(z.number().int()).optional(),
    programs: z.array(z.string()).optional(),
  }),
});
export type CriteriaObject = z.infer<typeof criteriaObjectSchema>;

export const reportTypeSchema = z.object({
  key: z.enum(reportTypeKeys),
  label: z.string(),
  description: z.string(),
});
export const reportTypesResponseSchema = z.object({ data: z.array(reportTypeSchema) });

/** The quarterly report's figures: per program, the indicators page's figures over the window. */
export const quarterlyProgramSchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  participants: z.number().int().nonnegative(),
  exiters: z.number().int().nonnegative(),
  excluded: z.number().int().nonnegative(),
  rates: z.array(indicatorRateSchema),
  median_earnings_q2: z.object({ value: z.number().nullable(), count: z.number().int() }),
});
export type QuarterlyProgram = z.infer<typeof quarterlyProgramSchema>;
export const quarterlyResultSchema = z.object({
  kind: z.literal('quarterly_performance'),
  program_year: z.number().int(),
  quarter: z.number().int(),
  window: z.object({ from: z.string(), to: z.string() }),
  as_of: z.string(),
  programs: z.array(quarterlyProgramSchema),
});
export type QuarterlyResult = z.infer<typeof quarterlyResultSchema>;

export const fundingSummaryResultSchema = fundingSummaryResponseSchema.extend({ kind: z.literal('funding_summary') });
export type FundingSummaryResult = z.infer<typeof fundingSummaryResultSchema>;

/** The PIRL run's result: the edit checks as WIPS shows them (contracts/pirl.ts). */
export const pirlRunResultSchema = pirlCheckResultSchema.extend({ kind: z.literal('pirl') });
export type PirlRunResult = z.infer<typeof pirlRunResultSchema>;

export const reportResultSchema = z.discriminatedUnion('kind', [
  quarterlyResultSchema,
  fundingSummaryResultSchema,
  pirlRunResultSchema,
]);
export type ReportResult = z.infer<typeof reportResultSchema>;

export const reportRunStatuses = ['pending', 'running', 'ready', 'failed'] as const;
export type ReportRunStatus = (typeof reportRunStatuses)[number];

export const reportRunSchema = z.object({
  id: z.number().int(),
  type: z.enum(reportTypeKeys),
  type_label: z.string(),
  criteria: z.record(z.string(), z.unknown()),
  criteria_label: z.string(),
  status: z.enum(reportRunStatuses),
  progress: z.number().int().min(0).max(100),
  user: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  row_count: z.number().int().nullable(),
  failure_count: z.number().int().nullable(),
  file_name: z.string().nullable(),
  /** The export formats a ready run offers. */
  formats: z.array(z.enum(['csv', 'pdf'])),
  error: z.string().nullable(),
});
export type ReportRun = z.infer<typeof reportRunSchema>;
export const reportRunDetailSchema = z.object({
  data: reportRunSchema.extend({ result: reportResultSchema.nullable() }),
});
export type ReportRunDetail = z.infer<typeof reportRunDetailSchema>['data'];
export const reportRunResponseSchema = z.object({ data: reportRunSchema, message: z.string() });

export const reportsPerPage = 20;
export const reportSortKeys = ['created_at', 'type', 'status', 'user'] as const;
export const reportListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  type: z.enum(reportTypeKeys).optional(),
  /** Text in the runner's name or the report's label. */
  filter: z.string().trim().max(100).optional(),
  sort: z.enum(reportSortKeys).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;
export const reportListResponseSchema = z.object({
  data: z.array(reportRunSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type ReportList = z.infer<typeof reportListResponseSchema>;

/** Drill-down: the figure of a program in a run, and which side of the rate. */
export const drillFigures = [
  'participants',
  'exiters',
  'excluded',
  'employment_q2',
  'employment_q4',
  'median_earnings_q2',
  'credential_attainment',
  'measurable_skill_gains',
] as const;
export type DrillFigure = (typeof drillFigures)[number];
export const reportDrillQuerySchema = z.object({
  program_id: z.coerce.number().int().min(1).max(2_147_483_647),
  figure: z.enum(drillFigures),
  part: z.enum(['numerator', 'denominator', 'pending']).default('numerator'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReportDrillQuery = z.output<typeof reportDrillQuerySchema>;
export const drillRowSchema = z.object({
  customer_id: z.number().int(),
  enrollment_id: z.number().int(),
  full_name: z.string(),
  /** Masked ('***') unless the caller may see PII, as the query tool masks it. */
  birth_date: z.string().nullable(),
  entry_date: z.string(),
  exit_date: z.string().nullable(),
});
export type DrillRow = z.infer<typeof drillRowSchema>;
export const reportDrillResponseSchema = reportListResponseSchema.omit({ data: true }).extend({
  data: z.array(drillRowSchema),
});
export type ReportDrill = z.infer<typeof reportDrillResponseSchema>;
export const drillPerPage = 25;

export const exportQuerySchema = z.object({ format: z.enum(['csv', 'pdf']).default('csv') });

export const locationSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export const idNameListSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
export const academicTermSchema = z.object({
  program_year: z.number().int(),
  quarter: z.number().int(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export const academicTermsResponseSchema = z.object({ data: z.array(academicTermSchema) });
