import { z } from 'zod';
import { jobBoardMessages, jobBoardConstants } from './job-board-constants.ts';

export {
  jobBoardPaths,
  jobBoardRoutes,
  jobBoardMessages,
  jobBoardConstants,
  formatSalaryRange,
  hoursLabel,
  locationLabel,
  formatPostDate,
} from './job-board-constants.ts';

/**
 * The participant job board (participant spec: Job posting cards, Job detail view, the job-board and apply-click
 * calls): request and response schemas; its paths, texts, limits and card labels are in job-board-constants.ts. Staff job
 * posts are in job-posts.ts.
 */

// ---------------------------------------------------------------- requests

const cleanText = (field: string) =>
  z
    .string({ error: `The ${field} must be text.` })
    .max(jobBoardConstants.textMax, `The ${field} may not be greater than ${jobBoardConstants.textMax} characters.`)
    .refine((value) => !value.includes('\u0000'), `The ${field} contains characters that are not allowed.`)
    .transform((value) => value.trim());

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string({ error: `The ${field} must be a whole number.` })
    .trim()
    .regex(/^\d{1,9}$/, `The ${field} must be a whole number.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `The ${field} must be between ${min} and ${max}.`);

/** A comma list of short codes or ids ('62,31-33' for industries, '1,2' for ids). */
const codeList = (pattern: RegExp) =>
  z.string({ error: jobBoardMessages.invalidIds }).transform((value, ctx) => {
    const parts = [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ];
    if (parts.length > 50 || parts.some((part) => !pattern.test(part))) {
      ctx.addIssue({ code: 'custom', message: jobBoardMessages.invalidIds });
      return z.NEVER;
    }
    return parts.length === 0 ? undefined : parts;
  });
const idPattern = /^[1-9]\d{0,8}$/;
const idList = codeList(idPattern).transform((ids) => ids?.map(Number));

/** An empty query value means "not set" (participant spec 5: empty values are dropped). */
const blankable = <T extends z.ZodType>(inner: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), inner.optional());

/** GET /internal-api/job-board query; every value arrives as a string. */
export const jobBoardSearchQuerySchema = z.object({
  page: blankable(wholeNumber('page', 1, 100_000)),
  keyword: blankable(cleanText('keyword')),
  address: blankable(cleanText('location')),
  radius: blankable(wholeNumber('radius', 1, jobBoardConstants.maxRadius)),
  remote: blankable(
    z.enum(['1', '0'], { error: 'The remote filter must be 1 or 0.' }).transform((value) => value === '1'),
  ),
  industry: blankable(codeList(/^\d{2}(-\d{2})?$/)),
  education: blankable(idList),
  positionType: blankable(idList),
  /** Minimum yearly pay. */
  salary: blankable(wholeNumber('salary', 1, 10_000_000)),
  /** An occupation's id: posts with its O*NET code. */
  occupation: blankable(wholeNumber('occupation', 1, 2_147_483_647)),
});
export type JobBoardSearchQuery = z.input<typeof jobBoardSearchQuerySchema>;
export type JobBoardSearchInput = z.output<typeof jobBoardSearchQuerySchema>;

export const jobPostIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not Found' }).int().positive().max(2_147_483_647),
});

/** GET open-counts?occupations=1,2,3 */
export const jobOpenCountsQuerySchema = z.object({
  occupations: z
    .string({ error: jobBoardMessages.invalidIds })
    .pipe(idList)
    .refine(
      (ids) => ids !== undefined && ids.length <= jobBoardConstants.maxCountOccupations,
      jobBoardMessages.invalidIds,
    ),
  radius: blankable(wholeNumber('radius', 1, jobBoardConstants.maxRadius)),
});

// ---------------------------------------------------------------- responses

const option = z.object({ id: z.number().int(), name: z.string() });

export const jobBoardLocationSchema = z.object({
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});

/** Participant spec 3, "Job post as read", plus the location, occupation and distance the board knows. */
export const jobBoardPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  employer: z.object({ id: z.number().int(), company_name: z.string() }),
  remote: z.boolean(),
  salary_range_min: z.number(),
  salary_range_max: z.number(),
  pay_unit: z.string(),
  hours_per_week: z.number().int().nullable(),
  /** The level's label. */
  minimum_educational_level: z.string(),
  posted_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  apply_link: z.string(),
  /** The occupation's first career cluster (from the post's O*NET code); null without a known code. */
  cluster: option.nullable(),
  contact_email: z.string().nullable(),
  onet_code: z.string().nullable(),
  occupation: option.nullable(),
  industry: z.string(),
  position_type: z.string(),
  benefits: z.string().nullable(),
  /** The post's location nearest the searched address, else its first; null for a remote post without one. */
  location: jobBoardLocationSchema.nullable(),
  /** Miles from the searched address; only when the search had one and the post has a location. */
  distance_miles: z.number().optional(),
});
export type JobBoardPost = z.infer<typeof jobBoardPostSchema>;

export const jobBoardSearchResponseSchema = z.object({
  data: z.array(jobBoardPostSchema),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  total: z.number().int(),
  perPage: z.number().int(),
  origin: z.object({ address: z.string() }).nullable(),
  /** The occupation the board is filtered to, for the heading. */
  occupation: option.nullable(),
  /** True when nothing is open for the occupation and the posts are those of related occupations. */
  related: z.boolean(),
});
export type JobBoardSearchResponse = z.infer<typeof jobBoardSearchResponseSchema>;

/** The detail call answers the post's fields at the top level (participant spec 7: "job fields above"). */
export const jobBoardDetailResponseSchema = jobBoardPostSchema;

export const jobBoardFiltersResponseSchema = z.object({
  industries: z.array(z.object({ id: z.string(), name: z.string() })),
  education_levels: z.array(option),
  position_types: z.array(option),
});
export type JobBoardFilters = z.infer<typeof jobBoardFiltersResponseSchema>;

export const jobOpenCountsResponseSchema = z.object({
  data: z.array(z.object({ occupation_id: z.number().int(), onet_code: z.string(), count: z.number().int() })),
  /** Where "near" was measured from (the customer's ZIP, else their primary location's); null: remote posts only. */
  origin: z.object({ address: z.string() }).nullable(),
  radius: z.number().int(),
});
export type JobOpenCountsResponse = z.infer<typeof jobOpenCountsResponseSchema>;
