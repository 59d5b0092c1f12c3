import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { noLocationId } from './customer-intake.ts';
import {
  externalReferralStatuses,
  referralCategories,
  referralDefaults,
  referralMessages,
  referralSortColumns,
  referralStatuses,
} from './referrals-constants.ts';
import { whenMissing } from './validation-messages.ts';

export {
  customerNotifiedStatuses,
  externalReferralStatuses,
  networkReferralStatuses,
  openReferralStatuses,
  referralCategories,
  referralCategoryLabels,
  referralDefaults,
  referralListMessages,
  referralListUrl,
  referralMessages,
  referralPath,
  referralPaths,
  referralRoutes,
  referralSortColumns,
  referralStatusLabels,
  referralStatuses,
  statusesOfKind,
} from './referrals-constants.ts';
export type {
  ExternalReferralStatus,
  NetworkReferralStatus,
  ReferralCategory,
  ReferralKind,
  ReferralSortColumn,
  ReferralStatus,
} from './referrals-constants.ts';

export const referralOptionSchema = z.object({ value: z.string(), label: z.string() });
export type ReferralOption = z.infer<typeof referralOptionSchema>;
export const referralOptionsSchema = z.array(referralOptionSchema);

export const referralTypeParamsSchema = z.object({
  type: z.enum(referralCategories),
  /** A status of the type, or 0 for every status. */
  status: z.union([z.literal('0'), z.enum(referralStatuses)]),
});
export type ReferralTypeParams = z.infer<typeof referralTypeParamsSchema>;

export const referralListQuerySchema = z.object({
  orderBy: z.enum(referralSortColumns, { error: referralMessages.unknownColumn }).default(referralDefaults.orderBy),
  sort: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(referralDefaults.maxPerPage).default(referralDefaults.perPage),
  /** 1: the whole list (no paging) as referrals.csv. */
  isExport: z.enum(['0', '1']).optional(),
});
export type ReferralListQuery = z.input<typeof referralListQuerySchema>;

/** A column the server defines for the table (spec 3): the web renders what it is given. */
export const referralColumnSchema = z.object({
  name: z.string(),
  selector: z.string(),
  sortable: z.boolean(),
  center: z.boolean(),
  wrap: z.boolean(),
  compact: z.boolean(),
  style: z.record(z.string(), z.string()),
});
export type ReferralColumn = z.infer<typeof referralColumnSchema>;

export const referralRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The action link: the customer's record. */
  action: z.string(),
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  from_location: z.string().nullable(),
  to_name: z.string(),
  kind: z.enum(['network', 'external']),
  status: z.enum(referralStatuses),
  status_label: z.string(),
  note: z.string().nullable(),
  /** Whether the row can be selected for a status change (in-network and the customer's record writable). */
  selectable: z.boolean(),
});
export type ReferralRow = z.infer<typeof referralRowSchema>;

export const referralListResponseSchema = z.object({
  totalRows: z.number().int().nonnegative(),
  page: z.number().int(),
  perPage: z.number().int(),
  data: z.object({ rows: z.array(referralRowSchema), columns: z.array(referralColumnSchema) }),
});
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>;

const referralId = z.int().min(1).max(2_147_483_647);

/** POST update-statuses (spec 5: status required; notes optional). */
export const referralUpdateStatusesBodySchema = z.object({
  referral_ids: z
    .array(referralId, { error: whenMissing(referralMessages.selectReferrals) })
    .min(1, referralMessages.selectReferrals)
    .max(referralDefaults.maxIds),
  /** Any known status passes here; the service refuses one that does not belong to the referrals' kind. */
  status: z
    .string({ error: whenMissing(referralMessages.statusRequired) })
    .trim()
    .min(1, referralMessages.statusRequired)
    .pipe(z.enum(referralStatuses)),
  note: z.string().trim().max(referralDefaults.noteMax).optional().nullable(),
});
export type ReferralUpdateStatusesBody = z.input<typeof referralUpdateStatusesBodySchema>;

export const referralUpdateStatusesResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type ReferralUpdateStatusesResponse = z.infer<typeof referralUpdateStatusesResponseSchema>;

/**
 * POST /referrals (staff): customer_id, location_id (the location the staff user refers from: spec 6, 9999 = none),
 * and either to_location_id (in-network, starts New) or to_service_id (a directory service: out-of-network, with
 * external_status, default referral).
 */
export const referralCreateBodySchema = z
  .object({
    customer_id: z
      .int({ error: whenMissing(requiredMessage) })
      .min(1)
      .max(2_147_483_647),
    location_id: z
      .int({ error: referralMessages.chooseLocation })
      .min(1, referralMessages.chooseLocation)
      .max(2_147_483_647, referralMessages.chooseLocation)
      .refine((id) => id !== noLocationId, referralMessages.chooseLocation),
    to_location_id: z.int().min(1).max(2_147_483_647).optional().nullable(),
    to_service_id: z.uuid().optional().nullable(),
    external_status: z.enum(externalReferralStatuses).optional(),
    note: z.string().trim().max(referralDefaults.noteMax).optional().nullable(),
  })
  .superRefine((body, context) => {
    const toLocation = body.to_location_id !== undefined && body.to_location_id !== null;
    const toService = body.to_service_id !== undefined && body.to_service_id !== null && body.to_service_id !== '';
    if (!toLocation && !toService)
      context.addIssue({ code: 'custom', path: ['to_location_id'], message: referralMessages.targetRequired });
    if (toLocation && toService)
      context.addIssue({ code: 'custom', path: ['to_service_id'], message: referralMessages.targetBoth });
  });
export type ReferralCreateBody = z.input<typeof referralCreateBodySchema>;

/** POST external-catalog/create-referral (customer): a service from a finder result, an optional note. */
export const catalogReferralBodySchema = z.object({
  service_id: z.uuid({ error: whenMissing(requiredMessage) }),
  note: z.string().trim().max(referralDefaults.noteMax).optional().nullable(),
});
export type CatalogReferralBody = z.input<typeof catalogReferralBodySchema>;

export const referralCreatedSchema = z.object({ id: z.number().int(), message: z.string() });
export type ReferralCreated = z.infer<typeof referralCreatedSchema>;

export const referralIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const referralHistoryEntrySchema = z.object({
  from_status: z.enum(referralStatuses).nullable(),
  to_status: z.enum(referralStatuses),
  to_status_label: z.string(),
  note: z.string().nullable(),
  /** Who made the change: a staff user's name, or the customer's when they asked for it. */
  changed_by: z.string(),
  created_at: z.string(),
});
export type ReferralHistoryEntry = z.infer<typeof referralHistoryEntrySchema>;

/** One referral as its customer (and staff) read it. */
export const referralSummaryItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['network', 'external']),
  status: z.enum(referralStatuses),
  status_label: z.string(),
  from_location: z.string().nullable(),
  to_name: z.string(),
  /** The directory service's id for an out-of-network referral or a customer's request. */
  to_service_id: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReferralSummaryItem = z.infer<typeof referralSummaryItemSchema>;

export const referralDetailSchema = referralSummaryItemSchema.extend({
  customer_id: z.number().int(),
  customer_name: z.string(),
  history: z.array(referralHistoryEntrySchema),
});
export type ReferralDetail = z.infer<typeof referralDetailSchema>;

export const myReferralsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const myReferralsResponseSchema = z.object({
  data: z.array(referralSummaryItemSchema),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int().nonnegative(),
  perPage: z.number().int(),
});
export type MyReferralsResponse = z.infer<typeof myReferralsResponseSchema>;

/** Catalog widget (staff spec 2.13): new, accepted and rejected counts and a list. */
export const catalogWidgetSchema = z.object({
  new_referral: z.number().int().nonnegative(),
  accepted: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  data: z.array(
    z.object({
      id: z.number().int(),
      /** Whom the referral is to: a location's or a directory service's name. */
      name: z.string(),
      /** The location it was made at (or, for a customer's own request, their location); null when none. */
      location_label: z.string().nullable(),
      created_at: z.string(),
      description: z.string().nullable(),
    }),
  ),
});
export type CatalogWidget = z.infer<typeof catalogWidgetSchema>;
