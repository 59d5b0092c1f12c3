import { dateBounds, parseIsoDate } from '../dates.ts';
import { formConstants } from '../forms.ts';

/** Free text answers are capped (ours: the spec sets no limit) so one answer cannot bloat the stored submission. */
export const answerTextMax = 10_000;

/** Unanswered: absent, null, blank text or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

const isoDateExact = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written exactly YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && isoDateExact.test(value) && parseIsoDate(value) !== null;
}

/** ISO dates compare as text. */
export function isBeforeDateMinimum(isoDate: string): boolean {
  return isoDate < formConstants.dateMinimum;
}

/** A form's date answers may lie ahead up to the plan ceiling (dates.ts dateBounds.plan), never beyond. */
export function isAfterDateMaximum(isoDate: string): boolean {
  return isoDate > dateBounds.plan().max;
}

const maskedSsn = /^\*{3}-\*{2}-\d{4}$/;

/** The server sends a stored SSN back masked; the same text coming back means "unchanged". */
export function isMaskedSsn(value: unknown): boolean {
  return typeof value === 'string' && maskedSsn.test(value);
}

/** A number, or a numeric text as a number input gives it; null when neither. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}
