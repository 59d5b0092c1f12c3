import { z } from 'zod';
import {
  matchLabels,
  occupationConstants,
  occupationMessages,
  opportunitySorts,
  salaryBucketValues,
} from './occupations-constants.ts';
import { opportunitySchema } from './occupations.ts';
import { matchFactors, matchRaiseKinds, myCareerTexts } from './my-career-constants.ts';

export * from './my-career-constants.ts';

/** My Career / Match Engine (participant spec 2-9): the schemas (the plain values are in my-career-constants.ts). */

// ---------------------------------------------------------------- status (spec 3)

export const matchStatusSchema = z.object({
  /** A career-cluster survey has been taken. */
  clusterSurvey: z.boolean(),
  /** The skills survey has been taken. */
  pairinSurvey: z.boolean(),
  /** At least one job experience. */
  professional: z.boolean(),
  /** At least one education experience. */
  education: z.boolean(),
  /** The shown scores reflect every input (false while a recompute is pending or running). */
  matches: z.boolean(),
  /** Share of the four inputs given, 0..1 (0 shows the no-input banner). */
  completed: z.number().min(0).max(1),
});
export type MatchStatus = z.infer<typeof matchStatusSchema>;
export const matchStatusResponseSchema = z.object({ data: matchStatusSchema });

// ---------------------------------------------------------------- explanation

export const matchFactorSchema = z.object({
  factor: z.enum(matchFactors),
  label: z.string(),
  /** This factor's part of the score: the shares add up to the score. */
  share: z.number().min(0).max(1),
  /** How well this input fits the occupation, 0..1 (0 when the input is missing). */
  fit: z.number().min(0).max(1),
  /** The customer has given this input. */
  present: z.boolean(),
});
export type MatchFactorShare = z.infer<typeof matchFactorSchema>;

const matchRaiseSchema = z.object({
  kind: z.enum(matchRaiseKinds),
  /** What the sentence names, as the data names it: the cluster, the skills, the related job's title. */
  subjects: z.array(z.string()),
  /** The education level to finish (1 high school … 5 master's) for `finishEducation`, else null. */
  education: z.number().int().min(1).max(5).nullable(),
  /** The match now and after the change, 0..1. */
  from: z.number().min(0).max(1),
  to: z.number().min(0).max(1),
});
export type MatchRaise = z.infer<typeof matchRaiseSchema>;

export const matchExplanationSchema = z.object({
  score: z.number().min(0).max(1),
  label: z.enum(matchLabels),
  factors: z.array(matchFactorSchema),
  /** One sentence on what would raise the match; null when nothing would. */
  raise: z.string().nullable(),
  /** The same as figures, for a page that words it in another language (#24); null when nothing would raise it. */
  raise_detail: matchRaiseSchema.nullable().optional(),
});
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;

// ---------------------------------------------------------------- opportunities

const idList = (message: string, max: number) =>
  z.string({ error: message }).transform((value, ctx) => {
    const parts = value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    const ids = parts.map((part) => (/^\d{1,9}$/.test(part) ? Number(part) : Number.NaN));
    if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > max) || ids.length > 50) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return [...new Set(ids)].sort((a, b) => a - b);
  });

const flag = (message: string) =>
  z
    .enum(['1', '0', 'true', 'false'], { error: message })
    .transform((value) => value === '1' || value === 'true')
    .optional();

/** GET my-career opportunities (spec 7): page plus non-empty filters; empty values mean "not set". */
export const myCareerQuerySchema = z.preprocess(
  (query) =>
    query && typeof query === 'object'
      ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))
      : query,
  z.object({
    page: z
      .string({ error: occupationMessages.invalidPage })
      .regex(/^\d{1,9}$/, occupationMessages.invalidPage)
      .transform(Number)
      .refine((page) => page >= 1 && page <= occupationConstants.maxPage, occupationMessages.invalidPage)
      .optional(),
    keyword: z
      .string({ error: occupationMessages.invalidKeyword })
      .max(
        occupationConstants.keywordMax,
        `The keyword may not be greater than ${occupationConstants.keywordMax} characters.`,
      )
      .refine((value) => !value.includes('\u0000'), occupationMessages.invalidKeyword)
      .optional(),
    education: idList(occupationMessages.invalidEducation, 2_147_483_647).optional(),
    clusters: idList(occupationMessages.invalidCluster, occupationConstants.clusterCount).optional(),
    salary: z.enum(salaryBucketValues, { error: occupationMessages.invalidSalary }).optional(),
    sort: z.enum(opportunitySorts, { error: occupationMessages.invalidSort }).optional(),
    saved: flag(occupationMessages.invalidSaved),
    brightOutlook: flag(myCareerTexts.invalidBrightOutlook),
  }),
);
export type MyCareerQuery = z.input<typeof myCareerQuerySchema>;
export type MyCareerSearch = z.output<typeof myCareerQuerySchema>;

/** A card: the finder's opportunity plus its explanation (null while the customer has no scores: example matches). */
export const myCareerOpportunitySchema = opportunitySchema.extend({
  explanation: matchExplanationSchema.nullable(),
});
export type MyCareerOpportunity = z.infer<typeof myCareerOpportunitySchema>;

export const myCareerPageSchema = z.object({
  data: z.array(myCareerOpportunitySchema),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
});
export type MyCareerPage = z.infer<typeof myCareerPageSchema>;

export const matchIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not Found' }).int().positive().max(2_147_483_647),
});

/** GET match for one occupation: null data when the customer has no scores yet. */
export const occupationMatchResponseSchema = z.object({
  data: z
    .object({
      occupation_id: z.number().int(),
      match_score: z.number().min(0).max(1),
      explanation: matchExplanationSchema,
    })
    .nullable(),
});
export type OccupationMatchResponse = z.infer<typeof occupationMatchResponseSchema>;
