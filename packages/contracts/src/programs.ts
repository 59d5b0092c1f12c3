import { z } from 'zod';
import { customerAccountLanguages, type CustomerAccountLanguage } from './customer-account-constants.ts';

/** Program Finder (participant spec 2-9): the API paths, texts, constants and schemas. */

export const programPaths = {
  search: '/internal-api/program-finder',
  providerTypes: '/internal-api/program-finder/provider-types',
  formats: '/internal-api/program-finder/formats',
  types: '/internal-api/program-finder/types',
  save: (id: number) => `/internal-api/program-finder/${id}`,
  /** With the page's language, for the PDF's own labels (#24); without one, the account's. */
  pdf: (id: number, language?: CustomerAccountLanguage) =>
    `/internal-api/program-finder/${id}/pdf${language ? `?language=${language}` : ''}`,
  relatedOccupations: (cipCode: string) =>
    `/internal-api/program-finder/related-occupations/${encodeURIComponent(cipCode)}`,
  reverseGeocode: '/internal-api/geocode/reverse',
  forwardGeocode: '/internal-api/geocode/forward',
} as const;

/** The spec's texts, word for word (sections 2, 4 and 8), plus our own where it is silent. */
export const programMessages = {
  title: 'Program Finder',
  resultsTab: 'Search Results',
  idle: 'Start your search above to find the perfect education or training program.',
  allLoaded: 'All programs loaded',
  emptyTitle: 'No programs found',
  emptyText: 'We could not find any programs matching your search.',
  emptyAction: 'Update your filters',
  /** Opens the 'Program Details' dialog (spec 2). */
  seeMore: 'See More',
  /** Opens and closes the cut description in place (spec 9). */
  seeMoreText: 'See more',
  seeLess: 'See less',
  detailsTitle: 'Program Details',
  relatedTitle: 'Related Occupations',
  noRelated: 'No related occupations found',
  relatedError: 'Error fetching related occupations',
  savedTitle: 'Program Saved',
  savedText: 'You have successfully saved the Program.',
  saveError: 'An error occurred while saving!',
  geolocationDenied: 'Browser geolocation access is denied.',
  useLocation: 'Use my current location',
  noAddressTitle: 'No address found.',
  noAddressText: "We couldn't locate your address.",
  // Not in the spec: our wording.
  unknownAddress: 'We could not find this address. Enter a ZIP code or a city and state, for example "Denver, CO".',
  distanceNeedsAddress: 'Enter an address to sort by distance.',
  costRange: 'The minimum cost must not be greater than the maximum cost.',
  invalidIds: 'Choose from the listed options.',
  invalidNumber: 'This field must be a number.',
} as const;

/** Participant spec 9. */
export const programConstants = {
  pageSize: 10,
  relatedPageSize: 10,
  descriptionCut: 210,
  /** Miles; the 211 finder's choices plus 50. */
  radiusOptions: [5, 10, 15, 25, 50, 100] as const,
  defaultRadius: 25,
  maxRadius: 500,
  /** Below this width the cost, provider type and saved filters move into the 'more' panel (spec breakpoint). */
  inlineFiltersMinWidth: 992,
  textMax: 200,
} as const;

// ---------------------------------------------------------------- cost bands and tuition support

/** The `cost` URL parameter and what it becomes in the API call (participant spec 7 and 9). */
export const costBands = {
  lower_1000: { label: 'Under $1000', maxCost: 999.99 },
  '1000_to_5000': { label: '$1000 to $5000', minCost: 1000, maxCost: 5000 },
  greater_5000: { label: 'Over $5000', minCost: 5000.01 },
} as const satisfies Record<string, { label: string; minCost?: number; maxCost?: number }>;
export type CostBand = keyof typeof costBands;
export const costBandValues = Object.keys(costBands) as CostBand[];

export function isCostBand(value: unknown): value is CostBand {
  return typeof value === 'string' && Object.hasOwn(costBands, value);
}

/** cost → `{ minCost?, maxCost? }` as strings for a query; anything else → nothing. */
export function costBandToRange(cost: string | null | undefined): { minCost?: string; maxCost?: string } {
  if (!isCostBand(cost)) return {};
  const band: { minCost?: number; maxCost?: number } = costBands[cost];
  const range: { minCost?: string; maxCost?: string } = {};
  if (band.minCost !== undefined) range.minCost = String(band.minCost);
  if (band.maxCost !== undefined) range.maxCost = String(band.maxCost);
  return range;
}

/** eligibleForTuitionSupport: 1 eligible, 0 not eligible, -1 unknown (spec 9). */
export const tuitionSupportOptions = [
  { value: '1', label: 'Eligible' },
  { value: '0', label: 'Not eligible' },
  { value: '-1', label: 'Unknown' },
] as const;
export type TuitionSupportValue = (typeof tuitionSupportOptions)[number]['value'];
export const isTuitionSupportValue = (value: unknown): value is TuitionSupportValue =>
  value === '1' || value === '0' || value === '-1';

export const programSorts = ['relevance', 'distance'] as const;
export type ProgramSort = (typeof programSorts)[number];

/** The description shown on a card: cut at 210 characters on a word boundary when one is close (spec 9). */
export function cutDescription(text: string, limit: number = programConstants.descriptionCut) {
  if (text.length <= limit) return { text, cut: false };
  const head = text.slice(0, limit);
  const space = head.lastIndexOf(' ');
  const kept = space > limit - 30 ? head.slice(0, space) : head;
  return { text: `${kept.trimEnd()}…`, cut: true };
}

// ---------------------------------------------------------------- search request

// PostgreSQL text cannot hold NUL; treat it as bad input instead of failing at the database.
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

// ---------------------------------------------------------------- presentation shared by the card, dialog and PDF

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$2,500' for whole dollars, '$999.99' otherwise; null when the provider lists no cost. */
export function formatProgramCost(value: number | null): string | null {
  if (value === null) return null;
  return Number.isInteger(value) ? usd.format(value).replace(/\.00$/, '') : usd.format(value);
}

const yesNo = (value: boolean | null) => (value === null ? 'Unknown' : value ? 'Yes' : 'No');
const orDash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

/** The program's facts as label/value rows, in the order the details dialog and the PDF show them. */
export function programFacts(program: Program): [string, string][] {
  return [
    ['Type', program.type],
    ['Format', program.format],
    ['Field of study (CIP)', program.cip_id ? `${program.cip_id} ${program.cip_title ?? ''}`.trim() : '-'],
    ['Total cost', formatProgramCost(program.total_cost) ?? '-'],
    ['Tuition cost', formatProgramCost(program.tuition_cost) ?? '-'],
    ['Credit hours', orDash(program.credit_hours)],
    ['Contact hours', orDash(program.contact_hours)],
    ['Duration', orDash(program.duration)],
    ['Semesters', orDash(program.semesters)],
    ['Eligible for financial aid', yesNo(program.eligible_for_financial_aid)],
    ['Eligible for GI / veteran aid', yesNo(program.eligible_for_gi_veteran_aid)],
    ['Eligible for paid training', yesNo(program.eligible_for_paid_training)],
    ['Eligible for tuition support', yesNo(program.eligible_for_tuition_support)],
    ['Local areas offering WIOA funding', orDash(program.local_areas_offering_wioa_funding)],
  ];
}

export function providerFacts(provider: Provider): [string, string][] {
  return [
    ['Provider type', [provider.provider_type, provider.type].filter(Boolean).join(' - ')],
    ['Accreditation', orDash(provider.accreditation)],
    ['Support services', orDash(provider.support_services)],
    ['Phone', orDash(provider.contact_phone)],
    ['Website', orDash(provider.website)],
    ['Commuting area', orDash(provider.commuting_area_description)],
  ];
}

/** 'Auraria Campus, 1111 W Colfax Ave, Denver, CO'. */
export function formatProgramLocation(location: ProgramLocation): string {
  const cityState = [location.city, location.state].filter(Boolean).join(', ');
  return [location.name, location.address, cityState].filter(Boolean).join(', ');
}
