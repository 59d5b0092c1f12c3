import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardProgramYear, pirlRequestSchema } from '@portal/contracts';
import { pirlDemoProblems, seedDemo } from '@portal/db/seed';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { runEditChecks, streamPirlFile } from './index.ts';

/**
 * The demo seed (packages/db/src/seed/pirl-demo.ts) must give the PIRL file rows for every program and let the checks
 * find its few real problems: the reports journey relies on both, and on one program whose only problem staff fix on
 * the customer edit page.
 */

let database: TestDatabase;
const currentYear = boardProgramYear();
const allPrograms = ['903', '904', '905', '918'] as const;
const request = (programYear: number, quarter: number) =>
  pirlRequestSchema.parse({ program_year: programYear, quarter, programs: allPrograms });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.handle.db);
}, 300_000);
afterAll(() => database?.dispose());

async function customerName(id: number) {
  const [row] = (await database.handle.rawQuery('select first_name, last_name from customers where id = $1', [id])) as {
    first_name: string;
    last_name: string;
  }[];
  return { firstName: row!.first_name, lastName: row!.last_name };
}

describe('the PIRL demo', () => {
  it('has rows for every WIOA program in last program year’s fourth quarter', async () => {
    let text = '';
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const { rows } = await streamPirlFile(database.handle, request(currentYear - 1, 4), out);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(rows + 1);
    const header = lines[0]!.split(',');
    const cells = lines.slice(1).map((line) => line.split(','));
    for (const program of allPrograms) {
      const column = header.indexOf(program);
      expect(cells.filter((row) => row[column] === '1').length).toBeGreaterThanOrEqual(2);
    }
    // One record per person and period: the co-enrolled demo participant's Adult and Wagner-Peyser share one row,
    // and no person has two rows entering the same day.
    const flags = (row: string[], program: string) => row[header.indexOf(program)] === '1';
    expect(cells.filter((row) => flags(row, '903') && flags(row, '918')).length).toBeGreaterThanOrEqual(1);
    const keys = cells.map((row) => `${row[header.indexOf('100')]}|${row[header.indexOf('900')]}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds the duplicate enrolment, the wage without an employer and the missing exit reason of the older year', async () => {
    const result = await runEditChecks(database.handle, request(currentYear - 1, 4));
    const named = async (rule: string) =>
      Promise.all(
        result.failures.filter((failure) => failure.rule_id === rule).map((f) => customerName(f.customer_id)),
      );
    expect(await named('D01')).toEqual([pirlDemoProblems.duplicate]);
    expect(await named('L04')).toEqual([pirlDemoProblems.wageWithoutEmployer]);
    expect(await named('L03')).toContainEqual(pirlDemoProblems.missingExitReason);
    expect(result.ready).toBe(false);
  });

  it('fails Wagner-Peyser only on the highest grade nobody asked, fixed on the customer edit page', async () => {
    const wagnerPeyser = pirlRequestSchema.parse({ program_year: currentYear - 1, quarter: 4, programs: ['918'] });
    const before = await runEditChecks(database.handle, wagnerPeyser);
    expect(before.failures.map((failure) => [failure.rule_id, failure.element, failure.screen])).toEqual([
      ['V408', '408', 'customer_edit'],
    ]);
    const [failure] = before.failures;
    expect(await customerName(failure!.customer_id)).toEqual(pirlDemoProblems.missingHighestGrade);
    expect(failure!.fix_path).toBe(`/workflows/customer-information/${failure!.customer_id}/edit`);

    await database.handle.rawQuery(`update customers set highest_grade_completed = 'grade_12' where id = $1`, [
      failure!.customer_id,
    ]);
    const after = await runEditChecks(database.handle, wagnerPeyser);
    expect(after).toMatchObject({ ready: true, total_failures: 0 });
  });

  it('leaves the current year’s first quarter with no more than the exits that need a reason', async () => {
    const result = await runEditChecks(database.handle, request(currentYear, 1));
    expect(result.periods).toBeGreaterThan(10);
    expect(new Set(result.failures.map((failure) => failure.rule_id))).toEqual(new Set(['L03']));
  });
});
