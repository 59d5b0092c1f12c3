// My Career (participant spec 2-9): paths, texts and constants, kept apart from the Zod schemas in my-career.ts so a
// page that reads only these (the Occupation Finder's first load) does not load Zod (decision 0051).
import { occupationConstants } from './occupations-constants.ts';

export const myCareerPaths = {
  /** GET: the match-score status (spec 3): the four input flags, matches and completed. */
  completion: '/internal-api/my-career/data-input-completion',
  /** GET: the customer's opportunities, best match first, with filters and paging. */
  opportunities: '/internal-api/my-career/opportunities',
  /** GET: the match and its explanation for one occupation (the detail page). */
  match: (occupationId: number | string) => `/internal-api/my-career/match/${occupationId}`,
} as const;

export const myCareerRoutes = {
  page: '/customer-portal/my-career',
} as const;

/** The spec's texts word for word (sections 2, 4, 8), then our own where it is silent. */
export const myCareerTexts = {
  title: 'My Career',
  heading: 'Match Engine',
  loadMore: 'Load More Matches',
  startSurvey: 'Start Survey',
  calculating: 'Your matches are being calculated. This may take a few minutes.',
  loadingExample: 'Loading Example Matches',
  loadingScore: 'Loading Match Score',
  statusFailed: 'There was a problem loading your Match Score.',
  listFailed: 'There was a problem loading your recommended opportunities.',
  listFailedHint: 'Refresh the page to try again.',
  refresh: 'Refresh',
  updateAnswers: 'Update Answers',
  takeSurvey: 'Take Survey',
  retakeSurvey: 'Retake Survey',
  // Not in the spec: our wording.
  invalidBrightOutlook: 'The bright outlook filter must be 1 or 0.',
  noMatch: 'This occupation has no match score yet.',
} as const;

/** Spec 9: match status poll, ribbons. Spec 4: survey length labels (minutes). */
export const myCareerConstants = {
  pollMs: 10_000,
  ribbonCards: 3,
  pageSize: occupationConstants.pageSize,
  workHistoryMinutes: 12,
  educationHistoryMinutes: 12,
} as const;

/** The four inputs of a match; each may be missing. */
export const matchFactors = ['interests', 'skills', 'experience', 'education'] as const;
export type MatchFactor = (typeof matchFactors)[number];
export const matchFactorLabels: Record<MatchFactor, string> = {
  interests: 'Career Clusters survey',
  skills: 'Skills survey',
  experience: 'Work History',
  education: 'Education History',
};

/** What would raise a match, by kind (the server's English sentences in `my-career/engine.ts`). */
export const matchRaiseKinds = [
  'clustersSurvey',
  'saveCluster',
  'skillsSurvey',
  'buildSkills',
  'workHistory',
  'relatedJob',
  'educationHistory',
  'finishEducation',
] as const;
export type MatchRaiseKind = (typeof matchRaiseKinds)[number];
