import { z } from 'zod';
import { checkDateBounds, parseIsoDate, type DateKind } from './dates.ts';
import { evidenceFieldSchema, evidenceObjectSchema, numericInput } from './performance.ts';
import { whenMissing } from './validation-messages.ts';

/**
 * Wage and employment records of a customer (staff spec 2.8, 3, 4, 5, 7). Source 1 is entered by staff and fully
 * editable; sources 2, 3 and 4 come from outside (wage-record matches) and only is_job_relevant may change; sources
 * 2 and 4 carry no wage, increment or O*NET code (N/A in the table).
 */

const base = '/internal-api/wage-and-employment';

/** Exact paths are not shown in the spec: these are ours. */
export const wagePaths = {
  list: `${base}/list/:customerId`,
  create: `${base}/create`,
  update: `${base}/update/:id`,
  /** O*NET catalogue title search for the onet_code picker. */
  onetSearch: `${base}/onet-codes`,
} as const;
export const wagePath = (path: string, params: { id?: number; customerId?: number }) =>
  path.replace(':id', String(params.id ?? '')).replace(':customerId', String(params.customerId ?? ''));

/** Wage sources (names ours; staff spec 4 names only the ids and their rules). */
export const wageSources = {
  1: { source: 'Manual entry', external: false, hidesWages: false },
  2: { source: 'National Directory of New Hires', external: true, hidesWages: true },
  3: { source: 'State UI Wage Records', external: true, hidesWages: false },
  4: { source: 'State Employment Verification', external: true, hidesWages: true },
} as const satisfies Record<number, { source: string; external: boolean; hidesWages: boolean }>;
export type WageSourceId = keyof typeof wageSources;
export const manualWageSourceId = 1;
export const isExternalWageSource = (id: number) =>
  (wageSources as Record<number, { external: boolean }>)[id]?.external === true;
export const wageSourceHidesWages = (id: number) =>
  (wageSources as Record<number, { hidesWages: boolean }>)[id]?.hidesWages === true;

export const wageIncrements = ['hourly', 'annually', 'project'] as const;
export type WageIncrement = (typeof wageIncrements)[number];

/** Evidence file types for a wage record (staff spec 5; png is allowed here, unlike performance evidence). */
export const wageEvidenceExtensions = ['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'png', 'csv', 'xls', 'xlsx'] as const;

/**
 * NAICS 2022 two-digit sectors (31-33, 44-45 and 48-49 are ranges). A naics_code must be 2 to 6 digits starting with
 * one of these; the full 2022 code list is not available offline here (docs/spec-decisions.md).
 */
export const naics2022SectorPrefixes = [
  '11',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '42',
  '44',
  '45',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '61',
  '62',
  '71',
  '72',
  '81',
  '92',
] as const;
export const isNaics2022Shaped = (code: string) =>
  /^\d{2,6}$/.test(code) && (naics2022SectorPrefixes as readonly string[]).includes(code.slice(0, 2));

export const wageMessages = {
  dateReceivedRequired: 'The date received field is required.',
  employerNameRequired: 'The employer name field is required.',
  jobTitleRequired: 'The job title field is required.',
  startDateRequired: 'The start date field is required.',
  startingWageRequired: 'The starting wage field is required.',
  startingWageMin: 'The starting wage must be at least 1.',
  startingWageNumber: 'The starting wage must be a number.',
  recentWageNumber: 'The recent wage must be a number of at least 0.',
  wageIncrementRequired: 'The wage increment field is required.',
  wageIncrementInvalid: 'The selected wage increment is invalid.',
  isJobRelevantRequired: 'You must select one option',
  onetRequired: 'The onet code field is required.',
  onetInvalid: 'The selected onet code is invalid.',
  naicsInvalid: 'The naics code must be a NAICS 2022 code.',
  dateInvalid: (label: string) => `The ${label} is not a valid date.`,
  evidenceType: `The file must be a file of type: ${wageEvidenceExtensions.join(', ')}`,
  customerInvalid: 'The selected customer id is invalid.',
  created: 'Record created',
  createdText: 'Wage and Employment record created.',
  createFailed: 'Failed to Create Wage | Employment',
  createFailedText: 'An error occurred while creating the new record',
  updated: 'Record Updated',
  updatedText: 'Wage and Employment record updated successfully.',
  updateFailed: 'Failed to Update',
  updateFailedText: 'An error happened while updating this record',
  notApplicable: 'N/A',
  uploadFailed: 'It was not possible to upload your file.',
} as const;

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

/** The fields of a manual record, all editable. */
export const manualEditableFields = [
  'date_received',
  'employer_name',
  'naics_code',
  'job_title',
  'start_date',
  'starting_wage',
  'recent_wage',
  'wage_increment',
  'is_job_relevant',
  'onet_code',
  'evidence',
] as const;
