// The job board's search SQL on a database filled by `npm run seed:scale -- --employers 100000 --job-posts 1000000`,
// one search at a time:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jobs_bench node --import tsx bench/explain-job-board.ts
// For each search it renders the statement the repository runs (a search planned once answers its page's posts with
// their details and the total; one planned per search answers the page's ids and the total, and the page's details
// come after it from a prepared statement, planned once per connection), runs it 20 times and prints the
// median time, then EXPLAIN (ANALYZE, BUFFERS) of it (the whole plan with PLAN=1, else the scans and the totals).
// ONLY=0,2 picks searches by position. It does not load the app (only the board's repository), so it runs while other
// modules do not build. CPU=1 prints, instead of the plans, the Postgres backend's CPU per statement (from
// /proc/<pid>/schedstat; the server must run on this machine) and per planning alone (EXPLAIN without ANALYZE), the
// median of RUNS (default 30) runs: on a machine shared with other work, CPU compares where wall time does not.
// With CPU=1, NAMED=1 also runs each statement as a named statement (as searchPosts runs it on the Postgres server,
// platform/named-statement.ts), the unnamed and the named runs alternated, and prints both medians and the plans
// Postgres chose for the named one (custom or generic, from pg_prepared_statements): a search with no column filter
// and no words, or one word near an address, reads its values through sub-selects, so Postgres keeps its generic plan
// after the first five runs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { withoutJit } from '@portal/db';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import * as repository from '../apps/server/src/modules/job-board/repository.ts';
import { PgDialect } from 'drizzle-orm/pg-core';
import { percentile, printPlan } from './support.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database filled by npm run seed:scale -- --job-posts N');
const geocoder = offlineGeocoder();
await geocoder.load();
// Sessions set as the app's are (openDatabase: no JIT).
const client = new pg.Client({ connectionString: withoutJit(url) });
await client.connect();
const dialect = new PgDialect();
/** The origin as the repository places it (its point and box from the database, as constants in the statement). */
const near = async (zip: string, miles: number): Promise<repository.PlacedOrigin> => {
  const place = await geocoder.forward(zip);
  if (!place) throw new Error(`no centroid for ${zip}`);
  const origin = { latitude: place.latitude, longitude: place.longitude, radiusMeters: miles * 1609.344 };
  const points = dialect.sqlToQuery(repository.originPointsSql(origin));
  const [placed] = (await client.query(points.sql, points.params)).rows as [{ here: string; box: string }];
  return { ...origin, ...placed };
};
const base: repository.PlacedFilters = { ...repository.emptyBoardFilters, origin: null };
const searches: [string, repository.PlacedFilters][] = [
  ['keyword nurse + 25 mi of 80202 (the bench)', { ...base, words: ['nurse'], origin: await near('80202', 25) }],
  ['25 mi of 80202 (the bench)', { ...base, origin: await near('80202', 25) }],
  ['whole board, newest first (the bench)', base],
  ['keyword nurse + 25 mi of 10001', { ...base, words: ['nurse'], origin: await near('10001', 25) }],
  ['keyword nurse nationwide', { ...base, words: ['nurse'] }],
  // Two words near an address are planned once too (search-filters.plannedOnce); their count walks the remote rows.
  [
    'keywords registered nurse + 25 mi of 80202',
    { ...base, words: ['registered', 'nurse'], origin: await near('80202', 25) },
  ],
  ['25 mi of 80202, page 5', { ...base, page: 5, origin: await near('80202', 25) }],
  ['remote only', { ...base, remote: true }],
  // Near an address, the page's near posts come from a walk of the newest located rows when the K-th newest remote
  // match is recent; these two collect the whole circle instead (no remote match; page 100 is 1,000 posts deep).
  ['keyword welder (no post) + 25 mi of 80202', { ...base, words: ['welder'], origin: await near('80202', 25) }],
  ['25 mi of 80202, page 100', { ...base, page: 100, origin: await near('80202', 25) }],
  // A filter on the post's columns keeps its values as parameters (custom plans), as words do (search-filters.bindOf).
  ['minimum salary 165,000 nationwide', { ...base, minAnnualSalary: 165_000 }],
];

const [{ pid }] = (await client.query('select pg_backend_pid() as pid')).rows as [{ pid: number }];
const cpuNs = () => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
/** The backend's median CPU (ms) over `runs` runs of the statement. */
async function medianCpu(text: string, params: unknown[], runs: number) {
  const spent: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const before = cpuNs();
    await client.query(text, params);
    spent.push((cpuNs() - before) / 1e6);
  }
  return percentile(spent, 0.5);
}
/** The backend's median CPU (ms) per statement, unnamed and named (one of each per run, alternated). */
async function unnamedAndNamedCpu(text: string, params: unknown[], runs: number) {
  const name = `job_board_search_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  const spent = { unnamed: [] as number[], named: [] as number[] };
  const once = async (named: boolean) => {
    const before = cpuNs();
    await client.query(named ? { name, text, values: params } : { text, values: params });
    (named ? spent.named : spent.unnamed).push((cpuNs() - before) / 1e6);
  };
  for (let run = 0; run < runs; run += 1) {
    const namedFirst = run % 2 === 1;
    await once(namedFirst);
    await once(!namedFirst);
  }
  const [plans] = (
    await client.query('select generic_plans, custom_plans from pg_prepared_statements where name = $1', [name])
  ).rows as [{ generic_plans: string; custom_plans: string }];
  return { unnamed: percentile(spent.unnamed, 0.5), named: percentile(spent.named, 0.5), plans };
}
for (const [label, filters] of searches.filter(
  (_, index) => !process.env.ONLY || process.env.ONLY.split(',').includes(String(index)),
)) {
  // REMOTE_WORDS=0: the statement as it was before migration 0067 (the count never asks the remote posts' words).
  const tuning = { ...repository.nearTuning, remoteWords: process.env.REMOTE_WORDS !== '0' };
  const statement = dialect.sqlToQuery(repository.searchSql(filters, tuning));
  if (process.env.CPU === '1') {
    const runs = Number(process.env.RUNS ?? 30);
    if (process.env.NAMED === '1') {
      const { unnamed, named, plans } = await unnamedAndNamedCpu(statement.sql, statement.params, runs);
      console.log(
        `${label}: Postgres CPU median unnamed ${unnamed.toFixed(2)} ms, named ${named.toFixed(2)} ms ` +
          `(named/unnamed ${(named / unnamed).toFixed(2)}; plans: ${plans.custom_plans} custom, ` +
          `${plans.generic_plans} generic)`,
      );
      continue;
    }
    await medianCpu(statement.sql, statement.params, 3);
    const whole = await medianCpu(statement.sql, statement.params, runs);
    const planning = await medianCpu(`explain ${statement.sql}`, statement.params, runs);
    console.log(`${label}: Postgres CPU median ${whole.toFixed(2)} ms, of which planning ${planning.toFixed(2)} ms`);
    continue;
  }
  const times: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const started = performance.now();
    await client.query(statement.sql, statement.params);
    times.push(performance.now() - started);
  }
  console.log(`${label}: median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms`);
  const plan = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
  printPlan(plan.rows as Record<string, string>[]);
}
await client.end();
