import { z } from 'zod';
import { isoDateField } from './dates.ts';

/**
 * Outcomes, a personal pathway plan (issue #24; participant spec "Customer dashboard widgets", sections 3 and 9;
 * staff spec 2.13). The spec names the web routes and the widget call; the rest of the API is ours (ADR 0043).
 */
export const outcomePaths = {
  /** GET the customer's outcomes; POST adds one from the library ({ template_id }). */
  customerList: '/internal-api/customer-portal/outcomes',
  customerAvailable: '/internal-api/customer-portal/outcomes/available',
  /** GET one outcome; PUT edits and DELETE removes an outcome the customer made or added themselves. */
  customerDetail: '/internal-api/customer-portal/outcomes/:id',
  /** POST: the customer makes an outcome of their own, with its goals and steps. */
  customerOwn: '/internal-api/customer-portal/outcomes/own',
  /** PUT { completed }: complete or reopen one step. */
  customerStep: '/internal-api/customer-portal/outcomes/:id/steps/:stepId',
  /** PUT { completed }: complete or reopen every step of a goal. */
  customerGoal: '/internal-api/customer-portal/outcomes/:id/goals/:goalId',
  /** POST: the customer starts an outcome staff recommended. */
  customerStart: '/internal-api/customer-portal/outcomes/:id/start',
  /** The participant dashboard's Outcomes widget (participant spec 7). */
  widget: '/internal-api/dashboard/widget/outcomes',
  /** GET the library (staff); POST a new library outcome (admins). */
  library: '/internal-api/outcomes/library',
  /** PUT edits, DELETE retires a library outcome (admins). */
  libraryItem: '/internal-api/outcomes/library/:id',
  /** The staff /outcomes page: totals and the outcomes of customers at the caller's locations. */
  staffList: '/internal-api/outcomes',
  /** GET a customer's outcomes (staff); POST assigns or recommends one ({ template_id, kind }). */
  staffCustomer: '/internal-api/customers/:id/outcomes',
} as const;

/** Web routes (participant spec "Other customer-portal links"; staff spec 2.1). */
export const outcomeRoutes = {
  customerList: '/customer-portal/outcomes',
  customerDetail: (id: number | string) => `/customer-portal/outcomes/${id}/detail`,
  customerDetailPattern: '/customer-portal/outcomes/:id/detail',
  available: '/customer-portal/outcomes/available',
  /** The customer's own outcome: a new one, and editing one they made or added. */
  newOwn: '/customer-portal/outcomes/new',
  editOwn: (id: number | string) => `/customer-portal/outcomes/${id}/edit`,
  editOwnPattern: '/customer-portal/outcomes/:id/edit',
  staff: '/outcomes',
  library: '/admin/outcome-library',
} as const;

/** Fills `:name` placeholders of an outcome path. */
export const outcomePath = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

export const outcomeSources = ['assigned', 'recommended', 'self'] as const;
export type OutcomeSource = (typeof outcomeSources)[number];

/** Derived from the steps (and, for a recommended one, whether the customer started it); never stored. */
export const outcomeStatuses = ['recommended', 'not_started', 'in_progress', 'completed'] as const;
export type OutcomeStatus = (typeof outcomeStatuses)[number];

export const outcomeLimits = {
  /** Participant spec 9: names longer than this are cut, with the whole name in a tooltip. */
  nameTruncateAt: 40,
  nameMax: 120,
  descriptionMax: 1000,
  goalsMax: 20,
  stepsMax: 30,
  dueInDaysMax: 3650,
  perPage: 20,
} as const;

export const outcomeTexts = {
  widgetTitle: 'Outcomes',
  total: 'Total Outcomes',
  inProgress: 'In Progress',
  completed: 'Completed',
  columns: { outcome: 'Outcome', goals: 'Goals', steps: 'Steps', dueDate: 'Due Date' },
  start: 'Start',
  continue: 'Continue',
  notStarted: 'Assigned, but have not yet started it',
  empty: 'When outcomes are assigned to you or added by you, they will appear here.',
  loadFailed: 'There was a problem loading your outcomes.',
  retry: 'Try again',
  pageTitle: 'My Outcomes',
  recommendedTitle: 'Recommended for you',
  startRecommended: 'Start this outcome',
  addOutcome: 'Add an outcome',
  availableTitle: 'Available outcomes',
  availableEmpty: 'There are no more outcomes to add right now.',
  add: 'Add',
  added: 'Outcome added',
  started: 'Outcome started',
  goal: 'Goal',
  markGoalDone: 'Mark goal done',
  reopenGoal: 'Reopen goal',
  readOnly: 'This plan is read-only.',
  dueLabel: 'Due',
  backToOutcomes: 'Back to my outcomes',
  statusLabels: {
    recommended: 'Recommended',
    not_started: 'Not started',
    in_progress: 'In progress',
    completed: 'Completed',
  } satisfies Record<OutcomeStatus, string>,
  sourceLabels: {
    assigned: 'Assigned',
    recommended: 'Recommended',
    self: 'Added by customer',
  } satisfies Record<OutcomeSource, string>,
} as const;

/** Staff page and library texts. */
export const outcomeStaffTexts = {
  pageTitle: 'Outcomes',
  completed: 'Completed',
  assigned: 'Assigned',
  recommended: 'Recommended',
  assignTitle: 'Assign or recommend an outcome',
  customer: 'Customer',
  outcome: 'Outcome',
  kind: 'How',
  assign: 'Assign',
  recommend: 'Recommend',
  submit: 'Save',
  saved: 'Outcome saved for the customer',
  empty: 'No outcomes yet for customers at your locations.',
  libraryTitle: 'Outcome library',
  libraryLink: 'Outcome library',
  newTemplate: 'New library outcome',
  editTemplate: 'Edit library outcome',
  retire: 'Retire',
  retired: 'Library outcome retired',
  templateSaved: 'Library outcome saved',
  addGoal: 'Add goal',
  addStep: 'Add step',
  goalName: 'Goal',
  stepName: 'Step',
  dueInDays: 'Due after (days)',
  name: 'Name',
  description: 'Description',
} as const;

export const outcomeMessages = {
  nameRequired: 'The name field is required.',
  nameTooLong: `The name field must not be greater than ${outcomeLimits.nameMax} characters.`,
  descriptionTooLong: `The description field must not be greater than ${outcomeLimits.descriptionMax} characters.`,
  goalsRequired: 'At least one goal is required.',
  tooManyGoals: `No more than ${outcomeLimits.goalsMax} goals.`,
  stepsRequired: 'Every goal needs at least one step.',
  tooManySteps: `No more than ${outcomeLimits.stepsMax} steps in a goal.`,
  goalNameRequired: 'The goal field is required.',
  stepNameRequired: 'The step field is required.',
  dueInDaysInvalid: `Due after must be a whole number of days from 0 to ${outcomeLimits.dueInDaysMax}.`,
  templateRequired: 'The outcome field is required.',
  templateUnknown: 'The selected outcome is invalid.',
  kindRequired: 'Choose Assign or Recommend.',
  completedRequired: 'The completed field is required.',
  alreadyHeld: 'This outcome is already in the plan.',
  notRecommended: 'Only a recommended outcome can be started.',
  notFound: 'Outcome not found.',
  notOwn: 'Only an outcome you made or added yourself can be changed or deleted.',
  deleted: 'Outcome deleted',
} as const;

/** The label of a step's due date in the date rule's messages ('The due date must be ...'). */
export const outcomeDueDateLabel = 'due date';

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

export const outcomeAssignKinds = ['assigned', 'recommended'] as const;
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

/** The outcome's name as the widget shows it: cut at 40 characters with an ellipsis (the tooltip has it whole). */
export function truncateOutcomeName(name: string): { text: string; truncated: boolean } {
  if (name.length <= outcomeLimits.nameTruncateAt) return { text: name, truncated: false };
  return { text: `${name.slice(0, outcomeLimits.nameTruncateAt)}…`, truncated: true };
}

/** The Goals cell: the not-started wording when nothing is done, otherwise completed/total goals. */
export function outcomeGoalsCell(row: OutcomeWidgetRow): string {
  if (row.completed_goals === 0 && row.completed_steps === 0) return outcomeTexts.notStarted;
  return `${row.completed_goals}/${row.goal_count}`;
}

export const outcomeStepsCell = (row: OutcomeWidgetRow) => `${row.completed_steps}/${row.step_count}`;

/** Start when no goal or step is completed, otherwise Continue. */
export const outcomeAction = (row: OutcomeWidgetRow) =>
  row.completed_goals === 0 && row.completed_steps === 0 ? outcomeTexts.start : outcomeTexts.continue;
