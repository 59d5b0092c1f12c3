import {
  occupationConstants,
  opportunitySorts,
  salaryBucketValues,
  type OpportunitySort,
  type SalaryBucket,
} from '@portal/contracts';

/** The My Career list's filters as plain data (participant spec 7); the page's query string is their home. */
export interface MatchFilters {
  keyword: string;
  /** Education level ids. */
  education: string[];
  /** Career cluster ids (1-16). */
  clusters: string[];
  salary: SalaryBucket | '';
  /** '' is the default: best match first. */
  sort: OpportunitySort | '';
  saved: boolean;
  brightOutlook: boolean;
}

export const emptyMatchFilters: MatchFilters = {
  keyword: '',
  education: [],
  clusters: [],
  salary: '',
  sort: '',
  saved: false,
  brightOutlook: false,
};

const isId = (value: string) => /^\d{1,9}$/.test(value) && Number(value) >= 1;
const isClusterId = (value: string) => isId(value) && Number(value) <= occupationConstants.clusterCount;
const isOn = (value: string | null) => value === '1' || value === 'true';

function idList(value: string | null, keep: (id: string) => boolean): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((part) => part.trim()))].filter(keep);
}

/** Reads the filters from the page's query string; values the API would refuse are left out. */
export function matchFiltersFromSearchParams(params: URLSearchParams): MatchFilters {
  const salary = params.get('salary') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    keyword: (params.get('keyword') ?? '').slice(0, occupationConstants.keywordMax),
    education: idList(params.get('education'), isId),
    clusters: idList(params.get('clusters'), isClusterId),
    salary: (salaryBucketValues as readonly string[]).includes(salary) ? (salary as SalaryBucket) : '',
    sort: (opportunitySorts as readonly string[]).includes(sort) ? (sort as OpportunitySort) : '',
    saved: isOn(params.get('saved')),
    brightOutlook: isOn(params.get('brightOutlook')),
  };
}

/** The non-empty filters only (spec 7: "page plus non-empty filters"), in the spec's order. */
function filterEntries(filters: MatchFilters): [string, string][] {
  const entries: [string, string][] = [];
  const keyword = filters.keyword.trim();
  if (keyword !== '') entries.push(['keyword', keyword]);
  if (filters.education.length > 0) entries.push(['education', filters.education.join(',')]);
  if (filters.clusters.length > 0) entries.push(['clusters', filters.clusters.join(',')]);
  if (filters.salary !== '') entries.push(['salary', filters.salary]);
  if (filters.sort !== '') entries.push(['sort', filters.sort]);
  if (filters.saved) entries.push(['saved', '1']);
  if (filters.brightOutlook) entries.push(['brightOutlook', '1']);
  return entries;
}

export function matchFiltersToSearchParams(filters: MatchFilters): URLSearchParams {
  return new URLSearchParams(filterEntries(filters));
}

/** The opportunities call's query for one page. */
export function matchQuery(filters: MatchFilters, page: number): Record<string, string | number> {
  return { page, ...Object.fromEntries(filterEntries(filters)) };
}
