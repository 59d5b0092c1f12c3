import {
  costBandToRange,
  isCostBand,
  isTuitionSupportValue,
  programConstants,
  type CostBand,
  type ProgramSort,
  type TuitionSupportValue,
} from '@portal/contracts';

/**
 * The Program Finder's filters as plain data: read from and written to the URL (spec 2: searchText,
 * address, types, formats, cost, providerTypes, eligibleForTuitionSupport, saved; plus radius and
 * sort), and turned into the search call (spec 5 and 7).
 */
export interface ProgramFilters {
  searchText: string;
  address: string;
  types: string[];
  formats: string[];
  cost: CostBand | '';
  providerTypes: string[];
  eligibleForTuitionSupport: TuitionSupportValue | '';
  saved: boolean;
  radius: string;
  sort: ProgramSort;
}

export const emptyFilters: ProgramFilters = {
  searchText: '',
  address: '',
  types: [],
  formats: [],
  cost: '',
  providerTypes: [],
  eligibleForTuitionSupport: '',
  saved: false,
  radius: String(programConstants.defaultRadius),
  sort: 'relevance',
};

const idList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part));

const radiusChoices: readonly string[] = programConstants.radiusOptions.map(String);

/** URL → filters; unknown or malformed values fall back to "not set". */
export function parseFilters(params: URLSearchParams): ProgramFilters {
  const cost = params.get('cost');
  const tuition = params.get('eligibleForTuitionSupport');
  const radius = params.get('radius') ?? '';
  const address = params.get('address')?.trim() ?? '';
  return {
    searchText: params.get('searchText')?.trim() ?? '',
    address,
    types: idList(params.get('types')),
    formats: idList(params.get('formats')),
    cost: isCostBand(cost) ? cost : '',
    providerTypes: idList(params.get('providerTypes')),
    eligibleForTuitionSupport: isTuitionSupportValue(tuition) ? tuition : '',
    saved: params.get('saved') === '1' || params.get('saved') === 'true',
    radius: radiusChoices.includes(radius) ? radius : emptyFilters.radius,
    sort: params.get('sort') === 'distance' && address ? 'distance' : 'relevance',
  };
}

/** filters → URL parameters, empty values dropped (spec 5). Radius and sort only mean something with an address. */
export function filtersToParams(filters: ProgramFilters): URLSearchParams {
  const entries: [string, string][] = [
    ['searchText', filters.searchText.trim()],
    ['address', filters.address.trim()],
    ['types', filters.types.join(',')],
    ['formats', filters.formats.join(',')],
    ['cost', filters.cost],
    ['providerTypes', filters.providerTypes.join(',')],
    ['eligibleForTuitionSupport', filters.eligibleForTuitionSupport],
    ['saved', filters.saved ? '1' : ''],
  ];
  if (filters.address.trim()) {
    if (filters.radius !== emptyFilters.radius) entries.push(['radius', filters.radius]);
    if (filters.sort === 'distance') entries.push(['sort', 'distance']);
  }
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/**
 * filters → the search call's query (without page): cost becomes maxCost=999.99, minCost=1000 with
 * maxCost=5000, or minCost=5000.01; eligibleForTuitionSupport only as 1, 0 or -1; empty values dropped.
 */
export function filtersToApiQuery(filters: ProgramFilters): URLSearchParams {
  const query = filtersToParams(filters);
  query.delete('cost');
  for (const [key, value] of Object.entries(costBandToRange(filters.cost))) query.set(key, value);
  if (filters.address.trim()) query.set('radius', filters.radius);
  return query;
}

/** The filters the narrow layout's 'more' panel holds (cost, provider type, saved), counted when set. */
export function activeMoreFilterCount(filters: ProgramFilters): number {
  return [filters.cost !== '', filters.providerTypes.length > 0, filters.saved].filter(Boolean).length;
}
