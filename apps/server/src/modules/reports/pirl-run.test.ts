import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportsPath, reportsPaths as paths, type ReportRunDetail } from '@portal/contracts';
import { schema } from '@portal/db';
import { createTestApp, testAppTimeout, type TestApp } from '../../testing/test-app.ts';
import { enrol, pirlCustomer, pirlWorld, wage, type PirlWorld } from './pirl/pirl.fixtures.ts';
import { runReport } from './runner.ts';

/**
 * A PIRL run through the reports module: queued, run by the worker through the engine (file into storage, then the
 * edit checks), the failing record with the link to its fix screen, a clean re-run once the data is fixed, and the
 * download recorded in the export ledger.
 */

let t: TestApp;
let world: PirlWorld;
let unnamed: number;

async function runPirl(): Promise<ReportRunDetail> {
  const client = await t.as('agencyAdmin');
  const started = await client.post(reportsPath(paths.reportDetail, 'pirl'), {
    program_year: 2022,
    quarter: 4,
    programs: ['903'],
  });
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json<{ data: { id: number } }>().data.id;
  await runReport(t.database, t.app.storage, id);
  return (await client.get(reportsPath(paths.run, id))).json<{ data: ReportRunDetail }>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  world = await pirlWorld(t.db);
  const good = await pirlCustomer(t.db, world, { firstName: 'Gina' });
  await enrol(t.db, good.id, world.programs.adult, '2022-08-01', '2023-01-15');
  await wage(t.db, good.id, { start: '2023-02-01', received: '2023-09-01', hourly: 22 });
  const ines = await pirlCustomer(t.db, world, { firstName: 'Ines' });
  unnamed = ines.id;
  await enrol(t.db, ines.id, world.programs.adult, '2022-09-01', '2023-02-15');
  await wage(t.db, ines.id, { start: '2023-03-01', received: '2023-10-01', hourly: 21, employer: '' });
}, testAppTimeout);

afterAll(async () => t?.close());

describe('PIRL runs', () => {
  it('lists the failing record with its fix link, then is ready once the data is fixed', async () => {
    const failing = await runPirl();
    expect(failing).toMatchObject({ status: 'ready', progress: 100, formats: ['csv'], row_count: 2 });
    if (failing.result?.kind !== 'pirl') throw new Error('no PIRL result');
    expect(failing.result.ready).toBe(false);
    expect(failing.failure_count).toBe(failing.result.total_failures);
    const wageFailure = failing.result.failures.find((failure) => failure.rule_id === 'L04');
    expect(wageFailure).toMatchObject({ customer_id: unnamed, screen: 'wages' });
    expect(wageFailure!.fix_path).toContain(String(unnamed));
    expect(failing.result.rules.find((rule) => rule.rule_id === 'L04')?.failures).toBe(1);

    await t.db.execute(
      sql`update wage_records set employer_name = 'Colfax Dental Group' where customer_id = ${unnamed}`,
    );
    const clean = await runPirl();
    if (clean.result?.kind !== 'pirl') throw new Error('no PIRL result');
    expect(clean.result.failures.filter((failure) => failure.customer_id === unnamed)).toEqual([]);
    expect(clean.result.ready).toBe(clean.result.total_failures === 0);

    const client = await t.as('agencyAdmin');
    const file = await client.get(`${reportsPath(paths.export, clean.id)}?format=csv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('pirl-py2022-q4.csv');
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    // The ledger row turns ready once the response is written out: on the Postgres server just after the body is read.
    const ledger = async () =>
      (await t.db.select().from(schema.dataExports))
        .filter((row) => row.kind === 'report:pirl')
        .map((row) => [row.status, row.userId, row.rowCount]);
    await expect.poll(ledger).toEqual([['ready', t.world.agencyAdmin.id, 2]]);
  });

  it('answers 422 without a program and for a quarter out of range', async () => {
    const client = await t.as('agencyAdmin');
    const bad = await client.post(reportsPath(paths.reportDetail, 'pirl'), {
      program_year: 2022,
      quarter: 0,
      programs: [],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['programs', 'quarter']);
  });
});
