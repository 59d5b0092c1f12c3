// The plain values of wages.ts (paths, sources, increments, texts, editable fields), kept apart from its Zod schemas
// (wages.ts re-exports them) so a page that needs only these does not load Zod (#30).

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
