import { todayIso } from './dates.ts';
import { formConstants } from './forms.ts';

/**
 * The one rule for a date of birth, wherever one is saved (intake, lookup, a form's date-of-birth question): a real
 * date from 1900-01-01 (forms spec 9, the date minimum) up to today, where "today" is read when the value is checked.
 */
export const birthdateMinimum = formConstants.dateMinimum;

/** Ours, in the intake's style (the spec words neither). */
export const birthdateMessages = {
  tooEarly: 'The date of birth must be 01/01/1900 or later.',
  inFuture: "The date of birth can't be in the future.",
} as const;

/** Form answers that are a date of birth, by question identifier (a form definition has no other mark for it). */
export const birthdateQuestionIdentifiers: readonly string[] = ['date_of_birth', 'birthdate', 'birth_date', 'dob'];

export type BirthdateRangeProblem = 'tooEarly' | 'inFuture';

/** What is wrong with a real ISO date (YYYY-MM-DD) as a date of birth, or null. ISO dates compare as text. */
export function birthdateRangeProblem(isoDate: string, today: string = todayIso()): BirthdateRangeProblem | null {
  if (isoDate < birthdateMinimum) return 'tooEarly';
  if (isoDate > today) return 'inFuture';
  return null;
}
