import { z } from 'zod';
import {
  serviceDirectoryConstants,
  serviceDirectoryMessages,
  type ServiceDirectoryRadius,
} from './service-directory-constants.ts';

/**
 * The 211 Resource Finder (participant spec: 211 Resource Finder, the three service-directory calls, 'No Record Found')
 * over a directory modelled on Open Referral HSDS 3.0 (docs/decisions/0022-service-directory-hsds.md): paths, texts,
 * constants, the query schema the browser and the server share, and the response shapes.
 */

export * from './service-directory-constants.ts';

// ---------------------------------------------------------------- requests

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An empty query value means "not set" (participant spec 5: empty values are dropped). */
const blankable = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), inner.optional());

const cleanText = (field: string) =>
  z
    .string({ error: `The ${field} must be text.` })
    .max(
      serviceDirectoryConstants.textMax,
      `The ${field} may not be greater than ${serviceDirectoryConstants.textMax} characters.`,
    )
    .refine((value) => !value.includes('\u0000'), `The ${field} contains characters that are not allowed.`)
    .transform((value) => value.trim())
    .transform((value) => (value === '' ? undefined : value));

const coordinate = (message: string, limit: number) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, message)
    .transform(Number)
    .refine((n) => Math.abs(n) <= limit, message);

/** Category ids, a comma list of uuids ('category=a,b'); blanks and repeats dropped. */
const categoryList = z.string({ error: serviceDirectoryMessages.invalidCategories }).transform((value, ctx) => {
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part !== ''),
    ),
  ];
  if (ids.length > serviceDirectoryConstants.maxCategories || ids.some((id) => !uuidPattern.test(id))) {
    ctx.addIssue({ code: 'custom', message: serviceDirectoryMessages.invalidCategories });
    return z.NEVER;
  }
  return ids.length === 0 ? undefined : ids;
});

const searchFields = z.object({
  page: blankable(
    z
      .string({ error: 'The page must be a whole number.' })
      .trim()
      .regex(/^\d{1,6}$/, 'The page must be a whole number.')
      .transform(Number)
      .refine((n) => n >= 1, 'The page must be at least 1.'),
  ),
  keyword: blankable(cleanText('keyword')),
  /** An address, a city and state, or a ZIP code. */
  address: blankable(cleanText('address')),
  radius: blankable(
    z
      .string({ error: serviceDirectoryMessages.radius })
      .trim()
      .refine(
        (value) => (serviceDirectoryConstants.radiusOptions as readonly number[]).map(String).includes(value),
        serviceDirectoryMessages.radius,
      )
      .transform((value) => Number(value) as ServiceDirectoryRadius),
  ),
  category: blankable(categoryList),
  /** The browser's position (used when no address is given). */
  lat: blankable(coordinate(serviceDirectoryMessages.latitude, 90)),
  lng: blankable(coordinate(serviceDirectoryMessages.longitude, 180)),
  open_now: blankable(
    z
      .enum(['1', '0', 'true', 'false'], { error: serviceDirectoryMessages.openNow })
      .transform((value) => value === '1' || value === 'true'),
  ),
  sort: blankable(z.enum(serviceDirectoryConstants.sorts, { error: serviceDirectoryMessages.sort })),
});

/**
 * GET service-directory-resources query; every value arrives as a string. The browser's form uses the same schema.
 * Rules across fields: lat and lng come together; sort=distance needs a location (address or lat/lng). A radius
 * without a location is ignored (the select always has a value).
 */
export const serviceDirectorySearchQuerySchema = searchFields.superRefine((query, ctx) => {
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [query.lat === undefined ? 'lat' : 'lng'],
      message: serviceDirectoryMessages.coordinatesTogether,
    });
  }
  const hasLocation = query.address !== undefined || (query.lat !== undefined && query.lng !== undefined);
  if (query.sort === 'distance' && !hasLocation) {
    ctx.addIssue({ code: 'custom', path: ['sort'], message: serviceDirectoryMessages.locationForDistance });
  }
});
export type ServiceDirectorySearchQuery = z.input<typeof serviceDirectorySearchQuerySchema>;
export type ServiceDirectorySearchInput = z.output<typeof serviceDirectorySearchQuerySchema>;

export const serviceDirectoryIdParamsSchema = z.object({
  id: z.string({ error: 'Not Found' }).regex(uuidPattern, 'Not Found'),
});

// ---------------------------------------------------------------- responses

export const serviceDirectoryFeatureResponseSchema = z.object({ feature_enabled: z.boolean() });
export type ServiceDirectoryFeature = z.infer<typeof serviceDirectoryFeatureResponseSchema>;

/** A category is a top-level taxonomy term that at least one listed service carries (itself or below it). */
export const serviceDirectoryCategorySchema = z.object({ id: z.string(), name: z.string() });
export type ServiceDirectoryCategory = z.infer<typeof serviceDirectoryCategorySchema>;

export const serviceDirectoryCategoriesResponseSchema = z.object({ data: z.array(serviceDirectoryCategorySchema) });

/**
 * One result: a service at its location nearest the search point (else its first). The spec's fields (name,
 * description, address, website, phone_number, email) plus ours.
 */
export const serviceDirectoryResourceSchema = z.object({
  /** The service's id (HSDS service.id, a uuid). */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** One line: '1200 Federal Blvd, Denver, CO 80204'; null for a service without a physical address. */
  address: z.string().nullable(),
  website: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  organization_name: z.string(),
  /** The HSDS service_at_location and location shown; null for a service with no location (phone, online). */
  service_at_location_id: z.string().nullable(),
  location_id: z.string().nullable(),
  location_name: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Miles from the searched location, one decimal; null without a search location or a mapped location. */
  distance_miles: z.number().nullable(),
  /** From the schedules in the location's time zone; null when the directory has no hours for it. */
  open_now: z.boolean().nullable(),
  categories: z.array(serviceDirectoryCategorySchema),
  /** The weekly hours as text ('Mon-Fri 9:00 AM-5:00 PM; Sat 10:00 AM-2:00 PM'); null without schedules. */
  schedule: z.string().nullable(),
});
export type ServiceDirectoryResource = z.infer<typeof serviceDirectoryResourceSchema>;

/** Participant spec 3: 211 results are paged as data, currentPage, lastPage; total, perPage and origin are ours. */
export const serviceDirectorySearchResponseSchema = z.object({
  data: z.array(serviceDirectoryResourceSchema),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
  perPage: z.number().int(),
  /** Where distances are measured from; null without a location. */
  origin: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }).nullable(),
  /** The radius applied (miles); null without a location. */
  radius: z.number().int().nullable(),
  sort: z.enum(['relevance', 'distance', 'name']),
});
export type ServiceDirectorySearchResponse = z.infer<typeof serviceDirectorySearchResponseSchema>;

/** The detail call: the result fields plus what a detail page shows. */
export const serviceDirectoryResourceDetailSchema = serviceDirectoryResourceSchema.extend({
  alternate_name: z.string().nullable(),
  application_process: z.string().nullable(),
  fees_description: z.string().nullable(),
  eligibility_description: z.string().nullable(),
  organization: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    website: z.string().nullable(),
  }),
  /** Every location the service is offered at. */
  locations: z.array(
    z.object({
      service_at_location_id: z.string(),
      location_id: z.string(),
      name: z.string().nullable(),
      address: z.string().nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      schedule: z.string().nullable(),
    }),
  ),
  phones: z.array(z.object({ number: z.string(), extension: z.string().nullable(), type: z.string().nullable() })),
});
export type ServiceDirectoryResourceDetail = z.infer<typeof serviceDirectoryResourceDetailSchema>;
