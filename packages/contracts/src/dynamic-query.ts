import { z } from 'zod';
import { parseIsoDate } from './dates.ts';
import {
  dynamicQueryLimits,
  dynamicQueryMessages,
  everyListFilled,
  exportStatuses,
  countConditions,
  fieldTypes,
  groupDepth,
  joinTypes,
  queryOperators,
  sortDirections,
  type ConditionValue,
  type QueryCondition,
  type QueryGroup,
  type QueryNode,
} from './dynamic-query-constants.ts';

export * from './dynamic-query-constants.ts';

// The dynamic query tool's schemas (forms spec 2, 3, 4, 5, 7, 8, 9; staff spec 2.15): stored queries, conditions,
// groups, field metadata and results. Its paths, texts, limits and operators are in dynamic-query-constants.ts.

// ---------------------------------------------------------------- conditions

const scalarValue = z.union([z.string(), z.number(), z.boolean()]);
const isoDate = z.string().refine((value) => parseIsoDate(value) !== null);
export const dateRangeSchema = z.object({ start: isoDate, end: isoDate });
export const conditionValueSchema = z.union([
  scalarValue,
  z.array(scalarValue),
  dateRangeSchema,
  z.null(),
]) satisfies z.ZodType<ConditionValue>;

export const conditionSchema = z.object({
  identifier: z.literal('condition'),
  type: z.enum(joinTypes),
  /** A field key from the resources metadata, e.g. 'customer.first_name' or 'enrollment.program'. */
  field: z.string().max(100),
  operator: z.enum(queryOperators),
  value: conditionValueSchema,
}) satisfies z.ZodType<QueryCondition>;
export const groupSchema: z.ZodType<QueryGroup> = z.lazy(() =>
  z.object({
    identifier: z.literal('group'),
    type: z.enum(joinTypes),
    conditions: z.array(queryNodeSchema),
  }),
);
export const queryNodeSchema: z.ZodType<QueryNode> = z.lazy(() => z.union([conditionSchema, groupSchema]));

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
