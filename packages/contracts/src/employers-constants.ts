// The plain values and helpers of employers.ts (paths, limits, search fields, phone and link checks, states), kept apart
// from its Zod schemas (employers.ts re-exports them) so a page that needs only these does not load Zod (#30).
import { formatPhoneDisplay } from './phone.ts';

export { employerMessages } from './employer-messages.ts';

/**
 * Employer records for staff (staff spec 2.1, 2.11, 2.12, 2.14, 3, 5, 8, 9): employers, their locations, location
 * users (contacts), services provided and documents. Job posts are in job-posts.ts. The spec does not show the API
 * paths; these are ours, under the page routes' names.
 */

const base = '/internal-api/employer-records';
export const employerPaths = {
  list: base,
  record: `${base}/:id`,
  locations: `${base}/:id/locations`,
  location: `${base}/:id/locations/:locationId`,
  locationUsers: `${base}/:id/locations/:locationId/users`,
  locationUser: `${base}/:id/locations/:locationId/users/:userId`,
  serviceTypes: `${base}/service-types`,
  services: `${base}/service-types/:typeId/services`,
  servicesProvided: `${base}/:id/service-providers`,
  serviceProvided: `${base}/:id/service-providers/:serviceProvidedId`,
  documents: `${base}/:id/documents`,
  document: `${base}/:id/documents/:documentId`,
} as const;

/** Fills `:name` segments: employerPath(employerPaths.location, { id: 1, locationId: 2 }). */
export const employerPath = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

/** Staff spec 9. */
export const employerLimits = {
  pageSize: 25,
  documentMaxMegabytes: 25,
} as const;

export const employerSearchFields = ['company_name', 'fein', 'address', 'county', 'zipcode'] as const;
export type EmployerSearchField = (typeof employerSearchFields)[number];
export const employerSearchFieldLabels: Record<EmployerSearchField, string> = {
  company_name: 'Company Name',
  fein: 'FEIN',
  address: 'Address',
  county: 'County',
  zipcode: 'Zip Code',
};

/** http(s) only: a link staff and job seekers open must not run script or reach local files. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Spec 9: ten digits, formatting and an optional extension allowed ((999) 999-9999 x123). */
export function isEmployerPhone(value: string): boolean {
  const [number = '', extension] = value.split(/\s*(?:x|ext\.?)\s*/i);
  if (!/^[\d\s().+-]*$/.test(number) || (extension !== undefined && !/^\d{1,6}$/.test(extension))) return false;
  const digits = number.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/**
 * Spec 9's phone display, (###) ###-####, with ' x123' for an extension. The schemas store phones this way; the
 * screens format with it too, so a row written before shows the same. Anything that is not a phone shows as stored.
 */
export function formatEmployerPhone(value: string): string {
  return isEmployerPhone(value) ? formatPhoneDisplay(value) : value;
}

export const usStates = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP',
] as const; // prettier-ignore
