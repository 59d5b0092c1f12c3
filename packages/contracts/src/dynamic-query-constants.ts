// The plain values and helpers of dynamic-query.ts (paths, texts, limits, operators by type, the condition tree's
// types), kept apart from its Zod schemas (dynamic-query.ts re-exports them) so a page that needs only these does not
// load Zod (#30).

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

/** A condition's value: one scalar, a list, a date range, or none. conditionValueSchema (dynamic-query.ts) checks it. */
export type ConditionValue =
  string | number | boolean | Array<string | number | boolean> | { start: string; end: string } | null;

export const joinTypes = ['and', 'or'] as const;
export type JoinType = (typeof joinTypes)[number];

/** One condition of a query's tree; conditionSchema (dynamic-query.ts) checks it. */
export interface QueryCondition {
  identifier: 'condition';
  type: JoinType;
  /** A field key from the resources metadata, e.g. 'customer.first_name' or 'enrollment.program'. */
  field: string;
  operator: QueryOperator;
  value: ConditionValue;
}

export interface QueryGroup {
  identifier: 'group';
  type: JoinType;
  conditions: QueryNode[];
}
export type QueryNode = QueryCondition | QueryGroup;

/** The deepest group level in a list (0 when it holds no groups). */
export function groupDepth(nodes: readonly QueryNode[]): number {
  let deepest = 0;
  for (const node of nodes) {
    if (node.identifier === 'group') deepest = Math.max(deepest, 1 + groupDepth(node.conditions));
  }
  return deepest;
}

/** Every condition list, the top one and each group's, has at least one entry. */
export function everyListFilled(nodes: readonly QueryNode[]): boolean {
  return nodes.length > 0 && nodes.every((node) => node.identifier === 'condition' || everyListFilled(node.conditions));
}

export function countConditions(nodes: readonly QueryNode[]): number {
  return nodes.reduce((sum, node) => sum + (node.identifier === 'group' ? 1 + countConditions(node.conditions) : 1), 0);
}

export const sortDirections = ['asc', 'desc'] as const;
export const exportStatuses = ['pending', 'ready', 'failed'] as const;
