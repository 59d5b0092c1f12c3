import { z } from 'zod';
import {
  employmentStatusAtEntryLabels,
  highestGradeLabels,
  highestGradeSchema,
  employmentStatusAtEntrySchema,
  customerRaceLabels,
  customerRaceSchema,
  customerSexLabels,
  customerSexSchema,
  yesNoUndisclosedLabels,
  yesNoUndisclosedSchema,
} from './customer-demographics.ts';
import { customerIntakeMessages, customerIntakeBodySchema, isPhoneNumber } from './customer-intake.ts';

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

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Ten digits, the country code and formatting dropped (the banner formats them as (###) ###-####). */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 ? digits.slice(1) : digits;
}

/** 12345 or 12345-6789 (the spec's postal mask 99999-9999); stored as typed, trimmed. */
export function isZipCode(value: string): boolean {
  return /^\d{5}(-?\d{4})?$/.test(value);
}

const intake = customerIntakeBodySchema.shape;

export const customerProfileBodySchema = z.object({
  first_name: intake.first_name,
  last_name: intake.last_name,
  preferred_name: optionalText(customerProfileLimits.name),
  birthdate: intake.birthdate,
  email: optionalText(customerProfileLimits.email).refine(
    (value) => value === null || z.email().safeParse(value).success,
    customerIntakeMessages.invalidEmail,
  ),
  phone: optionalText(customerProfileLimits.phone)
    .refine((value) => value === null || isPhoneNumber(value), customerIntakeMessages.invalidPhone)
    .transform((value) => (value === null ? null : phoneDigits(value))),
  address: optionalText(customerProfileLimits.address),
  zip: optionalText(10).refine((value) => value === null || isZipCode(value), customerProfileMessages.invalidZip),
  sex: customerSexSchema.nullable(),
  hispanic_latino: yesNoUndisclosedSchema.nullable(),
  /** Null: not asked; empty: the customer chose not to self-identify. */
  races: z
    .array(customerRaceSchema)
    .max(5)
    .nullable()
    .transform((value) => (value === null ? null : [...new Set(value)].sort())),
  disability: yesNoUndisclosedSchema.nullable(),
  veteran_status: yesNoUndisclosedSchema.nullable(),
  highest_grade_completed: highestGradeSchema.nullable(),
  employment_status_at_entry: employmentStatusAtEntrySchema.nullable(),
});
export type CustomerProfileBody = z.input<typeof customerProfileBodySchema>;
export type CustomerProfileInput = z.output<typeof customerProfileBodySchema>;

/** The browser form's schema: the same one, with the settings' minimum age (the server applies the same rule). */
export function customerProfileFormSchema(minimumAge: (birthdate: string) => string | null) {
  return customerProfileBodySchema.superRefine((body, context) => {
    const message = minimumAge(body.birthdate);
    if (message) context.addIssue({ code: 'custom', path: ['birthdate'], message });
  });
}

export const customerProfileSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  preferred_name: z.string().nullable(),
  birthdate: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  sex: customerSexSchema.nullable(),
  hispanic_latino: yesNoUndisclosedSchema.nullable(),
  races: z.array(customerRaceSchema).nullable(),
  disability: yesNoUndisclosedSchema.nullable(),
  veteran_status: yesNoUndisclosedSchema.nullable(),
  highest_grade_completed: highestGradeSchema.nullable(),
  employment_status_at_entry: employmentStatusAtEntrySchema.nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerProfileSavedSchema = z.object({ profile: customerProfileSchema, changed: z.array(z.string()) });
export type CustomerProfileSaved = z.infer<typeof customerProfileSavedSchema>;

export type ProfileField = Exclude<keyof CustomerProfile, 'id'>;

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

export const customerChangeSchema = z.object({
  id: z.number(),
  field: z.string(),
  field_label: z.string(),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  changed_by: z.string(),
  changed_at: z.string(),
});
export type CustomerChange = z.infer<typeof customerChangeSchema>;

export const customerChangesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export const customerChangesResponseSchema = z.object({
  data: z.array(customerChangeSchema),
  current_page: z.number(),
  last_page: z.number(),
  total: z.number(),
});
export type CustomerChangesResponse = z.infer<typeof customerChangesResponseSchema>;
