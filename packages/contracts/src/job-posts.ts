import { z } from 'zod';
import { isWebUrl, pagedEnvelope } from './employers.ts';
import { whenMissing } from './validation-messages.ts';
import { payUnitValues } from './job-posts-constants.ts';
import { encouragedTypeIds, industryCodes } from './job-posts-lookups-constants.ts';
import {
  jobPositionTypes,
  jobPostMessages,
  jobPostStates,
  positionTypeNeedsValue,
} from './job-posts-staff-constants.ts';

export * from './job-posts-constants.ts';
export * from './job-posts-staff-constants.ts';
export * from './job-posts-lookups-constants.ts';

/** Every lookup answers a map of id to name (staff spec 7). */
export const jobPostLookupResponseSchema = z.object({ data: z.record(z.string(), z.string()) });

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
