import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import type { customerHomeToolUseKinds } from './customer-home-constants.ts';
import {
  customerHomeImpactQuestions,
  customerHomeMessages,
  customerHomeResourceTypes,
} from './customer-home-constants.ts';

export {
  customerHomeAvatarPath,
  customerHomeImpactKeys,
  customerHomeImpactQuestions,
  customerHomeMessages,
  customerHomePaths,
  customerHomeResourcePath,
  customerHomeResourceTypeLabels,
  customerHomeResourceTypes,
  customerHomeRoutes,
  customerHomeSlidesPerView,
  customerHomeTiles,
  customerHomeToolKeys,
  customerHomeToolUseKinds,
  customerHomeTools,
} from './customer-home-constants.ts';
export type {
  CustomerHomeImpactKey,
  CustomerHomeResourceType,
  CustomerHomeToolKey,
} from './customer-home-constants.ts';

/** PUT body: answers by question key; null clears an answer. Keys left out are unchanged. */
export const customerHomeImpactAnswersSchema = z
  .object({
    answers: z.record(z.string(), z.string().max(200).nullable()),
  })
  .superRefine((body, ctx) => {
    for (const [key, answer] of Object.entries(body.answers)) {
      const question = customerHomeImpactQuestions.find((q) => q.key === key);
      if (!question) {
        ctx.addIssue({ code: 'custom', path: ['answers', key], message: customerHomeMessages.unknownQuestion });
      } else if (answer !== null && !(question.options as readonly string[]).includes(answer)) {
        ctx.addIssue({ code: 'custom', path: ['answers', key], message: customerHomeMessages.notAnOption });
      }
    }
  });
export type CustomerHomeImpactAnswersBody = z.infer<typeof customerHomeImpactAnswersSchema>;

export const customerHomeImpactQuestionsResponseSchema = z.object({
  data: z.array(
    z.object({
      key: z.string(),
      question: z.string(),
      options: z.array(z.string()),
      answer: z.string().nullable(),
      updated_at: z.string().nullable(),
    }),
  ),
});
export type CustomerHomeImpactQuestionsResponse = z.infer<typeof customerHomeImpactQuestionsResponseSchema>;

// ---------------------------------------------------------------- profile widget

/** Participant spec 3, "Profile widget": data (avatar_url, name, first_name, last_name, location, percentage), answered, last_updated. */
export const customerHomeProfileWidgetSchema = z.object({
  data: z.object({
    avatar_url: z.string().nullable(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    location: z.string().nullable(),
    /** Profile completion, 0-100: the share of the four inputs My Career's match engine reads. */
    percentage: z.number().int().min(0).max(100),
  }),
  /** Impact questions answered, out of `questions`. */
  answered: z.number().int().nonnegative(),
  questions: z.number().int().positive(),
  /** When the profile or an answer last changed (ISO), or null. */
  last_updated: z.string().nullable(),
});
export type CustomerHomeProfileWidget = z.infer<typeof customerHomeProfileWidgetSchema>;

export const customerHomeAvatarBodySchema = z.object({
  path: z.string({ error: requiredMessage }).min(1, requiredMessage).max(300),
});
export const customerHomeAvatarResponseSchema = z.object({ avatar_url: z.string().nullable() });
export type CustomerHomeToolUseKind = (typeof customerHomeToolUseKinds)[number];

const toolSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), link: z.string() });

/** Participant spec 3, "Tools summary": total_visited, total_updated_percent, Tools (id, name, description, link). */
export const customerHomeToolsWidgetSchema = z.object({
  /** Tools the customer used in the last month (distinct). */
  total_visited: z.number().int().nonnegative(),
  /** The share of all tools (0-100) in which the customer saved something in the last month. */
  total_updated_percent: z.number().int().min(0).max(100),
  /** The featured tools, for the carousel. */
  Tools: z.array(toolSchema),
});
export type CustomerHomeToolsWidget = z.infer<typeof customerHomeToolsWidgetSchema>;

export const customerHomeToolsPageSchema = z.object({
  data: z.array(toolSchema.extend({ last_used_at: z.string().nullable(), featured: z.boolean() })),
});
export type CustomerHomeToolsPage = z.infer<typeof customerHomeToolsPageSchema>;

const webAddress = z
  .string({ error: requiredMessage })
  .trim()
  .min(1, requiredMessage)
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), customerHomeMessages.invalidUrl);

/** Participant spec 3, "Resource item": type, url, title, content, thumbnail_url, duration_minutes. */
export const customerHomeResourceSchema = z.object({
  id: z.number().int(),
  type: z.enum(customerHomeResourceTypes),
  url: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  thumbnail_url: z.string().nullable(),
  duration_minutes: z.number().int().nullable(),
});
export type CustomerHomeResource = z.infer<typeof customerHomeResourceSchema>;

export const customerHomeResourcesSchema = z.object({ data: z.array(customerHomeResourceSchema) });
export type CustomerHomeResources = z.infer<typeof customerHomeResourcesSchema>;

/** A thumbnail: a web address, or an image inlined as a base64 data URL (shown only in an img element). */
const thumbnailAddress = z
  .string()
  .trim()
  .max(200_000)
  .refine(
    (value) =>
      /^https?:\/\/[^\s]+$/i.test(value) ||
      /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value),
    customerHomeMessages.invalidUrl,
  );

/** The admin's form: the same fields, plus the order and whether customers see it. */
export const customerHomeResourceBodySchema = z.object({
  type: z.enum(customerHomeResourceTypes, { error: requiredMessage }),
  url: webAddress,
  title: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(200, 'The title may not be greater than 200 characters.'),
  content: z.string().max(20_000).default(''),
  thumbnail_url: thumbnailAddress.nullable().default(null),
  duration_minutes: z.number().int().min(1).max(600).nullable().default(null),
  position: z.number().int().min(0).max(10_000).default(0),
  published: z.boolean().default(true),
});
export type CustomerHomeResourceBody = z.input<typeof customerHomeResourceBodySchema>;

export const customerHomeAdminResourceSchema = customerHomeResourceSchema.extend({
  position: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type CustomerHomeAdminResource = z.infer<typeof customerHomeAdminResourceSchema>;
export const customerHomeAdminResourcesSchema = z.object({ data: z.array(customerHomeAdminResourceSchema) });

export const customerHomeIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const customerHomeCustomerIdParamsSchema = z.object({
  customerId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const customerHomeAvatarQuerySchema = z.object({ v: z.coerce.number().int().optional() });
