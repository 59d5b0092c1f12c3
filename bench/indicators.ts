// The WIOA primary indicators of one program year over the scale database (issue #15, "Figures"): target under 2 s
// on Postgres for 1,000,000 customers with 3,000,000 wage rows.
// BENCH_INDICATORS_DATABASE_URL names a database filled by
//   npm run seed:scale -- --customers 1000000 --indicator-exits 1000000
// (repeated runs then measure the same data); without it a scratch database is seeded with BENCH_CUSTOMERS customers
// (default 1,000,000), each with an exit and three wage rows, and dropped afterwards.
// Times the service call (program lookup + the one indicator statement) as an agency admin (every customer) and as a
// one-location case manager, BENCH_RUNS times each (default 5) after a warm-up, against the same SQL through the pg
// driver alone, and prints the statement's plan (EXPLAIN ANALYZE, BUFFERS).
// npm run bench -- indicators
import os from 'node:os';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { seedScaleCustomers } from '@portal/db/factories';
import { indicatorsScaleProgram, seedScaleIndicators } from '../packages/db/src/seed/indicators-scale.ts';
import type { StaffActor } from '../apps/server/src/platform/access/actor.ts';
import * as service from '../apps/server/src/modules/indicators/service.ts';
import { captureStatements, type Statement } from './endpoint.ts';
import { percentile, printFigure, withScratchDatabase } from './support.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const programYear = Number(process.env.BENCH_PROGRAM_YEAR ?? 2023);

async function timed(work: () => Promise<unknown>) {
  const times: number[] = [];
  await work(); // warm-up (and the plan cache)
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return { median: percentile(times, 0.5), max: Math.max(...times) };
}

async function measure(url: string, database: DatabaseHandle) {
  const [program] = (await database.rawQuery(`select id from service_log_programs where name = $1`, [
    indicatorsScaleProgram,
  ])) as { id: number }[];
  if (!program) throw new Error(`no '${indicatorsScaleProgram}' program: run seed:scale with --indicator-exits first`);
  const [sizes] = (await database.rawQuery(
    `select (select count(*)::int from customers) as customers, (select count(*)::int from wage_records) as wages,
       (select count(*)::int from service_log_enrollments where program_id = $1) as enrollments,
       (select count(*)::int from performance_records) as performance,
       (select min(id) from locations where name = 'Workforce Center 1') as location`,
    [program.id],
  )) as { customers: number; wages: number; enrollments: number; performance: number; location: number }[];
  printFigure('customers', sizes!.customers, '');
  printFigure('wage rows', sizes!.wages, '');
  printFigure(`enrolments in '${indicatorsScaleProgram}'`, sizes!.enrollments, '');
  printFigure('performance records', sizes!.performance, '');
  console.log(
    `program year ${programYear}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const actors: [string, StaffActor][] = [
    [
      'agency admin (every customer)',
      { kind: 'staff', staffId: 0, role: 'agency_admin', locationIds: [], sessionId: 'b' },
    ],
    [
      'case manager (one location of 40)',
      { kind: 'staff', staffId: 0, role: 'case_manager', locationIds: [sizes!.location], sessionId: 'b' },
    ],
  ];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [label, actor] of actors) {
      const compute = () => service.indicators(database.db, actor, program.id, programYear);
      const statements: Statement[] = await captureStatements(compute);
      const figures = await compute();
      const app = await timed(compute);
      const driver = await timed(async () => {
        for (const statement of statements) await client.query({ text: statement.text, values: statement.values });
      });
      printFigure(`indicators, ${label}, median (target 2000 ms)`, app.median, 'ms');
      printFigure('  slowest run', app.max, 'ms');
      printFigure('  same SQL through the driver alone, median', driver.median, 'ms');
      printFigure('  ratio service / driver', app.median / driver.median, 'x');
      console.log(
        `  participants ${figures.participants}, exiters ${figures.exiters}, excluded ${figures.excluded}; ` +
          figures.rates.map((r) => `${r.key} ${r.numerator}/${r.denominator}`).join(', ') +
          `; median earnings ${figures.median_earnings_q2.value} over ${figures.median_earnings_q2.count}`,
      );
      // The plan as the service runs it: the same statements in order (begin, set local work_mem, ...), the indicator
      // statement explained.
      const main = statements.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      let plan: pg.QueryResult = { rows: [] } as unknown as pg.QueryResult;
      for (const statement of statements) {
        if (statement === main) {
          plan = await client.query({
            text: `explain (analyze, buffers, costs off) ${main.text}`,
            values: main.values,
          });
        } else await client.query({ text: statement.text, values: statement.values });
      }
      console.log(plan.rows.map((row: Record<string, string>) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  } finally {
    await client.end();
  }
}

export async function benchIndicators() {
  const existing = process.env.BENCH_INDICATORS_DATABASE_URL;
  if (existing) {
    const database = await openDatabase({ url: existing, poolSize: 2, statementTimeoutMs: 600_000 });
    try {
      await measure(existing, database);
    } finally {
      await database.close();
    }
    return;
  }
  const customers = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: 2, statementTimeoutMs: 600_000 });
    try {
      await database.migrate();
      const started = performance.now();
      await seedScaleCustomers(database, { customers });
      await seedScaleIndicators(database, { exits: customers });
      await database.rawQuery('vacuum analyze');
      printFigure('seed wall time (customers, exits, wages, analyse)', (performance.now() - started) / 1000, 's');
      await measure(url, database);
    } finally {
      await database.close();
    }
  });
}
