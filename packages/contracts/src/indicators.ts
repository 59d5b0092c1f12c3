import { z } from 'zod';
import { firstProgramYear, indicatorKeys, warningEvidence } from './indicators-constants.ts';

export {
  firstProgramYear,
  indicatorKeys,
  indicatorLabels,
  indicatorWarningsPerPage,
  indicatorsPaths,
  indicatorsRoute,
  programYearLabel,
  programYearStartOf,
  warningEvidence,
  warningEvidenceLabels,
} from './indicators-constants.ts';
export type { IndicatorKey, WarningEvidence } from './indicators-constants.ts';

export const indicatorsQuerySchema = z.object({
  program_id: z.coerce.number().int().min(1).max(2_147_483_647),
  program_year: z.coerce.number().int().min(firstProgramYear).max(2100),
});
export type IndicatorsQuery = z.input<typeof indicatorsQuerySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A rate indicator: numerator over denominator; pending exiters' measurement window is not over yet. */
export const indicatorRateSchema = z.object({
  key: z.enum(indicatorKeys),
  label: z.string(),
  numerator: z.number().int().nonnegative(),
  denominator: z.number().int().nonnegative(),
  /** numerator / denominator, 0 to 1, rounded to 4 places; null without a denominator. */
  rate: z.number().min(0).max(1).nullable(),
  /** In the cohort but not counted yet: the measurement window has not ended. */
  pending: z.number().int().nonnegative(),
});
export type IndicatorRate = z.infer<typeof indicatorRateSchema>;

export const indicatorsSchema = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  program_year: z.number().int(),
  /** The program year itself: [from, to] inclusive days. */
  period: z.object({ from: isoDay, to: isoDay }),
  /** The date the figures are measured at (measurement windows ending after it are pending). */
  as_of: isoDay,
  /** Participants in the program during the year, and those of them who exited in it. */
  participants: z.number().int().nonnegative(),
  exiters: z.number().int().nonnegative(),
  /** Exiters and participants left out by a performance exemption reason. */
  excluded: z.number().int().nonnegative(),
  rates: z.array(indicatorRateSchema),
  median_earnings_q2: z.object({
    /** Median of the quarter's earnings of those employed in it with a known wage; null when none. */
    value: z.number().nonnegative().nullable(),
    /** How many earnings the median is taken over. */
    count: z.number().int().nonnegative(),
  }),
});
export type Indicators = z.infer<typeof indicatorsSchema>;

export const indicatorProgramSchema = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
/** A program and program year to open the page on. */
export const indicatorChoiceSchema = z.object({ program_id: z.number().int(), program_year: z.number().int() });
export type IndicatorChoice = z.infer<typeof indicatorChoiceSchema>;
export const indicatorProgramsSchema = z.object({
  data: z.array(indicatorProgramSchema),
  /**
   * Where the figures are (issue #23): the latest program year that is over with exits in the caller's scope, and the
   * program with the most exiters in it (else the same in the current year); null when nobody in scope has exited.
   */
  with_data: indicatorChoiceSchema.nullable(),
});
export type IndicatorPrograms = z.infer<typeof indicatorProgramsSchema>;

export const indicatorWarningsQuerySchema = z.object({
  program_id: z.coerce.number().int().min(1).max(2_147_483_647),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type IndicatorWarningsQuery = z.input<typeof indicatorWarningsQuerySchema>;

export const indicatorWarningSchema = z.object({
  enrollment_id: z.number().int(),
  customer_id: z.number().int(),
  full_name: z.string(),
  /**
   * 'exited': exited in the last 15 months; 'exit_near': still open, no service for 60 days or more, exits in the
   * future; 'exit_overdue': still open and its exit date (last service + 90 days) has passed (issue #23).
   */
  status: z.enum(['exited', 'exit_near', 'exit_overdue']),
  /** The exit date, or for an open enrolment the day it exits without further service (last service + 90 days). */
  exit_date: isoDay,
  missing: z.array(z.enum(warningEvidence)).min(1),
});
export type IndicatorWarning = z.infer<typeof indicatorWarningSchema>;

export const indicatorWarningsPageSchema = z.object({
  data: z.array(indicatorWarningSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int().nonnegative(),
  per_page: z.number().int(),
});
export type IndicatorWarningsPage = z.infer<typeof indicatorWarningsPageSchema>;
