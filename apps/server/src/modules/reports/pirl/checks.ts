import { addDaysIso, type PirlCheckKind, type PirlFixScreen } from '@portal/contracts';
import { pirlElements, type PirlElement } from './elements.ts';
import type { PirlEnrollment, PirlPeriod } from './period.ts';
import { formatValue } from './rules.ts';

/**
 * The edit checks as data, after the WIPS rules for the elements we fill: each has an id, a message in our words, the
 * elements it is about (the first is the one it counts under), where to fix it, and the test a period fails. Valid
 * values come from the element table itself; the duplicate and logical checks are listed below.
 */
export interface PirlCheck {
  id: string;
  kind: PirlCheckKind;
  message: string;
  elements: readonly string[];
  fix: { screen: PirlFixScreen; field: string };
  fails: (period: PirlPeriod, context: CheckContext) => boolean;
  /** The enrolment (and so the program) a failure is listed under; absent: the period's first enrolment. */
  concerns?: (period: PirlPeriod) => PirlEnrollment | null;
}

export interface CheckContext {
  /** An earlier period of the same person in the file starts on the same day or overlaps this one, whatever the
   * programs (one record per person and period of participation). */
  overlapsEarlier: boolean;
}

/** Whole years between two YYYY-MM-DD dates. */
export function ageOn(birthdate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4));
  return day.slice(5) < birthdate.slice(5) ? years - 1 : years;
}

function validValueCheck(element: PirlElement): PirlCheck | null {
  if (!element.fix || (!element.required && element.rule.kind !== 'code')) return null;
  return {
    id: `V${element.number}`,
    kind: 'valid_value',
    message: element.required
      ? `${element.name} is blank or holds a value the layout does not allow.`
      : `${element.name} holds a value the layout does not allow.`,
    elements: [element.number],
    fix: element.fix,
    fails: (period) => {
      const written = formatValue(element.rule, period[element.source]);
      return written === null || (element.required === true && written === '');
    },
  };
}

/** The period's first WIOA Youth enrolment, if it has one. */
const youthEnrollment = (period: PirlPeriod): PirlEnrollment | null =>
  period.enrollments.find((enrollment) => enrollment.program === '905') ?? null;

const programs = { screen: 'customer_programs', field: 'Exit date' } as const;
const exitReason = { screen: 'customer_programs', field: 'Exit reason' } as const;
const birthdate = { screen: 'customer_edit', field: 'Date of birth' } as const;

export const duplicateAndLogicalChecks: readonly PirlCheck[] = [
  {
    id: 'D01',
    kind: 'duplicate',
    message:
      'This person is enrolled twice in one program over the same days, or has another record for the same period of participation: keep one enrolment.',
    elements: ['900', '100'],
    fix: { screen: 'customer_programs', field: 'Program entry date' },
    fails: (period, context) => period.duplicateEnrollment !== null || context.overlapsEarlier,
    concerns: (period) => period.duplicateEnrollment,
  },
  {
    id: 'L01',
    kind: 'logical',
    message: 'The exit date is before the date of program entry.',
    elements: ['901', '900'],
    fix: programs,
    fails: (period) => period.exitDate !== null && period.exitDate < period.entryDate,
  },
  {
    id: 'L02',
    kind: 'logical',
    message: 'An other reason for exit is recorded on a period that has not exited.',
    elements: ['923', '901'],
    fix: exitReason,
    fails: (period) => period.exitDate === null && period.exitReason !== null && period.exitReason !== 'none',
  },
  {
    id: 'L03',
    kind: 'logical',
    message:
      'An exclusion (program exempt reason) is recorded for this period, but its exit names no other reason for exit.',
    elements: ['923'],
    fix: exitReason,
    fails: (period) => period.exitDate !== null && period.exemptReasonRecorded && period.exitReason === 'none',
  },
  {
    id: 'L04',
    kind: 'logical',
    message: 'Wages after exit come from a wage record that names no employer.',
    elements: ['1704', '1706'],
    fix: { screen: 'wages', field: 'Employer name' },
    fails: (period) => period.wageWithoutEmployer,
  },
  {
    id: 'L05',
    kind: 'logical',
    message: 'A credential of this period is dated more than a year after its exit.',
    elements: ['1801', '901'],
    fix: { screen: 'performance', field: 'Credential attainment' },
    fails: (period) =>
      period.exitDate !== null &&
      period.latestCredentialDate !== null &&
      period.latestCredentialDate > addDaysIso(period.exitDate, 365),
  },
  {
    id: 'L06',
    kind: 'logical',
    message: 'The date of birth makes the participant younger than 14 at program entry.',
    elements: ['200', '900'],
    fix: birthdate,
    fails: (period) => period.birthdate !== null && ageOn(period.birthdate, period.entryDate) < 14,
  },
  {
    id: 'L07',
    kind: 'logical',
    message: 'A WIOA Youth participant is older than 24 at the entry of the period of participation.',
    elements: ['905', '200'],
    fix: birthdate,
    fails: (period) =>
      youthEnrollment(period) !== null && period.birthdate !== null && ageOn(period.birthdate, period.entryDate) > 24,
    concerns: youthEnrollment,
  },
];

export const pirlChecks: readonly PirlCheck[] = [
  ...pirlElements.map(validValueCheck).filter((check): check is PirlCheck => check !== null),
  ...duplicateAndLogicalChecks,
];
