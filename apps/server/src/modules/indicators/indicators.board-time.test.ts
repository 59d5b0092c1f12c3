import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSettingsSchema, indicatorsPaths, platformPaths, type Indicators } from '@portal/contracts';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, testAppTimeout, type TestApp } from '../../testing/test-app.ts';
import type { StaffActor } from '../../platform/access/actor.ts';
import * as service from './service.ts';

/**
 * Quarters and program years are the board's (BOARD_TIME_ZONE, default America/Denver), not UTC's (issue #27).
 * Three exits near the end of a quarter and of program year 2024, each a different day in UTC, Denver and Honolulu:
 * - March:  2025-04-01 00:30 UTC = March 31, 6:30 PM in Denver (MDT) = March 31, 2:30 PM in Honolulu: Q1 2025.
 * - June:   2025-07-01 05:00 UTC = June 30, 11 PM in Denver = June 30, 7 PM in Honolulu: PY 2024 (UTC: PY 2025).
 * - July:   2025-07-01 08:00 UTC = July 1, 2 AM in Denver (PY 2025) = June 30, 10 PM in Honolulu (PY 2024).
 * March's person is employed in the 2nd quarter after a Q1 exit (Jul-Sep 2025); in UTC that quarter would be Oct-Dec.
 */

async function seedExits(t: TestApp): Promise<number> {
  const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as { rows: T[] }).rows[0]!;
  const program = (
    await one<{ id: number }>(
      sql`insert into service_log_programs (name) values ('Board time WIOA Adult') returning id`,
    )
  ).id;
  const exit = async (firstName: string, exitAt: string) => {
    const customer = await createCustomer(t.db, {
      portal: false,
      primaryLocationId: t.world.locationA.id,
      firstName,
      lastName: 'Boardtime',
    });
    await t.db.execute(sql`insert into service_log_enrollments (customer_id, program_id, created_at, exit_at)
      values (${customer.id}, ${program}, '2025-01-15T15:00:00Z', ${exitAt}::timestamptz)`);
    return customer.id;
  };
  const march = await exit('March', '2025-04-01T00:30:00Z');
  await t.db.execute(sql`insert into wage_records
      (customer_id, source_id, date_received, start_date, employer_name, job_title, recent_wage, wage_increment)
    values (${march}, 3, '2025-08-15', '2025-08-01', 'Front Range Co', 'Worker', 20, 'hourly')`);
  await exit('June', '2025-07-01T05:00:00Z');
  await exit('July', '2025-07-01T08:00:00Z');
  return program;
}

function caseManager(t: TestApp): StaffActor {
  return {
    kind: 'staff',
    staffId: t.world.caseManager.id,
    role: 'case_manager',
    locationIds: [t.world.locationA.id],
    sessionId: 'test',
  };
}

async function figures(t: TestApp, program: number, year: number): Promise<Indicators> {
  const response = await (
    await t.as('caseManager')
  ).get(`${indicatorsPaths.indicators}?program_id=${program}&program_year=${year}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Indicators>();
}

const employmentQ2 = (found: Indicators) => {
  const rate = found.rates.find((r) => r.key === 'employment_q2')!;
  return [rate.numerator, rate.denominator, rate.pending];
};

describe('the board zone by default: America/Denver', () => {
  let t: TestApp;
  let program: number;
  beforeAll(async () => {
    t = await createTestApp();
    program = await seedExits(t);
  }, testAppTimeout);
  afterAll(() => t?.close());

  it('counts a 6:30 PM exit on March 31 in the first quarter, and a June 30 11 PM exit in that program year', async () => {
    const py2024 = await figures(t, program, 2024);
    // March and June exited in PY 2024; March is employed in Q3 2025 (the 2nd quarter after Q1), June has no wage.
    expect(py2024.exiters).toBe(2);
    expect(employmentQ2(py2024)).toEqual([1, 2, 0]);
    const py2025 = await figures(t, program, 2025);
    expect([py2025.participants, py2025.exiters]).toEqual([1, 1]);
  });

  it('names the browser the zone through GET /settings', async () => {
    const response = await t.anonymous().get(platformPaths.settings);
    expect(clientSettingsSchema.parse(response.json()).board_time_zone).toBe('America/Denver');
  });

  it('reads "as of" as the board’s today across both daylight-saving changes', async () => {
    const asOf = async (now: string) =>
      (await service.indicators(t.db, caseManager(t), program, 2024, new Date(now))).as_of;
    // Spring (2026-03-08): 11:30 PM MDT on March 8 is 05:30 UTC on March 9; 11:30 PM MST on March 7 is 06:30 UTC.
    expect(await asOf('2026-03-09T05:30:00Z')).toBe('2026-03-08');
    expect(await asOf('2026-03-08T06:30:00Z')).toBe('2026-03-07');
    expect(await asOf('2026-03-08T07:00:00Z')).toBe('2026-03-08');
    // Autumn (2026-11-01): midnight is 06:00 UTC before the change and 07:00 UTC after it.
    expect(await asOf('2026-11-01T05:59:00Z')).toBe('2026-10-31');
    expect(await asOf('2026-11-02T06:59:00Z')).toBe('2026-11-01');
    expect(await asOf('2026-11-02T07:00:00Z')).toBe('2026-11-02');
  });

  it('keeps the 2nd quarter pending until the board’s day after it ends', async () => {
    // March's 2nd quarter after exit ends on September 30, 2025: done on October 1 in Denver, not at 8 PM on Sept 30
    // (02:00 UTC on October 1).
    const at = async (now: string) =>
      employmentQ2(await service.indicators(t.db, caseManager(t), program, 2024, new Date(now)));
    expect(await at('2025-10-01T02:00:00Z')).toEqual([0, 0, 2]);
    expect(await at('2025-10-01T06:00:00Z')).toEqual([1, 1, 1]);
  });
});

describe('a board in another zone: Pacific/Honolulu', () => {
  let t: TestApp;
  let program: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { boardTimeZone: 'Pacific/Honolulu' } });
    program = await seedExits(t);
  }, testAppTimeout);
  afterAll(() => t?.close());

  it('counts the 2 AM Denver exit of July 1 in the earlier program year, as it was June 30 in Honolulu', async () => {
    const py2024 = await figures(t, program, 2024);
    expect(py2024.exiters).toBe(3);
    expect(employmentQ2(py2024)).toEqual([1, 3, 0]);
    expect((await figures(t, program, 2025)).exiters).toBe(0);
    const response = await t.anonymous().get(platformPaths.settings);
    expect(clientSettingsSchema.parse(response.json()).board_time_zone).toBe('Pacific/Honolulu');
  });
});
