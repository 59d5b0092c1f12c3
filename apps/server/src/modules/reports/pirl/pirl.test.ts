import { once } from 'node:events';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pirlRequestSchema } from '@portal/contracts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { CheckTally, countPirlPeriods, runEditChecks, streamPirlFile } from './index.ts';
import {
  enrol,
  logService,
  outcome,
  pirlCustomer,
  pirlWorld,
  trainingFunding,
  wage,
  type PirlWorld,
} from './pirl.fixtures.ts';

/**
 * The engine on the real database (PGlite by default, the Postgres server with DATABASE_URL: the same assertions hold
 * on both). Program year 2024 (July 1, 2024 to June 30, 2025), fourth quarter; every follow-up quarter is over on the
 * as-of day.
 */

let database: TestDatabase;
let world: PirlWorld;
const today = '2026-07-15';
const request = pirlRequestSchema.parse({ program_year: 2024, quarter: 4, programs: ['903', '904', '905', '918'] });

/** A slow reader: each chunk is taken on the next turn of the event loop. */
class Collect extends Writable {
  text = '';
  constructor() {
    super({ highWaterMark: 1024 });
  }
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    setImmediate(done);
  }
  /** Characters handed to the stream so far, read or still buffered. */
  handed() {
    return this.text.length + this.writableLength;
  }
  async lines() {
    this.end();
    await once(this, 'finish');
    return this.text.split('\r\n').filter((line) => line !== '');
  }
}

async function file(options: Parameters<typeof streamPirlFile>[3] = {}) {
  const out = new Collect();
  const result = await streamPirlFile(database.handle, request, out, { today, ...options });
  return { ...result, lines: await out.lines() };
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await pirlWorld(database.handle.db);
});
afterAll(() => database?.dispose());

describe('the PIRL file', () => {
  it('writes the element numbers in the layout order and one fixture period with its code values', async () => {
    const db = database.handle.db;
    const pat = await pirlCustomer(db, world);
    const period = await enrol(db, pat.id, world.programs.adult, '2024-08-05', '2025-01-20');
    await logService(db, world, pat.id, period, '2024-08-05', world.careerServiceId);
    await logService(db, world, pat.id, period, '2024-12-02', world.trainingServiceId);
    await trainingFunding(db, world, pat.id, world.programs.adult, '2024-09-03');
    await wage(db, pat.id, { start: '2025-02-10', received: '2026-05-01', hourly: 22 });
    await outcome(db, world, pat.id, 'credential_attainment', 209, '2025-03-01');
    await outcome(db, world, pat.id, 'measurable_skill_gain', 104, '2024-12-01');

    const { lines, rows } = await file();
    expect(rows).toBe(1);
    expect(lines[0]).toBe(
      'OBS,100,101,102,200,201,202,210,211,212,213,214,215,300,400,408,900,901,903,904,905,918,923,1000,1001,' +
        '1300,1301,1303,1304,1332,1602,1606,1704,1706,1800,1801,1802,1803,1804,1805,1806,1807,1809,1810',
    );
    const id = String(pat.id).padStart(12, '0');
    expect(lines[1]).toBe(
      `000000001,${id},CO,001,19900517,2,0,1,0,1,0,0,1,0,0,87,20240805,20250120,1,0,0,0,00,20240805,20241202,` +
        '1,Front Range Community College,20240903,06,1,1,1,11440.00,11440.00,7,20250301,,,,,,,20241201,',
    );
  });

  it('writes one row per period of participation: co-enrolled programs share it, separate spells do not', async () => {
    const db = database.handle.db;
    // WIOA Adult and Wagner-Peyser on overlapping dates: one period from the first entry to the common exit.
    const both = await pirlCustomer(db, world, { firstName: 'Cora' });
    const adult = await enrol(db, both.id, world.programs.adult, '2024-08-05', '2025-01-20');
    const wp = await enrol(db, both.id, world.programs.wp, '2024-09-10', '2025-03-03', 'health_medical');
    await logService(db, world, both.id, adult, '2024-08-05', world.careerServiceId);
    await logService(db, world, both.id, wp, '2025-02-14', world.careerServiceId);
    await outcome(db, world, both.id, 'measurable_skill_gain', 104, '2025-02-01', wp);
    // Still open in one program: the period has not exited.
    const open = await pirlCustomer(db, world, { firstName: 'Otto' });
    await enrol(db, open.id, world.programs.adult, '2024-08-01', '2024-10-01');
    await enrol(db, open.id, world.programs.wp, '2024-09-15', null);
    // Dislocated Worker entered the day after the Adult exit: the spells touch, one period.
    const touching = await pirlCustomer(db, world, { firstName: 'Tia' });
    await enrol(db, touching.id, world.programs.adult, '2024-07-10', '2024-09-30');
    await enrol(db, touching.id, world.programs.dw, '2024-10-01', '2024-12-01');
    // Two spells months apart: two periods, each with its own program.
    const apart = await pirlCustomer(db, world, { firstName: 'Abe' });
    await enrol(db, apart.id, world.programs.adult, '2024-07-10', '2024-09-30');
    await enrol(db, apart.id, world.programs.wp, '2024-11-01', '2025-02-01');

    const { lines } = await file();
    const header = lines[0]!.split(',');
    const rowsOf = (customerId: number) =>
      lines
        .slice(1)
        .map((line) =>
          Object.fromEntries(line.split(',').map((value, index): [string, string] => [header[index]!, value])),
        )
        .filter((row) => row['100'] === String(customerId).padStart(12, '0'))
        .map((row) => [row['900'], row['901'], row['903'], row['904'], row['905'], row['918'], row['923']]);
    // 900, 901, 903, 904, 905, 918, 923
    expect(rowsOf(both.id)).toEqual([['20240805', '20250303', '1', '0', '0', '1', '02']]);
    expect(rowsOf(open.id)).toEqual([['20240801', '', '1', '0', '0', '1', '']]);
    expect(rowsOf(touching.id)).toEqual([['20240710', '20241201', '1', '1', '0', '0', '00']]);
    expect(rowsOf(apart.id)).toEqual([
      ['20240710', '20240930', '1', '0', '0', '0', '00'],
      ['20241101', '20250201', '0', '0', '0', '1', '00'],
    ]);
    // The details are read over the whole period: services and skill gains of either program.
    const bothRow = lines.find((line) => line.split(',')[1] === String(both.id).padStart(12, '0'))!.split(',');
    expect([bothRow[header.indexOf('1000')], bothRow[header.indexOf('1001')], bothRow[header.indexOf('1809')]]).toEqual(
      ['20240805', '20250214', '20250201'],
    );

    // One record per person and period: the duplicate check stays silent on all of them.
    const checks = await runEditChecks(database.handle, request, { today });
    const ours = new Set([both.id, open.id, touching.id, apart.id]);
    expect(checks.failures.filter((failure) => ours.has(failure.customer_id))).toEqual([]);
  });

  it('counts the periods in the window and leaves out other programs, deleted customers and later entries', async () => {
    const db = database.handle.db;
    const before = await countPirlPeriods(database.handle, request);
    const other = await pirlCustomer(db, world);
    await enrol(db, other.id, world.programs.other, '2024-09-01', null);
    await enrol(db, other.id, world.programs.wp, '2025-07-02', null);
    await enrol(db, other.id, world.programs.dw, '2022-01-01', '2023-05-01');
    const deleted = await pirlCustomer(db, world, { deletedAt: new Date() });
    await enrol(db, deleted.id, world.programs.adult, '2024-09-01', null);
    expect(await countPirlPeriods(database.handle, request)).toBe(before);
    expect(await countPirlPeriods(database.handle, request, { locationIds: [world.locationId + 1000] })).toBe(0);
  });

  it('streams: rows reach the output batch by batch, before the last period is read', async () => {
    const db = database.handle.db;
    await db.execute(sql`with crowd as (
        insert into customers (first_name, last_name, zip, primary_location_id)
        select 'Crowd', 'Member ' || n, '80011', ${world.locationId} from generate_series(1, 2000) n returning id
      )
      insert into service_log_enrollments (customer_id, program_id, created_at)
      select id, ${world.programs.wp}, timestamptz '2024-07-02 16:00Z' from crowd`);
    try {
      const total = await countPirlPeriods(database.handle, request);
      const out = new Collect();
      const header = 'OBS,100'.length;
      const seen: { done: number; handed: number }[] = [];
      const result = await streamPirlFile(database.handle, request, out, {
        today,
        batchSize: 200,
        onProgress: (done) => seen.push({ done, handed: out.handed() }),
      });
      expect(result.rows).toBe(total);
      expect(seen.length).toBe(Math.ceil(total / 200));
      // When the first batch is reported its rows are already handed to the output, most periods still unread.
      expect(seen[0]!.done).toBe(200);
      expect(seen[0]!.handed).toBeGreaterThan(header + 200 * 40);
      expect(seen[0]!.handed).toBeLessThan(seen.at(-1)!.handed / 4);
      expect(await out.lines()).toHaveLength(total + 1);

      // A reader that hangs up mid-file stops the run, and the session is given back.
      const gone = new Writable({
        highWaterMark: 16,
        write(_chunk, _encoding, done) {
          setImmediate(() => {
            done();
            gone.destroy();
          });
        },
      });
      await expect(streamPirlFile(database.handle, request, gone, { today, batchSize: 200 })).rejects.toThrow(
        'PIRL file output closed',
      );
      expect(await countPirlPeriods(database.handle, request)).toBe(total);
    } finally {
      await db.execute(sql`delete from customers where first_name = 'Crowd'`);
    }
  }, 120_000);
});

describe('the edit checks on recorded data', () => {
  it('finds the duplicate period, the missing exit reason, the wage without an employer and the late credential', async () => {
    const db = database.handle.db;
    const dup = await pirlCustomer(db, world, { firstName: 'Dana' });
    await enrol(db, dup.id, world.programs.dw, '2024-10-01', null);
    await enrol(db, dup.id, world.programs.dw, '2024-10-01', null);
    const exempt = await pirlCustomer(db, world, { firstName: 'Eli' });
    await enrol(db, exempt.id, world.programs.adult, '2024-08-01', '2024-11-15');
    await outcome(db, world, exempt.id, 'program_exempt_reason', 405, '2024-11-20');
    const noEmployer = await pirlCustomer(db, world, { firstName: 'Fay' });
    await enrol(db, noEmployer.id, world.programs.wp, '2024-07-10', '2024-09-10');
    await wage(db, noEmployer.id, { start: '2024-12-01', received: '2025-08-01', employer: ' ', hourly: 18 });
    const late = await pirlCustomer(db, world, { firstName: 'Gus' });
    const lateId = await enrol(db, late.id, world.programs.adult, '2024-07-15', '2024-08-30');
    await outcome(db, world, late.id, 'credential_attainment', 205, '2025-10-01', lateId);

    const laterExit = await pirlCustomer(db, world, { firstName: 'Hal' });
    await enrol(db, laterExit.id, world.programs.adult, '2025-05-01', '2025-08-01', 'deceased');
    const openWithReason = await pirlCustomer(db, world, { firstName: 'Ivy' });
    await enrol(db, openWithReason.id, world.programs.youth, '2024-09-01', null, 'health_medical');
    await db.execute(sql`update customers set birthdate = '2006-02-01' where id = ${openWithReason.id}`);

    const result = await runEditChecks(database.handle, request, { today });
    const failing = (rule: string) =>
      result.failures.filter((failure) => failure.rule_id === rule).map((failure) => failure.customer_id);
    expect(failing('D01')).toEqual([dup.id]);
    expect(failing('L03')).toEqual([exempt.id]);
    expect(failing('L04')).toEqual([noEmployer.id]);
    expect(failing('L05')).toEqual([late.id]);
    // An exit after the window is not reported yet, its reason neither; an open period with a reason is.
    expect(failing('L02')).toEqual([openWithReason.id]);
    expect(result.ready).toBe(false);
    expect(result.rules.find((rule) => rule.rule_id === 'L04')!.failures).toBe(1);
    expect(result.elements.find((element) => element.element === '923')!.failures).toBe(2);
    const l03 = result.failures.find((failure) => failure.rule_id === 'L03')!;
    expect(l03).toMatchObject({
      field: 'Exit reason',
      fix_path: `/workflows/customer-information/${exempt.id}#programs`,
    });

    // Tallied on the file's own pass (as a report run does), the checks give the same result for the rows written.
    const tally = new CheckTally();
    const onFilePass = await file({ onPeriod: (period) => tally.check(period) });
    expect(onFilePass.rows).toBe(result.periods);
    expect(tally.result(onFilePass.rows)).toEqual(result);

    // Fixed at the source, the same run passes those checks.
    await db.execute(
      sql`update service_log_enrollments set exit_reason = 'foster_care' where customer_id = ${exempt.id}`,
    );
    await db.execute(sql`update wage_records set employer_name = 'Aurora Goods' where customer_id = ${noEmployer.id}`);
    await db.execute(sql`delete from service_log_enrollments where id = (select max(id) from service_log_enrollments
      where customer_id = ${dup.id})`);
    await db.execute(sql`update performance_records set date_affected = '2025-06-01' where customer_id = ${late.id}`);
    await db.execute(
      sql`update service_log_enrollments set exit_reason = null where customer_id = ${openWithReason.id}`,
    );
    const fixed = await runEditChecks(database.handle, request, { today });
    expect(fixed.total_failures).toBe(0);
    expect(fixed.ready).toBe(true);
  });
});
