// The plain values and helpers of indicators.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (indicators.ts re-exports them) so a page that needs only these does not load Zod (#30).

import { boardProgramYear } from './board-time.ts';

/**
 * The board's performance at a glance (issue #15, "Beyond"): the WIOA primary indicators of one service-log program
 * for one program year, and early warnings for enrolments that lack the evidence an indicator needs. Definitions and
 * simplifications: docs/wioa-indicators.md. Paths and the page route are ours (docs/spec-decisions.md).
 */

const base = '/internal-api/performance-indicators';

export const indicatorsPaths = {
  /** The service-log programs to choose from. */
  programs: `${base}/programs`,
  indicators: base,
  warnings: `${base}/warnings`,
} as const;

/** The staff page. */
export const indicatorsRoute = '/performance-indicators';

/** Early warnings per page. */
export const indicatorWarningsPerPage = 20;

/** The first program year offered (WIOA performance reporting began with PY 2016). */
export const firstProgramYear = 2016;

/** The program year (July 1 to June 30) a moment falls in, by its starting year, read in the board's time zone. */
export function programYearStartOf(date: Date): number {
  return boardProgramYear(date);
}

/** "PY 2025 (Jul 1, 2025 - Jun 30, 2026)". */
export function programYearLabel(year: number): string {
  return `PY ${year} (Jul 1, ${year} - Jun 30, ${year + 1})`;
}

export const indicatorKeys = [
  'employment_q2',
  'employment_q4',
  'median_earnings_q2',
  'credential_attainment',
  'measurable_skill_gains',
] as const;

export const indicatorLabels: Record<IndicatorKey, string> = {
  employment_q2: 'Employment rate, 2nd quarter after exit',
  employment_q4: 'Employment rate, 4th quarter after exit',
  median_earnings_q2: 'Median earnings, 2nd quarter after exit',
  credential_attainment: 'Credential attainment rate',
  measurable_skill_gains: 'Measurable skill gains rate',
};

/** The evidence an early warning can be about. */
export const warningEvidence = ['employment_q2', 'employment_q4', 'credential', 'skill_gain'] as const;
export const warningEvidenceLabels: Record<WarningEvidence, string> = {
  employment_q2: 'No wage record for the 2nd quarter after exit',
  employment_q4: 'No wage record for the 4th quarter after exit',
  credential: 'No credential recorded',
  skill_gain: 'No measurable skill gain this program year',
};

export type IndicatorKey = (typeof indicatorKeys)[number];
export type WarningEvidence = (typeof warningEvidence)[number];
