import {
  type ConditionValue,
  dynamicQueryLimits,
  dynamicQueryMessages,
  type FieldType,
  operatorsFor,
  parseIsoDate,
  type QueryCondition,
  type QueryOperator,
} from '@portal/contracts';
import type { FieldDef } from './catalogue.ts';

/** A query that cannot be translated: answered as 422 on `path` (e.g. 'conditions.0.1.value'). */
export class TranslationError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'TranslationError';
  }
}

/** Positional parameters ($1, $2, ...) collected while the SQL text is written. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

const casts: Record<FieldType, string> = { str: 'text', int: 'int', bool: 'boolean', date: 'date' };

/**
 * Free text is compared as the customer search compares names: through portal_search_name (migration 0003: lower
 * case, accents removed, apostrophes dropped, punctuation and runs of spaces as one space), so 'Martinez' finds
 * 'Martínez' in both places; on first and last name the search's expression indexes serve the comparison.
 */
const normalizedText = (sqlText: string) => `portal_search_name(${sqlText})`;

type Scalar = string | number | boolean;

function scalarFor(type: FieldType, value: unknown, path: string): Scalar {
  const invalid = () => new TranslationError(path, dynamicQueryMessages.invalidValue);
  switch (type) {
    case 'str':
      if (typeof value !== 'string' || value.length > dynamicQueryLimits.maxTextValue || value.includes('\u0000')) {
        throw invalid();
      }
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 2_147_483_647) throw invalid();
      return value;
    case 'bool':
      if (typeof value !== 'boolean') throw invalid();
      return value;
    case 'date':
      if (typeof value !== 'string' || parseIsoDate(value) === null) throw invalid();
      return value;
  }
}

function listFor(type: FieldType, value: unknown, path: string): Scalar[] {
  if (!Array.isArray(value) || value.length === 0) throw new TranslationError(path, dynamicQueryMessages.invalidValue);
  if (value.length > dynamicQueryLimits.maxValues) throw new TranslationError(path, dynamicQueryMessages.tooManyValues);
  return [...new Set(value.map((item) => scalarFor(type, item, path)))];
}

function rangeFor(value: ConditionValue, path: string): { start: string; end: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TranslationError(path, dynamicQueryMessages.invalidValue);
  }
  return { start: scalarFor('date', value.start, path) as string, end: scalarFor('date', value.end, path) as string };
}

/** The operator is one the field's type offers (section 5); throws 422 otherwise. */
export function assertOperator(field: FieldDef, operator: QueryOperator, path: string): void {
  const allowed = field.freeText ? ['is', 'isNot'] : operatorsFor(field.type, field.list);
  if (!allowed.includes(operator)) throw new TranslationError(path, dynamicQueryMessages.invalidOperator);
}

export interface PredicateContext {
  params: Params;
  /** The EXISTS that reaches a related row, for a condition outside a one-resource group; null on the row itself. */
  related: { from: string; correlation: string } | null;
}

/**
 * One condition as SQL over its field's expression. On the customer (or inside a one-resource group) it is a plain
 * predicate; on a related resource it asks whether such a related row exists, and isAll asks that every value has one.
 */
export function predicate(field: FieldDef, condition: QueryCondition, path: string, context: PredicateContext): string {
  assertOperator(field, condition.operator, `${path}.operator`);
  const { params, related } = context;
  const valuePath = `${path}.value`;
  const cast = casts[field.type];
  const expr = field.expression;
  const value = condition.value;

  if (condition.operator === 'isAll' && related) {
    const values = listFor(field.type, value, valuePath);
    const list = params.add(values, `${cast}[]`);
    const count = params.add(values.length, 'int');
    return `(select count(distinct ${expr}) from ${related.from} where ${related.correlation} and ${expr} = any(${list})) = ${count}`;
  }

  const plain = plainPredicate(field, condition.operator, value, valuePath, params, cast);
  return related ? `exists (select 1 from ${related.from} where ${related.correlation} and ${plain})` : plain;
}

function plainPredicate(
  field: FieldDef,
  operator: QueryOperator,
  value: ConditionValue,
  path: string,
  params: Params,
  cast: string,
): string {
  const expr = field.expression;
  switch (operator) {
    case 'is':
    case 'isNot': {
      const scalar = scalarFor(field.type, value, path);
      if (field.freeText) {
        const text = normalizedText(params.add(scalar, 'text'));
        return operator === 'is'
          ? `${normalizedText(expr)} = ${text}`
          : `(${expr} is null or ${normalizedText(expr)} <> ${text})`;
      }
      const param = params.add(scalar, cast);
      return operator === 'is' ? `${expr} = ${param}` : `${expr} is distinct from ${param}`;
    }
    case 'in': {
      if (field.type === 'date') {
        const range = rangeFor(value, path);
        return `${expr} between ${params.add(range.start, 'date')} and ${params.add(range.end, 'date')}`;
      }
      return `${expr} = any(${params.add(listFor(field.type, value, path), `${cast}[]`)})`;
    }
    case 'isAll':
      return `${expr} = all(${params.add(listFor(field.type, value, path), `${cast}[]`)})`;
    case 'greaterThan':
      return `${expr} > ${params.add(scalarFor(field.type, value, path), cast)}`;
    case 'greaterThanOrEqual':
      return `${expr} >= ${params.add(scalarFor(field.type, value, path), cast)}`;
    case 'lessThan':
      return `${expr} < ${params.add(scalarFor(field.type, value, path), cast)}`;
    case 'lessThanOrEqual':
      return `${expr} <= ${params.add(scalarFor(field.type, value, path), cast)}`;
  }
}
