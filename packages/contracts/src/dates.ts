import { z } from 'zod';
import { requiredMessage } from './errors.ts';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})/;

/** Today as YYYY-MM-DD in the local calendar of whoever validates. */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
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

/** A date string body field: YYYY-MM-DD (extra characters after the 10th are ignored). */
export function isoDateField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `The ${label} is not a valid date.`) })
    .refine((value) => parseIsoDate(value) !== null, `The ${label} is not a valid date.`)
    .transform((value) => value.slice(0, 10));
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
