import { describe, expect, it } from 'vitest';
import { formatSalaryRange } from './job-board.ts';

describe('formatSalaryRange', () => {
  it.each([
    ['hour', 20, 28, '$20 - $28 / hour'],
    ['year', 52_000, 61_000, '$52,000 - $61,000 / year'],
    // Participant spec, job posting cards: "annual shows as year".
    ['annual', 52_000, 61_000, '$52,000 - $61,000 / year'],
    ['Annual', 52_000, 52_000, '$52,000 / year'],
    ['week', 900.5, 1_000, '$900.50 - $1,000 / week'],
  ])('%s: %d-%d reads "%s"', (unit, min, max, text) => {
    expect(formatSalaryRange({ pay_unit: unit, salary_range_min: min, salary_range_max: max })).toBe(text);
  });
});
