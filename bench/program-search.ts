// GET /internal-api/program-finder with an address, a 25-mile radius, a distance sort and search text, on the Postgres
// server at 10 concurrent clients, against the same SQL through the `pg` driver alone at the same concurrency.
// Data: the built-in demo catalogue (Colorado providers at real ZIP centroids) multiplied to a statewide size.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openDatabase } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { seedCatalogue } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import { captureStatements, loadFromAnotherProcess, runDriverOnly, signIn, startBenchServer } from './endpoint.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Copies of every demo program (each its own cohort); 386 demo programs × 13 ≈ 5,000. */
const copies = Number(process.env.BENCH_PROGRAM_COPIES ?? 12);
const path = '/internal-api/program-finder?address=80202&radius=25&sort=distance&searchText=nursing';
/** A misspelt word finds nothing as typed, so the search runs a second, fuzzy (trigram) pass. */
const typoPath = '/internal-api/program-finder?address=80202&radius=25&sort=distance&searchText=nursng';

/**
 * autocannon reports p97.5 and p99 but no p95, in whole milliseconds; this client (another process, `connections`
 * keep-alive fetch loops) measures each request to the microsecond for the p95.
 */
const latencyClient = `
const [url, cookie, connections, seconds] = process.argv.slice(1);
const latencies = [];
const deadline = performance.now() + Number(seconds) * 1000;
async function loop() {
  while (performance.now() < deadline) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error('status ' + response.status);
    latencies.push(performance.now() - started);
  }
}
await Promise.all(Array.from({ length: Number(connections) }, loop));
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
console.log(JSON.stringify({ count: latencies.length, p50: at(0.5), p95: at(0.95), p99: at(0.99) }));
`;

async function measureLatency(url: string, cookie: string) {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    latencyClient,
    url,
    cookie,
    String(connections),
    String(seconds),
  ]);
  return JSON.parse(stdout) as { count: number; p50: number; p95: number; p99: number };
}

export async function benchProgramSearch() {
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections });
    await database.migrate();
    await seedReference(database.db);
    await seedCatalogue(database.db);
    await database.rawQuery(
      `insert into programs (provider_id, provider_location_id, title, type_id, format_id, description, link, cip_code,
         total_cost, tuition_cost, credit_hours, contact_hours, duration, semesters, eligible_for_financial_aid,
         eligible_for_gi_veteran_aid, eligible_for_paid_training, eligible_for_tuition_support,
         local_areas_offering_wioa_funding, prerequisite_skills, expected_skills_acquired, related_career_information)
       select provider_id, provider_location_id, title || ' (Cohort ' || n || ')', type_id, format_id, description, link,
         cip_code, total_cost * (1 + n / 50.0), tuition_cost, credit_hours, contact_hours, duration, semesters,
         eligible_for_financial_aid, eligible_for_gi_veteran_aid, eligible_for_paid_training,
         eligible_for_tuition_support, local_areas_offering_wioa_funding, prerequisite_skills,
         expected_skills_acquired, related_career_information
       from programs, generate_series(1, $1::int) as n`,
      [copies],
    );
    await database.rawQuery('analyze');
    const [{ n: programCount }] = (await database.rawQuery('select count(*)::int as n from programs')) as [
      { n: number },
    ];
    const customer = await createCustomer(database.db, { password: 'Bench-Password-1' });
    await offlineGeocoder().load();

    const { app, base } = await startBenchServer(url, database);

    const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');
    const check = (await fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.json())) as {
      meta: { total: number };
    };
    const statements = await captureStatements(() =>
      fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.text()),
    );

    const endpoint = await loadFromAnotherProcess(`${base}${path}`, cookie, { connections, seconds });
    if (endpoint.non2xx > 0 || endpoint.errors > 0) {
      throw new Error(`endpoint answered ${endpoint.non2xx} non-2xx and ${endpoint.errors} errors`);
    }

    const latency = await measureLatency(`${base}${path}`, cookie);
    const typo = await measureLatency(`${base}${typoPath}`, cookie);
    const driver = await runDriverOnly(url, [statements], { connections, seconds });
    await app.close();
    await database.close();

    printFigure('programs in the catalogue', programCount, '');
    printFigure('matches (nursing within 25 mi of 80202)', check.meta.total, '');
    printFigure('program search endpoint req/s', endpoint.requests.average, 'req/s');
    printFigure('same SQL through pg alone req/s', driver.perSecond, 'req/s');
    printFigure('ratio endpoint / driver', endpoint.requests.average / driver.perSecond, 'x');
    printFigure('endpoint p50 latency', latency.p50, 'ms');
    printFigure('endpoint p95 latency', latency.p95, 'ms');
    printFigure('endpoint p99 latency', latency.p99, 'ms');
    printFigure('driver p95 latency', driver.p95, 'ms');
    printFigure('ratio p95 endpoint / driver', latency.p95 / driver.p95, 'x');
    printFigure('misspelt search (nursng) p95 latency', typo.p95, 'ms');
    printFigure('SQL statements per request', statements.length, '');
  });
}
