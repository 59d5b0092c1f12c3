import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { checkDateBounds, parseIsoDate } from './dates-constants.ts';

export {
  addDaysIso,
  checkDateBounds,
  dateBoundMessages,
  dateBounds,
  dateBoundsProblem,
  daysInMonth,
  earliestDate,
  endOfMonthIso,
  formatMonthYear,
  formatUsDate,
  latestTodayIso,
  monthOptions,
  parseIsoDate,
  planYearsAhead,
  serviceDaysAhead,
  toIsoDate,
  todayIso,
  yearOptions,
} from './dates-constants.ts';
import type { DateKind } from './dates-constants.ts';
export type { DateBounds, DateKind } from './dates-constants.ts';

/** A date string body field: YYYY-MM-DD (extra characters after the 10th are ignored), within its kind's bounds. */
export function isoDateField(label: string, kind: DateKind) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : `The ${label} is not a valid date.`) })
    .refine((value) => parseIsoDate(value) !== null, `The ${label} is not a valid date.`)
    .transform((value) => value.slice(0, 10))
    .superRefine(checkDateBounds(kind, label));
}
