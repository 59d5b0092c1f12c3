// Program Finder (participant spec 2-9): the API paths, texts, constants and presentation, kept apart from the Zod
// schemas in programs.ts (which re-exports them) so the finder's page does not load Zod with its first paint (#30).
import type { CustomerAccountLanguage } from './customer-account-constants.ts';

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
export function programFacts(program: ProgramFactsSource): [string, string][] {
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

export function providerFacts(provider: ProviderFactsSource): [string, string][] {
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
export function formatProgramLocation(location: ProgramLocationSource): string {
  const cityState = [location.city, location.state].filter(Boolean).join(', ');
  return [location.name, location.address, cityState].filter(Boolean).join(', ');
}

/** What programFacts reads of a Program (programs.ts's schema type). */
export interface ProgramFactsSource {
  type: string;
  format: string;
  cip_id: string | null;
  cip_title: string | null;
  total_cost: number | null;
  tuition_cost: number | null;
  credit_hours: string | number | null;
  contact_hours: string | number | null;
  duration: string | number | null;
  semesters: string | number | null;
  eligible_for_financial_aid: boolean | null;
  eligible_for_gi_veteran_aid: boolean | null;
  eligible_for_paid_training: boolean | null;
  eligible_for_tuition_support: boolean | null;
  local_areas_offering_wioa_funding: string | number | null;
}

/** What providerFacts reads of a Provider. */
export interface ProviderFactsSource {
  provider_type: string | null;
  type: string | null;
  accreditation: string | null;
  support_services: string | null;
  contact_phone: string | null;
  website: string | null;
  commuting_area_description: string | null;
}

/** What formatProgramLocation reads of a ProgramLocation. */
export interface ProgramLocationSource {
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
}
