import { z } from 'zod';
import { customerRecordRoute } from './customers-constants.ts';
import { fundingPageRoute } from './funding.ts';
import { firstProgramYear } from './indicators.ts';
import { performancePageRoute } from './performance.ts';
import { pirlCheckKinds, pirlProgramCodes, type PirlQuarter } from './pirl-constants.ts';

/**
 * The federal PIRL file (ETA-9172, the DOL-only Participant Individual Record Layout) and our WIPS-style edit checks
 * (issue #28). The server's engine lives in apps/server/src/modules/reports/pirl (element table, file, checks); the
 * reports module runs it as a background job. Layout version, sources and blanks: docs/pirl.md.
 */
export {
  pirlCheckKindLabels,
  pirlCheckKinds,
  pirlFailureListLimit,
  pirlProgramCodes,
  pirlProgramLabels,
  pirlQuarters,
} from './pirl-constants.ts';
export type { PirlCheckKind, PirlProgramCode, PirlQuarter } from './pirl-constants.ts';

/** What a PIRL run is asked for: a program year and quarter, and the programs to report. */
export const pirlRequestSchema = z.object({
  program_year: z.coerce.number().int().min(firstProgramYear).max(2100),
  quarter: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .transform((quarter) => quarter as PirlQuarter),
  programs: z
    .array(z.enum(pirlProgramCodes))
    .min(1, 'Choose at least one program.')
    .max(pirlProgramCodes.length)
    .refine((programs) => new Set(programs).size === programs.length, 'Choose each program once.'),
});
export type PirlRequestInput = z.input<typeof pirlRequestSchema>;
export type PirlRequest = z.output<typeof pirlRequestSchema>;

const quarterLastMonth: Record<PirlQuarter, number> = { 1: 9, 2: 12, 3: 3, 4: 6 };

/**
 * The reporting window of a request: the periods of participation open at any time from July 1 of the year before
 * (the look-back year, whose exiters' follow-up quarters fall in this one) to the last day of the chosen quarter.
 */
export function pirlReportWindow(request: Pick<PirlRequest, 'program_year' | 'quarter'>): { from: string; to: string } {
  const lastMonth = quarterLastMonth[request.quarter];
  const year = request.quarter <= 2 ? request.program_year : request.program_year + 1;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  return {
    from: `${request.program_year - 1}-07-01`,
    to: `${year}-${String(lastMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`,
  };
}

/** "pirl-py2025-q2.csv" */
export function pirlFileName(request: Pick<PirlRequest, 'program_year' | 'quarter'>): string {
  return `pirl-py${request.program_year}-q${request.quarter}.csv`;
}

/** The screens where a failing field is kept: the failure's link opens the one named. */
export const pirlFixScreens = ['customer_edit', 'customer_programs', 'performance', 'wages', 'funding'] as const;
export type PirlFixScreen = (typeof pirlFixScreens)[number];

/** The web path of the screen that keeps a field of the customer. */
export function pirlFixPath(screen: PirlFixScreen, customerId: number): string {
  switch (screen) {
    case 'customer_edit':
      return `${customerRecordRoute(customerId)}/edit`;
    case 'customer_programs':
      return `${customerRecordRoute(customerId)}#programs`;
    case 'performance':
      return performancePageRoute(customerId);
    case 'wages':
      return `${performancePageRoute(customerId)}#wages`;
    case 'funding':
      return fundingPageRoute(customerId);
  }
}

export const pirlRuleCountSchema = z.object({
  rule_id: z.string(),
  kind: z.enum(pirlCheckKinds),
  message: z.string(),
  elements: z.array(z.string()),
  failures: z.number().int(),
});
export type PirlRuleCount = z.infer<typeof pirlRuleCountSchema>;

export const pirlElementCountSchema = z.object({
  element: z.string(),
  name: z.string(),
  failures: z.number().int(),
});
export type PirlElementCount = z.infer<typeof pirlElementCountSchema>;

/** One failing record: whose it is, which element, what to fix and where. */
export const pirlFailureSchema = z.object({
  rule_id: z.string(),
  message: z.string(),
  customer_id: z.number().int(),
  enrollment_id: z.number().int(),
  program: z.enum(pirlProgramCodes),
  element: z.string(),
  element_name: z.string(),
  /** The field to fix, as the screen names it, e.g. "Exit reason". */
  field: z.string(),
  screen: z.enum(pirlFixScreens),
  /** The web path of that screen for this customer (pirlFixPath). */
  fix_path: z.string(),
});
export type PirlFailure = z.infer<typeof pirlFailureSchema>;

export const pirlCheckResultSchema = z.object({
  layout_version: z.string(),
  periods: z.number().int(),
  /** True when no check fails: the file can go to WIPS. */
  ready: z.boolean(),
  total_failures: z.number().int(),
  rules: z.array(pirlRuleCountSchema),
  elements: z.array(pirlElementCountSchema),
  /** Up to pirlFailureListLimit failures, by customer and element. */
  failures: z.array(pirlFailureSchema),
  failures_truncated: z.boolean(),
});
export type PirlCheckResult = z.infer<typeof pirlCheckResultSchema>;

/**
 * The engine the reports module calls (apps/server/src/modules/reports/pirl/index.ts), for the record:
 *
 *   streamPirlFile(database: DatabaseHandle, request: PirlRequest, out: Writable, options?: PirlRunOptions)
 *     => Promise<{ rows: number }>      // header row of element numbers, then one CRLF row per period
 *   runEditChecks(database: DatabaseHandle, request: PirlRequest, options?: PirlRunOptions)
 *     => Promise<PirlCheckResult>
 *   countPirlPeriods(database: DatabaseHandle, request: PirlRequest, options?: PirlRunOptions) => Promise<number>
 *
 * PirlRunOptions (server-side): { locationIds?: number[] | null (null or absent: every location), onProgress?:
 * (periodsDone: number) => void, batchSize?: number, today?: string (YYYY-MM-DD, the as-of day) }.
 */
