// GET /internal-api/service-log/logs (the service tracker's timeline) for one case manager with BENCH_SERVICE_LOGS
// logs (default 200,000; as many again by four colleagues at the same location), on Postgres at 10 concurrent
// clients: the first page, and a deep page (the keyset cursor after BENCH_DEEP_OFFSET logs, default 150,000, as
// scrolling down would reach it). Baseline in the same run: the same SQL statements (captured per request) through
// the `pg` driver alone at the same concurrency.
//   node --import tsx bench/service-tracker.ts   (a scratch database on BENCH_DATABASE_URL or the local `test` server)
//   BENCH_TRACKER_DATABASE_URL=postgres://postgres@127.0.0.1:5432/tracker_bench node --import tsx bench/service-tracker.ts
//     (a database of your own: seeded on the first run, reused afterwards)
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { seedReference } from '@portal/db/seed';
import { serviceTrackerPaths } from '@portal/contracts';
import { seedScaleServiceLogs } from '../packages/db/src/seed/service-log-scale.ts';
import { signInStaff } from './customer-search.ts';
import { captureStatements, measureCpu, runDriverOnly, startBenchServer } from './endpoint.ts';
import { measureLatency } from './latency-client.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const logCount = Number(process.env.BENCH_SERVICE_LOGS ?? 200_000);
const deepOffset = Number(process.env.BENCH_DEEP_OFFSET ?? 150_000);
// signInStaff (bench/customer-search.ts) signs in with this password.
const password = 'Bench-Password-1';

async function prepare(url: string) {
  const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 600_000 });
  await database.migrate();
  const [existing] = (await database.rawQuery(
    `select su.id, su.email from staff_users su where su.email like 'scale-tracker-%@example.test'
       and su.email not like 'scale-tracker-%-%@example.test'
       and (select count(*) from service_logs sl where sl.created_by = su.id) >= $1
     order by su.id desc limit 1`,
    [logCount],
  )) as { id: number; email: string }[];
  if (existing) return { database, manager: existing };
  await seedReference(database.db);
  const started = performance.now();
  const { manager } = await seedScaleServiceLogs(database, { logs: logCount, password });
  await database.rawQuery('vacuum analyze service_logs, service_log_entry_programs, service_log_notes, customers');
  printFigure('seed wall time (logs, programs, notes + vacuum)', (performance.now() - started) / 1000, 's');
  return { database, manager };
}

async function run(url: string) {
  const { database, manager } = await prepare(url);
  try {
    await measure(url, database, manager);
  } finally {
    await database.close();
  }
}

async function measure(url: string, database: DatabaseHandle, manager: { id: number; email: string }) {
  const [{ n } = { n: 0 }] = (await database.rawQuery(
    'select count(*)::int as n from service_logs where created_by = $1',
    [manager.id],
  )) as { n: number }[];
  const [{ all } = { all: 0 }] = (await database.rawQuery('select count(*)::int as all from service_logs')) as {
    all: number;
  }[];
  printFigure("the case manager's service logs", n, '');
  printFigure('service logs in the database', all, '');

  // The cursor the timeline would hold after scrolling past deepOffset logs: `start_at|id` of the last one shown.
  const [deep] = (await database.rawQuery(
    `select start_at, id from service_logs where created_by = $1 order by start_at desc, id desc offset $2 limit 1`,
    [manager.id, deepOffset - 1],
  )) as { start_at: Date; id: number }[];
  const cursor = `${new Date(deep!.start_at).toISOString()}|${deep!.id}`;
  const first = `${serviceTrackerPaths.logs}?page=1&created_by%5B%5D=${manager.id}`;
  const pages = {
    'first page': first,
    [`deep page (after ${deepOffset.toLocaleString('en-US')} logs)`]: `${first.replace('page=1', 'page=2')}&cursor=${encodeURIComponent(cursor)}`,
  };

  const { app, base } = await startBenchServer(url, database);
  try {
    const { cookie } = await signInStaff(base, manager.email);
    for (const [name, path] of Object.entries(pages)) {
      const check = await fetch(`${base}${path}`, { headers: { cookie } });
      if (!check.ok) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      const body = (await check.json()) as { data: unknown[]; nextCursor: string | null };
      const statements = await captureStatements(() => fetch(`${base}${path}`, { headers: { cookie } }));
      // CPU per request (the server runs in this process; Postgres backends from /proc) hardly depends on what else
      // the machine runs, unlike latency on a shared machine.
      const cpu = await measureCpu(url, async () => {
        const result = await measureLatency(`${base}${path}`, cookie, connections, seconds);
        return { ...result, requests: result.count };
      });
      const endpoint = cpu.result;
      const driver = await runDriverOnly(url, [statements], { connections, seconds });
      printFigure(`${name}: logs on the page`, body.data.length, '');
      printFigure(`${name}: endpoint p50 latency`, endpoint.p50, 'ms');
      printFigure(`${name}: endpoint p95 latency`, endpoint.p95, 'ms');
      printFigure(`${name}: same SQL, driver alone p95`, driver.p95, 'ms');
      printFigure(`${name}: p95 ratio endpoint / driver`, endpoint.p95 / driver.p95, 'x');
      printFigure(`${name}: endpoint req/s`, endpoint.count / seconds, 'req/s');
      printFigure(`${name}: driver req/s`, driver.perSecond, 'req/s');
      printFigure(`${name}: SQL statements per request`, statements.length, '');
      printFigure(`${name}: server CPU per request`, cpu.serverCpuMs, 'ms');
      printFigure(`${name}: Postgres CPU per request`, cpu.databaseCpuMs, 'ms');
    }
  } finally {
    await app.close();
  }
}

export async function benchServiceTracker() {
  console.log(`\nService tracker timeline: ${logCount.toLocaleString('en-US')} logs for one case manager`);
  const own = process.env.BENCH_TRACKER_DATABASE_URL;
  if (own) await run(own);
  else await withScratchDatabase(run);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchServiceTracker();
