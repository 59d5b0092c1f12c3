import { z } from 'zod';
import {
  highestGradeSchema,
  employmentStatusAtEntrySchema,
  customerRaceSchema,
  customerSexSchema,
  yesNoUndisclosedSchema,
} from './customer-demographics.ts';
import { customerIntakeMessages, customerIntakeBodySchema, isPhoneNumber } from './customer-intake.ts';
import {
  customerProfileLimits,
  customerProfileMessages,
  isZipCode,
  phoneDigits,
  type ProfileField,
} from './customer-profile-constants.ts';

export * from './customer-profile-constants.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

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
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** The constants' ProfileField is this schema's fields but id (a compile-time check). */
export type ProfileFieldsMatch = Assert<Same<ProfileField, Exclude<keyof CustomerProfile, 'id'>>>;

export const customerProfileSavedSchema = z.object({ profile: customerProfileSchema, changed: z.array(z.string()) });
export type CustomerProfileSaved = z.infer<typeof customerProfileSavedSchema>;

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
