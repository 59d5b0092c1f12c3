import { describe, expect, it } from 'vitest';
import { maskDate } from './dateMask';

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['011', '01/1'],
    ['01151995', '01/15/1995'],
    ['01/15/1995', '01/15/1995'],
    ['01-15-19951234', '01/15/1995'],
    ['ab12', '12'],
  ])('masks %j as %j', (input, output) => {
    expect(maskDate(input)).toBe(output);
  });
});
