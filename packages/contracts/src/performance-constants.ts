// The plain values and helpers of performance.ts (paths, texts, limits, formatting), kept apart from its Zod schemas
// (performance.ts re-exports them) so a page that needs only these does not load Zod (#30).

import { latestTodayIso } from './dates-constants.ts';

/**
 * Performance metrics for one customer (staff spec 2.8, 3, 4, 5, 6, 7; forms spec 7, 8): measurable skill gains,
 * credential attainments, program incomplete and performance exemption reasons, each with a type, a date of
 * indicator, optional evidence and a rich-text note. Records tie to the customer's service-log enrolment, whose
 * exit_at decides the 20-month edit window.
 */

const base = '/internal-api/performance-tracker';

export const performancePaths = {
  /** Staff spec 7: GET {endpoint}/search, data of id, type, is_evidence_must. */
  typeSearch: `${base}/:endpoint/search`,
  /** The list: customer_id, location, users (comma-joined ids), date, page (path not shown: ours). */
  list: `${base}/list`,
  /** The user multi-select (path not shown: ours): location, term, ids (comma-joined). */
  userSearch: `${base}/users/search`,
  /** Create (path not shown: ours). */
  create: `${base}/store`,
  update: `${base}/update/:id`,
  remove: `${base}/delete/:id`,
} as const;

export const performancePath = (path: string, id: number) => path.replace(':id', String(id));

/** The staff page of one customer's performance metrics (route not shown in the spec: ours, after the API's name). */
export const performancePageRoute = (customerId: number) => `/performance-tracker/${customerId}`;

/** The four kinds (staff spec 3): the stored key, the namespaced model name sent as measurable_type, and labels. */
export const performanceKinds = {
  measurable_skill_gain: {
    measurableType: 'App\\Models\\Performance\\MeasurableSkillGain',
    endpoint: 'measurable-skill-gains',
    title: 'Measurable Skill Gain',
  },
  credential_attainment: {
    measurableType: 'App\\Models\\Performance\\CredentialAttainment',
    endpoint: 'credential-attainments',
    title: 'Credential Attainment',
  },
  program_incomplete_reason: {
    measurableType: 'App\\Models\\Performance\\ProgramIncompleteReason',
    endpoint: 'program-incomplete-reasons',
    title: 'Program Incomplete Reason',
  },
  program_exempt_reason: {
    measurableType: 'App\\Models\\Performance\\ProgramExemptReason',
    endpoint: 'program-exempt-reasons',
    title: 'Performance Exemption Reason',
  },
} as const;
export const performanceKindKeys = Object.keys(performanceKinds) as [PerformanceKind, ...PerformanceKind[]];
export const performanceEndpoints = performanceKindKeys.map((kind) => performanceKinds[kind].endpoint) as [
  string,
  ...string[],
];
export const measurableTypes = performanceKindKeys.map((kind) => performanceKinds[kind].measurableType) as [
  string,
  ...string[],
];
export const kindOfMeasurableType = (type: string): PerformanceKind | undefined =>
  performanceKindKeys.find((kind) => performanceKinds[kind].measurableType === type);
export const kindOfEndpoint = (endpoint: string): PerformanceKind | undefined =>
  performanceKindKeys.find((kind) => performanceKinds[kind].endpoint === endpoint);
/** "the last segment gives the title" (staff spec 3). */
export const measurableTypeTitle = (type: string) => type.split('\\').at(-1) ?? type;

/** Evidence extensions (staff spec 5; png is in the help text only, not in the checked list). */
export const evidenceExtensions = ['doc', 'docx', 'jpeg', 'jpg', 'pdf', 'csv', 'xls', 'xlsx'] as const;

/** Staff spec 20-month window (section 9: 20 months after exit_at). */
export const performanceEditWindowMonths = 20;

export const performanceMessages = {
  heading: (customerTerm: string) => `${customerTerm}'s Performance Metrics`,
  editTitle: 'Edit Performance',
  editSubtitle: 'Edit performance of the participant',
  typeRequired: 'Select one Type',
  dateRequired: 'The date affected field is required.',
  dateInvalid: 'The date affected is not a valid date.',
  dateInFuture: 'The date of indicator cannot be later than now.',
  filterDateInFuture: 'The date cannot be later than today.',
  filterDateInvalid: 'The date is not a valid date.',
  filterUserInvalid: 'The selected user is invalid.',
  evidenceRequired: 'The evidence field is required.',
  evidenceType: `The evidence must be a file of type: ${evidenceExtensions.join(', ')}`,
  tooLarge: (megabytes: number) => `The maximum file size allowed is ${megabytes}MB`,
  uploadFailed: 'It was not possible to upload your file.',
  notCreator: 'You are not the creator',
  editWindowPassed: '20 months past after 1st quarter',
  deleteWindowPassed: '20 months past after first quarter.',
  typeInvalid: 'The selected type is invalid.',
  noData: 'No Data Found',
  noRecord: 'No Record Found',
  created: 'Record created',
  updated: 'Record Updated',
  updateFailed: 'Failed to Update',
  updateFailedText: 'An error happened while updating this record',
  deleteConfirm: 'Are you sure you wish to delete this item?',
  deleted: 'Record deleted',
  customerInvalid: 'The selected customer id is invalid.',
} as const;

/** Multipart sends numbers as text: a numeric string becomes its number; '', 'null' and null are absent. */
export const numericInput = (value: unknown) => {
  if (value === '' || value === 'null' || value === null) return undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
};

export function extensionOfName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The latest date of indicator taken: the board's today (the date picker stops at the same day). */
export function latestIndicatorDate(now: Date = new Date()): string {
  return latestTodayIso(now);
}

export type PerformanceKind = keyof typeof performanceKinds;
