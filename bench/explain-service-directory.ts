// The 211 finder's search SQL on a database filled by `npm run seed:scale -- --services 50000`, one search at a time:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/directory_bench node --import tsx bench/explain-service-directory.ts
// For each search it captures the statements the repository runs, executes each as the server does (a named
// prepared statement, 20 times, so Postgres settles on its plan) and prints the median time and whether the plan
// was generic, then EXPLAIN (ANALYZE, BUFFERS) of that prepared statement as it now runs (the whole plan with PLAN=1).
// CPU=n runs each statement n more times on its connection and prints the backend's CPU per execution (from
// /proc/<pid>/schedstat: time on a core, which the machine's other load hardly moves). BEFORE=<path> also runs the
// searches through another repository.ts (e.g. a worktree of an older commit), on a connection of its own, in turn
// with this one ROUNDS times (default 1), and checks that both return the same rows.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { openDatabase, withoutJit } from '@portal/db';
import { scaleCategoryId } from '@portal/db/directory';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import * as repository from '../apps/server/src/modules/service-directory/repository.ts';
import { captureStatements, timePrepared, type Statement } from './endpoint.ts';
import { printPlan } from './support.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database filled by npm run seed:scale -- --services N');
const database = await openDatabase({ url, poolSize: 1 });
await database.migrate();
const geocoder = offlineGeocoder();
await geocoder.load();
const at = async (zip: string, miles: number) => {
  const place = await geocoder.forward(zip);
  if (!place) throw new Error(`no centroid for ${zip}`);
  return { latitude: place.latitude, longitude: place.longitude, radiusMeters: miles * repository.metersPerMile };
};
const base: repository.SearchFilters = {
  page: 1,
  perPage: 10,
  tsquery: null,
  origin: null,
  categoryIds: null,
  openNow: false,
  sort: 'relevance',
  now: new Date(),
  defaultTimeZone: 'America/Denver',
};
const twoCategories = [scaleCategoryId('Food'), scaleCategoryId('Housing')];
const searches: [string, repository.SearchFilters][] = [
  [
    'keyword + 25 mi of 80202 + two categories (the bench)',
    { ...base, tsquery: 'pantry:*', origin: await at('80202', 25), categoryIds: twoCategories },
  ],
  [
    'keyword + 25 mi of 10001 + two categories',
    { ...base, tsquery: 'food:*', origin: await at('10001', 25), categoryIds: twoCategories },
  ],
  ['keyword + 25 mi of 80202, open now', { ...base, tsquery: 'food:*', origin: await at('80202', 25), openNow: true }],
  ['25 mi of 80202 by distance', { ...base, origin: await at('80202', 25), sort: 'distance' }],
  [
    '25 mi of 10001, open now, by distance',
    { ...base, origin: await at('10001', 25), openNow: true, sort: 'distance' },
  ],
  ['keyword nationwide', { ...base, tsquery: 'food:*' }],
  ['no filter, page 3, by name', { ...base, page: 3, sort: 'name' }],
];

type Search = (filters: repository.SearchFilters) => Promise<repository.SearchRow[]>;
const variants: { label: string; search: Search; client: pg.Client; pid: number }[] = [];
const connect = async (label: string, search: Search) => {
  // Sessions set as the app's are (openDatabase: no JIT).
  const client = new pg.Client({ connectionString: withoutJit(url) });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  variants.push({ label, search, client, pid: rows[0]!.pid });
};
if (process.env.BEFORE) {
  // A database handle of its own: the statements have the same names as this repository's.
  const before = (await import(process.env.BEFORE)) as typeof repository;
  const beforeDatabase = await openDatabase({ url, poolSize: 1 });
  await connect('before', (filters) => before.searchServices(beforeDatabase.db, filters));
}
await connect(process.env.BEFORE ? 'after' : 'now', (filters) => repository.searchServices(database.db, filters));
/** The backend's CPU time so far, in nanoseconds (Linux, the server on this machine). */
const backendCpuNs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
const cpuRuns = Number(process.env.CPU ?? 0);
const rounds = Number(process.env.ROUNDS ?? 1);

const literal = (client: pg.Client, value: unknown): string =>
  value === null || value === undefined
    ? 'null'
    : Array.isArray(value)
      ? client.escapeLiteral(`{${value.join(',')}}`)
      : client.escapeLiteral(
          typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value),
        );
async function run(variant: (typeof variants)[number], label: string, statement: Statement) {
  const { client } = variant;
  await timePrepared(client, `${label} [${variant.label}]`, statement);
  if (cpuRuns > 0) {
    const query = { name: statement.name, text: statement.text, values: statement.values };
    const started = backendCpuNs(variant.pid);
    for (let run = 0; run < cpuRuns; run += 1) await client.query(query);
    const perRun = (backendCpuNs(variant.pid) - started) / cpuRuns / 1e6;
    console.log(`  [${variant.label}] backend CPU ${perRun.toFixed(3)} ms per execution (${cpuRuns} runs)`);
  }
  const plan = await client.query(
    `explain (analyze, buffers) execute ${statement.name}(${statement.values.map((value) => literal(client, value)).join(', ')})`,
  );
  printPlan(plan.rows as Record<string, string>[]);
}

for (const [label, filters] of searches.filter(
  (_, index) => !process.env.ONLY || process.env.ONLY.split(',').includes(String(index)),
)) {
  const answers: unknown[] = [];
  const captured = [];
  for (const variant of variants) {
    let rows: unknown;
    const statements = await captureStatements(async () => {
      rows = await variant.search(filters);
    });
    answers.push(rows);
    captured.push(statements);
  }
  if (answers.length > 1) console.log(`${label}: same rows ${isDeepStrictEqual(answers[0], answers[1])}`);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, variant] of variants.entries()) {
      for (const statement of captured[index]!) await run(variant, label, statement);
    }
  }
}
for (const variant of variants) await variant.client.end();
await database.close();
