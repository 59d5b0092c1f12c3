// Occupation Finder and Occupation detail (participant spec 2-9): API paths, texts and constants, kept apart from the
// Zod schemas in occupations.ts so the finder's first load in the browser does not load Zod (decision 0012).

export const occupationPaths = {
  clusters: '/internal-api/career-clusters',
  search: '/internal-api/career-opportunity',
  detail: (id: number | string) => `/internal-api/career-opportunity/${id}`,
  save: '/internal-api/career-opportunity/save',
} as const;

/** Browser routes of the two pages. */
export const occupationRoutes = {
  finder: '/customer-portal/occupations',
  detail: (id: number | string) => `/customer-portal/occupation/${id}`,
  programFinder: (title: string) => `/customer-portal/educational-programs?searchText=${encodeURIComponent(title)}`,
  /** Our job board, filtered to the occupation's O*NET code (jobBoardRoutes.forOccupation). */
  openPositions: (occupationId: number) => `/customer-portal/job-board?occupation=${occupationId}`,
  /** The resume builder with the occupation's title as the objective (resumeRoutes.forOccupation). */
  resume: (occupationId: number) => `/customer-portal/resume?occupation=${occupationId}`,
} as const;

/** The spec's texts word for word (sections 2 and 8), then our own where it is silent. */
export const occupationMessages = {
  empty: 'No matching opportunities found. Please try other filters or click Clear.',
  loadFailed: 'There was an unexpected issue. Please try again later.',
  saveFailed: 'An error occurred while saving!',
  noEducation: "We couldn't find information regarding most common required education for this occupation.",
  noSalary: "We couldn't find the nationwide average salary for this occupation.",
  // Not in the spec: our wording.
  invalidPage: 'The page must be a whole number of at least 1.',
  invalidSaved: 'The saved filter must be 1 or 0.',
  invalidKeyword: 'The keyword contains characters that are not allowed.',
  invalidEducation: 'The selected education is invalid.',
  invalidCluster: 'The selected cluster is invalid.',
  invalidSalary: 'The selected salary is invalid.',
  invalidSort: 'The selected sort is invalid.',
  noMatchData: 'Matches are not available until your match scores have been calculated.',
  invalidOpportunity: 'The selected opportunity is invalid.',
} as const;

/** The attribution the O*NET license asks for, word for word (shown on the About page). */
export const onetAttribution =
  'This site incorporates information from O*NET 29.3 Database by the U.S. Department of Labor, Employment and ' +
  'Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.';

export const occupationConstants = {
  pageSize: 10,
  keywordMax: 100,
  maxPage: 100_000,
  /** Search debounce (spec 9). */
  debounceMs: 500,
  /** 'What They Do' collapses above this height (spec 2). */
  descriptionCollapsePx: 96,
  topicsShown: 5,
  tasksShown: 3,
  clusterCount: 16,
} as const;

// ---------------------------------------------------------------- salary, education, outlook, match (spec 9)

/** The salary filter's buckets: `min-max`, a max of 0 meaning no upper bound. */
export const salaryBuckets = [
  { value: '0-30000', label: '$30,000 or less', min: 0, max: 30_000 },
  { value: '30001-60000', label: '$30,001 to $60,000', min: 30_001, max: 60_000 },
  { value: '60001-90000', label: '$60,001 to $90,000', min: 60_001, max: 90_000 },
  { value: '90001-0', label: 'Over $90,000', min: 90_001, max: null },
] as const;
export type SalaryBucket = (typeof salaryBuckets)[number]['value'];
export const salaryBucketValues = salaryBuckets.map((bucket) => bucket.value) as [SalaryBucket, ...SalaryBucket[]];

/** Salary rating bands of the detail page: up to 30,000 is 1, up to 60,000 2, up to 90,000 3, above 4. */
export const salaryRatingBands = [
  { rating: 1, label: 'Up to $30,000', upTo: 30_000 },
  { rating: 2, label: '$30,001 to $60,000', upTo: 60_000 },
  { rating: 3, label: '$60,001 to $90,000', upTo: 90_000 },
  { rating: 4, label: 'Over $90,000', upTo: null },
] as const;
export type SalaryRating = 1 | 2 | 3 | 4;

export function salaryRating(salary: number | null): SalaryRating | null {
  if (salary === null) return null;
  for (const band of salaryRatingBands) {
    if (band.upTo === null || salary <= band.upTo) return band.rating;
  }
  return null;
}

/**
 * The 1-5 education scale of occupation pages; education levels carry the same scale (their `scale` column).
 * Built from O*NET's most common "required level of education" category.
 */
export const educationScaleLabels = {
  1: 'High school diploma or less',
  2: 'Certificate or some college',
  3: "Associate's degree",
  4: "Bachelor's degree",
  5: "Master's degree or higher",
} as const satisfies Record<number, string>;
export type EducationScale = keyof typeof educationScaleLabels;
export const educationScaleMax = 5;

export function educationScaleText(level: number | null): string | null {
  if (level === null || !(level in educationScaleLabels)) return null;
  return `${level} of ${educationScaleMax}: ${educationScaleLabels[level as EducationScale]}`;
}

export const outlooks = ['bright', 'average', 'below_average'] as const;
export type Outlook = (typeof outlooks)[number];
export const outlookLabels: Record<Outlook, string> = {
  bright: 'Bright',
  average: 'Average',
  below_average: 'Below average',
};

/** Spec 9: bright at 5% growth or more, average at 2% or more, otherwise below average; unknown growth gives none. */
export function outlookFor(growthRate: number | null): Outlook | null {
  if (growthRate === null) return null;
  if (growthRate >= 5) return 'bright';
  if (growthRate >= 2) return 'average';
  return 'below_average';
}

/**
 * Why an occupation carries the Bright Outlook designation (docs/spec-decisions.md): growth by the spec's rule (the
 * outlook is bright), or, where growth is below that, O*NET's other two reasons, many job openings or a new and
 * emerging occupation. O*NET's "Rapid Growth" alone does not count when the projected growth is under 5%: the badge
 * would contradict the growth label beside it.
 */
export const brightOutlookReasons = ['growth', 'openings', 'emerging'] as const;
export type BrightOutlookReason = (typeof brightOutlookReasons)[number];

/** The badge's text: the plain designation only where the outlook label says Bright too. */
export const brightOutlookLabels: Record<BrightOutlookReason, string> = {
  growth: 'Bright Outlook',
  openings: 'Bright Outlook: many job openings',
  emerging: 'Bright Outlook: new & emerging',
};

/** O*NET Bright Outlook categories as the lists name them (joined by '; ' in bright_outlook_category). */
const onetOpeningsCategory = 'numerous job openings';
const onetEmergingCategory = 'new and emerging';

export function brightOutlookReason(
  growthRate: number | null,
  onetCategories: string | null,
): BrightOutlookReason | null {
  if (outlookFor(growthRate) === 'bright') return 'growth';
  const categories = (onetCategories ?? '').split(';').map((category) => category.trim().toLowerCase());
  if (categories.includes(onetOpeningsCategory)) return 'openings';
  if (categories.includes(onetEmergingCategory)) return 'emerging';
  return null;
}

export const matchLabels = ['Top', 'Great', 'Good', 'Ok', 'Low'] as const;
export type MatchLabel = (typeof matchLabels)[number];

/** A match score as people read it: a whole percentage (0.7968 → 80). */
export function matchPercent(score: number): number {
  return Math.round(score * 100);
}

/**
 * Spec 9: Top ≥ 0.9, Great ≥ 0.8, Good ≥ 0.6, Ok ≥ 0.1, Low below, applied to the score as shown (matchPercent), so
 * the label and the number beside it agree: 0.7968 reads 'Great match (80%)', never 'Good match (80%)'.
 */
export function matchLabel(score: number): MatchLabel {
  const percent = matchPercent(score);
  if (percent >= 90) return 'Top';
  if (percent >= 80) return 'Great';
  if (percent >= 60) return 'Good';
  if (percent >= 10) return 'Ok';
  return 'Low';
}

/** The badge shows only above 0.1 as shown, i.e. from 11% (the spec's first reading; see docs/spec-decisions.md). */
export function showsMatchBadge(score: number | null): score is number {
  return score !== null && matchPercent(score) > 10;
}

// ---------------------------------------------------------------- sorts

export const opportunitySorts = ['a-z', 'z-a', 'high-low', 'low-high', 'match-desc'] as const;
export type OpportunitySort = (typeof opportunitySorts)[number];
export const opportunitySortLabels: Record<OpportunitySort, string> = {
  'a-z': 'Title: A to Z',
  'z-a': 'Title: Z to A',
  'high-low': 'Salary: high to low',
  'low-high': 'Salary: low to high',
  'match-desc': 'Best match',
};
/** Offered only when the user has match data (the match engine is a later issue). */
export function availableSorts(hasMatchData: boolean): OpportunitySort[] {
  return opportunitySorts.filter((sort) => hasMatchData || sort !== 'match-desc');
}

/**
 * The search's "best match if any" order (issue #30; not a choice on screen): best match first when the customer has
 * match data (the status call's `completed` above 0 and `matches`), else the default order. The Finder's first
 * search asks for it beside the status call instead of after it; the answer names the order it used (`appliedSort`).
 */
export const matchIfAnySort = 'match-if-any';

// ---------------------------------------------------------------- search request
