// GET /internal-api/career-opportunity?keyword=<term> over the full imported O*NET data (1,016 occupations, ~64k
// titles) on the Postgres server, 10 concurrent clients, a realistic mix of terms including typos. Baseline in the same
// run: the same SQL statements (captured per term) through the `pg` driver alone at the same concurrency.
// autocannon reports no p95, so the load runs autocannon's API in another process and keeps every response time.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { importReferenceFolder } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { captureStatements, runDriverOnly, signIn, startBenchServer, type Statement } from './endpoint.ts';
import { percentile, printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
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

// The load generator: autocannon's API in its own process, cycling through the paths, recording each response time.
const loadScript = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const autocannon = require('autocannon');
const { url, cookie, paths, connections, seconds } = JSON.parse(process.argv[1]);
const times = [];
let bad = 0;
const instance = autocannon({
  url, connections, duration: seconds, headers: { cookie },
  requests: paths.map((path) => ({ method: 'GET', path })),
});
instance.on('response', (_client, status, _bytes, ms) => { if (status === 200) times.push(ms); else bad += 1; });
instance.on('done', (result) => {
  process.stdout.write(JSON.stringify({ times, bad, errors: result.errors, seconds: result.duration }));
});
`;

async function loadMix(url: string, cookie: string, paths: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', loadScript, JSON.stringify({ url, cookie, paths, connections, seconds })],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as { times: number[]; bad: number; errors: number; seconds: number };
}

export async function benchOccupationSearch() {
  if (!existsSync(path.join(folder, 'onet-29.3'))) {
    console.log(`occupation search bench skipped: ${folder} has no onet-29.3 folder (set REFERENCE_DATA)`);
    return;
  }
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 300_000 });
    await database.migrate();
    await seedReference(database.db);
    await importReferenceFolder(database.db, folder);
    // A bulk load leaves new GIN entries in the index's pending list and the planner without statistics;
    // autovacuum would see to both soon after an import. Measure the settled state.
    await database.rawQuery('vacuum analyze');
    const [counts] = (await database.rawQuery(
      'select (select count(*) from occupations) as occupations, (select count(*) from occupation_titles) as titles',
    )) as { occupations: string; titles: string }[];
    const customer = await createCustomer(database.db, { password: 'Bench-Password-1' });

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
      statements.push(
        await captureStatements(() => fetch(`${base}${p}`, { headers: { cookie } }).then((r) => r.text())),
      );
    }

    const endpoint = await loadMix(base, cookie, paths);
    if (endpoint.bad > 0 || endpoint.errors > 0) {
      throw new Error(`endpoint answered ${endpoint.bad} non-200 and ${endpoint.errors} errors`);
    }
    const driver = await runDriverOnly(url, statements, { connections, seconds });
    await app.close();
    await database.close();

    const perSecond = endpoint.times.length / endpoint.seconds;
    printFigure('catalogue: occupations / searchable titles', Number(counts!.occupations), `/ ${counts!.titles}`);
    printFigure('occupation search, 1 client, p50', percentile(single, 0.5), 'ms');
    printFigure('occupation search, 1 client, p95', percentile(single, 0.95), 'ms');
    printFigure('occupation search endpoint req/s (10 clients)', perSecond, 'req/s');
    printFigure('same SQL through pg alone req/s', driver.perSecond, 'req/s');
    printFigure('ratio endpoint / driver', perSecond / driver.perSecond, 'x');
    printFigure('endpoint p95 latency (target < 15 ms)', percentile(endpoint.times, 0.95), 'ms');
    printFigure('endpoint p99 latency', percentile(endpoint.times, 0.99), 'ms');
    printFigure('driver p95 latency', driver.p95, 'ms');
    printFigure('SQL statements per request', statements[0]!.length, '');
  });
}
