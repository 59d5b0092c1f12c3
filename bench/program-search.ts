// GET /internal-api/program-finder with an address, a 25-mile radius, a distance sort and search text, on the Postgres
// server at 10 concurrent clients, against the same SQL through the `pg` driver alone at the same concurrency, in
// alternating windows (bench/endpoint.ts alternate(): BENCH_PAIRS, BENCH_WINDOW_SECONDS); the ratio is the median of
// the pairs with its spread. Measured twice: a word as spelt, and a misspelt word (nothing matches as typed, so the
// search runs its second, fuzzy pass).
// Data: the built-in demo catalogue (386 Colorado programs at real ZIP centroids) plus BENCH_PROGRAM_COPIES copies of
// every program (default 12: about 5,000 programs; 129: about 50,000), each copy its own cohort, loaded in one
// statement and settled (ANALYZE, GIN pending lists merged) as every bulk writer does.
// BENCH_PROGRAM_DATABASE_URL names a database to keep between runs (filled on the first run, e.g. after
// `createdb -h 127.0.0.1 -U postgres programs_bench`); otherwise a scratch database is made and dropped.
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { createCustomer } from '@portal/db/factories';
import { seedCatalogue, settleTables } from '@portal/db/reference';
import { seedReference } from '@portal/db/seed';
import { loadavg } from 'node:os';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import { alternateGet, measureCpu, ratioSpread, signIn, startBenchServer } from './endpoint.ts';
import { percentile, printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
/** Copies of every demo program (each its own cohort); 386 demo programs × 13 ≈ 5,000. */
const copies = Number(process.env.BENCH_PROGRAM_COPIES ?? 12);
const search = '/internal-api/program-finder?address=80202&radius=25&sort=distance&searchText=nursing';
/** A misspelt word finds nothing as typed, so the search runs a second, fuzzy (trigram) pass. */
const typoSearch = '/internal-api/program-finder?address=80202&radius=25&sort=distance&searchText=nursng';

async function fill(database: DatabaseHandle) {
  await database.migrate();
  const [{ n } = { n: 0 }] = (await database.rawQuery('select count(*)::int as n from programs')) as { n: number }[];
  if (n > 0) return;
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
  await settleTables(database.db, ['programs']);
}

async function run(url: string) {
  const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 300_000 });
  await fill(database);
  const [{ n: programCount } = { n: 0 }] = (await database.rawQuery('select count(*)::int as n from programs')) as {
    n: number;
  }[];
  // A fresh sign-in each run (the kept database keeps the earlier runs' customers).
  const customer = await createCustomer(database.db, {
    password: 'Bench-Password-1',
    portalEmail: `bench-programs-${Date.now()}@example.test`,
  });
  await offlineGeocoder().load();
  const { app, base } = await startBenchServer(url, database);
  try {
    const cookie = await signIn(base, customer.portalEmail!, 'Bench-Password-1');
    printFigure('programs in the catalogue', programCount, '');
    for (const [label, path] of [
      ['nursing', search],
      ['misspelt (nursng)', typoSearch],
    ] as const) {
      const check = (await fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.json())) as {
        meta: { total: number };
      };
      // One client alone first: each request's own latency, with no queue in front of it.
      const single: number[] = [];
      for (let round = 0; round < 40; round += 1) {
        const started = performance.now();
        await fetch(`${base}${path}`, { headers: { cookie } }).then((r) => r.arrayBuffer());
        if (round >= 5) single.push(performance.now() - started);
      }
      const load = loadavg();
      // CPU per request (this process runs the app; Postgres backends from /proc) hardly depends on the machine's
      // other load, unlike latency: the figure to compare runs on a busy shared machine by.
      const { result, serverCpuMs, databaseCpuMs } = await measureCpu(url, async () => {
        const run = await alternateGet({ base, url, cookie }, [path], connections);
        return { ...run, requests: run.endpoint.requests + run.driver.requests };
      });
      const { endpoint, driver, ratio, statementsPerRequest } = result;
      printFigure(`${label}: matches within 25 mi of 80202`, check.meta.total, '');
      printFigure(`${label}: endpoint p95 (10 clients)`, endpoint.p95, 'ms');
      printFigure(`${label}: endpoint p99`, endpoint.p99, 'ms');
      printFigure(`${label}: endpoint req/s`, endpoint.perSecond, 'req/s');
      printFigure(`${label}: same SQL through pg alone`, driver.perSecond, 'req/s');
      printFigure(`${label}: ratio endpoint / driver, median`, ratio.median, `x ${ratioSpread(ratio)}`);
      printFigure(`${label}: driver p95`, driver.p95, 'ms');
      printFigure(`${label}: driver p99`, driver.p99, 'ms');
      printFigure(`${label}: SQL statements per request`, statementsPerRequest, '');
      printFigure(`${label}: 1 client, p50`, percentile(single, 0.5), 'ms');
      printFigure(`${label}: 1 client, p95`, percentile(single, 0.95), 'ms');
      printFigure(`${label}: Postgres CPU per request (endpoint + driver)`, databaseCpuMs, 'ms');
      printFigure(`${label}: bench process CPU per request (app + pg client)`, serverCpuMs, 'ms');
      printFigure(`${label}: load average at start (1 min)`, load[0]!, '');
    }
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchProgramSearch() {
  const kept = process.env.BENCH_PROGRAM_DATABASE_URL;
  if (kept) await run(kept);
  else await withScratchDatabase(run);
}
