import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { birthdateMessages, birthdateRangeProblem } from './birthdate.ts';
import { whenMissing } from './validation-messages.ts';
import {
  customerIntakeMessages,
  intakeAgeError,
  isPhoneNumber,
  lookupMinimumFilled,
  noLocationId,
  parseBirthdate,
} from './customer-intake-constants.ts';

export * from './customer-intake-constants.ts';

const text = (max: number) =>
  z
    .string({ error: whenMissing(requiredMessage) })
    .trim()
    .max(max);
const required = (max: number) => text(max).min(1, requiredMessage);
const optional = (max: number) => z.string().trim().max(max).optional().nullable();

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';
const emailFormat = z.email();

/** A real date of birth between 1900-01-01 and today (the shared rule), as YYYY-MM-DD. */
const birthdate = z
  .string({ error: whenMissing(requiredMessage) })
  .trim()
  .min(1, requiredMessage)
  .transform((value, context) => {
    const iso = parseBirthdate(value);
    const problem = iso ? birthdateRangeProblem(iso) : null;
    if (iso && !problem) return iso;
    context.addIssue({
      code: 'custom',
      message: problem ? birthdateMessages[problem] : customerIntakeMessages.invalidDate,
    });
    return z.NEVER;
  });

/** POST /customers/lookup: the three required fields plus at least one of phone, email, address, zip. */
export const customerLookupBodySchema = z
  .object({
    first_name: required(100),
    last_name: required(100),
    birthdate,
    phone: optional(40).refine(
      (value) => !filled(value) || isPhoneNumber(value ?? ''),
      customerIntakeMessages.invalidPhone,
    ),
    email: optional(255).refine(
      (value) => !filled(value) || emailFormat.safeParse(value).success,
      customerIntakeMessages.invalidEmail,
    ),
    address: optional(255),
    zip: optional(20),
  })
  .superRefine((body, context) => {
    const count = [body.first_name, body.last_name, body.phone, body.email, body.address, body.zip].filter(
      filled,
    ).length;
    // birthdate is always filled once it parsed, so it counts as the seventh field.
    if (count + 1 < lookupMinimumFilled)
      context.addIssue({ code: 'custom', path: ['phone'], message: customerIntakeMessages.lookupMinimum });
  });
export type CustomerLookupBody = z.input<typeof customerLookupBodySchema>;
export type CustomerLookupInput = z.output<typeof customerLookupBodySchema>;

/** One lookup match: enough to recognise the person, nothing more (they may belong to other locations). */
export const customerLookupRowSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  birthdate: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Whether the customer already belongs to one of the searcher's locations. */
  at_my_location: z.boolean(),
  /**
   * Only when the lookup matched exactly this one customer: the single-use permission to import them (for this
   * user, for importGrantMinutes), sent back with the import. Otherwise null.
   */
  import_grant: z.string().nullable(),
});
export type CustomerLookupRow = z.infer<typeof customerLookupRowSchema>;

/** Spec 7: "data.data is a list" — the call answers { data: [...] }. */
export const customerLookupResponseSchema = z.object({ data: z.array(customerLookupRowSchema) });
export type CustomerLookupResponse = z.infer<typeof customerLookupResponseSchema>;

const locationId = z
  .int({ error: customerIntakeMessages.chooseLocationImport })
  .min(1, customerIntakeMessages.chooseLocationImport)
  .max(2_147_483_647, customerIntakeMessages.chooseLocationImport)
  .refine((id) => id !== noLocationId, customerIntakeMessages.chooseLocationImport);

/**
 * POST /customers/lookup/import: the spec's customer_id and location_id, plus the import_grant the lookup
 * answered. A missing or unusable grant is refused by the service (403, audited), not by this schema.
 */
export const customerImportBodySchema = z.object({
  customer_id: z
    .int({ error: whenMissing(requiredMessage) })
    .min(1)
    .max(2_147_483_647),
  location_id: locationId,
  import_grant: z.string().max(200).optional(),
});
export type CustomerImportBody = z.input<typeof customerImportBodySchema>;
export const customerImportResponseSchema = z.object({ id: z.number(), imported: z.boolean() });
export type CustomerImportResponse = z.infer<typeof customerImportResponseSchema>;

/** POST /customers (the intake). The minimum age depends on settings, so it is checked by intakeAgeError. */
export const customerIntakeBodySchema = z.object({
  first_name: required(100),
  last_name: required(100),
  email: z
    .string({ error: whenMissing(requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .max(255, customerIntakeMessages.invalidEmail)
    .pipe(z.email(customerIntakeMessages.invalidEmail)),
  birthdate,
  location_id: locationId,
});
export type CustomerIntakeBody = z.input<typeof customerIntakeBodySchema>;
export type CustomerIntakeInput = z.output<typeof customerIntakeBodySchema>;

/** The intake schema with the settings' age rule, for the browser form (the server applies the same function). */
export function customerIntakeFormSchema(settings: { allowed_minimum_age: number; terminology_customer: string }) {
  return customerIntakeBodySchema.superRefine((body, context) => {
    const message = intakeAgeError(body.birthdate, settings);
    if (message) context.addIssue({ code: 'custom', path: ['birthdate'], message });
  });
}

export const customerIntakeResponseSchema = z.object({ id: z.number() });
export type CustomerIntakeResponse = z.infer<typeof customerIntakeResponseSchema>;

export const intakeLocationSchema = z.object({ id: z.number(), name: z.string() });
export const intakeLocationsResponseSchema = z.object({ data: z.array(intakeLocationSchema) });
export type IntakeLocation = z.infer<typeof intakeLocationSchema>;
