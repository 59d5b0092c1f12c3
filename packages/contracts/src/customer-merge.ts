import { z } from 'zod';

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

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const mergeCompareQuerySchema = z.object({
  ids: z
    .string({ error: customerMergeMessages.pickTwo })
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .pipe(
      z
        .array(z.number().int().min(1).max(2_147_483_647), { error: customerMergeMessages.pickTwo })
        .length(2, { error: customerMergeMessages.pickTwo })
        .refine((ids) => ids[0] !== ids[1], { error: customerMergeMessages.pickTwo }),
    ),
});

const fieldValue = z.string().nullable();
export const mergeCandidateSchema = z.object({
  id: z.number(),
  values: z.record(z.enum(mergeFields), fieldValue),
  locations: z.array(z.string()),
  created_at: z.string(),
  /** Rows of other tables that belong to the record (services, notes, documents, ...), counted from the catalog. */
  child_rows: z.number(),
  deleted: z.boolean(),
  merged_into: z.number().nullable(),
});
export type MergeCandidate = z.infer<typeof mergeCandidateSchema>;

export const mergeCompareResponseSchema = z.object({
  customers: z.array(mergeCandidateSchema),
  fields: z.array(z.object({ key: z.enum(mergeFields), label: z.string() })),
});
export type MergeCompareResponse = z.infer<typeof mergeCompareResponseSchema>;

export const mergeBodySchema = z
  .object({
    survivor_id: z.coerce
      .number({ error: customerMergeMessages.survivorRequired })
      .int({ error: customerMergeMessages.survivorRequired })
      .min(1, { error: customerMergeMessages.survivorRequired })
      .max(2_147_483_647, { error: customerMergeMessages.survivorRequired }),
    loser_id: id,
    /** The fields whose value is taken from the record merged away. */
    fields_from_loser: z
      .array(z.enum(mergeFields, { error: customerMergeMessages.unknownField }))
      .max(50)
      .default([]),
  })
  .refine((body) => body.survivor_id !== body.loser_id, {
    error: customerMergeMessages.sameRecord,
    path: ['loser_id'],
  });
export type MergeBody = z.input<typeof mergeBodySchema>;

export const mergeStartedResponseSchema = z.object({ merge_id: z.number() });
export const mergeParamsSchema = z.object({ mergeId: id });
/** The spec's poll answer: false while running, then the survivor's address. */
export const mergeStatusResponseSchema = z.union([z.literal(false), z.string()]);
export const mergeUndoResponseSchema = z.object({ message: z.string(), survivor_id: z.number(), loser_id: z.number() });

export const transferKinds = ['move', 'add'] as const;
export type TransferKind = (typeof transferKinds)[number];
export const transferKindLabels: Record<TransferKind, string> = {
  move: "Move to the location's caseload",
  add: 'Add the location',
};

export const transferBodySchema = z.object({
  kind: z.enum(transferKinds, { error: customerTransferMessages.kindRequired }),
  location_id: z.coerce
    .number({ error: customerTransferMessages.locationRequired })
    .int({ error: customerTransferMessages.unknownLocation })
    .min(1, { error: customerTransferMessages.unknownLocation })
    .max(2_147_483_647, { error: customerTransferMessages.unknownLocation }),
  case_manager_id: z.coerce.number().int().min(1).max(2_147_483_647).nullable().default(null),
  note: z
    .string({ error: customerTransferMessages.noteRequired })
    .trim()
    .min(1, { error: customerTransferMessages.noteRequired })
    .max(2000, { error: customerTransferMessages.noteTooLong }),
});
export type TransferBody = z.input<typeof transferBodySchema>;

export const transferResponseSchema = z.object({
  message: z.string(),
  transfer_id: z.number(),
  location_ids: z.array(z.number()),
  /** false when the move took the customer out of every location the caller works at: the record is closed to them. */
  still_visible: z.boolean(),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

export const transferLocationsResponseSchema = z.object({
  locations: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      case_managers: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  ),
  current_location_ids: z.array(z.number()),
});
export type TransferLocations = z.infer<typeof transferLocationsResponseSchema>;

export const customerIdOnlyParamsSchema = z.object({ id });

export const possibleDuplicateSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  birthdate: z.string().nullable(),
  locations: z.array(z.string()),
});
export const possibleDuplicatesResponseSchema = z.object({
  merged_into: z.number().nullable(),
  duplicates: z.array(possibleDuplicateSchema),
  can_merge: z.boolean(),
  /** On a merged record: the merge the caller may undo now (an admin, finished, within mergeUndoDays), else null. */
  undo_merge_id: z.number().nullable(),
  /** On a record others were merged into: those records (read-only, where an admin undoes the merge), newest first. */
  merged_from: z.array(z.object({ id: z.number(), merged_at: z.string() })),
});
export type PossibleDuplicates = z.infer<typeof possibleDuplicatesResponseSchema>;

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
