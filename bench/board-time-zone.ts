// The cost of the board's time zone (issue #27): the WIOA indicators read each enrolment's dates in BOARD_TIME_ZONE
// instead of UTC, and every date rule reads the board's today. Figures, each against its UTC baseline in the same run:
// - SQL: 1,000,000 enrolments' start date, exit date and exit quarter (the indicators' `enr` step) in UTC with three
//   conversions (before), in the board's zone with three, and with two (the exit quarter from the exit date, as
//   shipped), on the Postgres server (BENCH_DATABASE_URL or the local `test` server);
// - JavaScript: one "today" (contracts todayIso: the same minute is answered from the last result) and the board date
//   of a new instant every call, against the UTC date of the same instant.
// npm run bench -- board-time-zone
import pg from 'pg';
import { boardDateOf, boardToday, defaultBoardTimeZone } from '@portal/contracts';
import { percentile, printFigure } from './support.ts';

const rows = Number(process.env.BENCH_BOARD_TIME_ROWS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);

const threeConversions = `with enr as materialized (
    select id, (a at time zone $1::text)::date as start_date, (b at time zone $1::text)::date as exit_date,
      date_trunc('quarter', (b at time zone $1::text)::date::timestamp) as exit_q
    from enrolments)
  select count(*), max(exit_q), max(start_date), max(exit_date) from enr`;
const twoConversions = `with enr as materialized (
    select id, start_date, exit_date, date_trunc('quarter', exit_date::timestamp) as exit_q
    from (select id, (a at time zone $1::text)::date as start_date, (b at time zone $1::text)::date as exit_date
      from enrolments offset 0) e)
  select count(*), max(exit_q), max(start_date), max(exit_date) from enr`;

async function sqlFigures() {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  await client.connect();
  try {
    await client.query(`create temp table enrolments as
      select g as id, timestamptz '2024-07-01' + g * interval '37 seconds' as a,
        timestamptz '2024-07-01' + g * interval '41 seconds' as b
      from generate_series(1, ${rows}) g`);
    const cases = [
      ['UTC, three conversions (before)', threeConversions, 'UTC'],
      [`${defaultBoardTimeZone}, three conversions`, threeConversions, defaultBoardTimeZone],
      [`${defaultBoardTimeZone}, two conversions (shipped)`, twoConversions, defaultBoardTimeZone],
    ] as const;
    const times = new Map<string, number[]>(cases.map(([label]) => [label, []]));
    for (let run = 0; run <= runs; run += 1) {
      for (const [label, statement, zone] of cases) {
        const started = performance.now();
        await client.query(statement, [zone]);
        if (run > 0) times.get(label)!.push(performance.now() - started); // run 0 warms up
      }
    }
    const baseline = percentile(times.get(cases[0][0])!, 0.5);
    console.log(`\nboard time zone, SQL: ${rows} enrolments, median of ${runs}`);
    for (const [label] of cases) {
      const median = percentile(times.get(label)!, 0.5);
      printFigure(label, median, `ms (x${(median / baseline).toFixed(2)})`);
    }
  } finally {
    await client.end();
  }
}

function jsFigures() {
  const calls = 200_000;
  const now = new Date();
  const instants = Array.from({ length: calls }, (_, i) => new Date(now.getTime() + i * 61_000));
  const time = (work: (i: number) => string) => {
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) work(i);
    return ((performance.now() - started) * 1e6) / calls;
  };
  time((i) => boardDateOf(instants[i]!)); // warm-up
  const utc = time(() => now.toISOString().slice(0, 10));
  const today = time(() => boardToday(now));
  const utcOther = time((i) => instants[i]!.toISOString().slice(0, 10));
  const other = time((i) => boardDateOf(instants[i]!));
  console.log(`\nboard time zone, JavaScript: ${calls} calls`);
  printFigure('UTC date of now (before)', utc, 'ns');
  printFigure(`board today (${defaultBoardTimeZone})`, today, `ns (x${(today / utc).toFixed(2)})`);
  printFigure('UTC date of a new instant each call', utcOther, 'ns');
  printFigure(`board date of a new instant each call`, other, `ns (x${(other / utcOther).toFixed(2)})`);
}

export async function benchBoardTimeZone() {
  jsFigures();
  await sqlFigures();
}
