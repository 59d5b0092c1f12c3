import { z } from 'zod';
import { formSettingsSchema, questionComponents, questionControls, questionOptionSchema } from './forms.ts';

/** Eligibility-form calls (forms spec 7; the paths themselves are not shown there, these are ours). */

export const formPaths = {
  customerList: '/internal-api/forms/eligibility',
  customerForm: '/internal-api/forms/:formId',
  customerSubmit: '/internal-api/forms/:formId/submission',
  staffList: '/internal-api/customers/:customerId/forms/eligibility',
  staffForm: '/internal-api/customers/:customerId/forms/:formId',
  staffSubmit: '/internal-api/customers/:customerId/forms/:formId/submission',
  races: '/internal-api/races',
  zipLookup: '/internal-api/geo/zip/:zip',
  definitions: '/internal-api/forms/definitions',
  definitionExport: '/internal-api/forms/definitions/:formId/export',
  definitionImport: '/internal-api/forms/definitions/import',
} as const;

/** Web routes: the customer's known path is /customer-portal/forms/{id}; staff use /forms/{customerId}/{formId}. */
export const formRoutes = {
  customerList: '/customer-portal/forms',
  customerForm: (formId: number) => `/customer-portal/forms/${formId}`,
  staffList: (customerId: number) => `/forms/${customerId}`,
  staffForm: (customerId: number, formId: number) => `/forms/${customerId}/${formId}`,
} as const;

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);
export const formParamsSchema = z.object({ formId: positiveId });
export const staffFormParamsSchema = z.object({ customerId: positiveId, formId: positiveId });
export const staffFormsListParamsSchema = z.object({ customerId: positiveId });

export const customerFormStatuses = ['Incomplete', 'Complete'] as const;

export const eligibilityFormItemSchema = z.object({
  id: z.number().int(),
  name_long: z.string(),
  name_short: z.string(),
  description: z.string(),
  detailed_description: z.string(),
  customer_status: z.enum(customerFormStatuses),
});
export type EligibilityFormItem = z.infer<typeof eligibilityFormItemSchema>;
export const eligibilityFormsResponseSchema = z.object({ data: z.array(eligibilityFormItemSchema) });

export const sectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  completed: z.boolean(),
  error: z.boolean(),
  isVerification: z.boolean(),
});
export type FormSection = z.infer<typeof sectionSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  identifier: z.string(),
  control: z.enum(questionControls),
  component: z.enum(questionComponents).nullable(),
  text: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  order: z.number().int(),
  section: z.number().int(),
  options: z.array(questionOptionSchema),
  input_mask: z.string().nullable(),
  responses: z.array(z.string()),
  default: z.unknown().nullable(),
  hidden: z.boolean(),
  readonly: z.boolean(),
  href: z.string().nullable(),
});
export type FormQuestion = z.infer<typeof questionSchema>;

export const loadedFormSchema = z.object({
  id: z.number().int(),
  name_short: z.string(),
  name_long: z.string(),
  instructions: z.string(),
  show_section_components: z.boolean(),
  requires_self_attestation: z.boolean(),
  settings: formSettingsSchema,
  sections: z.array(sectionSchema),
  customer_status: z.enum(customerFormStatuses),
  /** The customer's recorded names, which self-attestation must match, and the current email and phone. */
  customer: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type LoadedForm = z.infer<typeof loadedFormSchema>;

/** Spec 3: the payload of a form load. SSN answers come back masked (***-**-1234). */
export const formLoadResponseSchema = z.object({
  form: loadedFormSchema,
  questions: z.array(questionSchema),
  questionValues: z.record(z.string(), z.unknown()),
});
export type FormLoadResponse = z.infer<typeof formLoadResponseSchema>;

/**
 * Spec 7: body = answers plus signatures; with section_id only that section is validated and saved (a draft),
 * without it the whole form is validated and completed.
 */
export const formSubmissionBodySchema = z.object({
  section_id: z.number().int().positive().optional(),
  answers: z.record(z.string(), z.unknown()),
  signatures: z.object({ customer: z.object({ signature: z.string().max(255).nullable() }).optional() }).optional(),
});
export type FormSubmissionBody = z.infer<typeof formSubmissionBodySchema>;

export const formSubmissionResponseSchema = z.object({
  saved: z.boolean(),
  completed: z.boolean(),
  customer_status: z.enum(customerFormStatuses),
  sections: z.array(sectionSchema),
});
export type FormSubmissionResponse = z.infer<typeof formSubmissionResponseSchema>;

export const raceSchema = z.object({ id: z.number().int(), display_name: z.string(), description: z.string() });
export type Race = z.infer<typeof raceSchema>;
export const racesResponseSchema = z.object({ data: z.array(raceSchema) });

export const zipParamsSchema = z.object({ zip: z.string().regex(/^\d{5}$/) });
export const zipLookupResponseSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  county: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ZipLookup = z.infer<typeof zipLookupResponseSchema>;

export const formDefinitionSummarySchema = z.object({
  id: z.number().int(),
  name_short: z.string(),
  name_long: z.string(),
  sections: z.number().int(),
  questions: z.number().int(),
  updated_at: z.string(),
});
export const formDefinitionsResponseSchema = z.object({ data: z.array(formDefinitionSummarySchema) });
export const formDefinitionImportResponseSchema = z.object({ id: z.number().int(), created: z.boolean() });
