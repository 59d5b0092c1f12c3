import { z } from 'zod';
import { employerMessages, isWebUrl, pagedEnvelope } from './employers.ts';
import { whenMissing } from './validation-messages.ts';
import { payUnitValues } from './job-posts-constants.ts';

export { payUnits, type PayUnit, payUnitValues, fullTimeAboveHours } from './job-posts-constants.ts';

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

/** NAICS 2022 sectors. */
export const industries = {
  '11': 'Agriculture, Forestry, Fishing and Hunting',
  '21': 'Mining, Quarrying, and Oil and Gas Extraction',
  '22': 'Utilities',
  '23': 'Construction',
  '31-33': 'Manufacturing',
  '42': 'Wholesale Trade',
  '44-45': 'Retail Trade',
  '48-49': 'Transportation and Warehousing',
  '51': 'Information',
  '52': 'Finance and Insurance',
  '53': 'Real Estate and Rental and Leasing',
  '54': 'Professional, Scientific, and Technical Services',
  '55': 'Management of Companies and Enterprises',
  '56': 'Administrative and Support and Waste Management and Remediation Services',
  '61': 'Educational Services',
  '62': 'Health Care and Social Assistance',
  '71': 'Arts, Entertainment, and Recreation',
  '72': 'Accommodation and Food Services',
  '81': 'Other Services (except Public Administration)',
  '92': 'Public Administration',
} as const satisfies Record<string, string>;
export type IndustryCode = keyof typeof industries;
export const industryCodes = Object.keys(industries) as [IndustryCode, ...IndustryCode[]];

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

/** Groups an employer especially welcomes (encouraged_types). */
export const encouragedTypes = {
  1: 'Veterans',
  2: 'People with disabilities',
  3: 'Justice-involved individuals',
  4: 'Youth (16-24)',
  5: 'Older workers (55+)',
  6: 'Refugees and new Americans',
  7: 'People in recovery',
} as const satisfies Record<number, string>;
export const encouragedTypeIds = Object.keys(encouragedTypes).map(Number);

export const jobPostLookups = [
  'position-types',
  'pay-units',
  'educational-levels',
  'industries',
  'encouraged-types',
] as const;
export type JobPostLookup = (typeof jobPostLookups)[number];
/** Every lookup answers a map of id to name (staff spec 7). */
export const jobPostLookupResponseSchema = z.object({ data: z.record(z.string(), z.string()) });

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
const isBlank = (input: unknown) => input === undefined || input === null || input === '';

const money = (missing: string) =>
  z
    .number({ error: (issue) => (isBlank(issue.input) ? missing : jobPostMessages.positive) })
    .gt(0, jobPostMessages.positive)
    .max(100_000_000, jobPostMessages.positive);

/** The job post form (staff spec 5); the server and the browser parse the same. */
export const jobPostBodySchema = z
  .object({
    send_to_nlx: z.boolean({ error: jobPostMessages.chooseOption }),
    remote: z.boolean({ error: jobPostMessages.chooseOption }),
    title: z
      .string({ error: whenMissing(jobPostMessages.titleRequired) })
      .trim()
      .min(1, jobPostMessages.titleRequired)
      .max(200, jobPostMessages.titleTooLong),
    description: z.string().trim().max(20_000).default(''),
    benefits: z
      .string()
      .trim()
      .max(5000)
      .nullish()
      .transform((value) => value || null),
    onet_code: z
      .string()
      .trim()
      .regex(/^\d{2}-\d{4}\.\d{2}$/, jobPostMessages.onetInvalid)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value || null),
    industry: z.enum(industryCodes, { error: jobPostMessages.industryRequired }),
    job_position_type_id: z
      .number({ error: whenMissing(jobPostMessages.positionTypeRequired) })
      .int(jobPostMessages.positionTypeInvalid)
      .refine((value) => value in jobPositionTypes, jobPostMessages.positionTypeInvalid),
    job_position_type_value: z
      .string()
      .trim()
      .max(60)
      .nullish()
      .transform((value) => value || null),
    encouraged_types: z
      .array(
        z
          .number()
          .int()
          .refine((value) => encouragedTypeIds.includes(value), jobPostMessages.chooseOption),
      )
      .max(encouragedTypeIds.length)
      .default([])
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    salary_range_min: money(jobPostMessages.salaryMinRequired),
    salary_range_max: money(jobPostMessages.salaryMaxRequired),
    pay_unit: z.enum(payUnitValues, { error: jobPostMessages.payUnitRequired }),
    minimum_educational_level: z
      .number({ error: whenMissing(jobPostMessages.educationRequired) })
      .int(jobPostMessages.educationInvalid)
      .positive(jobPostMessages.educationInvalid)
      .max(2_147_483_647, jobPostMessages.educationInvalid),
    hours_per_week: z
      .number({ error: jobPostMessages.hoursWhole })
      .int(jobPostMessages.hoursWhole)
      .min(1, jobPostMessages.hoursMin)
      .max(168, jobPostMessages.hoursMax)
      .nullish()
      .transform((value) => value ?? null),
    apply_link: z
      .string({ error: whenMissing(jobPostMessages.applyLinkRequired) })
      .trim()
      .min(1, jobPostMessages.applyLinkRequired)
      .max(2000)
      .refine(isWebUrl, jobPostMessages.applyLinkInvalid),
    contact_email: z
      .string()
      .trim()
      .max(254)
      .nullish()
      .transform((value) => value || null)
      .pipe(z.email(jobPostMessages.contactEmailInvalid).nullable()),
    /** The employer locations the job is at; left out on an update, the post keeps its locations. */
    locations: z
      .array(z.number().int().positive().max(2_147_483_647), { error: jobPostMessages.selectLocations })
      .max(500)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  })
  .superRefine((body, context) => {
    if (positionTypeNeedsValue(body.job_position_type_id) && !body.job_position_type_value)
      context.addIssue({ code: 'custom', path: ['job_position_type_value'], message: jobPostMessages.fieldRequired });
    if (body.salary_range_max < body.salary_range_min)
      context.addIssue({ code: 'custom', path: ['salary_range_max'], message: jobPostMessages.maxBelowMin });
  })
  .transform((body) => ({
    ...body,
    job_position_type_value: positionTypeNeedsValue(body.job_position_type_id) ? body.job_position_type_value : null,
  }));
export type JobPostBody = z.input<typeof jobPostBodySchema>;
export type JobPostBodyParsed = z.output<typeof jobPostBodySchema>;

export const jobPostLocationSchema = z.object({
  id: z.number(),
  label: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type JobPostLocation = z.infer<typeof jobPostLocationSchema>;

export const nlxFeedStateSchema = z.object({
  action: z.enum(['publish', 'withdraw']),
  queued_at: z.string(),
  pulled_at: z.string().nullable(),
});

export const jobPostSchema = z.object({
  id: z.number(),
  employer_id: z.number(),
  send_to_nlx: z.boolean(),
  onet_code: z.string().nullable(),
  remote: z.boolean(),
  benefits: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  industry: z.string(),
  job_position_type_id: z.number(),
  job_position_type_value: z.string().nullable(),
  encouraged_types: z.array(z.number()),
  salary_range_min: z.number(),
  salary_range_max: z.number(),
  pay_unit: z.string(),
  minimum_educational_level: z.number(),
  hours_per_week: z.number().nullable(),
  apply_link: z.string(),
  contact_email: z.string().nullable(),
  creator: z.object({ full_name: z.string() }),
  employer: z.object({ company_name: z.string() }),
  employer_job_post_status_id: z.number(),
  /** The state's name: Draft, Published or Expired. */
  employer_job_post_status: z.string(),
  state: z.enum(jobPostStates),
  posted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  locations: z.array(jobPostLocationSchema),
  /** The newest NLX feed queue entry of this post, if any. */
  nlx_feed: nlxFeedStateSchema.nullable(),
});
export type JobPost = z.infer<typeof jobPostSchema>;
export const jobPostListResponseSchema = pagedEnvelope(jobPostSchema);
export type JobPostListResponse = z.infer<typeof jobPostListResponseSchema>;

export const jobPostStatusBodySchema = z.object({
  status: z.enum(['draft', 'published'], { error: jobPostMessages.chooseOption }),
});

export const jobPostLocationsBodySchema = z.object({
  locations: z
    .array(z.number().int().positive().max(2_147_483_647), { error: jobPostMessages.selectLocations })
    .min(1, jobPostMessages.selectLocations)
    .max(500),
});
export type JobPostLocationsBody = z.input<typeof jobPostLocationsBodySchema>;

export const jobPostLocationsResponseSchema = z.object({
  data: z.array(jobPostLocationSchema),
  /** The employer's locations not yet on the post, for the add picker. */
  available: z.array(jobPostLocationSchema),
});
export type JobPostLocationsResponse = z.infer<typeof jobPostLocationsResponseSchema>;

/** The NLX feed: live posts flagged send_to_nlx, plus the queue entries not pulled before this pull. */
export const nlxFeedResponseSchema = z.object({
  generated_at: z.string(),
  jobs: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      company_name: z.string(),
      nlx_company_number: z.string().nullable(),
      onet_code: z.string().nullable(),
      apply_link: z.string(),
      remote: z.boolean(),
      salary_range_min: z.number(),
      salary_range_max: z.number(),
      pay_unit: z.string(),
      posted_at: z.string().nullable(),
      expires_at: z.string().nullable(),
      locations: z.array(z.object({ city: z.string(), state: z.string(), zipcode: z.string() })),
    }),
  ),
  changes: z.array(
    z.object({ job_post_id: z.number(), action: z.enum(['publish', 'withdraw']), queued_at: z.string() }),
  ),
});
export type NlxFeedResponse = z.infer<typeof nlxFeedResponseSchema>;
