/**
 * Funding: obligations and expenses of a customer, approved by a named admin, on an append-only ledger (forms spec
 * 2, 3, 4, 5, 6, 7, 8, 9; staff spec FundingLog; issue #25; docs/decisions/0032-funding-ledger.md). Amounts are
 * integer cents everywhere; only the screens turn them into dollars (formatDollars).
 */

import { fundingListMessages, type FundingMode, type FundingStatus } from './funding-list-constants.ts';

// The paths, statuses, categories, the aggregate's cards and the list pages' texts (funding-list-constants.ts, #30).
export * from './funding-list-constants.ts';

/** Forms spec 9 approval status groups. */
export const fundingStatusGroups = {
  pending: [1, 3],
  approved: [2, 4],
  rejected: [5, 6],
  done: [7],
} as const;

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
  FundingMode,
  {
    title: string;
    description: string;
    statuses: readonly FundingStatus[];
    tabs: readonly string[];
    next: string;
    totalLabel: string;
  }
>;

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
  ...fundingListMessages,
} as const;

/** Invoice file types (forms spec 5). */
export const invoiceExtensions = ['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'csv', 'xls', 'xlsx'] as const;
