// The referrals' paths, routes, list defaults and list messages, kept apart from referrals-constants.ts (which
// re-exports them) so the referrals list pages load them without the other messages and what those borrow (#30).

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

/** What the lists show with no rows (referralMessages includes them). */
export const referralListMessages = {
  noData: 'No data available to show',
  noRecord: 'No Record Found',
} as const;
