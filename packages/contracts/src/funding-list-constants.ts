/**
 * Funding's plain values the list pages need at their first paint (issue #30): the API paths and the screens' routes,
 * the statuses and categories, the per-customer modes' ids, the aggregate's cards and bulk actions, and the list pages'
 * texts. funding.ts (the modes' descriptions, the detail panel's actions, the form's messages, the money helpers)
 * re-exports them, so `@portal/contracts` still names every one.
 */

const base = '/internal-api/transactions';

/** The API (forms spec 7 names the calls; the paths are ours, as issue #25 lists them). Every change is a POST. */
export const fundingPaths = {
  statusCounts: `${base}/:customerId/status-counts`,
  logs: `${base}/:customerId/logs/:mode`,
  /** id 0 creates an Obligation Pending (status 1). */
  save: `${base}/:customerId/save/:status/:id`,
  detail: `${base}/:id/detail`,
  approve: `${base}/approve/:status/:id`,
  reject: `${base}/reject/:status/:id`,
  resubmit: `${base}/resubmit/:status/:id`,
  cancel: `${base}/cancel/:status/:id`,
  submitExpense: `${base}/submit-expense/:id`,
  done: `${base}/done/:id`,
  print: `${base}/:id/print`,
  aggregateStatusCounts: `${base}/aggregate/status-counts`,
  aggregate: `${base}/aggregate`,
  bulk: `${base}/bulk/:action`,
  exportCsv: `${base}/export-csv`,
  vendors: `${base}/vendors`,
  categories: `${base}/categories`,
  paymentTypes: `${base}/payment-types`,
  courseTypes: `${base}/course-types`,
  approvers: `${base}/approvers`,
  programs: `${base}/programs`,
  budgets: `${base}/budgets`,
  fundsSummary: `${base}/funds-summary`,
  fundsSummaryCsv: `${base}/funds-summary/export-csv`,
} as const;

/** Fills `:name` segments: fundingPath(fundingPaths.approve, { status: 1, id: 7 }). */
export function fundingPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_whole, name: string) => String(params[name] ?? `:${name}`));
}

/** Screens (forms spec 2: /transactions/{customer} with an optional status query; the aggregate route is ours). */
export const fundingPageRoute = (customerId: number, mode?: FundingMode) =>
  `/transactions/${customerId}${mode ? `?status=${mode}` : ''}`;
export const fundingAggregateRoute = '/transactions';
export const fundingBudgetsRoute = '/transactions/budgets';

/** The per-customer cards' ids (forms spec 2); fundingModes (funding.ts) describes each. */
export const fundingModeIds = ['edit-obligations', 'create-expenses', 'edit-expenses', 'view-expenses'] as const;
export type FundingMode = (typeof fundingModeIds)[number];

/**
 * Approval status codes (forms spec 3): 1 and 3 Pending, 2 and 4 Approved, 5 and 6 Rejected, 7 Done. 8 is ours: an
 * obligation cancelled before it was spent, whose approved amount went back to the budget.
 */
export const fundingStatuses = {
  1: 'Obligation Pending',
  2: 'Obligation Approved',
  3: 'Expense Pending',
  4: 'Expense Approved',
  5: 'Obligation Rejected',
  6: 'Expense Rejected',
  7: 'Expense Done',
  8: 'Obligation Cancelled',
} as const;
export type FundingStatus = keyof typeof fundingStatuses;
export const fundingStatusIds = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly FundingStatus[];
export const isFundingStatus = (value: number): value is FundingStatus => value in fundingStatuses;

/** Record types (forms spec 3): 1 training, 2 support, 3 log. Employer details apply to log; vendor to the others. */
export const fundingCategories = {
  training: { id: 1, label: 'Training' },
  support: { id: 2, label: 'Support' },
  log: { id: 3, label: 'Log' },
} as const;
export type FundingCategory = keyof typeof fundingCategories;
export const fundingCategoryNames = ['training', 'support', 'log'] as const satisfies readonly FundingCategory[];
export const fundingCategoryById = (id: number): FundingCategory | undefined =>
  fundingCategoryNames.find((name) => fundingCategories[name].id === id);

/** Bulk actions (forms spec 3): reject, approve, done map to Rejected, Approved, Done. */
export const fundingBulkActions = ['approve', 'reject', 'done'] as const;
export type FundingBulkAction = (typeof fundingBulkActions)[number];
export const fundingBulkActionLabels: Record<FundingBulkAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  done: 'Done',
};

/**
 * The admin aggregate's cards (forms spec 2), keyed by the per-customer mode they share ids with (forms spec 2, 4:
 * bulk approve/reject on the obligation and create-expense cards, done on the edit-expenses card), the statuses they
 * list, and the customer page a customer name opens.
 */
export const fundingAggregateCards = {
  'edit-obligations': {
    title: 'Approve/Reject Obligations',
    statuses: [1],
    customerMode: 'edit-obligations',
    bulk: ['approve', 'reject'],
  },
  'create-expenses': {
    title: 'Approve/Reject Expenses',
    statuses: [3],
    customerMode: 'edit-expenses',
    bulk: ['approve', 'reject'],
  },
  'edit-expenses': {
    title: "Mark Expenses as 'Done'",
    statuses: [4],
    customerMode: 'view-expenses',
    bulk: ['done'],
  },
  'view-expenses': {
    title: "View 'Done' Transactions",
    statuses: [7],
    customerMode: 'view-expenses',
    bulk: [],
  },
} as const satisfies Record<
  FundingMode,
  { title: string; statuses: readonly FundingStatus[]; customerMode: FundingMode; bulk: readonly FundingBulkAction[] }
>;

export const fundingAggregateCsvName = 'Aggregate-Expense-List.csv';
export const fundingSummaryCsvName = 'Funds-Summary.csv';
export const fundingPerPage = 10;

/** The list pages' texts (forms spec 2, 8), part of fundingMessages (funding.ts). */
export const fundingListMessages = {
  noTransactions: 'No Transactions Found',
  leaveConfirm: 'You must leave this page to view this transaction. Are you sure you want to leave this page?',
  bulkDone: (action: FundingBulkAction) => `Transaction ${fundingBulkActionLabels[action]}`,
  loadError: 'Error while loading...',
  tableLoadError: 'Error fetching data.',
} as const;
