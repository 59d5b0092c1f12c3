import { typeDefaultValue, type FieldMetadata } from '@portal/contracts';
import type { ConditionValue } from './conditionTree';

/** The part of a resource field's metadata the value input depends on (forms spec 3). */
export type FieldShape = Pick<FieldMetadata, 'type' | 'list'>;

/** Which input a condition's value takes. */
export type ValueInputKind =
  | 'none'
  | 'text'
  | 'select'
  | 'multi-select'
  | 'number'
  | 'number-list'
  | 'yes-no'
  | 'yes-no-list'
  | 'date'
  | 'date-range';

/** Operators that compare against several values at once. */
const listOperators = new Set(['in', 'isAll']);

/**
 * Forms spec 5, operators by type: a single-valued str takes text; a str list takes selects (several values for in and
 * isAll); int takes a number (several for in and isAll); bool takes yes/no for is and isNot and a multi-select for the
 * list operators; date takes a range for in and a date for every other operator.
 */
export function valueInputFor(field: FieldShape | undefined, operator: string): ValueInputKind {
  if (!field || operator === '') return 'none';
  const many = listOperators.has(operator);
  switch (field.type) {
    case 'str':
      if (!field.list) return 'text';
      return many ? 'multi-select' : 'select';
    case 'int':
      if (field.list) return many ? 'multi-select' : 'select';
      return many ? 'number-list' : 'number';
    case 'bool':
      return many ? 'yes-no-list' : 'yes-no';
    case 'date':
      return operator === 'in' ? 'date-range' : 'date';
  }
}

/**
 * The value an operator change starts from: the type's default (forms spec 4: empty string, 0, false, empty date),
 * except that an input taking several values starts with none and a date range with neither end.
 */
export function emptyValueFor(field: FieldShape | undefined, operator: string): ConditionValue {
  switch (valueInputFor(field, operator)) {
    case 'none':
      return '';
    case 'multi-select':
    case 'number-list':
    case 'yes-no-list':
      return [];
    case 'date-range':
      return { start: '', end: '' };
    default:
      return typeDefaultValue(field!.type) ?? '';
  }
}
