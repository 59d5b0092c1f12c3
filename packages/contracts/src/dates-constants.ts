// The plain values and helpers of dates.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (dates.ts re-exports them) so a page that needs only these does not load Zod (#30).

import { boardToday } from './board-time.ts';
import type { z } from 'zod';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** Today as YYYY-MM-DD in the board's time zone (board-time.ts); with an instant, that instant's board-zone date. */
export function todayIso(now: Date = new Date()): string {
  return boardToday(now);
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first 10 characters as a real calendar date, or null (spec: YYYY-MM-DD, first 10 used). */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = isoDatePattern.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function endOfMonthIso(year: number, month: number): string {
  return toIsoDate(year, month, daysInMonth(year, month));
}

// ---------------------------------------------------------------- date bounds: the one place every date's range lives

/** The earliest date the portal takes anywhere (forms spec 9: the date minimum). */
export const earliestDate = '1900-01-01';
/** How many days ahead a service may be dated (a service log, an employer's service provided). */
export const serviceDaysAhead = 90;
/** How many years ahead a planned date may lie (a reminder, a job's start, an expected finish). */
export const planYearsAhead = 5;

export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The "today" every date rule reads: the board zone's (BOARD_TIME_ZONE), the same on the server and in the browser,
 * which reads the zone from the client settings. (It was once the latest today anywhere; the name stays for callers.)
 */
export function latestTodayIso(now: Date = new Date()): string {
  return boardToday(now);
}

/** The range of each kind of date; "today" is read when a value is checked, never when a module loads. */
export const dateBounds = {
  /** Something that has happened: a record received, an indicator, a job held. */
  past: (today: string = latestTodayIso()): DateBounds => ({ min: earliestDate, max: today }),
  /** The day a service is given: up to serviceDaysAhead days ahead. */
  service: (today: string = latestTodayIso()): DateBounds => ({
    min: earliestDate,
    max: addDaysIso(today, serviceDaysAhead),
  }),
  /** A planned date: up to planYearsAhead years ahead. */
  plan: (today: string = latestTodayIso()): DateBounds => ({
    min: earliestDate,
    max: `${String(Number(today.slice(0, 4)) + planYearsAhead).padStart(4, '0')}-12-31`,
  }),
} as const;

/** MM/dd/yyyy, the spec's display format for a day (ISO in, first 10 characters used). */
export function formatUsDate(isoDate: string | null): string {
  const parsed = isoDate ? parseIsoDate(isoDate) : null;
  if (!parsed) return '—';
  return `${String(parsed.month).padStart(2, '0')}/${String(parsed.day).padStart(2, '0')}/${String(parsed.year).padStart(4, '0')}`;
}

/** Ours, in the birthdate's style ('The date of birth must be 01/01/1900 or later.'). */
export const dateBoundMessages = {
  tooEarly: (label: string) => `The ${label} must be ${formatUsDate(earliestDate)} or later.`,
  tooLate: (label: string, max: string) => `The ${label} may not be later than ${formatUsDate(max)}.`,
} as const;

/** What is wrong with a real ISO date against its kind's bounds (ISO dates compare as text), or null. */
export function dateBoundsProblem(isoDate: string, kind: DateKind, label: string): string | null {
  const bounds = dateBounds[kind]();
  const day = isoDate.slice(0, 10);
  if (day < bounds.min) return dateBoundMessages.tooEarly(label);
  if (day > bounds.max) return dateBoundMessages.tooLate(label, bounds.max);
  return null;
}

/** A refinement for an ISO date field: adds the bounds' issue of its kind. Empty or unreal dates are left alone. */
export function checkDateBounds(kind: DateKind, label: string) {
  return <T extends string | null | undefined>(value: T, ctx: z.RefinementCtx<T>) => {
    const problem = value && parseIsoDate(value) ? dateBoundsProblem(value, kind, label) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
}

export const monthOptions = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name }));

const shortMonthNames = monthOptions.map((option) => option.label.slice(0, 3));

/** MMM/yyyy, the display format for job dates (participant spec 9). */
export function formatMonthYear(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const parsed = parseIsoDate(isoDate);
  if (!parsed) return null;
  return `${shortMonthNames[parsed.month - 1]}/${parsed.year}`;
}

/** Years from `from` down to `from - span`, newest first. */
export function yearOptions(from: number, span: number): string[] {
  return Array.from({ length: span + 1 }, (_, index) => String(from - index));
}

export interface DateBounds {
  min: string;
  max: string;
}
export type DateKind = keyof typeof dateBounds;
