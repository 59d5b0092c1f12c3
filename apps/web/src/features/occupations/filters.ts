import {
  availableSorts,
  occupationConstants,
  salaryBucketValues,
  type OpportunitySort,
  type SalaryBucket,
} from '@portal/contracts';

/** The finder's filters as plain data; the URL query string is their home, so a refresh keeps them. */
export interface OccupationFilters {
  keyword: string;
  /** Education level ids. */
  education: string[];
  /** Career cluster ids (1-16). */
  cluster: string[];
  salary: SalaryBucket | '';
  /** '' is the default order: relevance to the keyword, then most openings. */
  sort: OpportunitySort | '';
  saved: boolean;
}

export const emptyFilters: OccupationFilters = {
  keyword: '',
  education: [],
  cluster: [],
  salary: '',
  sort: '',
  saved: false,
};

const isId = (value: string) => /^\d{1,9}$/.test(value) && Number(value) >= 1;
const isClusterId = (value: string) => isId(value) && Number(value) <= occupationConstants.clusterCount;

function idList(value: string | null, keep: (id: string) => boolean): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter(keep);
}

/**
 * Whether the customer has match data: an input given (My Career's completion above 0) and its scores computed
 * (`matches`; while a recompute is pending the server may have no set yet and refuses match-desc). Then the finder
 * offers match-desc and sorts by it unless another order is chosen (participant spec 5).
 */
export function hasMatchDataIn(status: { completed: number; matches: boolean } | undefined | null): boolean {
  return (status?.completed ?? 0) > 0 && status?.matches === true;
}

/** The order a search runs in: best match first by default for a customer with match data. */
export function withDefaultSort(filters: OccupationFilters, hasMatchData: boolean): OccupationFilters {
  return hasMatchData && filters.sort === '' ? { ...filters, sort: 'match-desc' } : filters;
}

/**
 * Whether the order of the search for this query string depends on the status: the default order and best match do
 * (best match first with match data, else the default order); a title or salary order never does.
 */
export function orderFollowsStatus(params: URLSearchParams): boolean {
  const { sort } = filtersFromSearchParams(params, true);
  return sort === '' || sort === 'match-desc';
}

/** Reads the filters from the page's query string; values the API would refuse are left out. */
export function filtersFromSearchParams(params: URLSearchParams, hasMatchData = false): OccupationFilters {
  const salary = params.get('salary') ?? '';
  const sort = params.get('sort') ?? '';
  const saved = params.get('saved');
  return {
    keyword: (params.get('keyword') ?? '').slice(0, occupationConstants.keywordMax),
    education: idList(params.get('education'), isId),
    cluster: idList(params.get('cluster'), isClusterId),
    salary: (salaryBucketValues as readonly string[]).includes(salary) ? (salary as SalaryBucket) : '',
    sort: (availableSorts(hasMatchData) as string[]).includes(sort) ? (sort as OpportunitySort) : '',
    saved: saved === '1' || saved === 'true',
  };
}

/** The non-empty filters, in the spec's parameter order (page, saved, keyword, education, cluster, salary, sort). */
function filterEntries(filters: OccupationFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.saved) entries.push(['saved', '1']);
  const keyword = filters.keyword.trim();
  if (keyword !== '') entries.push(['keyword', keyword]);
  if (filters.education.length > 0) entries.push(['education', filters.education.join(',')]);
  if (filters.cluster.length > 0) entries.push(['cluster', filters.cluster.join(',')]);
  if (filters.salary !== '') entries.push(['salary', filters.salary]);
  if (filters.sort !== '') entries.push(['sort', filters.sort]);
  return entries;
}

/** The page's query string for these filters (empty ones dropped). */
export function filtersToSearchParams(filters: OccupationFilters): URLSearchParams {
  return new URLSearchParams(filterEntries(filters));
}

/** GET career-opportunity?page={n}&saved&keyword&education&cluster&salary&sort for one page of results. */
export function opportunitySearchQuery(filters: OccupationFilters, page: number): Record<string, string | number> {
  return { page, ...Object.fromEntries(filterEntries(filters)) };
}

export function hasActiveFilters(filters: OccupationFilters): boolean {
  return filterEntries(filters).length > 0;
}
