import { dynamicQueryLimits, dynamicQueryMessages, type QueryNode, type QueryRequest } from '@portal/contracts';
import { type FieldDef, findField, findResource, type ResourceDef, resourceOf } from './catalogue.ts';
import { Params, predicate, TranslationError } from './predicates.ts';

export { TranslationError } from './predicates.ts';

/** What the user may see: their locations' customers (agency admins: all), never deleted ones; PII for admins only. */
export interface Viewer {
  allLocations: boolean;
  locationIds: readonly number[];
  seesPii: boolean;
}

export interface CompiledQuery {
  text: string;
  params: unknown[];
}

/** One selected column: the field id the results are keyed by, and its SQL alias (f0, f1, ...). */
export interface OutputColumn {
  id: string;
  alias: string;
  field: FieldDef;
}

export interface TranslatedQuery {
  /** Rows of one page: __customer_id then the selected columns, in a stable order. */
  page(perPage: number, offset: number): CompiledQuery;
  /** Every row, for an export (read through a cursor). */
  all: CompiledQuery;
  /** total (result rows) and unique_count (distinct customers), each up to dynamicQueryLimits.countCap + 1. */
  counts: CompiledQuery;
  columns: OutputColumn[];
}

function fieldFor(key: string, viewer: Viewer, path: string): FieldDef {
  const field = findField(key);
  if (!field || (field.pii && !viewer.seesPii)) throw new TranslationError(path, dynamicQueryMessages.unknownField);
  return field;
}

/** The related resource every direct condition of a list is on, when they all are on one (and there are no groups). */
function sharedRelatedResource(nodes: readonly QueryNode[], viewer: Viewer, path: string): ResourceDef | null {
  let shared: ResourceDef | null = null;
  for (const [index, node] of nodes.entries()) {
    if (node.identifier !== 'condition') return null;
    const resource = resourceOf(fieldFor(node.field, viewer, `${path}.${index}.field`));
    if (resource.key === 'customer' || (shared && shared.key !== resource.key)) return null;
    shared = resource;
  }
  return shared;
}

/**
 * A list of conditions (the top level or a group's), joined left to right by each entry's and/or (the first entry's
 * is ignored, as the builder shows none). A list whose conditions are all on one related resource becomes one EXISTS,
 * so they hold for the same related row: "an open enrollment in Adult whose last service log is before X".
 */
export function translateConditions(
  nodes: readonly QueryNode[],
  viewer: Viewer,
  params: Params,
  path = 'conditions',
): string {
  if (nodes.length === 0) throw new TranslationError(path, dynamicQueryMessages.conditionsMin);
  const shared = sharedRelatedResource(nodes, viewer, path);
  if (shared) {
    const inner = joinList(nodes, path, (node, nodePath) =>
      node.identifier === 'condition'
        ? predicate(fieldFor(node.field, viewer, `${nodePath}.field`), node, nodePath, { params, related: null })
        : '',
    );
    return `exists (select 1 from ${shared.from} where ${shared.correlation} and ${inner})`;
  }
  return joinList(nodes, path, (node, nodePath) => {
    if (node.identifier === 'group')
      return translateConditions(node.conditions, viewer, params, `${nodePath}.conditions`);
    const field = fieldFor(node.field, viewer, `${nodePath}.field`);
    const resource = resourceOf(field);
    const related = resource.key === 'customer' ? null : { from: resource.from, correlation: resource.correlation };
    return predicate(field, node, nodePath, { params, related });
  });
}

function joinList(nodes: readonly QueryNode[], path: string, each: (node: QueryNode, path: string) => string): string {
  let sql = '';
  nodes.forEach((node, index) => {
    const part = `(${each(node, `${path}.${index}`)})`;
    sql = index === 0 ? part : `${sql} ${node.type === 'or' ? 'or' : 'and'} ${part}`;
  });
  return `(${sql})`;
}

function scopeSql(viewer: Viewer, params: Params): string {
  if (viewer.allLocations) return 'c.deleted_at is null';
  return `c.deleted_at is null and c.location_ids && ${params.add([...viewer.locationIds], 'int[]')}`;
}

function selectedColumns(request: QueryRequest): { columns: OutputColumn[]; joined: ResourceDef | null } {
  let joined: ResourceDef | null = null;
  const seen = new Set<string>();
  const columns: OutputColumn[] = [];
  request.fields.forEach((selected, index) => {
    const field = findField(selected.id);
    if (!field) throw new TranslationError(`fields.${index}.id`, dynamicQueryMessages.unknownField);
    const resource = resourceOf(field);
    if (resource.key !== 'customer') {
      if (joined && joined.key !== resource.key) {
        throw new TranslationError(`fields.${index}.id`, dynamicQueryMessages.oneRelatedResource);
      }
      joined = resource;
    }
    if (seen.has(field.key)) return;
    seen.add(field.key);
    columns.push({ id: field.key, alias: `f${columns.length}`, field });
  });
  return { columns, joined };
}

function columnSql(column: OutputColumn, viewer: Viewer): string {
  const { expression, pii, type } = column.field;
  // Dates leave the database as text (YYYY-MM-DD), so no driver turns them into timestamps in a time zone.
  const value = type === 'date' ? `to_char(${expression}, 'YYYY-MM-DD')` : expression;
  return pii && !viewer.seesPii ? `case when ${expression} is null then null else '***' end` : value;
}

/**
 * total (rows) and unique_count (customers), each counted up to countCap + 1 matches and no further, so a run reads at
 * most that many matches for its counts however many customers match (issue #30). The conditions reach related rows
 * through EXISTS, never the join, so the customers matching are `customers c where ...` alone: without a related
 * field selected the two counts are one.
 */
function countsQuery(from: string, where: string, joined: boolean, values: unknown[], cap: number): CompiledQuery {
  const limit = `$${values.length + 1}::int`;
  const upTo = (source: string) =>
    `select count(*)::int as n from (select 1 from ${source} where ${where} limit ${limit}) m`;
  // The customers' count is an aggregate subquery (never inlined), so it runs once where it answers both figures.
  return {
    text: `select ${joined ? `(${upTo(from)})` : 'k.n'} as total, k.n as unique_count from (${upTo('customers c')}) k`,
    params: [...values, cap + 1],
  };
}

/** The whole query: scope, conditions, selected columns and order, as parameterised SQL. Pure. */
export function translateQuery(
  request: QueryRequest,
  viewer: Viewer,
  countCap: number = dynamicQueryLimits.countCap,
): TranslatedQuery {
  if (request.resource !== 'customers' && !findResource(request.resource)) {
    throw new TranslationError('resource', dynamicQueryMessages.unknownResource);
  }
  const { columns, joined } = selectedColumns(request);
  const params = new Params();
  const where = `${scopeSql(viewer, params)} and ${translateConditions(request.conditions, viewer, params)}`;
  const from = joined ? `customers c left join ${joined.from} on ${joined.correlation}` : 'customers c';

  const orderParts = request.sortFields.map((sort, index) => {
    const field = fieldFor(sort.field, viewer, `sortFields.${index}.field`);
    const resource = resourceOf(field);
    if (resource.key !== 'customer' && resource.key !== joined?.key) {
      throw new TranslationError(`sortFields.${index}.field`, dynamicQueryMessages.unknownField);
    }
    return `${field.expression} ${sort.direction === 'desc' ? 'desc' : 'asc'} nulls last`;
  });
  // Ties broken by the row's own keys, so a page never repeats or skips a row.
  orderParts.push('c.id', ...(joined ? [`${joined.alias}.id`] : []));

  const select = `select c.id as "__customer_id", ${columns.map((c) => `${columnSql(c, viewer)} as "${c.alias}"`).join(', ')}`;
  const base = `${select} from ${from} where ${where} order by ${orderParts.join(', ')}`;
  const values = params.values;
  return {
    columns,
    all: { text: base, params: [...values] },
    counts: countsQuery(from, where, joined !== null, values, countCap),
    page(perPage, offset) {
      const n = values.length;
      return { text: `${base} limit $${n + 1}::int offset $${n + 2}::int`, params: [...values, perPage, offset] };
    },
  };
}
