import { describe, expect, it } from 'vitest';
import { formatters } from './format';

describe('formatters', () => {
  it("write dates as each language's readers expect: month first in English, day first in Spanish", () => {
    expect(formatters('en').date('2026-06-30')).toBe('06/30/2026');
    expect(formatters('es').date('2026-06-30')).toBe('30/06/2026');
    expect(formatters('en').date('2026-06-30', 'long')).toBe('June 30, 2026');
    expect(formatters('es').date('2026-06-30', 'long')).toBe('30 de junio de 2026');
  });

  it('say an unreadable date as the browser does, instead of throwing', () => {
    expect(formatters('en').date('not a date')).toBe('Invalid Date');
  });

  it('write whole dollars unless cents are asked for, and the same formatter answers twice', () => {
    const format = formatters('en');
    expect(format.money(1234.5)).toBe('$1,235');
    expect(format.money(1234.5, { cents: true })).toBe('$1,234.50');
    expect(format.money(1234.5, { cents: true })).toBe('$1,234.50');
    expect(format.percent(0.42)).toBe('42%');
    expect(format.number(1001)).toBe('1,001');
    expect(formatters('en')).toBe(format);
  });

  it('fall back to English for a language the portal does not have', () => {
    expect(formatters('fr').locale).toBe('en-US');
  });
});
