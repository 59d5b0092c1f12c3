// Plain values of the career-cluster survey (paths, texts, counts, the scoring rule), kept apart from its Zod schemas
// (clusters.ts re-exports them) so the survey and results pages, and their message catalogue, do not load Zod (#30).

// ---------------------------------------------------------------- paths

const customerApi = '/internal-api/career-cluster-survey';
const guestApi = '/internal-api/guest/career-cluster-survey';

export type SurveyTaker = 'customer' | 'guest';

/** The calls of one variant (spec 7): customers and guests use the same shapes under different prefixes. */
export function clusterSurveyApi(taker: SurveyTaker) {
  const base = taker === 'customer' ? customerApi : guestApi;
  return {
    base,
    create: `${base}/create`,
    edit: `${base}/edit`,
    /** POST: a new survey response. */
    save: base,
    /** PUT: new answers for a survey already taken (update mode). */
    update: (id: number) => `${base}/${id}`,
    interests: `${base}/interests`,
    result: `${base}/result`,
  } as const;
}

/** Customers only. */
export const clusterSavePaths = {
  customerClusters: `${customerApi}/customer-clusters`,
  saveCluster: `${customerApi}/save-cluster`,
} as const;

/** Browser routes of the survey and its results (spec 2), per variant. */
export const clusterPagePaths = {
  customer: {
    survey: '/customer-portal/career-cluster/survey',
    update: '/customer-portal/career-cluster/update',
    result: '/customer-portal/career-cluster/result',
  },
  guest: {
    survey: '/career-cluster/survey',
    update: '/career-cluster/update',
    result: '/career-cluster/result',
  },
} as const satisfies Record<SurveyTaker, unknown>;

export const exploreToolsPath = '/customer-portal/tools';
export const occupationsForClusterPath = (clusterId: number) => `/customer-portal/occupations?cluster=${clusterId}`;

// ---------------------------------------------------------------- texts and constants

export const clusterTexts = {
  surveyFailed: 'Please Retake/Update survey.',
  retakeSurvey: 'Retake Survey',
  updateSurvey: 'Update Survey',
  saveCluster: 'Save Cluster',
  clusterSaved: 'Cluster Saved',
  viewOpportunities: 'View Opportunities in Your Career Clusters',
  exploreTools: 'Explore Tools',
  viewOccupations: 'View Occupations',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  noOptionSelected: 'Please choose at least one activity, quality or subject.',
  unknownOption: 'This option is not part of the survey.',
  answerNotBoolean: 'Each answer must be true or false.',
  tooManyAnswers: 'There are more answers than the survey has options.',
  invalidCluster: 'The selected cluster is invalid.',
  noSurveyYet: 'No survey has been taken yet.',
} as const;

export const stepLabel = (index: number, total: number) => `Step ${index + 1} of ${total}`;

/** Spec 9: top clusters shown: 3. */
export const topClustersShown = 3;
/** Spec 4: survey length label of the Career Clusters intake card. */
export const clusterSurveyMinutes = 5;
/** More answers than this in one body is refused before the database is asked (the survey has far fewer options). */
export const maxSurveyAnswers = 1000;

export const surveyOptionKinds = ['activity', 'quality', 'subject'] as const;
export type SurveyOptionKind = (typeof surveyOptionKinds)[number];

/**
 * The scoring rule, shown on the results page. Every cluster has the same number of options of each
 * kind, so a plain count is fair between clusters.
 */
export const scoringRule =
  'Each activity, quality and subject in the survey belongs to one career cluster. A cluster scores one point for ' +
  'every one of its options you ticked, and all options count the same. Clusters are ranked by score. On equal ' +
  'scores, the cluster with more activities ticked ranks higher, then the one with more qualities; if they are ' +
  'still equal, the clusters keep alphabetical order.';
