// The plain values of customers.ts (search texts, paths, routes, search types and limits), kept apart from its Zod schemas (customers.ts re-exports them) so a page that
// needs only these does not load Zod (#30).
import { parseIsoDate, toIsoDate } from './dates-constants.ts';
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
