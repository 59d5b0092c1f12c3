// Staff intake's plain values and checks (paths, messages, limits, the phone, birthdate and age rules), without Zod:
// pages that only need these do not carry Zod (ADR 0051). customer-intake.ts re-exports them with the schemas.
import { parseIsoDate, todayIso } from './dates-constants.ts';

/** Staff spec 5, 6 and 9, word for word where the spec gives the words. */
export const customerIntakeMessages = {
  lookupMinimum: 'Please fill out at least 1 field beside the First Name, Last Name, and Date of Birth.',
  chooseLocationImport: 'You must choose a location before you can import a customer.',
  chooseLocationRefer: 'You must choose a location before you can refer a client in order to track the pathway.',
  invalidEmail: 'Please enter a valid email address.',
  /** Our words, after the spec's location form ('Please enter a valid phone number'). */
  invalidPhone: 'Please enter a valid phone number.',
  invalidDate: 'Please enter a valid date (mm/dd/yyyy).',
  /** Our words: the spec only says the message names the customer term and the age. */
  minimumAge: (customer: string, age: number) => `The ${customer} must be at least ${age} years old.`,
  locationNotReachable: 'You may only add a customer to one of your locations.',
  alreadyExists: 'A record may already exist for this customer. Try Search Across locations.',
  /** Our words, after the spec's location message: an import needs the grant of a lookup that just matched. */
  lookupAgainBeforeImport: 'You must look up this customer again before you can import them.',
} as const;

/** How long a lookup's import grant lasts (docs/spec-decisions.md: customer import grants). */
export const importGrantMinutes = 15;

export const customerIntakePaths = {
  lookup: '/internal-api/customers/lookup',
  intake: '/internal-api/customers',
  import: '/internal-api/customers/lookup/import',
  locations: '/internal-api/customers/intake/locations',
} as const;

/** Spec 9: the location id meaning "none chosen". */
export const noLocationId = 9999;
/** Spec 9: the birthdate input maximum. */
export const birthdateMax = '9999-12-31';
/** Spec 9: the lookup needs 4 of its 7 fields. */
export const lookupMinimumFilled = 4;

/** Spec 9: ten digits; formatting characters and a leading country code 1 are allowed. */
export function isPhoneNumber(value: string): boolean {
  if (!/^[\d\s().+-]*$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** mm/dd/yyyy (as masked) or YYYY-MM-DD, to a real ISO date no later than 9999-12-31, else null. */
export function parseBirthdate(value: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !parseIsoDate(iso)) return null;
  return iso <= birthdateMax ? iso : null;
}

/** Whole years between an ISO birthdate and today. */
export function ageOn(birthdateIso: string, today: string = todayIso()): number {
  const [by, bm, bd] = birthdateIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The minimum-age message for a birthdate, or null when old enough. */
export function intakeAgeError(
  birthdateIso: string,
  settings: { allowed_minimum_age: number; terminology_customer: string },
  today: string = todayIso(),
): string | null {
  if (ageOn(birthdateIso, today) >= settings.allowed_minimum_age) return null;
  return customerIntakeMessages.minimumAge(settings.terminology_customer, settings.allowed_minimum_age);
}

/** The source label written with an intake or an import. */
export const intakeSources = { intake: 'Staff intake', import: 'Lookup import' } as const;
