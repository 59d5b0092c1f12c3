import { describe, expect, it } from 'vitest';
import { emptyValueFor, valueInputFor, type FieldShape, type ValueInputKind } from './valueInputs';
import type { ConditionValue } from './conditionTree';

const str: FieldShape = { type: 'str', list: false };
const strList: FieldShape = { type: 'str', list: true };
const int: FieldShape = { type: 'int', list: false };
const intList: FieldShape = { type: 'int', list: true };
const bool: FieldShape = { type: 'bool', list: false };
const date: FieldShape = { type: 'date', list: false };

/** Forms spec 5, operators by type, one row per operator the spec names for the type. */
const table: Array<[string, FieldShape, string, ValueInputKind, ConditionValue]> = [
  ['str', str, 'is', 'text', ''],
  ['str', str, 'isNot', 'text', ''],
  ['str list', strList, 'in', 'multi-select', []],
  ['str list', strList, 'is', 'select', ''],
  ['str list', strList, 'isAll', 'multi-select', []],
  ['str list', strList, 'isNot', 'select', ''],
  ['int', int, 'in', 'number-list', []],
  ['int', int, 'is', 'number', 0],
  ['int', int, 'isAll', 'number-list', []],
  ['int', int, 'isNot', 'number', 0],
  ['int', int, 'greaterThan', 'number', 0],
  ['int', int, 'greaterThanOrEqual', 'number', 0],
  ['int', int, 'lessThan', 'number', 0],
  ['int', int, 'lessThanOrEqual', 'number', 0],
  ['int list', intList, 'in', 'multi-select', []],
  ['int list', intList, 'is', 'select', 0],
  ['bool', bool, 'is', 'yes-no', false],
  ['bool', bool, 'isNot', 'yes-no', false],
  ['bool', bool, 'in', 'yes-no-list', []],
  ['bool', bool, 'isAll', 'yes-no-list', []],
  ['date', date, 'in', 'date-range', { start: '', end: '' }],
  ['date', date, 'is', 'date', ''],
  ['date', date, 'isNot', 'date', ''],
  ['date', date, 'greaterThan', 'date', ''],
  ['date', date, 'greaterThanOrEqual', 'date', ''],
  ['date', date, 'lessThan', 'date', ''],
  ['date', date, 'lessThanOrEqual', 'date', ''],
];

describe('value input per type and operator', () => {
  it.each(table)('%s %s: %s input, starting at %j', (_, field, operator, kind, empty) => {
    expect(valueInputFor(field, operator)).toBe(kind);
    expect(emptyValueFor(field, operator)).toEqual(empty);
  });

  it('takes no value before a field and an operator are chosen', () => {
    expect(valueInputFor(undefined, 'is')).toBe('none');
    expect(valueInputFor(str, '')).toBe('none');
    expect(emptyValueFor(str, '')).toBe('');
  });
});
