import { formatUsDate } from '../dates.ts';

/**
 * Answer messages the spec does not word (ours, docs/spec-decisions.md "Forms"); the spec's own are formMessages.
 * Same style as the spec's: no closing full stop.
 */
export const formValidationMessages = {
  invalidValue: 'Invalid value',
  invalidDate: 'Invalid date',
  dateTooEarly: 'Date must be 01/01/1900 or later',
  /** The plan ceiling (dates.ts dateBounds.plan), read when the answer is checked. */
  dateTooLate: (max: string) => `Date must be ${formatUsDate(max)} or earlier`,
  birthdateInFuture: "Date of birth can't be in the future",
  invalidOption: 'Select one of the listed options',
  maxLength: (max: number) => `Must be at most ${max} characters`,
  stateLength: 'State must have 2 characters',
  addressZipLength: 'Zip must have 1 to 10 characters',
  zipCodeDigits: 'Zip code must have 5 to 9 digits',
  hoursRange: 'Hours must be between 0 and 24',
  hourWithoutDate: 'Choose the date before entering hours',
  raceExclusive: 'This option cannot be combined with other races',
  invalidDocuments: 'Invalid uploaded document',
  invalidJobTitle: 'Select a job title from the list',
} as const;
