// The query tool's counts at scale (issue #30), on a database the dynamic-query bench filled (BENCH_SCALE_DATABASE_URL
// with its 'Bench Adult' enrollments):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/names_bench node --import tsx bench/explain-dynamic-query-count.ts
// For the bench's stale-enrollment query, as a one-location case manager and as an agency admin, it times the counts
// the run sends (capped at dynamicQueryLimits.countCap + 1) against the exact count they replaced (count(*) and
// count(distinct c.id) over every match), in the same run, alternating, RUNS times each (default 7): medians and the
// ratio. PLAN=1 prints EXPLAIN (ANALYZE, BUFFERS) of both.
import { loadavg } from 'node:os';
import pg from 'pg';
import { withoutJit } from '@portal/db';
import { translateQuery } from '../apps/server/src/modules/dynamic-query/translator.ts';
import { viewerFor } from '../apps/server/src/modules/dynamic-query/service.ts';
import { staleEnrollmentQuery } from './dynamic-query.ts';
import { percentile, printFigure } from './support.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database the dynamic-query bench filled');
const runs = Number(process.env.RUNS ?? 7);
// Sessions set as the app's are (openDatabase: no JIT).
const client = new pg.Client({ connectionString: withoutJit(url) });
await client.connect();
const [seeded] = (
  await client.query<{ program: number | null; location: number | null }>(
    `select (select id from service_log_programs where name = 'Bench Adult') as program,
       (select l.id from locations l where l.name = 'Workforce Center 1' order by l.id limit 1) as location`,
  )
).rows;
if (!seeded?.program || !seeded.location) throw new Error('Run npm run bench -- dynamic-query on this database first');

const request = staleEnrollmentQuery(seeded.program);
for (const [label, viewer] of [
  ['case manager (one location)', viewerFor('case_manager', [seeded.location])],
  ['agency admin (every customer)', viewerFor('agency_admin', [])],
] as const) {
  const { counts, all } = translateQuery(request, viewer);
  // The exact form the counts had before issue #30: every match counted, distinct customers through a sort.
  const where = all.text.slice(all.text.indexOf(' from customers c '), all.text.lastIndexOf(' order by '));
  const exact = {
    text: `select count(*)::int as total, count(distinct c.id)::int as unique_count${where}`,
    params: all.params,
  };
  const times = { capped: [] as number[], exact: [] as number[] };
  let figures = { capped: '', exact: '' };
  for (let run = 0; run <= runs; run += 1) {
    for (const [kind, statement] of [
      ['capped', counts],
      ['exact', exact],
    ] as const) {
      const started = performance.now();
      const { rows } = await client.query<{ total: number; unique_count: number }>(statement.text, statement.params);
      // The first round warms the cache for both.
      if (run > 0) times[kind].push(performance.now() - started);
      const [row] = rows;
      figures = { ...figures, [kind]: row ? `${row.total} / ${row.unique_count}` : 'no row' };
    }
  }
  const capped = percentile(times.capped, 0.5);
  const exactMedian = percentile(times.exact, 0.5);
  printFigure(`${label}: capped counts, median`, capped, `ms (${figures.capped})`);
  printFigure(`${label}: exact counts, median`, exactMedian, `ms (${figures.exact})`);
  printFigure(`${label}: ratio capped / exact`, capped / exactMedian, 'x');
  printFigure(`${label}: load average (1 min)`, loadavg()[0]!, '');
  if (process.env.PLAN) {
    for (const [kind, statement] of [
      ['capped', counts],
      ['exact', exact],
    ] as const) {
      const plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
      console.log(`  ${kind}:`);
      console.log(plan.rows.map((row: Record<string, string>) => `    ${row['QUERY PLAN']}`).join('\n'));
    }
  }
}
await client.end();
