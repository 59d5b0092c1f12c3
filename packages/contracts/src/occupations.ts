import { z } from 'zod';
import {
  occupationMessages,
  occupationConstants,
  salaryBucketValues,
  outlooks,
  brightOutlookReasons,
  opportunitySorts,
  matchIfAnySort,
} from './occupations-constants.ts';

/** Occupation Finder and Occupation detail (participant spec 2-9): the request and response schemas. */
export * from './occupations-constants.ts';

const noNul = (value: string) => !value.includes('\u0000');

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

/**
 * GET career-opportunity query. Every value arrives as a string; empty ones mean "not set". A repeated parameter
 * (an array) is refused by the string schemas.
 */
export const opportunityQuerySchema = z.preprocess(
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
    saved: z
      .enum(['1', '0', 'true', 'false'], { error: occupationMessages.invalidSaved })
      .transform((value) => value === '1' || value === 'true')
      .optional(),
    keyword: z
      .string({ error: occupationMessages.invalidKeyword })
      .max(
        occupationConstants.keywordMax,
        `The keyword may not be greater than ${occupationConstants.keywordMax} characters.`,
      )
      .refine(noNul, occupationMessages.invalidKeyword)
      .optional(),
    education: idList(occupationMessages.invalidEducation, 2_147_483_647).optional(),
    cluster: idList(occupationMessages.invalidCluster, occupationConstants.clusterCount).optional(),
    salary: z.enum(salaryBucketValues, { error: occupationMessages.invalidSalary }).optional(),
    sort: z.enum([...opportunitySorts, matchIfAnySort] as const, { error: occupationMessages.invalidSort }).optional(),
  }),
);
export type OpportunityQuery = z.input<typeof opportunityQuerySchema>;
export type OpportunitySearch = z.output<typeof opportunityQuerySchema>;

export const opportunityIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not Found' }).int().positive().max(2_147_483_647),
});

export const saveOpportunityBodySchema = z.object({
  opportunity: z.coerce
    .number({ error: occupationMessages.invalidOpportunity })
    .int(occupationMessages.invalidOpportunity)
    .positive(occupationMessages.invalidOpportunity)
    .max(2_147_483_647, occupationMessages.invalidOpportunity),
});
export type SaveOpportunityBody = z.input<typeof saveOpportunityBodySchema>;

// ---------------------------------------------------------------- responses

export const careerClusterSchema = z.object({ id: z.number().int(), name: z.string() });
export type CareerCluster = z.infer<typeof careerClusterSchema>;

export const opportunitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  description: z.string(),
  /** Projected employment change, percent (BLS 2024-34, national). */
  growth_rate: z.number().nullable(),
  median_annual_salary: z.number().int().nullable(),
  annual_job_openings: z.number().int().nullable(),
  /** True exactly when bright_outlook_reason is set. */
  bright_outlook_job: z.boolean(),
  bright_outlook_reason: z.enum(brightOutlookReasons).nullable(),
  /** Primary cluster first. */
  clusters: z.array(careerClusterSchema),
  /** 0-1; null until the match engine has scored the user. */
  match_score: z.number().nullable(),
  is_saved: z.boolean(),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunityPageSchema = z.object({
  data: z.array(opportunitySchema),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  /** Only in the answer to `sort=match-if-any`: the order used, best match (`match-desc`) or the default (null). */
  appliedSort: z.enum(['match-desc']).nullable().optional().meta({
    description: 'Only with sort=match-if-any: match-desc when best match first was used, null for the default order.',
  }),
});
export type OpportunityPage = z.infer<typeof opportunityPageSchema>;

export const opportunityDetailSchema = opportunitySchema.extend({
  /** "Also called" titles. */
  aliases: z.array(z.string()),
  video: z.string().nullable(),
  meta: z.object({
    /** 1-5 education scale, or null when O*NET has no education data. */
    education_level: z.number().int().min(1).max(5).nullable(),
    tech: z.array(z.string()),
    knowledge: z.array(z.string()),
    /** Our data has no O*NET Abilities; skills take their place (docs/spec-decisions.md). */
    skills: z.array(z.string()),
    tasks: z.array(z.string()),
  }),
  bright_outlook_category: z.string().nullable(),
  /** Only national figures exist; local repeats them (docs/spec-decisions.md). */
  local: z.object({ growthRate: z.number().nullable(), medianAnnualSalary: z.number().int().nullable() }),
  outlook: z.enum(outlooks).nullable(),
  salary_rating: z.number().int().min(1).max(4).nullable(),
  related: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

export const saveOpportunityResponseSchema = z.object({ data: z.object({ is_saved: z.boolean() }) });
export type SaveOpportunityResponse = z.infer<typeof saveOpportunityResponseSchema>;
