import { z } from 'zod';
import { parseIsoDate } from './dates.ts';

/**
 * The dynamic query tool (forms spec 2, 3, 4, 5, 7, 8, 9; staff spec 2.15): paths, texts, limits, operators by type
 * and the schemas of stored queries, conditions, groups, field metadata and results. The paths are ours (the spec does
 * not show them); the catalogue names stored queries, duplicate, share, run, exports and field options.
 */
export const dynamicQueryPaths = {
  resources: '/internal-api/dynamic-querying/resources',
  fieldOptions: '/internal-api/dynamic-querying/resources/:resource/fields/:field/options',
  run: '/internal-api/dynamic-querying/run',
  runStored: '/internal-api/dynamic-querying/run/:queryId',
  storedQueries: '/internal-api/dynamic-querying/stored-queries',
  storedQuery: '/internal-api/dynamic-querying/stored-queries/:id',
  duplicate: '/internal-api/dynamic-querying/stored-queries/:id/duplicate',
  share: '/internal-api/dynamic-querying/stored-queries/:id/share',
  export: '/internal-api/dynamic-querying/stored-queries/:id/export',
  exportStatus: '/internal-api/dynamic-querying/exports/:exportId',
  exportDownload: '/internal-api/dynamic-querying/exports/:exportId/download',
  locations: '/internal-api/dynamic-querying/locations',
  users: '/internal-api/dynamic-querying/users/search',
} as const;

/** Fills `:name` segments: dynamicQueryPath(dynamicQueryPaths.share, { id: 3 }). */
export function dynamicQueryPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** Sections 5 and 8, word for word, plus our words where the spec is silent (docs/spec-decisions.md). */
export const dynamicQueryMessages = {
  nameMin: 'Name must be at least 4 characters long',
  copyNameMin: 'Query name must be at least 4 characters long',
  shareMin: 'Select at least 1 user to share the query with',
  fieldsMin: 'Select at least one field',
  maxDepth: 'Reached max allowed depth of nested Groups',
  invalidStructure: 'Invalid Query Structure',
  noCondition: 'No condition found!',
  saved: 'Query saved successfully',
  updated: 'Query updated successfully',
  saveFailed: 'An error occurred while saving the query.',
  copied: 'Query copied successfully',
  copyFailed: 'An error occurred while copying the query.',
  shared: 'Query shared successfully',
  shareFailed: 'An error occurred while sharing the query.',
  exportTitle: 'Downloading Query',
  exportText: 'This may take a few minutes',
  exportFailed: 'An error occurred while exporting your query.',
  deletedTitle: 'Query Deleted',
  deleted: 'Query was deleted successfully',
  deleteFailed: 'An error occurred while deleting your query.',
  emptyCell: '-',
  brokenCell: '--',
  // Ours, in the spec's style.
  conditionsMin: 'Add at least one condition',
  unknownField: 'The selected field is invalid.',
  unknownResource: 'The selected resource is invalid.',
  invalidOperator: 'The selected operator is invalid for this field.',
  invalidValue: 'The value is invalid for this field and operator.',
  tooManyValues: 'Select at most 500 values',
  oneRelatedResource: 'Select result fields from at most one related record type',
  noUsers: 'Select users who can be shared with',
  exportReadyTitle: 'Your query export is ready',
  /** The link in the export's alert, followed by the file name (issue #23). */
  exportDownloadLink: 'Download',
  nameMax: 'Name may not be greater than 255 characters',
} as const;

export const dynamicQueryLimits = {
  nameMin: 4,
  nameMax: 255,
  /** Groups nest at most this deep: a group in the top-level list is at depth 1. */
  maxDepth: 4,
  /** Query data fetch retries (spec 9). */
  retries: 3,
  perPage: 25,
  maxValues: 500,
  maxTextValue: 255,
  maxConditions: 200,
  maxFields: 50,
  /** 'All System Locations' in the share dialog's location filter (spec 5). */
  allLocations: 0,
  exportPollMs: 3000,
  /**
   * Runs count matching rows and customers up to one past this (issue #30): an exact count over a million customers
   * reads every match. A count above it is reported as countCap + 1 and shown as '10,000+' (queryCountLabel).
   */
  countCap: 10_000,
} as const;

/** A run's or a stored query's count as shown: past the cap, '10,000+'. */
export function queryCountLabel(count: number): string {
  return count > dynamicQueryLimits.countCap
    ? `${dynamicQueryLimits.countCap.toLocaleString('en-US')}+`
    : String(count);
}

export const allSystemLocations = { id: 0, label: 'All System Locations' } as const;

export const fieldTypes = ['str', 'int', 'bool', 'date'] as const;
export type FieldType = (typeof fieldTypes)[number];

export const queryOperators = [
  'is',
  'isNot',
  'in',
  'isAll',
  'greaterThan',
  'greaterThanOrEqual',
  'lessThan',
  'lessThanOrEqual',
] as const;
export type QueryOperator = (typeof queryOperators)[number];

export const operatorLabels: Record<QueryOperator, string> = {
  is: 'Is',
  isNot: 'Is Not',
  in: 'In',
  isAll: 'Is All',
  greaterThan: 'Greater Than',
  greaterThanOrEqual: 'Greater Than Or Equal',
  lessThan: 'Less Than',
  lessThanOrEqual: 'Less Than Or Equal',
};

const comparisons = ['greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual'] as const;
const listOperators = ['in', 'is', 'isAll', 'isNot'] as const;

/** Section 5: the operators each type offers (str and bool depend on whether the field has a list of options). */
export function operatorsFor(type: FieldType, list: boolean): readonly QueryOperator[] {
  switch (type) {
    case 'str':
      return list ? listOperators : ['is', 'isNot'];
    case 'int':
      return [...listOperators, ...comparisons];
    case 'bool':
      return listOperators;
    case 'date':
      return ['in', 'is', 'isNot', ...comparisons];
  }
}

/** Operators whose value is a list (multi-select, many numbers); date 'in' takes a {start, end} range instead. */
export function operatorTakesList(type: FieldType, operator: QueryOperator): boolean {
  return type !== 'date' && (operator === 'in' || operator === 'isAll');
}

/** The value an operator change resets to (spec 4: empty string, 0, false, empty date). */
export function typeDefaultValue(type: FieldType): ConditionValue {
  switch (type) {
    case 'str':
      return '';
    case 'int':
      return 0;
    case 'bool':
      return false;
    case 'date':
      return '';
  }
}

// ---------------------------------------------------------------- conditions

const scalarValue = z.union([z.string(), z.number(), z.boolean()]);
const isoDate = z.string().refine((value) => parseIsoDate(value) !== null);
export const dateRangeSchema = z.object({ start: isoDate, end: isoDate });
export const conditionValueSchema = z.union([scalarValue, z.array(scalarValue), dateRangeSchema, z.null()]);
export type ConditionValue = z.infer<typeof conditionValueSchema>;

export const joinTypes = ['and', 'or'] as const;
export type JoinType = (typeof joinTypes)[number];

export const conditionSchema = z.object({
  identifier: z.literal('condition'),
  type: z.enum(joinTypes),
  /** A field key from the resources metadata, e.g. 'customer.first_name' or 'enrollment.program'. */
  field: z.string().max(100),
  operator: z.enum(queryOperators),
  value: conditionValueSchema,
});
export type QueryCondition = z.infer<typeof conditionSchema>;

export interface QueryGroup {
  identifier: 'group';
  type: JoinType;
  conditions: QueryNode[];
}
export type QueryNode = QueryCondition | QueryGroup;

export const groupSchema: z.ZodType<QueryGroup> = z.lazy(() =>
  z.object({
    identifier: z.literal('group'),
    type: z.enum(joinTypes),
    conditions: z.array(queryNodeSchema),
  }),
);
export const queryNodeSchema: z.ZodType<QueryNode> = z.lazy(() => z.union([conditionSchema, groupSchema]));

/** The deepest group level in a list (0 when it holds no groups). */
export function groupDepth(nodes: readonly QueryNode[]): number {
  let deepest = 0;
  for (const node of nodes) {
    if (node.identifier === 'group') deepest = Math.max(deepest, 1 + groupDepth(node.conditions));
  }
  return deepest;
}

/** Every condition list, the top one and each group's, has at least one entry. */
function everyListFilled(nodes: readonly QueryNode[]): boolean {
  return nodes.length > 0 && nodes.every((node) => node.identifier === 'condition' || everyListFilled(node.conditions));
}

export function countConditions(nodes: readonly QueryNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.identifier === 'group' ? 1 + countConditions(node.conditions) : 1), 0);
}

export const sortDirections = ['asc', 'desc'] as const;
export const selectedFieldSchema = z.object({
  id: z.string().max(100),
  name: z.string().max(255),
  type: z.enum(fieldTypes),
});
export type SelectedField = z.infer<typeof selectedFieldSchema>;
export const sortFieldSchema = z.object({
  field: z.string().max(100),
  resourceClass: z.string().max(100).optional(),
  direction: z.enum(sortDirections),
});
export type SortField = z.infer<typeof sortFieldSchema>;

/** The body of a run, and the query_request of a stored query. */
export const queryRequestSchema = z
  .object({
    resource: z.string().max(100).default('customers'),
    conditions: z.array(queryNodeSchema),
    fields: z.array(selectedFieldSchema).min(1, dynamicQueryMessages.fieldsMin).max(dynamicQueryLimits.maxFields),
    sortFields: z.array(sortFieldSchema).max(5).default([]),
  })
  .superRefine((request, ctx) => {
    if (!everyListFilled(request.conditions)) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: dynamicQueryMessages.conditionsMin });
    } else if (groupDepth(request.conditions) > dynamicQueryLimits.maxDepth) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: dynamicQueryMessages.maxDepth });
    } else if (countConditions(request.conditions) > dynamicQueryLimits.maxConditions) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: dynamicQueryMessages.invalidStructure });
    }
  });
export type QueryRequest = z.infer<typeof queryRequestSchema>;
export type QueryRequestInput = z.input<typeof queryRequestSchema>;

const queryName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(dynamicQueryLimits.nameMin, message)
    .max(dynamicQueryLimits.nameMax, dynamicQueryMessages.nameMax)
    .refine((value) => !value.includes('\u0000'), message);

/** POST save and PUT update (spec 7: name, query_request, is_primary false, total_records, unique_count). */
export const saveQuerySchema = z.object({
  name: queryName(dynamicQueryMessages.nameMin),
  query_request: queryRequestSchema,
  is_primary: z.boolean().default(false),
  total_records: z.number().int().min(0).optional(),
  unique_count: z.number().int().min(0).optional(),
});
export type SaveQueryInput = z.input<typeof saveQuerySchema>;

export const copyQuerySchema = z.object({ name: queryName(dynamicQueryMessages.copyNameMin) });
export const shareQuerySchema = z.object({
  user_ids: z
    .array(z.number().int().positive())
    .min(1, dynamicQueryMessages.shareMin)
    .max(dynamicQueryLimits.maxValues, dynamicQueryMessages.tooManyValues),
});

export const runQueryParamsSchema = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });

// ---------------------------------------------------------------- responses

export const queryFieldOptionSchema = z.object({
  value: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
});
export const fieldMetadataSchema = z.object({
  field: z.string(),
  label: z.string(),
  type: z.enum(fieldTypes),
  list: z.boolean(),
  options: z.array(queryFieldOptionSchema),
  operators: z.array(z.object({ value: z.enum(queryOperators), label: z.string() })),
  default: z.boolean(),
});
export type FieldMetadata = z.infer<typeof fieldMetadataSchema>;
export const resourceMetadataSchema = z.object({
  resource: z.string(),
  label: z.string(),
  fields: z.array(fieldMetadataSchema),
});
export type ResourceMetadata = z.infer<typeof resourceMetadataSchema>;
export const resourcesResponseSchema = z.object({ data: z.array(resourceMetadataSchema) });
export const fieldOptionsResponseSchema = z.object({ data: z.array(queryFieldOptionSchema) });

export const resultCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * One row keyed by the selected fields' ids; masked PII comes as '***'. total and unique_count stop at
 * dynamicQueryLimits.countCap + 1 (more than the cap); last_page then reaches the cap's last page.
 */
export const resultsResponseSchema = z.object({
  data: z.array(z.record(z.string(), resultCellSchema)),
  total: z.number().int(),
  unique_count: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type QueryResults = z.infer<typeof resultsResponseSchema>;

export const storedQuerySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Unknown on purpose: an old or broken structure is shown as 'Invalid Query Structure', not refused. */
  query_request: z.unknown(),
  is_primary: z.boolean(),
  total_records: z.number().int(),
  unique_count: z.number().int(),
  created_at: z.string(),
  last_run_timestamp: z.string().nullable(),
  last_run_count: z.number().int().nullable(),
  last_run_unique_count: z.number().int().nullable(),
  /** Ours: whether the signed-in user owns it (owners edit, share, delete; others it was shared with run and export). */
  is_owner: z.boolean(),
  owner: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  shared_with: z.array(z.number().int()),
});
export type StoredQuery = z.infer<typeof storedQuerySchema>;
export const storedQueriesResponseSchema = z.object({ data: z.array(storedQuerySchema) });
export const storedQueryResponseSchema = z.object({ data: storedQuerySchema });

export const exportStatuses = ['pending', 'ready', 'failed'] as const;
export const exportStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(exportStatuses),
  row_count: z.number().int().nullable(),
  /** A short-lived signed link, once ready. */
  download_url: z.string().nullable(),
  file_name: z.string(),
  created_at: z.string(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;
export const exportStatusResponseSchema = z.object({ data: exportStatusSchema });

export const userOptionSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionLabel = (user: UserOption) => `${user.last_name}, ${user.first_name} - ${user.email}`;
export const usersResponseSchema = z.object({ data: z.array(userOptionSchema) });
export const usersSearchParamsSchema = z.object({
  query: z.string().max(255).optional(),
  'ids[]': z.union([z.coerce.number().int(), z.array(z.coerce.number().int())]).optional(),
  location_id: z.coerce.number().int().min(0).optional(),
  ignore_location: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
});
export const locationOptionSchema = z.object({ id: z.number().int(), label: z.string() });
export const locationsResponseSchema = z.object({ data: z.array(locationOptionSchema) });
