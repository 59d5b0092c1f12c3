// Editing a customer's plain values (paths, messages, limits, the history's labels), without Zod: pages that only need
// these do not carry Zod (ADR 0051). customer-profile.ts re-exports them with the schemas.
import {
  customerRaceLabels,
  customerSexLabels,
  employmentStatusAtEntryLabels,
  highestGradeLabels,
  yesNoUndisclosedLabels,
} from './customer-demographics-constants.ts';

/**
 * Editing a customer on the record (issue #26): the intake's fields and rules, plus contact details and the
 * demographics the eligibility forms and the PIRL use. Every changed field is kept in the customer's change history.
 */
export const customerProfilePaths = {
  /** GET: the profile as the edit form loads it; PUT (issue #26's path): the edit. */
  profile: '/internal-api/customers/record/:id/profile',
  edit: '/internal-api/customers/record/:id',
  changes: '/internal-api/customers/:id/changes',
} as const;

export const customerProfileMessages = {
  /** Ours, in the intake's style. */
  invalidZip: 'Please enter a valid ZIP code (5 digits, or ZIP+4).',
  saved: 'Customer information updated.',
  saveFailed: 'Unable to update the customer information.',
  unchanged: 'Nothing was changed.',
  changesFailed: 'Unable to load the change history.',
  noChanges: 'No changes recorded yet.',
} as const;

export const customerProfileLimits = { name: 100, email: 255, phone: 40, address: 255, changesPerPage: 20 } as const;

/** What the history shows in place of a personal value the reader may not see. */
export const maskedValue = '***';

/** Ten digits, the country code and formatting dropped (the banner formats them as (###) ###-####). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? digits.slice(1) : digits;
}

/** 12345 or 12345-6789 (the spec's postal mask 99999-9999); stored as typed, trimmed. */
export function isZipCode(value: string): boolean {
  return /^\d{5}(-?\d{4})?$/.test(value);
}

/** A field of the profile the edit changes and the history names (customerProfileSchema's keys but id). */
export type ProfileField =
  | 'first_name'
  | 'last_name'
  | 'preferred_name'
  | 'birthdate'
  | 'email'
  | 'phone'
  | 'address'
  | 'zip'
  | 'sex'
  | 'hispanic_latino'
  | 'races'
  | 'disability'
  | 'veteran_status'
  | 'highest_grade_completed'
  | 'employment_status_at_entry';

/** The history's field labels; `field` in customer_changes is one of these keys. */
export const profileFieldLabels: Record<ProfileField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  preferred_name: 'Preferred name',
  birthdate: 'Date of birth',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  zip: 'ZIP code',
  sex: 'Sex',
  hispanic_latino: 'Hispanic or Latino',
  races: 'Race',
  disability: 'Individual with a disability',
  veteran_status: 'Veteran',
  highest_grade_completed: 'Highest school grade completed',
  employment_status_at_entry: 'Employment status at entry',
};

/**
 * Personal fields: their old and new values show as '***' to a reader who reaches the customer only through an open
 * referral (docs/spec-decisions.md, issue #26). Names stay readable: the record's banner shows them to that reader.
 */
export const personalProfileFields: ReadonlySet<ProfileField> = new Set<ProfileField>([
  'birthdate',
  'email',
  'phone',
  'address',
  'zip',
  'sex',
  'hispanic_latino',
  'races',
  'disability',
]);

const valueLabels: Partial<Record<ProfileField, Record<string, string>>> = {
  sex: customerSexLabels,
  hispanic_latino: yesNoUndisclosedLabels,
  races: customerRaceLabels,
  disability: yesNoUndisclosedLabels,
  veteran_status: yesNoUndisclosedLabels,
  highest_grade_completed: highestGradeLabels,
  employment_status_at_entry: employmentStatusAtEntryLabels,
};

/** A stored history value as words: labels for coded values, a list's labels joined. Null stays null (shown "empty"). */
export function profileValueText(field: string, value: string | null): string | null {
  if (value === null || value === maskedValue) return value;
  const labels = valueLabels[field as ProfileField];
  if (field === 'races') {
    return value === ''
      ? 'Did not self-identify'
      : value
          .split(',')
          .map((race) => labels?.[race] ?? race)
          .join(', ');
  }
  return labels?.[value] ?? value;
}
