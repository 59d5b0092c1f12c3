import { z } from 'zod';
import { parseIsoDate, toIsoDate } from './dates.ts';

/** Staff spec 2.3, 5 and 8, word for word. */
export const customerSearchMessages = {
  invalidSearch: 'Please provide a valid search!',
  noRecords: 'No records found',
  myLocation: 'Find a customer at my location',
  differentLocation: 'at a different location',
  clearFilters: 'Clear Filters',
  noLocationNotAllowed: 'You may not search for customers without a location.',
} as const;

export const customerPaths = {
  search: '/internal-api/customers/search',
} as const;

/** The web route of a customer record (a later slice); search rows link here. */
export const customerRecordRoute = (id: number) => `/workflows/customer-information/${id}`;

/** Spec 2.3 search-by values, in the order the select lists them. */
export const customerSearchTypes = ['name', 'birthdate', 'email', 'customer_id', 'source_system_customer_id'] as const;
export type CustomerSearchType = (typeof customerSearchTypes)[number];

export const customerSearchTypeLabels: Record<CustomerSearchType, string> = {
  name: 'Name',
  birthdate: 'Date of Birth',
  email: 'Email',
  customer_id: 'Internal ID',
  source_system_customer_id: 'External ID',
};

export const customerSearchLimits = {
  query: 255,
  defaultPerPage: 10,
  maxPerPage: 100,
  maxPage: 10_000,
  /** Matches counted per search; beyond it the pager stops (see docs in the service). */
  countCap: 500,
} as const;

/** Spec 9: show_archived is sent as 3 to include archived customers. */
export const showArchivedValue = 3;

const usDate = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/** month/day/year (m/d/yyyy, mm/dd/yyyy, also with dashes) or yyyy-mm-dd as an ISO date, or null. */
export function parseSearchDate(text: string): string | null {
  const value = text.trim();
  const us = usDate.exec(value);
  const iso = us ? toIsoDate(Number(us[3]), Number(us[1]), Number(us[2])) : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  return parseIsoDate(iso) ? iso : null;
}

/** A JSON flag: true/false or 1/0 (the legacy client sends numbers). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).optional();

export const customerSearchBodySchema = z.object({
  query: z
    .string({ error: customerSearchMessages.invalidSearch })
    .trim()
    .min(1, customerSearchMessages.invalidSearch)
    .max(customerSearchLimits.query, customerSearchMessages.invalidSearch),
  search_type: z.enum(customerSearchTypes).default('name'),
  page: z.int().min(1).max(customerSearchLimits.maxPage).default(1),
  paginate: z.int().min(1).max(customerSearchLimits.maxPerPage).default(customerSearchLimits.defaultPerPage),
  show_archived: z.union([z.literal(showArchivedValue), z.literal(0), z.boolean()]).optional(),
  show_no_location: flag,
  exclude_location_constraint: flag,
  show_only_enrolled: flag,
  show_deleted: flag,
});
export type CustomerSearchBody = z.input<typeof customerSearchBodySchema>;
export type CustomerSearchInput = z.output<typeof customerSearchBodySchema>;

export const customerSearchRowSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  birthdate: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** true = active, false = archived (spec 3). */
  status: z.boolean(),
  deleted: z.boolean(),
});
export type CustomerSearchRow = z.infer<typeof customerSearchRowSchema>;

export const customerSearchResponseSchema = z.object({
  data: z.array(customerSearchRowSchema),
  currentPage: z.number(),
  lastPage: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** Matches counted, at most countCap; total_capped says the real number may be higher. */
  total: z.number(),
  total_capped: z.boolean(),
  /**
   * Only for a location-scoped search with no match: whether the same search across locations would find
   * someone (no rows are returned for it). Null otherwise.
   */
  found_elsewhere: z.boolean().nullable(),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponseSchema>;
