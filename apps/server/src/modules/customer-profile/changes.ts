import {
  type CustomerProfile,
  type CustomerProfileInput,
  maskedValue,
  personalProfileFields,
  phoneDigits,
  type ProfileField,
  profileFieldLabels,
} from '@portal/contracts';
import type { schema } from '@portal/db';

type CustomerRow = typeof schema.customers.$inferSelect;

/** The profile fields in the order the form and the history list them. */
export const profileFields = Object.keys(profileFieldLabels) as ProfileField[];

export function profileFromRow(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    preferred_name: row.preferredName,
    birthdate: row.birthdate,
    email: row.email,
    phone: row.phone,
    address: row.address,
    zip: row.zip,
    sex: row.sex as CustomerProfile['sex'],
    hispanic_latino: row.hispanicLatino as CustomerProfile['hispanic_latino'],
    races: row.races as CustomerProfile['races'],
    disability: row.disability as CustomerProfile['disability'],
    veteran_status: row.veteranStatus as CustomerProfile['veteran_status'],
    highest_grade_completed: row.highestGradeCompleted as CustomerProfile['highest_grade_completed'],
    employment_status_at_entry: row.employmentStatusAtEntry as CustomerProfile['employment_status_at_entry'],
  };
}

/** The columns an edit writes, from the checked input. */
export function columnsFromInput(input: CustomerProfileInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    preferredName: input.preferred_name,
    birthdate: input.birthdate,
    email: input.email,
    phone: input.phone,
    address: input.address,
    zip: input.zip,
    sex: input.sex,
    hispanicLatino: input.hispanic_latino,
    races: input.races,
    disability: input.disability,
    veteranStatus: input.veteran_status,
    highestGradeCompleted: input.highest_grade_completed,
    employmentStatusAtEntry: input.employment_status_at_entry,
  };
}

/** A profile value as the history stores it: text, a list joined with commas (empty list: ''), null when unset. */
export function storedValue(field: ProfileField, profile: Omit<CustomerProfile, 'id'>): string | null {
  const value = profile[field];
  if (value === null || value === undefined) return null;
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** Two phones are the same number when their ten digits are ('720-555-0101' and '(720) 555-0101'). */
function sameValue(field: ProfileField, before: string | null, after: string | null): boolean {
  if (before === after) return true;
  if (field === 'phone' && before !== null && after !== null) return phoneDigits(before) === after;
  return false;
}

export interface FieldChange {
  field: ProfileField;
  oldValue: string | null;
  newValue: string | null;
}

/** The fields whose value the edit changes; an unchanged phone keeps the way it was stored. */
export function changedFields(before: CustomerProfile, input: CustomerProfileInput): FieldChange[] {
  const after: Omit<CustomerProfile, 'id'> = input;
  return profileFields.flatMap((field) => {
    const oldValue = storedValue(field, before);
    const newValue = storedValue(field, after);
    return sameValue(field, oldValue, newValue) ? [] : [{ field, oldValue, newValue }];
  });
}

/** A history value for this reader: personal fields' values are '***' when the reader may not see them. */
export function visibleValue(field: string, value: string | null, seesPersonal: boolean): string | null {
  if (value === null || seesPersonal || !personalProfileFields.has(field as ProfileField)) return value;
  return maskedValue;
}
