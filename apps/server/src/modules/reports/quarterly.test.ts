import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseManagerReportsFlag,
  drillFigures,
  indicatorsPaths,
  reportsPath,
  reportsPaths as paths,
  type ReportDrill,
  type Indicators,
  type ReportList,
  type ReportRunDetail,
} from '@portal/contracts';
import { schema } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { createTestApp, testAppTimeout, type Role, type TestApp } from '../../testing/test-app.ts';
import { runReport, sweepRuns } from './runner.ts';

/**
 * The quarterly performance report end to end: a run as a job (progress, the alert), its figures equal to the
 * indicators page's for the same cohort, the drill-down's rows equal to each figure, and every export in the ledger.
 * Program year 2022 (July 1, 2022 to June 30, 2023); every measurement window is over by now.
 */

let t: TestApp;
let program: number;
const types = { credential: 9701, skillGain: 9702, exempt: 9703 } as const;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await t.db.execute(query)) as { rows: T[] };
  return result.rows[0]!;
}

async function person(locationId: number, firstName: string): Promise<number> {
  const customer = await createCustomer(t.db, {
    portal: false,
    primaryLocationId: locationId,
    firstName,
    lastName: 'Quarterly',
    birthdate: '1990-04-02',
  });
  return customer.id;
}

async function enrol(customerId: number, start: string, exit: string | null) {
  await t.db.execute(sql`insert into service_log_enrollments (customer_id, program_id, created_at, exit_at)
    values (${customerId}, ${program}, ${start}::timestamptz, ${exit}::timestamptz)`);
}

async function wage(customerId: number, start: string, received: string, employer: string, hourly: number) {
  await t.db.execute(sql`insert into wage_records
      (customer_id, source_id, date_received, start_date, employer_name, job_title, recent_wage, wage_increment)
    values (${customerId}, 3, ${received}, ${start}, ${employer}, 'Worker', ${hourly}, 'hourly')`);
}

async function record(customerId: number, kind: string, typeId: number, date: string) {
  await t.db
    .execute(sql`insert into performance_records (customer_id, creator_user_id, kind, performance_type_id, date_affected)
    values (${customerId}, ${t.world.caseManager.id}, ${kind}, ${typeId}, ${date})`);
}

async function setFlags(flags: Record<string, boolean>) {
  await t.db.execute(sql`insert into client_settings (id, feature_flags) values (1, ${JSON.stringify(flags)}::jsonb)
    on conflict (id) do update set feature_flags = excluded.feature_flags`);
}

/** Runs the report as the worker would (no queue in tests) and returns the finished run. */
async function runQuarterly(role: Role, quarter: number): Promise<ReportRunDetail> {
  const client = await t.as(role);
  const started = await client.post(reportsPath(paths.reportDetail, 'quarterly_performance'), {
    program_year: 2022,
    quarter,
    program_ids: [program],
  });
  expect(started.statusCode, started.body).toBe(202);
  const id = started.json<{ data: { id: number; status: string } }>().data.id;
  expect(started.json<{ data: { status: string } }>().data.status).toBe('pending');
  await runReport(t.database, t.app.storage, id);
  const detail = await client.get(reportsPath(paths.run, id));
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json<{ data: ReportRunDetail }>().data;
}

beforeAll(async () => {
  t = await createTestApp();
  const { locationA, locationB } = t.world;
  await t.db.execute(sql`insert into performance_types (id, kind, type, is_evidence_must) values
    (${types.credential}, 'credential_attainment', 'Quarterly credential', false),
    (${types.skillGain}, 'measurable_skill_gain', 'Quarterly milestone', false),
    (${types.exempt}, 'program_exempt_reason', 'Quarterly exemption', true)
    on conflict (id) do nothing`);
  program = (
    await one<{ id: number }>(sql`insert into service_log_programs (name) values ('Quarterly Adult') returning id`)
  ).id;

  const ann = await person(locationA.id, 'Ann'); // exits in PY Q1, employed in both quarters, credential
  await enrol(ann, '2022-01-10T15:00:00Z', '2022-08-15T15:00:00Z');
  await wage(ann, '2022-12-01', '2023-02-15', 'Acme', 20);
  await wage(ann, '2022-12-01', '2023-08-01', 'Acme', 22);
  await record(ann, 'credential_attainment', types.credential, '2023-05-01');
  await record(ann, 'measurable_skill_gain', types.skillGain, '2022-07-20');
  const ben = await person(locationA.id, 'Ben'); // exits in PY Q3, not employed
  await enrol(ben, '2022-03-01T15:00:00Z', '2023-02-10T15:00:00Z');
  const dan = await person(locationA.id, 'Dan'); // exempt
  await enrol(dan, '2022-02-01T15:00:00Z', '2022-10-01T15:00:00Z');
  await record(dan, 'program_exempt_reason', types.exempt, '2022-11-01');
  const eve = await person(locationA.id, 'Eve'); // still enrolled, a skill gain
  await enrol(eve, '2022-09-01T15:00:00Z', null);
  await record(eve, 'measurable_skill_gain', types.skillGain, '2023-03-01');
  const hal = await person(locationB.id, 'Hal'); // another location: the admin at A does not count him
  await enrol(hal, '2022-01-05T15:00:00Z', '2022-09-01T15:00:00Z');
  await wage(hal, '2022-12-15', '2023-03-01', 'Hal Co', 15);
}, testAppTimeout);

afterAll(async () => t?.close());

describe('quarterly performance report', () => {
  it('runs as a job: pending, then ready at 100% with a file and an alert to its requester', async () => {
    const run = await runQuarterly('admin', 4);
    expect(run).toMatchObject({ status: 'ready', progress: 100, formats: ['csv', 'pdf'], row_count: 1 });
    expect(run.finished_at).not.toBeNull();
    const alerts = await t.db.select().from(schema.webAlerts);
    const mine = alerts.filter((alert) => alert.userId === t.world.admin.id);
    expect(mine.some((alert) => alert.webMessage.includes(`/reports/runs/${run.id}`))).toBe(true);
  });

  it.each(['admin', 'agencyAdmin'] as const)(
    'the fourth quarter equals the indicators page for the program year (%s)',
    async (role) => {
      const run = await runQuarterly(role, 4);
      const page = await (
        await t.as(role)
      ).get(`${indicatorsPaths.indicators}?program_id=${program}&program_year=2022`);
      const indicators = page.json<Indicators>();
      const result = run.result;
      if (result?.kind !== 'quarterly_performance') throw new Error('no quarterly result');
      const [figures] = result.programs;
      expect(figures).toEqual({
        program_id: program,
        program_name: 'Quarterly Adult',
        participants: indicators.participants,
        exiters: indicators.exiters,
        excluded: indicators.excluded,
        rates: indicators.rates,
        median_earnings_q2: indicators.median_earnings_q2,
      });
      // Not a vacuous match: the admin at A counts Ann, Ben, Dan, Eve; the agency admin Hal too.
      expect(figures!.participants).toBe(role === 'admin' ? 4 : 5);
    },
  );

  it('an earlier quarter counts the program year to its end only', async () => {
    const run = await runQuarterly('admin', 2);
    if (run.result?.kind !== 'quarterly_performance') throw new Error('no quarterly result');
    expect(run.result.window).toEqual({ from: '2022-07-01', to: '2022-12-31' });
    // Ben exits in February 2023: after the second quarter.
    expect(run.result.programs[0]!.exiters).toBe(2);
  });

  it('drills down from every figure to exactly the participants it counts, birth dates masked for case managers', async () => {
    const run = await runQuarterly('admin', 4);
    if (run.result?.kind !== 'quarterly_performance') throw new Error('no quarterly result');
    const figures = run.result.programs[0]!;
    const client = await t.as('admin');
    const drill = async (figure: string, part: string) => {
      const response = await client.get(
        `${reportsPath(paths.drillDown, run.id)}?program_id=${program}&figure=${figure}&part=${part}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ReportDrill>();
    };
    expect((await drill('participants', 'numerator')).total).toBe(figures.participants);
    expect((await drill('exiters', 'numerator')).total).toBe(figures.exiters);
    expect((await drill('excluded', 'numerator')).total).toBe(figures.excluded);
    for (const rate of figures.rates) {
      expect((await drill(rate.key, 'numerator')).total, rate.key).toBe(rate.numerator);
      expect((await drill(rate.key, 'denominator')).total, rate.key).toBe(rate.denominator);
      expect((await drill(rate.key, 'pending')).total, rate.key).toBe(rate.pending);
    }
    expect((await drill('median_earnings_q2', 'numerator')).total).toBe(figures.median_earnings_q2.count);
    expect(drillFigures).toContain('median_earnings_q2');
    const q2 = await drill('employment_q2', 'numerator');
    expect(q2.data.map((row) => row.full_name)).toEqual(['Ann Quarterly']);
    expect(q2.data[0]!.birth_date).toBe('1990-04-02');

    await setFlags({ [caseManagerReportsFlag]: true });
    try {
      const caseManager = await t.as('caseManager');
      const own = await runQuarterly('caseManager', 4);
      const masked = await caseManager.get(
        `${reportsPath(paths.drillDown, own.id)}?program_id=${program}&figure=employment_q2`,
      );
      expect(masked.json<ReportDrill>().data[0]!.birth_date).toBe('***');
      // Someone else's run is not the case manager's to open.
      expect((await caseManager.get(reportsPath(paths.run, run.id))).statusCode).toBe(404);
    } finally {
      await setFlags({});
    }
  });

  it('exports CSV (with the byte-order mark) and PDF, each recorded in the export ledger', async () => {
    const run = await runQuarterly('admin', 4);
    const client = await t.as('admin');
    const csv = await client.get(`${reportsPath(paths.export, run.id)}?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('Quarterly Adult,"Employment rate, 2nd quarter after exit",1,2,50.0%,0');
    const pdf = await client.get(`${reportsPath(paths.export, run.id)}?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The ledger row turns ready when the response has been written out, which on the Postgres server can land just
    // after the client has read the body.
    const ledger = async () =>
      (await t.db.select().from(schema.dataExports))
        .filter(
          (row) =>
            row.kind === 'report:quarterly_performance' && (row.criteria as { run_id: number }).run_id === run.id,
        )
        .map((row) => [row.status, row.userId, (row.criteria as { format: string }).format])
        .sort();
    await expect.poll(ledger).toEqual([
      ['ready', t.world.admin.id, 'csv'],
      ['ready', t.world.admin.id, 'pdf'],
    ]);
  });

  it('lists runs with who ran them, filters by type and keeps each user to their own', async () => {
    await runQuarterly('admin', 3);
    const admin = await t.as('admin');
    const list = (
      await admin.get(`${paths.list}?type=quarterly_performance&sort=created_at&order=desc`)
    ).json<ReportList>();
    expect(list.total).toBeGreaterThan(0);
    expect(new Set(list.data.map((run) => run.user.id))).toEqual(new Set([t.world.admin.id]));
    const all = (await (await t.as('agencyAdmin')).get(paths.list)).json<ReportList>();
    expect(new Set(all.data.map((run) => run.user.id)).size).toBeGreaterThan(1);
  });

  it('filters the runs by the runner’s name or the report’s label, and sorts them either way', async () => {
    const agency = await t.as('agencyAdmin');
    const list = async (query: string) => {
      const answer = await agency.get(`${paths.list}?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<ReportList>();
    };
    const newest = await list('sort=created_at&order=desc');
    const oldest = await list('sort=created_at&order=asc');
    expect(newest.total).toBeGreaterThan(1);
    expect(oldest.total).toBe(newest.total);
    expect(oldest.data[0]!.id).toBeLessThan(newest.data[0]!.id);
    const adminName = newest.data.find((run) => run.user.id === t.world.admin.id)!.user.name;
    const byName = await list(`filter=${encodeURIComponent(adminName)}`);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.total).toBeLessThan(newest.total);
    expect(new Set(byName.data.map((run) => run.user.id))).toEqual(new Set([t.world.admin.id]));
    expect((await list('filter=ETA-9173')).total).toBe(newest.total);
    expect((await list('filter=PIRL')).total).toBe(0);
    const byType = await list('type=pirl');
    expect(byType.total).toBe(0);
    expect((await agency.get(`${paths.list}?sort=nobody`)).statusCode).toBe(422);
  });

  it('answers 422 with field messages for criteria out of bounds, and leaves a pending run to the sweep', async () => {
    const admin = await t.as('admin');
    const bad = await admin.post(reportsPath(paths.reportDetail, 'quarterly_performance'), {
      program_year: 2015,
      quarter: 5,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual(['program_year', 'quarter']);
    const queued = await admin.post(reportsPath(paths.reportDetail, 'quarterly_performance'), {
      program_year: 2022,
      quarter: 1,
    });
    expect(await sweepRuns(t.database, t.app.storage)).toBeGreaterThanOrEqual(1);
    const id = queued.json<{ data: { id: number } }>().data.id;
    expect((await admin.get(reportsPath(paths.run, id))).json<{ data: ReportRunDetail }>().data.status).toBe('ready');
  });

  it('refuses case managers until the client setting grants reporting', async () => {
    const caseManager = await t.as('caseManager');
    expect((await caseManager.get(paths.types)).statusCode).toBe(403);
    await setFlags({ [caseManagerReportsFlag]: true });
    try {
      const types = (await caseManager.get(paths.types)).json<{ data: { key: string }[] }>();
      expect(types.data.map((type) => type.key)).toEqual(['pirl', 'quarterly_performance']);
      const funding = await caseManager.post(reportsPath(paths.reportDetail, 'funding_summary'), {
        program_year: 2022,
      });
      expect(funding.statusCode).toBe(403);
    } finally {
      await setFlags({});
    }
  });
});
