// The job board's plain values and presentation (paths, pages, texts, limits, the card's labels), kept apart from its
// Zod schemas (job-board.ts re-exports them) so the board's pages and message catalogue do not load Zod (#30).
import { fullTimeAboveHours, payUnits } from './job-posts-constants.ts';

export const jobBoardPaths = {
  search: '/internal-api/job-board',
  filters: '/internal-api/job-board/filters',
  openCounts: '/internal-api/job-board/open-counts',
  detail: (id: number | string) => `/internal-api/job-board/${id}`,
  applyClick: (id: number | string) => `/internal-api/job-board/apply-click/${id}`,
} as const;

export { jobBoardRoutes } from './job-board-routes-constants.ts';

/** The spec's texts word for word, then ours where it is silent. */
export const jobBoardMessages = {
  loadingDetail: 'Loading job details...',
  backToResults: 'Back to Search Results',
  detailsHeading: 'Job Details',
  summaryHeading: 'Summary',
  apply: 'Apply',
  detailError: 'There was a problem getting the job details',
  remote: 'Remote',
  fullTime: 'Full Time',
  partTime: 'Part Time',
  applySubject: (title: string) => `Application for the ${title} position`,
  // Not in the spec: our wording.
  title: 'Job Board',
  searchButton: 'Search',
  clearFilters: 'Clear Filters',
  emptyTitle: 'No jobs found',
  emptyText: 'We could not find any open positions matching your search.',
  emptyAction: 'Update your filters',
  searchError: 'There was a problem loading job posts.',
  filtersError: 'Failed to load Industry options',
  notFoundTitle: 'Job not found',
  notFoundText: 'This job post is closed or no longer available.',
  unknownAddress: 'We could not find this address. Enter a ZIP code or a city and state, for example "Denver, CO".',
  unknownOccupation: 'Choose an occupation from the Occupation Finder.',
  invalidIds: 'Choose from the listed options.',
  openFor: (occupation: string) => `Open positions for ${occupation}`,
  relatedFor: (occupation: string) =>
    `No open positions for ${occupation} right now. These are open positions in related occupations.`,
  noApplyLink: 'This post has no apply link.',
  applyBody: (title: string, company: string) =>
    `Hello,\n\nI would like to apply for the ${title} position at ${company}.\n\nThank you,\n`,
} as const;

/** Participant spec 9 plus ours. */
export const jobBoardConstants = {
  pageSize: 10,
  /**
   * A search counts its matches up to this many and shows '1,000+' beyond, paging through the first 1,000 (as the
   * big job boards do): counting further cost more than the page itself at 1,000,000 posts (ADR 0018).
   */
  countCap: 1_000,
  radiusOptions: [5, 10, 15, 25, 50, 100] as const,
  defaultRadius: 25,
  maxRadius: 500,
  textMax: 200,
  /** Occupations one open-counts call may ask about (a My Career page shows 10 cards). */
  maxCountOccupations: 50,
  /** Minimum yearly pay choices for the salary filter, compared with the top of each post's range per year. */
  salaryOptions: [30_000, 60_000, 90_000] as const,
} as const;

// ---------------------------------------------------------------- presentation shared by the card and the detail

/** A board post's fields the labels read (see JobBoardPost), written out: importing job-board.ts made a cycle. */
interface PostPay {
  salary_range_min: number;
  salary_range_max: number;
  pay_unit: string;
}
interface PostPlace {
  remote: boolean;
  location: { city: string; state: string } | null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const money = (value: number) => usd.format(value).replace(/\.00$/, '');

/** Pay units as other sources name them: 'annual' is the year (participant spec, Job posting cards). */
const payUnitSynonyms: Record<string, keyof typeof payUnits> = { annual: 'year', annually: 'year', yearly: 'year' };

/** '$20 - $28 / hour'; annual shows as year (participant spec, Job posting cards). */
export function formatSalaryRange(post: PostPay) {
  const key = payUnitSynonyms[post.pay_unit.toLowerCase()] ?? post.pay_unit;
  const unit = (payUnits[key as keyof typeof payUnits] ?? post.pay_unit).toLowerCase();
  const range =
    post.salary_range_min === post.salary_range_max
      ? money(post.salary_range_min)
      : `${money(post.salary_range_min)} - ${money(post.salary_range_max)}`;
  return `${range} / ${unit}`;
}

/** Full Time above 32 hours per week, otherwise Part Time; nothing when the post gives no hours. */
export function hoursLabel(hoursPerWeek: number | null): string | null {
  if (hoursPerWeek === null) return null;
  return hoursPerWeek > fullTimeAboveHours ? jobBoardMessages.fullTime : jobBoardMessages.partTime;
}

export function locationLabel(post: PostPlace): string {
  if (post.remote) return jobBoardMessages.remote;
  return post.location ? `${post.location.city}, ${post.location.state}` : '';
}

/** MM/dd/yyyy (participant spec 9), in the reader's time zone; '' without a date. */
export function formatPostDate(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}
