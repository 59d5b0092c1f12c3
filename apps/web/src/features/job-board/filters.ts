import { jobBoardConstants } from '@portal/contracts';

/** The board's filters as they live in the address bar; every value is a string ('' means not set). */
export interface BoardFilters {
  keyword: string;
  address: string;
  radius: string;
  /** '1' remote only, '0' on-site only, '' both. */
  remote: string;
  industry: string[];
  education: string[];
  positionType: string[];
  /** Minimum yearly pay. */
  salary: string;
  /** An occupation id ('Find open positions'). */
  occupation: string;
}

export const emptyFilters: BoardFilters = {
  keyword: '',
  address: '',
  radius: String(jobBoardConstants.defaultRadius),
  remote: '',
  industry: [],
  education: [],
  positionType: [],
  salary: '',
  occupation: '',
};

const listKeys = ['industry', 'education', 'positionType'] as const;
const textKeys = ['keyword', 'address', 'radius', 'remote', 'salary', 'occupation'] as const;

const split = (value: string | null) => (value ?? '').split(',').filter((part) => part !== '');

export function parseFilters(params: URLSearchParams): BoardFilters {
  const filters = { ...emptyFilters };
  for (const key of textKeys) filters[key] = params.get(key) ?? emptyFilters[key];
  for (const key of listKeys) filters[key] = split(params.get(key));
  return filters;
}

export const parsePage = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The address-bar form: empty values are dropped (participant spec 5); the radius only with a location. */
export function filtersToParams(filters: BoardFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of textKeys) {
    const value = filters[key].trim();
    if (value === '') continue;
    if (key === 'radius' && filters.address.trim() === '') continue;
    params.set(key, value);
  }
  for (const key of listKeys) if (filters[key].length > 0) params.set(key, filters[key].join(','));
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasFilters = (filters: BoardFilters) => filtersToParams(filters).toString() !== '';
