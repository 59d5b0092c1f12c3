import { z } from 'zod';
import { dateBounds, parseIsoDate } from './dates.ts';
import { employerMessages } from './employer-messages.ts';
import { whenMissing } from './validation-messages.ts';
import {
  employerSearchFields,
  formatEmployerPhone,
  isEmployerPhone,
  isWebUrl,
  usStates,
} from './employers-constants.ts';

export * from './employers-constants.ts';

// Employer records' schemas; their paths, limits and texts are in employers-constants.ts and employer-messages.ts.

const text = (max: number, missing: string) =>
  z
    .string({ error: whenMissing(missing) })
    .trim()
    .max(max);
const required = (max: number, missing: string) => text(max, missing).min(1, missing);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const yesNo = z.boolean({ error: employerMessages.selectOption });

const phone = (missing: string) =>
  required(30, missing)
    .refine(isEmployerPhone, { message: employerMessages.phoneInvalid, abort: true })
    .transform(formatEmployerPhone);

const typeList = z.array(z.string().trim().min(1, 'This field is required').max(120)).max(20).default([]);

/**
 * The employer form (staff spec 2.14, 4, 5). The follow-up "future" question is asked only while not hosting, the type
 * list only while hosting; the other is cleared, so a record never says both.
 */
export const employerBodySchema = z
  .object({
    company_name: required(200, employerMessages.companyNameRequired),
    fein: required(9, employerMessages.feinLength)
      .refine((value) => value.length === 9, { message: employerMessages.feinLength, abort: true })
      .refine((value) => /^\d+$/.test(value), employerMessages.feinDigits),
    website: required(500, employerMessages.websiteRequired).refine(isWebUrl, employerMessages.websiteInvalid),
    nlx_company_number: optionalText(50),
    h2a_jobs: yesNo,
    h2b_jobs: yesNo,
    host_registered_apprenticeships: yesNo,
    host_registered_apprenticeships_future: z.boolean().nullish(),
    hostRegisteredApprenticeshipsTypes: typeList,
    work_based_learning_opportunities: yesNo,
    work_based_learning_opportunities_future: z.boolean().nullish(),
    workBasedLearningOpportunitiesTypes: typeList,
  })
  .superRefine((body, context) => {
    if (!body.host_registered_apprenticeships && typeof body.host_registered_apprenticeships_future !== 'boolean')
      context.addIssue({
        code: 'custom',
        path: ['host_registered_apprenticeships_future'],
        message: employerMessages.selectOption,
      });
    if (!body.work_based_learning_opportunities && typeof body.work_based_learning_opportunities_future !== 'boolean')
      context.addIssue({
        code: 'custom',
        path: ['work_based_learning_opportunities_future'],
        message: employerMessages.selectOption,
      });
  })
  .transform((body) => ({
    ...body,
    host_registered_apprenticeships_future: body.host_registered_apprenticeships
      ? null
      : (body.host_registered_apprenticeships_future ?? null),
    hostRegisteredApprenticeshipsTypes: body.host_registered_apprenticeships
      ? body.hostRegisteredApprenticeshipsTypes
      : [],
    work_based_learning_opportunities_future: body.work_based_learning_opportunities
      ? null
      : (body.work_based_learning_opportunities_future ?? null),
    workBasedLearningOpportunitiesTypes: body.work_based_learning_opportunities
      ? body.workBasedLearningOpportunitiesTypes
      : [],
  }));
export type EmployerBody = z.input<typeof employerBodySchema>;
export type EmployerBodyParsed = z.output<typeof employerBodySchema>;

export const employerSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  /** The originating staff location's name (read-only on edit). */
  account_originator: z.string(),
  account_originator_location_id: z.number(),
  fein: z.string(),
  website: z.string(),
  nlx_company_number: z.string().nullable(),
  h2a_jobs: z.boolean(),
  h2b_jobs: z.boolean(),
  host_registered_apprenticeships: z.boolean(),
  host_registered_apprenticeships_future: z.boolean().nullable(),
  host_registered_apprenticeships_types: z.array(z.string()),
  work_based_learning_opportunities: z.boolean(),
  work_based_learning_opportunities_future: z.boolean().nullable(),
  work_based_learning_opportunities_types: z.array(z.string()),
  created_at: z.string(),
});
export type Employer = z.infer<typeof employerSchema>;

/** Staff spec 3: the paged envelope of employer lists. */
export const pagedEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
    per_page: z.number().int(),
  });

const page = z.coerce.number().int().min(1).max(100_000).default(1);

export const employerListQuerySchema = z.object({
  page,
  search_term: z.string().trim().max(200).optional(),
  search_by: z.enum(employerSearchFields).default('company_name'),
});
export type EmployerListQuery = z.input<typeof employerListQuerySchema>;

export const employerListItemSchema = z.object({
  id: z.number(),
  company_name: z.string(),
  fein: z.string(),
  website: z.string(),
  account_originator: z.string(),
  /** The first location's address, when there is one. */
  address: z.string().nullable(),
  county: z.string().nullable(),
  zipcode: z.string().nullable(),
  locations_count: z.number().int(),
  job_posts_count: z.number().int(),
});
export type EmployerListItem = z.infer<typeof employerListItemSchema>;
export const employerListResponseSchema = pagedEnvelope(employerListItemSchema);
export type EmployerListResponse = z.infer<typeof employerListResponseSchema>;

/** Location form (staff spec 5): every field required ('X is required'); the country is fixed to US. */
export const employerLocationBodySchema = z.object({
  label: required(120, 'Label is required'),
  address: required(200, 'Address is required'),
  city: required(100, 'City is required'),
  county: required(100, 'County is required'),
  state: z.enum(usStates, { error: (issue) => (issue.input ? employerMessages.stateInvalid : 'State is required') }),
  zipcode: required(10, 'Zip code is required').regex(/^\d{5}(-\d{4})?$/, employerMessages.zipInvalid),
  country: z.literal('US', { error: 'Country is required' }).default('US'),
  phone: phone('Phone is required'),
});
export type EmployerLocationBody = z.input<typeof employerLocationBodySchema>;

export const employerLocationSchema = z.object({
  id: z.number(),
  employer_id: z.number(),
  label: z.string(),
  address: z.string(),
  city: z.string(),
  county: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  phone: z.string(),
  creator: z.string(),
  creator_location: z.string().nullable(),
});
export type EmployerLocation = z.infer<typeof employerLocationSchema>;
export const employerLocationListResponseSchema = pagedEnvelope(employerLocationSchema);

export const locationListQuerySchema = z.object({
  page,
  all: z.enum(['true', 'false']).optional(),
});

/** Location user (contact) form (staff spec 5). */
export const employerUserBodySchema = z.object({
  primary_contact: z.boolean({ error: 'Primary is required' }),
  name: required(200, 'Name is required'),
  title: required(200, 'Title is required'),
  email: required(254, 'Email is required').pipe(z.email(employerMessages.emailInvalid)),
  phone: phone('Phone is required'),
});
export type EmployerUserBody = z.input<typeof employerUserBodySchema>;

export const employerUserSchema = z.object({
  id: z.number(),
  primary_contact: z.boolean(),
  name: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type EmployerUser = z.infer<typeof employerUserSchema>;
export const employerUserListResponseSchema = pagedEnvelope(employerUserSchema);
export const pageQuerySchema = z.object({ page });

export const optionSchema = z.object({ id: z.number(), name: z.string() });
export const optionListSchema = z.object({ data: z.array(optionSchema) });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** 'X is required' only when the id is absent; a present id that cannot be one is 'The selected X is invalid.'. */
const requiredId = (missing: string, invalid: string) =>
  z
    .number({ error: whenMissing(missing) })
    .int(invalid)
    .positive(invalid)
    .max(2_147_483_647, invalid);
/** Log Service Provided (staff spec 3, 5). */
export const serviceProvidedBodySchema = z.object({
  employer_location_id: requiredId(employerMessages.serviceLocationRequired, 'The selected location is invalid.'),
  employer_service_type_id: requiredId(employerMessages.serviceTypeRequired, 'The selected service type is invalid.'),
  employer_service_id: requiredId(employerMessages.serviceRequired, 'The selected service is invalid.'),
  notes: required(5000, employerMessages.notesRequired),
  start_date: required(10, employerMessages.startDateRequired).superRefine((value, ctx) => {
    const bounds = dateBounds.service();
    if (!isoDate.test(value) || parseIsoDate(value) === null || value < bounds.min || value > bounds.max)
      ctx.addIssue({ code: 'custom', message: employerMessages.startDateRange(bounds.max) });
  }),
});
export type ServiceProvidedBody = z.input<typeof serviceProvidedBodySchema>;

export const serviceProvidedSchema = z.object({
  id: z.number(),
  creator: z.object({ full_name: z.string() }),
  location: z.object({ address: z.string(), label: z.string() }),
  serviceType: z.object({ name: z.string() }),
  service: z.object({ name: z.string() }),
  notes: z.string(),
  start_date: z.string(),
});
export type ServiceProvided = z.infer<typeof serviceProvidedSchema>;
export const serviceProvidedListResponseSchema = pagedEnvelope(serviceProvidedSchema);

export const employerDocumentsQuerySchema = z.object({
  page,
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});

/** Staff spec 3: employer document (document.id, document.original_filename, created_at). */
export const employerDocumentSchema = z.object({
  document: z.object({ id: z.number(), original_filename: z.string(), size: z.number() }),
  created_at: z.string(),
});
export type EmployerDocument = z.infer<typeof employerDocumentSchema>;
export const employerDocumentListResponseSchema = pagedEnvelope(employerDocumentSchema);

/** Staff spec 7: POST create with documents (name, original_name, path, size, mime). */
export const employerDocumentsBodySchema = z.object({
  documents: z
    .array(
      z.object({
        name: z.string().trim().max(255).optional(),
        original_name: z.string().trim().min(1).max(255),
        path: z.string().min(1).max(500),
        size: z.number().int().nonnegative().optional(),
        mime: z.string().max(255).optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type EmployerDocumentsBody = z.input<typeof employerDocumentsBodySchema>;
