import { z } from 'zod';
import {
  customerMergeMessages,
  customerTransferMessages,
  mergeFields,
  transferKinds,
} from './customer-merge-constants.ts';

export * from './customer-merge-constants.ts';

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
