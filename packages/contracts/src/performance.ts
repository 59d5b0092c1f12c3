import { z } from 'zod';
import { dateBoundMessages, earliestDate, parseIsoDate } from './dates.ts';
import { whenMissing } from './validation-messages.ts';
import {
  evidenceExtensions,
  extensionOfName,
  latestIndicatorDate,
  measurableTypes,
  numericInput,
  performanceEndpoints,
  performanceMessages,
} from './performance-constants.ts';

export {
  evidenceExtensions,
  extensionOfName,
  kindOfEndpoint,
  kindOfMeasurableType,
  latestIndicatorDate,
  measurableTypeTitle,
  measurableTypes,
  numericInput,
  performanceEditWindowMonths,
  performanceEndpoints,
  performanceKindKeys,
  performanceKinds,
  performanceMessages,
  performancePageRoute,
  performancePath,
  performancePaths,
} from './performance-constants.ts';
export type { PerformanceKind } from './performance-constants.ts';

const idNumber = z.coerce.number().int().positive().max(2_147_483_647);

export const performanceTypeSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  is_evidence_must: z.boolean(),
});
export type PerformanceType = z.infer<typeof performanceTypeSchema>;
export const performanceTypeSearchParamsSchema = z.object({ endpoint: z.enum(performanceEndpoints) });
export const performanceTypeSearchQuerySchema = z.object({ term: z.string().max(100).optional() });
export const performanceTypeSearchResponseSchema = z.object({ data: z.array(performanceTypeSchema) });

/**
 * An evidence object (staff spec 3: name, path, size, mime): a finished upload of purpose 'evidence' whose name ends
 * in one of `extensions`. Performance records and wage records accept different types, with their own message.
 */
export function evidenceObjectSchema(extensions: readonly string[], typeMessage: string) {
  return z
    .object({
      name: z.string().trim().min(1).max(255),
      path: z.string().min(1).max(500),
      size: z.number().int().nonnegative().optional(),
      mime: z.string().max(255).optional(),
    })
    .refine((evidence) => extensions.includes(extensionOfName(evidence.name)), { message: typeMessage });
}

/** Multipart sends evidence as JSON text; JSON bodies may send the object. An empty string is no evidence. */
export function evidenceFieldSchema<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (value === '' || value === 'null') return null;
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema.nullish());
}

export const evidenceSchema = evidenceObjectSchema(evidenceExtensions, performanceMessages.evidenceType);
export type Evidence = z.infer<typeof evidenceSchema>;

const evidenceField = evidenceFieldSchema(evidenceSchema);

/** Day granularity, not later than the board's today (BOARD_TIME_ZONE, the same day in the browser and on the server). */
const dateAffectedField = z
  .string({ error: whenMissing(performanceMessages.dateRequired) })
  .trim()
  .min(1, performanceMessages.dateRequired)
  .refine((value) => parseIsoDate(value.slice(0, 10)) !== null, performanceMessages.dateInvalid)
  .transform((value) => value.slice(0, 10))
  .refine((value) => value >= earliestDate, dateBoundMessages.tooEarly('date affected'))
  .refine((value) => value <= latestIndicatorDate(), performanceMessages.dateInFuture);

/** Create and update (staff spec 3 update payload; forms spec 7). */
export const performanceBodySchema = z.object({
  /** Multipart spoofing of PUT (ignored; the path says what the call is). */
  _method: z.string().max(10).optional(),
  measurable_id: z.preprocess(
    numericInput,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? performanceMessages.typeRequired : performanceMessages.typeInvalid,
      })
      .int(performanceMessages.typeInvalid)
      .positive(performanceMessages.typeInvalid)
      .max(2_147_483_647, performanceMessages.typeInvalid),
  ),
  measurable_type: z.enum(measurableTypes, {
    error: (issue) => (issue.input === undefined ? performanceMessages.typeRequired : performanceMessages.typeInvalid),
  }),
  /** Sent by the form; the server decides from the type, never from this. */
  is_evidence_must: z.union([z.boolean(), z.string().max(10), z.number()]).optional(),
  date_affected: dateAffectedField,
  evidence: evidenceField,
  /** Rich text (HTML), sanitised on the server; empty is an empty paragraph. */
  note: z.string().max(20_000).nullish(),
  customer_id: idNumber,
});
export type PerformanceBody = z.input<typeof performanceBodySchema>;

export const performanceIdParamsSchema = z.object({ id: idNumber });

const userIdsField = z
  .string()
  .max(2_000)
  .optional()
  .transform((value, context) => {
    if (!value) return [];
    const ids = value.split(',').map((part) => Number(part.trim()));
    if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) {
      context.addIssue({ code: 'custom', message: performanceMessages.filterUserInvalid });
      return z.NEVER;
    }
    return [...new Set(ids)].slice(0, 100);
  });

export const performanceListQuerySchema = z.object({
  customer_id: idNumber,
  location: idNumber.optional(),
  /** Comma-joined user ids (the creators to show). */
  users: userIdsField,
  /** Records of that day (YYYY-MM-DD), not later than today. */
  date: z
    .string()
    .max(40)
    .optional()
    .refine((value) => !value || parseIsoDate(value.slice(0, 10)) !== null, performanceMessages.filterDateInvalid)
    .transform((value) => (value ? value.slice(0, 10) : undefined))
    .refine((value) => !value || value >= earliestDate, dateBoundMessages.tooEarly('date'))
    .refine((value) => !value || value <= latestIndicatorDate(), performanceMessages.filterDateInFuture),
  /** One accordion section's records; all kinds when absent. */
  measurable_type: z.enum(measurableTypes).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});
export type PerformanceListQuery = z.input<typeof performanceListQuerySchema>;

/** A row (staff spec 3), plus what the web needs to decide Edit and Delete without computing the rules itself. */
export const performanceRecordSchema = z.object({
  id: z.number().int(),
  creator_user_id: z.number().int(),
  customer_id: z.number().int(),
  measurable_type: z.string(),
  measurable: z.object({ data: z.object({ id: z.number().int(), type: z.string(), is_evidence_must: z.boolean() }) }),
  date_affected: z.string(),
  customer: z.object({
    data: z.object({
      full_name: z.string(),
      performanceEnrollment: z.object({
        data: z.object({ id: z.number().int().nullable(), exit_at: z.string().nullable() }),
      }),
    }),
  }),
  user: z.object({ data: z.object({ first_name: z.string(), last_name: z.string() }) }),
  document: z.object({
    data: z
      .object({
        id: z.number().int(),
        path: z.string(),
        original_filename: z.string(),
        /** A paper document kept at a location: no file to download (show it as text with the location). */
        is_on_file: z.boolean(),
        location_name: z.string().nullable(),
      })
      .nullable(),
  }),
  note: z.object({ data: z.object({ body: z.string() }) }),
  created_at: z.string(),
  /** The server's answer to "may the caller edit/delete this now", with the alert when not. */
  can_edit: z.boolean(),
  edit_refusal: z.string().nullable(),
  delete_refusal: z.string().nullable(),
});
export type PerformanceRecord = z.infer<typeof performanceRecordSchema>;

export const performanceListResponseSchema = z.object({
  data: z.array(performanceRecordSchema),
  currentPage: z.number().int(),
  total: z.number().int(),
  perPage: z.number().int(),
});
export type PerformanceListResponse = z.infer<typeof performanceListResponseSchema>;

export const performanceUserSearchQuerySchema = z.object({
  location: idNumber.optional(),
  term: z.string().max(100).optional(),
  ids: userIdsField,
});
export const performanceUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export const performanceUserSearchResponseSchema = z.object({ data: z.array(performanceUserSchema) });

export const performanceSaveResponseSchema = z.object({ message: z.string(), data: performanceRecordSchema });
export const performanceDeleteResponseSchema = z.object({ message: z.string() });
