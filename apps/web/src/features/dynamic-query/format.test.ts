import { describe, expect, it } from 'vitest';
import { formatCell, formatDate, formatLastRun } from './format';

describe('query tool formats', () => {
  it('shows dates as MM/dd/yyyy and the last run with its time and zone', () => {
    expect(formatDate('2026-03-07T12:00:00')).toBe('03/07/2026');
    expect(formatDate('1988-04-12')).toBe('04/12/1988');
    expect(formatLastRun('2026-03-07T15:05:00')).toMatch(/^03\/07\/2026 3:05pm \S+$/);
    expect(formatLastRun('2026-03-07T00:09:00')).toMatch(/^03\/07\/2026 12:09am/);
    expect(formatLastRun(null)).toBe('-');
  });

  it.each([
    [null, 'str', '-'],
    ['', 'str', '-'],
    ['Denver', 'str', 'Denver'],
    [0, 'int', '0'],
    [true, 'bool', 'Yes'],
    [false, 'bool', 'No'],
    ['***', 'date', '***'],
    [{ nested: 1 }, 'str', '--'],
  ] as const)('a cell holding %j (%s) shows %s', (value, type, shown) => {
    expect(formatCell(value, type)).toBe(shown);
  });
});
