/** Outcomes, the participant's pathway plan (participant spec "Customer dashboard widgets"; issue #24). */
const outcomes = {
  widgetTitle: 'Outcomes',
  total: 'Total Outcomes',
  inProgress: 'In Progress',
  completed: 'Completed',
  columns: { outcome: 'Outcome', goals: 'Goals', steps: 'Steps', dueDate: 'Due Date', action: 'Action' },
  start: 'Start',
  continue: 'Continue',
  startLabel: 'Start {{name}}',
  continueLabel: 'Continue {{name}}',
  notStarted: 'Assigned, but have not yet started it',
  empty: 'When outcomes are assigned to you or added by you, they will appear here.',
  loading: 'Loading outcomes',
  loadFailed: 'There was a problem loading your outcomes.',
  retry: 'Try again',
  due: {
    notSet: 'Not set',
    today: 'Today!',
    ago_one: '{{count}} day ago!',
    ago_other: '{{count}} days ago!',
    in_one: 'In {{count}} day!',
    in_other: 'In {{count}} days!',
  },
  pageTitle: 'My Outcomes',
  recommendedTitle: 'Recommended for you',
  recommendedHint: 'Your case manager suggested these. Start one to add it to your plan.',
  startRecommended: 'Start this outcome',
  started: 'Outcome started',
  addOutcome: 'Add an outcome',
  availableTitle: 'Available outcomes',
  availableEmpty: 'There are no more outcomes to add right now.',
  add: 'Add',
  addLabel: 'Add {{name}}',
  added: 'Outcome added',
  goalsCount: '{{count}} goals, {{steps}} steps',
  goal: 'Goal',
  goalDone: 'Goal done',
  markGoalDone: 'Mark goal done',
  reopenGoal: 'Reopen goal',
  stepsDone: '{{done}} of {{total}} steps done',
  readOnly: 'This plan is read-only.',
  notStartedYet: 'Start this outcome to work on its steps.',
  dueLabel: 'Due {{when}}',
  backToOutcomes: 'Back to my outcomes',
  saveFailed: 'That change was not saved. Please try again.',
  status: {
    recommended: 'Recommended',
    not_started: 'Not started',
    in_progress: 'In progress',
    completed: 'Completed',
  },
};
export default outcomes;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    outcomes: typeof outcomes;
  }
}
