import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  employmentStatusAtEntryValues,
  exitReasonValues,
  highestGradeValues,
  customerRaceValues,
  customerSexValues,
  yesNoUndisclosed,
} from './customer-demographics.ts';

// The database's check constraints repeat these lists; a value added on one side only would be refused or unmapped.
const migration = readFileSync(
  new URL('../../db/migrations/0051_customer_demographics_and_exits.sql', import.meta.url),
  'utf8',
);
const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

describe('customer demographics values', () => {
  it.each([
    ['sex', customerSexValues],
    ['hispanic_latino', yesNoUndisclosed],
    ['disability', yesNoUndisclosed],
    ['veteran_status', yesNoUndisclosed],
    ['employment_status_at_entry', employmentStatusAtEntryValues],
    ['highest_grade_completed', highestGradeValues],
    ['exit_reason', exitReasonValues],
  ])('the database accepts exactly the contract values of %s', (column, values) => {
    expect(migration).toContain(`CHECK ("${column}" in (${listed(values)}))`);
  });

  it('the database accepts exactly the contract races', () => {
    expect(migration).toContain(`CHECK ("races" <@ array[${listed(customerRaceValues)}]::text[])`);
  });
});
