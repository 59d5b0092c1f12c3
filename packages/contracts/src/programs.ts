import { z } from 'zod';
import { customerAccountLanguages } from './customer-account-constants.ts';
import { programConstants, programMessages, programSorts } from './programs-constants.ts';

// Program Finder (participant spec 2-9): the schemas. Its paths, texts, constants and presentation are in the Zod-free
// programs-constants.ts, re-exported here.
export * from './programs-constants.ts';

const cleanText = (field: string) =>
  z
    .string({ error: `The ${field} must be text.` })
    .max(programConstants.textMax, `The ${field} may not be greater than ${programConstants.textMax} characters.`)
    .refine((value) => !value.includes('\u0000'), `The ${field} contains characters that are not allowed.`)
    .transform((value) => value.trim());

const idList = z.string({ error: programMessages.invalidIds }).transform((value, ctx) => {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ids = parts.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647) || ids.length > 100) {
    ctx.addIssue({ code: 'custom', message: programMessages.invalidIds });
    return z.NEVER;
  }
  // ',' alone names no id: the same as not filtering.
  return ids.length === 0 ? undefined : [...new Set(ids)];
});

const decimalPattern = /^\d{1,8}(\.\d{1,2})?$/;
const money = z
  .string({ error: programMessages.invalidNumber })
  .trim()
  .regex(decimalPattern, 'The cost must be a positive amount with at most two decimals.')
  .transform(Number);

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string({ error: `The ${field} must be a whole number.` })
    .trim()
    .regex(/^\d{1,9}$/, `The ${field} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `The ${field} must be between ${min} and ${max}.`);

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'This field must be 1 or 0.' })
  .transform((value) => value === '1' || value === 'true');

/** An empty query value means "not set" (spec 5: empty values are dropped). */
const blankable = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), inner.optional());

/** GET /internal-api/program-finder query; every value arrives as a string. */
export const programSearchQuerySchema = z
  .object({
    page: blankable(wholeNumber('page', 1, 100_000)),
    searchText: blankable(cleanText('search text')),
    address: blankable(cleanText('address')),
    types: blankable(idList),
    formats: blankable(idList),
    providerTypes: blankable(idList),
    minCost: blankable(money),
    maxCost: blankable(money),
    eligibleForTuitionSupport: blankable(
      z.enum(['1', '0', '-1'], { error: 'The tuition support filter must be 1, 0 or -1.' }),
    ),
    saved: blankable(flag),
    radius: blankable(wholeNumber('radius', 1, programConstants.maxRadius)),
    sort: blankable(z.enum(programSorts, { error: 'The sort must be relevance or distance.' })),
  })
  .superRefine((query, ctx) => {
    if (query.minCost !== undefined && query.maxCost !== undefined && query.minCost > query.maxCost) {
      ctx.addIssue({ code: 'custom', path: ['minCost'], message: programMessages.costRange });
    }
    if (query.sort === 'distance' && !query.address) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: programMessages.distanceNeedsAddress });
    }
  });
export type ProgramSearchQuery = z.input<typeof programSearchQuerySchema>;
export type ProgramSearchInput = z.output<typeof programSearchQuerySchema>;

export const programIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not Found' }).int().positive().max(2_147_483_647),
});

/** The program PDF's language (its labels; the program's own texts stay as the provider wrote them). */
export const programPdfQuerySchema = z.object({ language: z.enum(customerAccountLanguages).optional() });

/** CIP 2020 codes: '51', '51.08' or '51.0801'. */
export const cipCodePattern = /^\d{2}(\.\d{2}(\d{2})?)?$/;
export const relatedOccupationsParamsSchema = z.object({ cipCode: z.string().regex(cipCodePattern) });
export const relatedOccupationsQuerySchema = z.object({ page: blankable(wholeNumber('page', 1, 100_000)) });

// ---------------------------------------------------------------- responses

export const programOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProgramOption = z.infer<typeof programOptionSchema>;

export const programLocationSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type ProgramLocation = z.infer<typeof programLocationSchema>;

export const providerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Free text, e.g. 'Public two-year college'. */
  type: z.string().nullable(),
  /** The provider type's name (the filter's options). */
  provider_type: z.string(),
  description: z.string().nullable(),
  accreditation: z.string().nullable(),
  support_services: z.string().nullable(),
  contact_phone: z.string().nullable(),
  website: z.string().nullable(),
  commuting_area_description: z.string().nullable(),
  locations: z.array(programLocationSchema),
});
export type Provider = z.infer<typeof providerSchema>;

export const programSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  format: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  provider: providerSchema,
  /** The CIP 2020 code (related occupations come from the CIP-SOC crosswalk). */
  cip_id: z.string().nullable(),
  cip_title: z.string().nullable(),
  is_saved: z.boolean(),
  total_cost: z.number().nullable(),
  tuition_cost: z.number().nullable(),
  credit_hours: z.number().nullable(),
  contact_hours: z.number().nullable(),
  duration: z.string().nullable(),
  semesters: z.number().nullable(),
  eligible_for_financial_aid: z.boolean().nullable(),
  eligible_for_gi_veteran_aid: z.boolean().nullable(),
  eligible_for_paid_training: z.boolean().nullable(),
  eligible_for_tuition_support: z.boolean().nullable(),
  local_areas_offering_wioa_funding: z.string().nullable(),
  prerequisite_skills: z.string().nullable(),
  expected_skills_acquired: z.string().nullable(),
  related_career_information: z.string().nullable(),
  /** Where the program is taught; null for online-only programs. */
  location: programLocationSchema.nullable(),
  /** Miles from the searched address; only present when the search had one. */
  distance_miles: z.number().optional(),
});
export type Program = z.infer<typeof programSchema>;

export const programPageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export const programSearchResponseSchema = z.object({
  data: z.array(programSchema),
  meta: programPageMetaSchema,
  /** The address the search measured from, as the geocoder understood it (null without an address). */
  origin: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
});
export type ProgramSearchResponse = z.infer<typeof programSearchResponseSchema>;

export const programSaveResponseSchema = z.object({ data: z.object({ is_saved: z.boolean() }) });

export const relatedOccupationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  median_annual_salary: z.number().nullable(),
  growth_rate: z.number().nullable(),
  clusters: z.object({ data: z.array(programOptionSchema) }),
});
export type RelatedOccupation = z.infer<typeof relatedOccupationSchema>;

export const relatedOccupationsResponseSchema = z.object({
  data: z.array(relatedOccupationSchema),
  currentPage: z.number().int(),
  total: z.number().int(),
  perPage: z.number().int(),
});
export type RelatedOccupationsResponse = z.infer<typeof relatedOccupationsResponseSchema>;

// ---------------------------------------------------------------- geocoding

const coordinate = (field: string, limit: number) =>
  z
    .string({ error: `The ${field} is required.` })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, `The ${field} must be a number.`)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, `The ${field} must be between -${limit} and ${limit}.`);

export const reverseGeocodeQuerySchema = z.object({
  lat: coordinate('latitude', 90),
  lng: coordinate('longitude', 180),
});
export const forwardGeocodeQuerySchema = z.object({
  address: z
    .string({ error: 'The address is required.' })
    .trim()
    .min(1, 'The address is required.')
    .max(programConstants.textMax, `The address may not be greater than ${programConstants.textMax} characters.`)
    .refine((value) => !value.includes('\u0000'), 'The address contains characters that are not allowed.'),
});

export const reverseGeocodeResponseSchema = z.object({ data: z.object({ address: z.string() }) });
export const forwardGeocodeResponseSchema = z.object({
  data: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
});
