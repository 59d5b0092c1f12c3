// GET /internal-api/career-opportunity?keyword=<term> over the full imported O*NET data (1,016 occupations, ~64k
// titles) on the Postgres server, 10 concurrent clients, a realistic mix of terms including typos. Baseline in the same
// run: the same SQL statements (captured per term) through the `pg` driver alone at the same concurrency, in windows
// alternating with the endpoint's; the ratio is the median of the pairs with its spread.
// autocannon reports no p95, so the load runs autocannon's API in another process and keeps every response time.
// Then each term alone from one client, with the Postgres CPU it costs per request (what load hardly moves), and the
// endpoint's CPU per request under the 10-client mix (measured in an endpoint-only window: the driver windows' backends
// end with their pools, so their CPU could not be read).
// BENCH_OCCUPATION_DATABASE_URL names a database to keep between runs (imported on the first run, e.g. after
// `createdb -h 127.0.0.1 -U postgres occupations_bench`); otherwise a scratch database is made and dropped.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { importReferenceFolder } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import {
  alternate,
  captureStatements,
  driverWindow,
  getWindow,
  measureCpu,
  profileWindow,
  ratioSpread,
  signIn,
  startBenchServer,
  type Statement,
} from './endpoint.ts';
import { percentile, printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
/** Requests per term from one client (CPU is read in ticks of 10 ms: 100 requests give 0.1 ms steps). */
const perTermRounds = Number(process.env.BENCH_TERM_ROUNDS ?? 100);
/** BENCH_OCCUPATION_PROFILE_SECONDS=N: a CPU profile of the app under the 10-client mix (N seconds), after the figures. */
const profileSeconds = Number(process.env.BENCH_OCCUPATION_PROFILE_SECONDS ?? 0);
const folder = path.resolve(process.env.REFERENCE_DATA ?? '../shared/data');

/** What people type: common titles, broad words, two-word titles, and two typos (about one search in eight). */
export const searchTerms = [
  'nurse',
  'electrician',
  'software developer',
  'truck driver',
  'teacher',
  'accountant',
  'medical assistant',
  'welder',
  'cook',
  'manager',
  'cashier',
  'mechanic',
  'plumber',
  'dental hygienist',
  'registerd nurse',
  'electrican',
];

/** The migrated database with the O*NET catalogue imported (the importer settles what it wrote: ANALYZE, GIN lists). */
async function fill(database: DatabaseHandle) {
  await database.migrate();
  const [{ n } = { n: 0 }] = (await database.rawQuery('select count(*)::int as n from occupations')) as { n: number }[];
  if (n > 0) return;
  await seedReference(database.db);
  await importReferenceFolder(database.db, folder);
}

export async function benchOccupationSearch() {
  if (!existsSync(path.join(folder, 'onet-29.3'))) {
    console.log(`occupation search bench skipped: ${folder} has no onet-29.3 folder (set REFERENCE_DATA)`);
    return;
  }
  const kept = process.env.BENCH_OCCUPATION_DATABASE_URL;
  if (kept) await run(kept);
  else await withScratchDatabase(run);
}

async function run(url: string) {
  const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 300_000 });
  await fill(database);
  const [counts] = (await database.rawQuery(
    'select (select count(*) from occupations) as occupations, (select count(*) from occupation_titles) as titles',
  )) as { occupations: string; titles: string }[];
  // A fresh sign-in each run (the kept database keeps the earlier runs' customers).
  const customer = await createCustomer(database.db, {
    password: 'Bench-Password-1',
    portalEmail: `bench-occupations-${Date.now()}@example.test`,
  });

  const { app, base } = await startBenchServer(url, database);
  const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');

  const paths = searchTerms.map((term) => `/internal-api/career-opportunity?keyword=${encodeURIComponent(term)}`);
  // Warm up each term (prepared statements on every pooled connection, caches), then one client alone per term.
  const single: number[] = [];
  for (let round = 0; round < 12; round += 1) {
    for (const p of paths) {
      const started = performance.now();
      const response = await fetch(`${base}${p}`, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      if (round >= 2) single.push(performance.now() - started);
    }
  }
  const statements: Statement[][] = [];
  for (const p of paths) {
    statements.push(await captureStatements(() => fetch(`${base}${p}`, { headers: { cookie } }).then((r) => r.text())));
  }

  // Each term alone from one client: its latency and the Postgres CPU it costs (the typos are the costly ones).
  const perTerm: { term: string; p50: number; p95: number; databaseCpuMs: number; statements: number }[] = [];
  for (const [index, p] of paths.entries()) {
    const times: number[] = [];
    const { databaseCpuMs } = await measureCpu(url, async () => {
      for (let round = 0; round < perTermRounds; round += 1) {
        const started = performance.now();
        await fetch(`${base}${p}`, { headers: { cookie } }).then((r) => r.arrayBuffer());
        times.push(performance.now() - started);
      }
      return { requests: times.length };
    });
    perTerm.push({
      term: searchTerms[index]!,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      databaseCpuMs,
      statements: statements[index]!.length,
    });
  }

  const load = loadavg()[0]!;
  await getWindow(base, cookie, paths, connections, 2);
  const { endpoint, driver, ratio } = await alternate(
    (duration) => getWindow(base, cookie, paths, connections, duration),
    (duration) => driverWindow(url, statements, connections, duration),
  );
  const cpu = await measureCpu(url, () => getWindow(base, cookie, paths, connections, 5));
  const loadAfter = loadavg()[0]!;
  if (profileSeconds > 0) {
    await profileWindow(
      () => getWindow(base, cookie, paths, connections, profileSeconds),
      'occupation-search.cpuprofile',
    );
  }
  await app.close();
  await database.close();

  printFigure('catalogue: occupations / searchable titles', Number(counts!.occupations), `/ ${counts!.titles}`);
  printFigure('occupation search, 1 client, p50', percentile(single, 0.5), 'ms');
  printFigure('occupation search, 1 client, p95', percentile(single, 0.95), 'ms');
  printFigure('occupation search endpoint req/s (10 clients)', endpoint.perSecond, 'req/s');
  printFigure('same SQL through pg alone req/s', driver.perSecond, 'req/s');
  printFigure('ratio endpoint / driver, median', ratio.median, `x ${ratioSpread(ratio)}`);
  printFigure('endpoint p95 latency (target < 15 ms)', endpoint.p95, 'ms');
  printFigure('endpoint p99 latency', endpoint.p99, 'ms');
  printFigure('driver p95 latency', driver.p95, 'ms');
  printFigure('endpoint Postgres CPU per request (10 clients)', cpu.databaseCpuMs, 'ms');
  printFigure('endpoint bench process CPU per request (app)', cpu.serverCpuMs, 'ms');
  printFigure('load average at start / end (1 min)', load, `/ ${loadAfter.toFixed(2)}`);
  printFigure('SQL statements per request (first term)', statements[0]!.length, '');
  console.log(
    `per term, 1 client, ${perTermRounds} requests: p50 / p95 (ms), Postgres CPU per request (ms), statements`,
  );
  for (const row of perTerm) {
    console.log(
      `  ${row.term.padEnd(20)} ${row.p50.toFixed(2).padStart(7)} / ${row.p95.toFixed(2).padStart(7)}   ${row.databaseCpuMs.toFixed(2).padStart(7)}   ${row.statements}`,
    );
  }
}
