import {
  serviceDirectoryConstants,
  type serviceDirectorySearchQuerySchema,
  type ServiceDirectorySearchQuery,
  type ServiceDirectorySort,
} from '@portal/contracts';

/** The shared search schema, fetched after the page's first paint (ResourceFinderPage: it is Zod, issue #30). */
export type SearchSchema = typeof serviceDirectorySearchQuerySchema;

/** The finder's filters as the address bar keeps them; every value a string ('' = not set). */
export interface FinderFilters {
  keyword: string;
  /** An address, a city and state, or a ZIP code. */
  address: string;
  radius: string;
  /** Category ids (uuids). */
  category: string[];
  /** '1' = only services open now. */
  openNow: string;
  sort: ServiceDirectorySort;
}

/**
 * The browser's position ('Use my location'). Kept in the page's memory only: never in the address bar (history,
 * bookmarks), and rounded to about 10 metres before it is sent.
 */
export interface Position {
  lat: string;
  lng: string;
}

export const emptyFinderFilters: FinderFilters = {
  keyword: '',
  address: '',
  radius: String(serviceDirectoryConstants.defaultRadius),
  category: [],
  openNow: '',
  sort: 'relevance',
};

const radiusValues = serviceDirectoryConstants.radiusOptions.map(String);

export function parseFinderFilters(params: URLSearchParams): FinderFilters {
  const radius = params.get('radius') ?? '';
  const sort = params.get('sort');
  return {
    keyword: params.get('keyword') ?? '',
    address: params.get('address') ?? '',
    radius: radiusValues.includes(radius) ? radius : emptyFinderFilters.radius,
    category: (params.get('category') ?? '').split(',').filter((id) => id !== ''),
    openNow: params.get('open_now') === '1' ? '1' : '',
    sort: sort === 'distance' ? 'distance' : 'relevance',
  };
}

export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address-bar form of the filters (no position: see Position). */
export function finderFiltersToParams(filters: FinderFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword.trim()) params.set('keyword', filters.keyword.trim());
  if (filters.address.trim()) params.set('address', filters.address.trim());
  if (filters.radius !== emptyFinderFilters.radius) params.set('radius', filters.radius);
  if (filters.category.length > 0) params.set('category', filters.category.join(','));
  if (filters.openNow === '1') params.set('open_now', '1');
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * The resources call's query (participant spec 7: page, keyword, address, radius, category as comma ids; ours:
 * lat, lng, open_now, sort). Empty values are dropped; the radius goes only with a location.
 */
export function searchRequest(filters: FinderFilters, position: Position | null, page: number) {
  const query: Record<string, string> = { page: String(page) };
  const keyword = filters.keyword.trim();
  const address = filters.address.trim();
  if (keyword) query.keyword = keyword;
  if (address) query.address = address;
  else if (position) {
    query.lat = position.lat;
    query.lng = position.lng;
  }
  if (address || position) query.radius = filters.radius;
  if (filters.category.length > 0) query.category = filters.category.join(',');
  if (filters.openNow === '1') query.open_now = '1';
  if (filters.sort !== 'relevance') query.sort = filters.sort;
  return query satisfies ServiceDirectorySearchQuery;
}

/** Where each query field's message shows on the form. */
const fieldOfQueryKey: Record<string, keyof FinderFilters> = {
  keyword: 'keyword',
  address: 'address',
  lat: 'address',
  lng: 'address',
  radius: 'radius',
  category: 'category',
  open_now: 'openNow',
  sort: 'sort',
};

export type FinderErrors = Partial<Record<keyof FinderFilters, string>>;

/** Field errors keyed by query field (a 422's `errors`, or the shared schema's issues) as the form's errors. */
export function toFinderErrors(errors: Readonly<Record<string, readonly string[]>>): {
  fields: FinderErrors;
  other: string[];
} {
  const fields: FinderErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const field = fieldOfQueryKey[key];
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

/** The shared schema run in the browser, so a request the server would refuse is not sent. */
export function validateRequest(query: Record<string, string>, schema: SearchSchema): Record<string, string[]> | null {
  const result = schema.safeParse(query);
  if (result.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** navigator.geolocation's coordinates, rounded to 4 decimals (about 11 m): enough for a radius in miles. */
export function roundedPosition(coords: { latitude: number; longitude: number }): Position {
  return { lat: coords.latitude.toFixed(4), lng: coords.longitude.toFixed(4) };
}
