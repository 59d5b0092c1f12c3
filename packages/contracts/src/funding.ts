/**
 * Funding: obligations and expenses of a customer, approved by a named admin, on an append-only ledger (forms spec
 * 2, 3, 4, 5, 6, 7, 8, 9; staff spec FundingLog; issue #25; docs/decisions/0032-funding-ledger.md). Amounts are
 * integer cents everywhere; only the screens turn them into dollars (formatDollars).
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

/** Forms spec 9 approval status groups. */
export const fundingStatusGroups = {
  pending: [1, 3],
  approved: [2, 4],
  rejected: [5, 6],
  done: [7],
} as const;

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

/** Forms spec 9 recipient options. */
export const fundingRecipients = ['participant', 'vendor', 'employer'] as const;
export type FundingRecipient = (typeof fundingRecipients)[number];
export const fundingRecipientLabels: Record<FundingRecipient, string> = {
  participant: 'Participant',
  vendor: 'Vendor',
  employer: 'Employer',
};

/** The per-customer cards (forms spec 2) and the statuses each lists (forms spec 2, 4). */
export const fundingModes = {
  'edit-obligations': {
    title: 'Edit Obligations',
    description: 'Edit pending or rejected obligations and send them for approval.',
    statuses: [1, 5],
    tabs: ['Obligations', 'Approved Obligations', 'New Obligations', 'Update Obligations'],
    next: 'edit-obligations',
    totalLabel: 'Obligations',
  },
  'create-expenses': {
    title: 'Create Expenses',
    description: 'View approved obligations to create and submit an expense.',
    statuses: [2],
    tabs: ['Obligations', 'Expenses', 'Expenses', 'Expenses'],
    next: 'edit-expenses',
    totalLabel: 'Approved Obligations',
  },
  'edit-expenses': {
    title: 'Edit Expenses',
    description: 'Edit pending or rejected expenses.',
    statuses: [3, 6],
    tabs: ['Expenses', 'Approved Expenses', 'New Expenses', 'Update Expenses'],
    next: 'view-expenses',
    totalLabel: 'Expenses',
  },
  'view-expenses': {
    title: 'View Expenses',
    description: 'View approved expenses, mark them done, download or print.',
    statuses: [4, 7],
    tabs: ['Expenses', 'Approved Expenses', 'Approved Expenses', 'Approved Expenses'],
    next: 'view-expenses',
    totalLabel: 'Approved Expenses',
  },
} as const satisfies Record<
  string,
  {
    title: string;
    description: string;
    statuses: readonly FundingStatus[];
    tabs: readonly string[];
    next: string;
    totalLabel: string;
  }
>;
export type FundingMode = keyof typeof fundingModes;
export const fundingModeIds = Object.keys(fundingModes) as [FundingMode, ...FundingMode[]];

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

/** Bulk actions (forms spec 3): reject, approve, done map to Rejected, Approved, Done. */
export const fundingBulkActions = ['approve', 'reject', 'done'] as const;
export type FundingBulkAction = (typeof fundingBulkActions)[number];
export const fundingBulkActionLabels: Record<FundingBulkAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  done: 'Done',
};

/** Sort fields (forms spec 3); the default is date descending (forms spec 9). */
export const fundingSortKeys = ['date', 'title', 'customer', 'customer_id', 'id', 'submitter', 'total'] as const;
export type FundingSortKey = (typeof fundingSortKeys)[number];
export const fundingSortOrders = ['asc', 'desc', 'none'] as const;

/** Detail-panel actions (forms spec 4), as the server offers them to the session's user. */
export const fundingActions = [
  'approve',
  'reject',
  'update',
  'resubmit',
  'submit-expense',
  'done',
  'cancel',
  'print',
] as const;
export type FundingAction = (typeof fundingActions)[number];

/** Button labels of the detail panel per status (forms spec 4). */
export const fundingActionLabels: Record<FundingStatus, Partial<Record<FundingAction, string>>> = {
  1: { approve: 'Approve', reject: 'Reject', update: 'Update', cancel: 'Cancel Obligation' },
  2: { 'submit-expense': 'Submit Expense', cancel: 'Cancel Obligation' },
  3: { approve: 'Approve Expense', reject: 'Reject Expense', update: 'Update Expense' },
  4: { done: 'Mark as Done', print: 'Print Transaction' },
  5: { resubmit: 'Resubmit Obligation', update: 'Update', cancel: 'Cancel Obligation' },
  6: { resubmit: 'Resubmit Expense', update: 'Update Expense' },
  7: { print: 'Print Transaction' },
  8: { print: 'Print Transaction' },
};

export const fundingAggregateCsvName = 'Aggregate-Expense-List.csv';
export const fundingSummaryCsvName = 'Funds-Summary.csv';
export const fundingPerPage = 10;
/** Forms spec 9: fund amount minimum 1 (dollar), i.e. 100 cents. */
export const fundingMinimumFundCents = 100;
/** The largest amount one program line may carry: $10,000,000.00, far above any individual training award. */
export const fundingMaximumFundCents = 1_000_000_000;

/** Integer cents as dollars without floating point: 123456 -> '$1,234.56', -5 -> '-$0.05'. */
export function formatDollars(cents: number, options: { symbol?: boolean } = {}): string {
  const negative = cents < 0;
  const digits = String(Math.abs(Math.trunc(cents))).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${options.symbol === false ? '' : '$'}${whole}.${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}

/** Whole dollars typed in the form (forms spec 5: no '.', '+', '-') to cents, without floats. */
export function dollarsTextToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,8}$/.test(trimmed)) return null;
  return Number(trimmed) * 100;
}

/** The spec's texts (forms spec 2, 5, 8; staff spec 5, 8), word for word, and ours where it has none. */
export const fundingMessages = {
  heading: 'What do you want to do?',
  vendorRequired: 'You must select at least one "Vendor".',
  approverRequired: 'You must select at least one "Approver".',
  paymentTypeRequired: 'You must select at least one "Payment type".',
  recipientRequired: 'You must select at least one "Recipient of Payment".',
  descriptionRequired: '"Transaction Details" is required.',
  employerRequired: (label: string) => `Employer ${label} is required.`,
  nullField: (label: string) => `${label} field is required.`,
  programsRequired: 'Please select program(s) for funds.',
  serviceLogApproverRequired: 'You must select an "Approver".',
  fundMinimum: 'The fund amount must be at least $1.',
  fundWhole: 'The fund amount must be a whole number of cents.',
  fundMaximum: 'The fund amount is too large.',
  programDuplicate: 'Each program may be listed only once.',
  programInvalid: 'The selected program is invalid.',
  vendorInvalid: 'The selected vendor is invalid.',
  paymentTypeInvalid: 'The selected payment type is invalid.',
  courseTypeInvalid: 'The selected course type is invalid.',
  namedAdminApprover: 'Funding approval requires a named admin as approver',
  approverIsRequester: 'The approver must be someone other than the person who requested the transaction.',
  selfApproval: 'You cannot approve or reject a transaction you requested.',
  thresholdConfirm:
    "You've entered an amount that does not require approval. As such, please make sure you have all of the information filled in. Please confirm.",
  alreadyApproved: 'This transaction has already been approved.',
  alreadyRejected: 'This transaction has been rejected; it must be resubmitted before it can be approved.',
  alreadyDone: "This transaction is already marked as 'Done'.",
  stale: 'Someone else changed this transaction after you opened it. Reload it to see the latest version.',
  notAllowedInStatus: (action: string, status: string) =>
    `${action} is not possible for a transaction that is ${status}.`,
  overBudget: (program: string, year: number, availableText: string, requestedText: string) =>
    `${program} has ${availableText} available in PY${year}; ${requestedText} cannot be obligated.`,
  noBudget: (program: string, year: number) => `${program} has no budget for PY${year}.`,
  noTransactions: 'No Transactions Found',
  leaveConfirm: 'You must leave this page to view this transaction. Are you sure you want to leave this page?',
  bulkDone: (action: FundingBulkAction) => `Transaction ${fundingBulkActionLabels[action]}`,
  loadError: 'Error while loading...',
  tableLoadError: 'Error fetching data.',
  invoiceType: 'The invoice must be a file of type: doc, docx, jpeg, jpg, pdf, png, csv, xls, xlsx',
  invoiceFailed: 'It was not possible to upload your file.',
  budgetNegative: 'The budget cannot be negative.',
  budgetYearAhead: 'A budget may be set for the current program year, the next one, or an earlier one.',
  budgetBelowCommitted: (committedText: string) =>
    `The budget cannot be less than what is already obligated and expended (${committedText}).`,
  saved: 'Transaction saved',
  approved: 'Transaction Approved',
  rejected: 'Transaction Rejected',
  resubmitted: 'Transaction resubmitted',
  expenseSubmitted: 'Expense submitted',
  markedDone: 'Transaction Done',
  cancelled: 'Obligation cancelled',
  budgetSaved: 'Budget saved',
} as const;

/** Invoice file types (forms spec 5). */
export const invoiceExtensions = ['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'csv', 'xls', 'xlsx'] as const;
