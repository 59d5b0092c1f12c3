import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { customerIntakeMessages, noLocationId } from './customer-intake.ts';
import { customerRecordMessages } from './customer-record-constants.ts';
import { whenMissing } from './validation-messages.ts';

/**
 * Referrals (staff spec 2.10, 2.13, 3, 4, 5, 6, 7, 9; participant spec Referrals widget and /customer-portal/referrals;
 * the catalogue's referrals and external-catalog calls). Decisions: docs/decisions/0023-referrals.md.
 *
 * The Referral Type select is the categories call: incoming (to one of my locations), outgoing (from one of my
 * locations) and external (out-of-network: to a 211 directory service). In-network referrals take their statuses from
 * the statuses call, out-of-network ones from the types call (spec 4).
 */
export const referralPaths = {
  categories: '/internal-api/referrals/categories',
  statuses: '/internal-api/referrals/statuses',
  types: '/internal-api/referrals/types',
  /** GET ?orderBy&sort&page&perPage; with isExport=1 (no paging) the answer is referrals.csv. */
  all: '/internal-api/referrals/all/:type/:status',
  updateStatuses: '/internal-api/referrals/update-statuses',
  /** POST: a staff user refers a customer (to a location, or to a directory service: out-of-network). */
  create: '/internal-api/referrals',
  /** GET: one referral with its status history (the customer's own, or staff of its locations). */
  item: '/internal-api/referrals/:id',
  /** GET ?page: the signed-in customer's own referrals (the /customer-portal/referrals page). */
  mine: '/internal-api/customer-portal/referrals',
  /** POST: a customer asks for a referral to a service found in the 211 Resource Finder (the catalogue's call). */
  createFromCatalog: '/internal-api/external-catalog/create-referral',
  /** The dashboards' Catalog widget (new, accepted and rejected counts and the recent referrals). */
  catalogWidget: '/internal-api/dashboard/widget/catalog',
} as const;

/** The web pages. */
export const referralRoutes = {
  admin: '/referrals/all',
  customerList: '/customer-portal/referrals',
} as const;

/** Fills :name parameters: referralPath(referralPaths.all, { type: 'incoming', status: 0 }). */
export function referralPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key])));
}

/** The list path with its query, as the admin page and its Export call it. */
export function referralListUrl(type: string, status: string | number, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  const path = referralPath(referralPaths.all, { type, status: status === '' ? 0 : status });
  return search ? `${path}?${search}` : path;
}

/** The Referral Type select (the categories call), in the order shown; the first is the default (spec 4). */
export const referralCategories = ['incoming', 'outgoing', 'external'] as const;
export type ReferralCategory = (typeof referralCategories)[number];
export const referralCategoryLabels: Record<ReferralCategory, string> = {
  incoming: 'Incoming',
  outgoing: 'Outgoing',
  external: 'Out-of-Network',
};

/** In-network statuses (the statuses call). */
export const networkReferralStatuses = ['new', 'accepted', 'in_progress', 'completed', 'rejected'] as const;
/** Out-of-network statuses (the types call): what was done with the directory service. */
export const externalReferralStatuses = ['info', 'inquiry', 'referral'] as const;
export const referralStatuses = [...networkReferralStatuses, ...externalReferralStatuses] as const;
export type NetworkReferralStatus = (typeof networkReferralStatuses)[number];
export type ExternalReferralStatus = (typeof externalReferralStatuses)[number];
export type ReferralStatus = (typeof referralStatuses)[number];
export type ReferralKind = 'network' | 'external';

export const referralStatusLabels: Record<ReferralStatus, string> = {
  new: 'New',
  accepted: 'Accepted',
  in_progress: 'In Progress',
  completed: 'Completed',
  rejected: 'Rejected',
  info: 'Info',
  inquiry: 'Inquiry',
  referral: 'Referral',
};

/** The statuses a referral of this kind may have (the server refuses the others). */
export function statusesOfKind(kind: ReferralKind): readonly ReferralStatus[] {
  return kind === 'external' ? externalReferralStatuses : networkReferralStatuses;
}

/**
 * An in-network referral still in these statuses is open: the receiving location's staff may read (never change) the
 * customer's record while it is (closed-loop referral, issue #23). Completed and Rejected close it.
 */
export const openReferralStatuses: readonly NetworkReferralStatus[] = ['new', 'accepted', 'in_progress'];

/** A status change the customer is told about by mail (and a web alert for the creator): decision 0023. */
export const customerNotifiedStatuses: readonly ReferralStatus[] = ['accepted', 'rejected', 'completed'];

/** Spec 9. */
export const referralDefaults = {
  perPage: 10,
  page: 1,
  orderBy: 'first_name',
  sort: 'asc',
  exportFileName: 'referrals.csv',
  /** Our limits. */
  maxPerPage: 100,
  maxIds: 500,
  noteMax: 2000,
  catalogWidgetItems: 5,
} as const;

export const referralMessages = {
  required: requiredMessage,
  /** Staff spec 6, word for word. */
  chooseLocation: customerIntakeMessages.chooseLocationRefer,
  statusRequired: 'Please select a status.',
  selectReferrals: 'Please select at least one referral.',
  /** Our words, in the spec's style. */
  updated: (count: number) => `${count} referral${count === 1 ? '' : 's'} updated.`,
  statusNotOfType: 'The selected status can not be used for these referrals.',
  externalNotChangeable: 'Out-of-network referrals can not change status here.',
  notReachable: 'One or more of the selected referrals is not available.',
  /** An archived customer's referral: the record's own read-only message (decision 0010). */
  customerReadOnly: customerRecordMessages.archivedReadOnly,
  locationNotReachable: 'You may only refer from one of your locations.',
  sameLocation: 'A customer can not be referred to the location they are referred from.',
  targetRequired: 'Choose a location or a service to refer to.',
  targetBoth: 'Choose either a location or a service, not both.',
  targetLocationMissing: 'The selected location does not exist.',
  serviceUnavailable: 'This service is no longer available.',
  alreadyRequested: 'You have already asked for a referral to this service.',
  created: 'Referral created successfully.',
  requested: 'Your referral request was sent.',
  unknownColumn: 'The selected order by is invalid.',
  noData: 'No data available to show',
  noRecord: 'No Record Found',
  changeStatusTitle: 'Change Status for Referrals',
  /** Mail to the customer on a status change that matters to them. */
  mailSubject: 'Your referral was updated',
  mailBody: (name: string, target: string, status: string, note: string | null) =>
    [
      `Hello ${name},`,
      '',
      `Your referral to ${target} is now: ${status}.`,
      ...(note ? ['', `Note: ${note}`] : []),
      '',
      'Sign in to your portal to see your referrals.',
    ].join('\n'),
  alertSubject: 'Referral status changed',
  alertMessage: (customer: string, target: string, status: string) =>
    `${customer}'s referral to ${target} is now ${status}.`,
} as const;

export const referralOptionSchema = z.object({ value: z.string(), label: z.string() });
export type ReferralOption = z.infer<typeof referralOptionSchema>;
export const referralOptionsSchema = z.array(referralOptionSchema);

export const referralTypeParamsSchema = z.object({
  type: z.enum(referralCategories),
  /** A status of the type, or 0 for every status. */
  status: z.union([z.literal('0'), z.enum(referralStatuses)]),
});
export type ReferralTypeParams = z.infer<typeof referralTypeParamsSchema>;

/** The sortable columns (the server's columns with sortable true). */
export const referralSortColumns = [
  'first_name',
  'last_name',
  'from_location',
  'to_name',
  'status',
  'created_at',
] as const;
export type ReferralSortColumn = (typeof referralSortColumns)[number];

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
