// The plain values of customer-merge.ts (paths, routes, poll timing, fields, texts, transfer kinds), kept apart from its Zod schemas (customer-merge.ts re-exports them) so a page that
// needs only these does not load Zod (#30).

/** Merge duplicates, transfer cases, flag possible duplicates (issue #26; paths ours, the spec shows none). */
export const customerMergePaths = {
  compare: '/internal-api/customers/merge/compare',
  merge: '/internal-api/customers/merge',
  status: '/internal-api/customers/merge/:mergeId',
  undo: '/internal-api/customers/merge/:mergeId/undo',
  transfer: '/internal-api/customers/:id/transfer',
  transferLocations: '/internal-api/customers/:id/transfer/locations',
  possibleDuplicates: '/internal-api/customers/:id/possible-duplicates',
} as const;

/** Web routes: the side-by-side compare page and the page that polls a running merge. */
export const customerMergeRoutes = {
  compare: '/customers/merge',
  poll: '/customers/merge/:mergeId',
} as const;
export const mergeCompareRoute = (ids: readonly number[]) => `${customerMergeRoutes.compare}?ids=${ids.join(',')}`;
export const mergePollRoute = (mergeId: number) => customerMergeRoutes.poll.replace(':mergeId', String(mergeId));
/** Where a failed merge sends the browser (staff spec 2.1: /customers with an error query). */
export const mergeFailedRoute = '/customers?error=merge';

/** Staff spec, timing table: at most 10 attempts, 5000 ms between retries, 5000 ms before the redirect. */
export const mergePoll = { attempts: 10, retryMs: 5_000, redirectDelayMs: 5_000 } as const;
/** An admin may undo a merge for this long after it was asked for. */
export const mergeUndoDays = 30;

/** The profile fields a merge lets staff choose per field; every other value stays the survivor's. */
export const mergeFields = [
  'first_name',
  'last_name',
  'preferred_name',
  'birthdate',
  'email',
  'phone',
  'address',
  'zip',
  'sex',
  'hispanic_latino',
  'races',
  'disability',
  'veteran_status',
  'highest_grade_completed',
  'employment_status_at_entry',
] as const;
export type MergeField = (typeof mergeFields)[number];

export const mergeFieldLabels: Record<MergeField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  preferred_name: 'Preferred name',
  birthdate: 'Date of birth',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  zip: 'Zip',
  sex: 'Sex',
  hispanic_latino: 'Hispanic or Latino',
  races: 'Race',
  disability: 'Disability',
  veteran_status: 'Veteran status',
  highest_grade_completed: 'Highest grade completed',
  employment_status_at_entry: 'Employment status at entry',
};

export const customerMergeMessages = {
  /** Staff spec, error catalogue: the merge failure. */
  failed: 'There was an issue while merging these records. Please try again later or contact support for help.',
  pickTwo: 'Choose two different records to compare.',
  survivorRequired: 'Choose the record to keep.',
  sameRecord: 'The record to keep and the record to merge must be different.',
  unknownField: 'The selected field is invalid.',
  alreadyMerged: 'This record has already been merged into another record.',
  deleted: 'A deleted record cannot be merged.',
  notCompleted: 'This merge is still running; it can be undone once it has finished.',
  undoExpired: `A merge can be undone only within ${mergeUndoDays} days.`,
  alreadyUndone: 'This merge has already been undone.',
  survivorMergedAway: 'The record kept by this merge has since been merged into another record; undo that merge first.',
  undone: 'The merge was undone.',
  undoConfirm: (survivorId: number) =>
    `Undo the merge? Everything moved to record #${survivorId} goes back to this record, and record #${survivorId} gets back the values it had before.`,
  undoFailed: 'The merge could not be undone. Please try again later or contact support for help.',
  started: 'Merging the records…',
  loadFailed: 'There was a problem loading the records to compare',
  waiting: 'Merging the records. This page moves on by itself when they are merged.',
} as const;

export const customerTransferMessages = {
  locationRequired: 'The location field is required.',
  kindRequired: 'Choose whether to move the customer or add a location.',
  noteRequired: 'The note field is required.',
  noteTooLong: 'The note field must not be greater than 2000 characters.',
  sameLocation: 'The customer is already at this location.',
  caseManagerNotThere: 'The case manager must work at the new location.',
  unknownLocation: 'The selected location is invalid.',
  moved: 'The customer was moved to the new location.',
  added: 'The location was added to the customer.',
  alertSubject: 'Customer transferred',
  alertMessage: (customer: string, from: string, to: string, kind: TransferKind) =>
    kind === 'move'
      ? `${customer} was moved from ${from} to ${to}.`
      : `${customer} (${from}) is now also served at ${to}.`,
} as const;

export const transferKinds = ['move', 'add'] as const;
export type TransferKind = (typeof transferKinds)[number];
export const transferKindLabels: Record<TransferKind, string> = {
  move: "Move to the location's caseload",
  add: 'Add the location',
};

export const possibleDuplicateMessages = {
  notice: (count: number) =>
    count === 1
      ? 'This customer may be a duplicate of another record (a similar name and the same date of birth).'
      : `This customer may be a duplicate of ${count} other records (similar names and the same date of birth).`,
  compare: 'Compare and merge',
  mergedNotice: 'This record was merged into another record and is read-only.',
  openSurvivor: 'Open the record it was merged into',
  mergedFrom: (count: number) =>
    count === 1
      ? 'Another record was merged into this one. It stays read-only; an admin can undo the merge from it.'
      : `${count} records were merged into this one. They stay read-only; an admin can undo a merge from its record.`,
} as const;
