import { z } from 'zod';
import {
  customerSearchLimits,
  customerSearchMessages,
  customerSearchTypes,
  showArchivedValue,
} from './customers-constants.ts';

export * from './customers-constants.ts';

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
