import { z } from 'zod';
import { isoDateField } from './dates.ts';
import {
  outcomeAssignKinds,
  outcomeDueDateLabel,
  outcomeLimits,
  outcomeMessages,
  outcomeSources,
  outcomeStatuses,
} from './outcomes-constants.ts';

export {
  outcomeAction,
  outcomeAssignKinds,
  outcomeDueDateLabel,
  outcomeGoalsCell,
  outcomeLimits,
  outcomeMessages,
  outcomePath,
  outcomePaths,
  outcomeRoutes,
  outcomeSources,
  outcomeStaffTexts,
  outcomeStatuses,
  outcomeStepsCell,
  outcomeTexts,
  truncateOutcomeName,
} from './outcomes-constants.ts';
export type { OutcomeSource, OutcomeStatus } from './outcomes-constants.ts';

const trimmed = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

export const outcomeIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const outcomeStepParamsSchema = outcomeIdParamsSchema.extend({
  stepId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const outcomeGoalParamsSchema = outcomeIdParamsSchema.extend({
  goalId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const outcomeCompletionBodySchema = z.object({
  completed: z.boolean({ error: outcomeMessages.completedRequired }),
});
export type OutcomeCompletionBody = z.infer<typeof outcomeCompletionBodySchema>;

const templateId = z.coerce
  .number({ error: outcomeMessages.templateRequired })
  .int({ error: outcomeMessages.templateUnknown })
  .min(1, { error: outcomeMessages.templateUnknown })
  .max(2_147_483_647, { error: outcomeMessages.templateUnknown });

export const outcomeAddBodySchema = z.object({ template_id: templateId });
export type OutcomeAddBody = z.infer<typeof outcomeAddBodySchema>;
export const outcomeAssignBodySchema = z.object({
  template_id: templateId,
  kind: z.enum(outcomeAssignKinds, { error: outcomeMessages.kindRequired }),
});
export type OutcomeAssignBody = z.infer<typeof outcomeAssignBodySchema>;

export const outcomeTemplateStepSchema = z.object({
  name: trimmed(outcomeMessages.stepNameRequired, outcomeLimits.nameMax, outcomeMessages.nameTooLong),
  due_in_days: z
    .number({ error: outcomeMessages.dueInDaysInvalid })
    .int({ error: outcomeMessages.dueInDaysInvalid })
    .min(0, { error: outcomeMessages.dueInDaysInvalid })
    .max(outcomeLimits.dueInDaysMax, { error: outcomeMessages.dueInDaysInvalid })
    .nullable(),
});
/** A goal of a plan: a name and one or more steps of the given shape. */
const goalSchema = <Step extends z.ZodType>(step: Step) =>
  z.object({
    name: trimmed(outcomeMessages.goalNameRequired, outcomeLimits.nameMax, outcomeMessages.nameTooLong),
    steps: z
      .array(step, { error: outcomeMessages.stepsRequired })
      .min(1, { error: outcomeMessages.stepsRequired })
      .max(outcomeLimits.stepsMax, { error: outcomeMessages.tooManySteps }),
  });

/** An outcome's name, description and one or more goals of the given shape. */
const planBodySchema = <Goal extends z.ZodType>(goal: Goal) =>
  z.object({
    name: trimmed(outcomeMessages.nameRequired, outcomeLimits.nameMax, outcomeMessages.nameTooLong),
    description: z
      .string()
      .trim()
      .max(outcomeLimits.descriptionMax, { error: outcomeMessages.descriptionTooLong })
      .default(''),
    goals: z
      .array(goal, { error: outcomeMessages.goalsRequired })
      .min(1, { error: outcomeMessages.goalsRequired })
      .max(outcomeLimits.goalsMax, { error: outcomeMessages.tooManyGoals }),
  });

export const outcomeTemplateGoalSchema = goalSchema(outcomeTemplateStepSchema);

/** A library outcome as an admin writes it; the browser's form and the server check it with this one schema. */
export const outcomeTemplateBodySchema = planBodySchema(outcomeTemplateGoalSchema);
export type OutcomeTemplateBody = z.input<typeof outcomeTemplateBodySchema>;

const rowId = z.number().int().min(1).max(2_147_483_647);

/**
 * An outcome the customer writes: its goals and steps, each step with a due date or none. A date is a planned one:
 * from 01/01/1900 up to the plan ceiling (dates.ts dateBounds.plan). On an edit, goals and steps that carry their `id`
 * are kept (a completed step stays completed); those left out are removed; those without an id are new.
 */
export const outcomeOwnStepSchema = z.object({
  id: rowId.optional(),
  name: trimmed(outcomeMessages.stepNameRequired, outcomeLimits.nameMax, outcomeMessages.nameTooLong),
  due_date: isoDateField(outcomeDueDateLabel, 'plan').nullable(),
});
export const outcomeOwnGoalSchema = goalSchema(outcomeOwnStepSchema).extend({ id: rowId.optional() });
export const outcomeOwnBodySchema = planBodySchema(outcomeOwnGoalSchema);
export type OutcomeOwnBody = z.input<typeof outcomeOwnBodySchema>;
export type OutcomeOwnInput = z.output<typeof outcomeOwnBodySchema>;

export const outcomeTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  goals: z.array(
    z.object({
      name: z.string(),
      steps: z.array(z.object({ name: z.string(), due_in_days: z.number().nullable() })),
    }),
  ),
  goal_count: z.number(),
  step_count: z.number(),
});
export type OutcomeTemplate = z.infer<typeof outcomeTemplateSchema>;
export const outcomeLibraryResponseSchema = z.object({ data: z.array(outcomeTemplateSchema) });
export type OutcomeLibrary = z.infer<typeof outcomeLibraryResponseSchema>;

/** One row of the Outcomes widget (participant spec 3, "Outcome (widget)"). */
export const outcomeWidgetRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The earliest due date among the steps still open (YYYY-MM-DD), or null: 'Not set'. */
  due_date: z.string().nullable(),
  goal_count: z.number(),
  completed_goals: z.number(),
  step_count: z.number(),
  completed_steps: z.number(),
});
export type OutcomeWidgetRow = z.infer<typeof outcomeWidgetRowSchema>;

export const outcomeSummarySchema = z.object({
  total: z.number(),
  inprogress: z.number(),
  completed: z.number(),
});
export type OutcomeSummary = z.infer<typeof outcomeSummarySchema>;

export const outcomeWidgetResponseSchema = z.object({
  data: z.array(outcomeWidgetRowSchema),
  summary: outcomeSummarySchema,
});
export type OutcomeWidgetResponse = z.infer<typeof outcomeWidgetResponseSchema>;

export const outcomeListItemSchema = outcomeWidgetRowSchema.extend({
  description: z.string(),
  source: z.enum(outcomeSources),
  status: z.enum(outcomeStatuses),
  created_at: z.string(),
});
export type OutcomeListItem = z.infer<typeof outcomeListItemSchema>;

export const customerOutcomesResponseSchema = z.object({
  /** Outcomes in the plan: assigned, added, and recommended ones the customer started. */
  data: z.array(outcomeListItemSchema),
  /** Recommended by staff, waiting for the customer to start them. */
  recommended: z.array(outcomeListItemSchema),
  summary: outcomeSummarySchema,
});
export type CustomerOutcomesResponse = z.infer<typeof customerOutcomesResponseSchema>;

export const outcomeStepSchema = z.object({
  id: z.number(),
  name: z.string(),
  due_date: z.string().nullable(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
});
export type OutcomeStep = z.infer<typeof outcomeStepSchema>;

export const outcomeGoalSchema = z.object({
  id: z.number(),
  name: z.string(),
  completed: z.boolean(),
  step_count: z.number(),
  completed_steps: z.number(),
  steps: z.array(outcomeStepSchema),
});
export type OutcomeGoal = z.infer<typeof outcomeGoalSchema>;

export const outcomeDetailSchema = outcomeListItemSchema.extend({
  goals: z.array(outcomeGoalSchema),
  /** False for an archived customer (read-only) and for a recommended outcome not yet started. */
  can_edit: z.boolean(),
  /** True when the customer made or added it themselves (and is not read-only): they may edit or delete it. */
  can_manage: z.boolean(),
});
export type OutcomeDetail = z.infer<typeof outcomeDetailSchema>;

export const outcomeAvailableResponseSchema = z.object({
  data: z.array(outcomeTemplateSchema),
});
export type OutcomeAvailable = z.infer<typeof outcomeAvailableResponseSchema>;

export const staffCustomerOutcomesResponseSchema = z.object({ data: z.array(outcomeListItemSchema) });
export type StaffCustomerOutcomes = z.infer<typeof staffCustomerOutcomesResponseSchema>;

export const outcomeStaffQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const outcomeStaffTotalsSchema = z.object({
  total_completed_outcomes: z.number(),
  total_assigned_outcomes: z.number(),
  total_recommended_outcomes: z.number(),
});

export const outcomeStaffPageSchema = z.object({
  totals: outcomeStaffTotalsSchema,
  data: z.array(outcomeListItemSchema.extend({ customer: z.object({ id: z.number(), full_name: z.string() }) })),
  currentPage: z.number(),
  lastPage: z.number(),
  total: z.number(),
});
export type OutcomeStaffPage = z.infer<typeof outcomeStaffPageSchema>;
