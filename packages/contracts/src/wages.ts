import { z } from 'zod';
import { checkDateBounds, parseIsoDate, type DateKind } from './dates.ts';
import { evidenceFieldSchema, evidenceObjectSchema, numericInput } from './performance.ts';
import { whenMissing } from './validation-messages.ts';

import { isNaics2022Shaped, wageEvidenceExtensions, wageIncrements, wageMessages } from './wages-constants.ts';

export {
  isExternalWageSource,
  isNaics2022Shaped,
  manualEditableFields,
  manualWageSourceId,
  naics2022SectorPrefixes,
  wageEvidenceExtensions,
  wageIncrements,
  wageMessages,
  wagePath,
  wagePaths,
  wageSourceHidesWages,
  wageSources,
} from './wages-constants.ts';
export type { WageSourceId, WageIncrement } from './wages-constants.ts';

const idNumber = z.coerce.number().int().positive().max(2_147_483_647);

function requiredDate(label: string, required: string, kind: DateKind) {
  return z
    .string({ error: whenMissing(required) })
    .trim()
    .min(1, required)
    .refine((value) => parseIsoDate(value.slice(0, 10)) !== null, wageMessages.dateInvalid(label))
    .transform((value) => value.slice(0, 10))
    .superRefine(checkDateBounds(kind, label));
}

function requiredText(required: string, max = 255) {
  return z
    .string({ error: whenMissing(required) })
    .trim()
    .min(1, required)
    .max(max, `This field may not be greater than ${max} characters.`);
}

/** Multipart sends numbers as text; '' is absent. */
const emptyToUndefined = (value: unknown) => (value === '' || value === 'null' ? undefined : value);

/** yes / no / 1 / 0 / true / false; anything absent or 'null' is unanswered, which the form may not send. */
export const jobRelevantField = z.preprocess(
  (value) => {
    if (value === 'yes' || value === 1 || value === '1' || value === true || value === 'true') return 1;
    if (value === 'no' || value === 0 || value === '0' || value === false || value === 'false') return 0;
    if (value === null || value === 'null' || value === '') return undefined;
    return value;
  },
  z.union([z.literal(1), z.literal(0)], { error: wageMessages.isJobRelevantRequired }),
);

export const wageEvidenceSchema = evidenceObjectSchema(wageEvidenceExtensions, wageMessages.evidenceType);

const wageEvidenceField = evidenceFieldSchema(wageEvidenceSchema);

/** The fields of a manual (source 1) record, on create and on update (staff spec 5). */
export const manualWageFieldsSchema = z.object({
  date_received: requiredDate('date received', wageMessages.dateReceivedRequired, 'past'),
  employer_name: requiredText(wageMessages.employerNameRequired),
  naics_code: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine(isNaics2022Shaped, wageMessages.naicsInvalid)
      .nullish()
      .transform((value) => value ?? null),
  ),
  job_title: requiredText(wageMessages.jobTitleRequired),
  start_date: requiredDate('start date', wageMessages.startDateRequired, 'plan'),
  starting_wage: z.preprocess(
    numericInput,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? wageMessages.startingWageRequired
            : wageMessages.startingWageNumber,
      })
      .min(1, wageMessages.startingWageMin)
      .max(100_000_000, wageMessages.startingWageNumber),
  ),
  recent_wage: z.preprocess(
    numericInput,
    z
      .number({ error: wageMessages.recentWageNumber })
      .min(0, wageMessages.recentWageNumber)
      .max(100_000_000, wageMessages.recentWageNumber)
      .nullish()
      .transform((value) => value ?? null),
  ),
  wage_increment: z.enum(wageIncrements, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? wageMessages.wageIncrementRequired
        : wageMessages.wageIncrementInvalid,
  }),
  is_job_relevant: jobRelevantField,
  onet_code: requiredText(wageMessages.onetRequired, 20).refine(
    (code) => /^\d{2}-\d{4}\.\d{2}$/.test(code),
    wageMessages.onetInvalid,
  ),
  evidence: wageEvidenceField,
  /** Multipart spoofing of PUT on update. */
  _method: z.string().max(10).optional(),
});

export const wageCreateBodySchema = manualWageFieldsSchema.extend({ customerId: idNumber });
export type WageCreateBody = z.input<typeof wageCreateBodySchema>;
export type WageManualFields = z.output<typeof manualWageFieldsSchema>;

/** An external record's update: only is_job_relevant is read; every other field sent is ignored (ADR 0025). */
export const externalWageUpdateSchema = z.object({ is_job_relevant: jobRelevantField });

/**
 * The update route's body as documented: either shape. The server reads it with manualWageFieldsSchema or
 * externalWageUpdateSchema depending on the record's source.
 */
export const wageUpdateBodySchema = z.looseObject({
  is_job_relevant: z.unknown().optional(),
});

export const wageIdParamsSchema = z.object({ id: idNumber });
export const wageListParamsSchema = z.object({ customerId: idNumber });
export const wageListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const wageRecordSchema = z.object({
  id: z.number().int(),
  source: z.object({ id: z.number().int(), source: z.string() }),
  user: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
  customer: z.object({ id: z.number().int() }),
  date_received: z.string(),
  start_date: z.string(),
  employer_name: z.string(),
  naics_code: z.string().nullable(),
  job_title: z.string(),
  /** null for sources 2 and 4 (the table shows N/A). */
  starting_wage: z.number().nullable(),
  recent_wage: z.number().nullable(),
  increment_of_wage: z.enum(wageIncrements).nullable(),
  onet_code: z.string().nullable(),
  onet_title: z.string().nullable(),
  is_job_relevant: z.union([z.literal(1), z.literal(0)]).nullable(),
  evidence: z
    .object({
      id: z.number().int(),
      original_filename: z.string(),
      /** A paper document kept at a location: no file to download (shown as text with the location). */
      is_on_file: z.boolean(),
      location_name: z.string().nullable(),
    })
    .nullable(),
  /** 'manual' (source 1) or 'external' (2, 3, 4). */
  source_kind: z.enum(['manual', 'external']),
  /** Sources 2 and 4: wage, increment and O*NET code are not applicable (show N/A). */
  hides_wages: z.boolean(),
  /** The fields the Edit Record modal may change and send. */
  editable_fields: z.array(z.string()),
  created_at: z.string(),
});
export type WageRecord = z.infer<typeof wageRecordSchema>;

export const wageListResponseSchema = z.object({
  data: z.array(wageRecordSchema),
  meta: z.object({ total: z.number().int(), per_page: z.number().int(), current_page: z.number().int() }),
});
export type WageListResponse = z.infer<typeof wageListResponseSchema>;

export const wageSaveResponseSchema = z.object({ message: z.string(), data: wageRecordSchema });

export const onetSearchQuerySchema = z.object({ query: z.string().trim().max(100).default('') });
export const onetSearchResponseSchema = z.object({
  data: z.array(z.object({ code: z.string(), title: z.string() })),
});
