// The plain values of job-posts.ts the staff's employer pages use (paths, states, lookups, texts), kept apart from its
// Zod schemas (job-posts.ts re-exports them) so a page that needs only these does not load Zod, and apart from
// job-posts-constants.ts so the participant job board does not load them (#30).
import { employerMessages } from './employer-messages.ts';

/**
 * Job posts as staff write them (staff spec 2.14, 3, 4, 5, 8, 9). The participant job board reads the same rows.
 * The lookup lists are ours (the spec shows only that they are maps of id to name); their ids are stored on posts.
 */

const base = '/internal-api/employer-records';
export const jobPostPaths = {
  list: `${base}/:id/job-posts`,
  post: `${base}/:id/job-posts/:postId`,
  status: `${base}/:id/job-posts/:postId/status`,
  locations: `${base}/:id/job-posts/:postId/locations`,
  addLocations: `${base}/:id/job-posts/:postId/locations/add`,
  removeLocations: `${base}/:id/job-posts/:postId/locations/remove`,
  lookup: `${base}/job-post-lookups/:lookup`,
  /** The feed a job exchange would pull (JSON); see nlxFeedResponseSchema. */
  nlxFeed: '/internal-api/nlx-feed',
} as const;

/** Staff spec 4 and 9: status id 3 is published; a click on a published post sends it to draft. */
export const jobPostStatus = { draft: 1, published: 3 } as const;
/**
 * What a post is now. Expired is never stored: a published post past its expires_at is expired, computed by the
 * server in one SQL expression (employers/job-post-state.ts) that the staff pages, the board and the NLX feed share.
 */
export const jobPostStates = ['draft', 'published', 'expired'] as const;
export type JobPostState = (typeof jobPostStates)[number];
export const jobPostStateNames: Record<JobPostState, string> = {
  draft: 'Draft',
  published: 'Published',
  expired: 'Expired',
};
/** Ours: a published post stays on the board this many days, counted from each publication. */
export const jobPostDaysOpen = 60;

/** Position types; the three with `valueLabel` need job_position_type_value (RAPIDS ID or DOL ID). */
export const jobPositionTypes = {
  1: { name: 'Permanent', valueLabel: null },
  2: { name: 'Temporary', valueLabel: null },
  3: { name: 'Seasonal', valueLabel: null },
  4: { name: 'Internship', valueLabel: null },
  5: { name: 'Registered Apprenticeship', valueLabel: 'RAPIDS ID' },
  6: { name: 'H2A', valueLabel: 'DOL ID' },
  7: { name: 'H2B', valueLabel: 'DOL ID' },
} as const satisfies Record<number, { name: string; valueLabel: string | null }>;
export type JobPositionTypeId = keyof typeof jobPositionTypes;
export const jobPositionTypeIds = Object.keys(jobPositionTypes).map(Number) as JobPositionTypeId[];
export const positionTypeNeedsValue = (id: number) =>
  (jobPositionTypes as Record<number, { valueLabel: string | null }>)[id]?.valueLabel != null;

export const jobPostLookups = [
  'position-types',
  'pay-units',
  'educational-levels',
  'industries',
  'encouraged-types',
] as const;
export type JobPostLookup = (typeof jobPostLookups)[number];
export const jobPostMessages = {
  chooseOption: 'Please choose an option',
  titleRequired: 'Title is required',
  industryRequired: 'Industry is required',
  positionTypeRequired: 'Position type is required',
  fieldRequired: 'This field is required',
  salaryMinRequired: 'Please enter minimum salary range',
  salaryMaxRequired: 'Please enter maximum salary range',
  positive: 'Please enter a positive number',
  /** Ours. */
  maxBelowMin: 'Maximum salary must be at least the minimum salary',
  payUnitRequired: 'Pay unit is required',
  educationRequired: 'Minimum education level is required',
  /** Ours (Laravel's 'in' rule wording): a present value that is not on the list. */
  positionTypeInvalid: 'The selected position type is invalid.',
  /** Ours (Laravel's 'in' rule wording). */
  educationInvalid: 'The selected minimum education level is invalid.',
  /** Ours (Laravel's 'max' rule wording). */
  titleTooLong: 'The title may not be greater than 200 characters.',
  hoursMin: 'Cannot be less than 1',
  hoursMax: 'Cannot be greater than 168',
  /** Ours: 'a whole non-negative number'. */
  hoursWhole: 'Please enter a whole number',
  /** Ours: a post on the board must say where the job is. */
  locationOrRemote: 'Please select a location or choose Remote to publish this job',
  applyLinkRequired: 'Apply link is required',
  applyLinkInvalid: 'Should be a valid url',
  /** Ours. */
  onetInvalid: 'Please choose an occupation from the list',
  contactEmailInvalid: employerMessages.emailInvalid,
  selectLocations: 'Please select some locations to add',
  /** Ours. */
  selectLocationsToRemove: 'Please select some locations to remove',
  posted: 'Job posted successfully',
  updated: 'Job updated successfully',
  /** Ours. */
  deleted: 'Job post deleted successfully',
  postFailed: 'There was a problem posting the job. Please check the information and try again.',
  updateFailed: 'There was a problem updating job',
  deleteFailed: 'There was a problem deleting job post',
  statusFailed: (to: 'draft' | 'published') => `There was a problem updating job status to ${to}`,
  fetchFailed: 'There was a problem fetching job posts',
  positionsFetchFailed: 'Failed to fetch employer job positions',
  payUnitsFetchFailed: 'Failed to fetch employer pay units',
  educationFetchFailed: 'Failed to fetch employer educational levels',
  industriesFetchFailed: 'Failed to fetch employer industries',
  /** Ours. */
  encouragedFetchFailed: 'Failed to fetch employer encouraged types',
  /** Ours: never "sent" — there is no exchange to reach from here. */
  nlxQueued: 'Queued for the NLX job feed. Nothing is sent from here: a job exchange pulls the feed.',
  nlxNotQueued: 'Not in the NLX job feed',
  /** Ours. */
  locationsAdded: 'Locations added to the job post',
  /** Ours. */
  locationsRemoved: 'Locations removed from the job post',
  /** Ours. */
  noLocationsToAdd: 'No location available to add',
} as const;

/** An empty number input gives '' in the browser: that is a missing value, not a bad one. */
