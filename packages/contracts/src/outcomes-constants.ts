// The plain values and helpers of outcomes.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (outcomes.ts re-exports them) so a page that needs only these does not load Zod (#30).

export { outcomePaths, outcomeRoutes } from './outcomes-paths-constants.ts';

/** Fills `:name` placeholders of an outcome path. */
export const outcomePath = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

export const outcomeSources = ['assigned', 'recommended', 'self'] as const;

/** Derived from the steps (and, for a recommended one, whether the customer started it); never stored. */
export const outcomeStatuses = ['recommended', 'not_started', 'in_progress', 'completed'] as const;

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

export const outcomeAssignKinds = ['assigned', 'recommended'] as const;

/** The outcome's name as the widget shows it: cut at 40 characters with an ellipsis (the tooltip has it whole). */
export function truncateOutcomeName(name: string): { text: string; truncated: boolean } {
  if (name.length <= outcomeLimits.nameTruncateAt) return { text: name, truncated: false };
  return { text: `${name.slice(0, outcomeLimits.nameTruncateAt)}…`, truncated: true };
}

/** The counts a widget row's Goals, Steps and action cells read (an `OutcomeWidgetRow` has them). */
export interface OutcomeProgress {
  completed_goals: number;
  goal_count: number;
  completed_steps: number;
  step_count: number;
}

/** The Goals cell: the not-started wording when nothing is done, otherwise completed/total goals. */
export function outcomeGoalsCell(row: OutcomeProgress): string {
  if (row.completed_goals === 0 && row.completed_steps === 0) return outcomeTexts.notStarted;
  return `${row.completed_goals}/${row.goal_count}`;
}

export const outcomeStepsCell = (row: OutcomeProgress) => `${row.completed_steps}/${row.step_count}`;

/** Start when no goal or step is completed, otherwise Continue. */
export const outcomeAction = (row: OutcomeProgress) =>
  row.completed_goals === 0 && row.completed_steps === 0 ? outcomeTexts.start : outcomeTexts.continue;

export type OutcomeSource = (typeof outcomeSources)[number];
export type OutcomeStatus = (typeof outcomeStatuses)[number];
