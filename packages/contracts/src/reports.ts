import { z } from 'zod';
import { boardProgramYear } from './board-time.ts';
import { fundingSummaryResponseSchema } from './funding-lookups.ts';
import { firstProgramYear, indicatorRateSchema } from './indicators.ts';
import { pirlCheckResultSchema, pirlRequestSchema } from './pirl.ts';
import {
  drillFigures,
  reportMessages,
  reportRunStatuses,
  reportSortKeys,
  reportTypeKeys,
} from './reports-constants.ts';

export {
  caseManagerReportsFlag,
  drillFigures,
  drillPerPage,
  programQuarterBounds,
  quarterLabel,
  quarterlyWindow,
  reportMessages,
  reportRunRoute,
  reportRunStatuses,
  reportSortKeys,
  reportTypeDescriptions,
  reportTypeKeys,
  reportTypeLabels,
  reportsPath,
  reportsPaths,
  reportsPerPage,
  reportsRoute,
} from './reports-constants.ts';
export type { ReportTypeKey } from './reports-constants.ts';

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
