// GET /internal-api/service-directory-resources on the Postgres server with BENCH_SERVICES directory services
// (default 50,000) at real ZIP centroids nationwide: keyword + 25 miles of a ZIP + two categories, at 10 concurrent
// clients, against the same SQL through the `pg` driver alone at the same concurrency. The two are measured in
// alternating short windows (BENCH_WINDOWS of BENCH_SECONDS each), so a change in the machine's load hits both.
// BENCH_SERVICE_DIRECTORY_URL names a database already seeded by `npm run seed:scale -- --services N` to use instead
// of seeding a scratch one (about 4 minutes for 50,000); only its migrations are brought up to date (and the
// locations vacuumed).
import type { DatabaseHandle } from '@portal/db';
import { openDatabase } from '@portal/db';
import { enableServiceDirectory, scaleCategoryId, seedScaleDirectory } from '@portal/db/directory';
import { seedReference } from '@portal/db/seed';
import { loadavg } from 'node:os';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import { allZipCentroids } from '../scripts/zip-centroids.ts';
import { captureStatements, measureCpu, runDriverOnly, startBenchServer } from './endpoint.ts';
import { measureLatency } from './latency-client.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const windows = Number(process.env.BENCH_WINDOWS ?? 3);
const services = Number(process.env.BENCH_SERVICES ?? 50_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchServiceDirectory() {
  const seeded = process.env.BENCH_SERVICE_DIRECTORY_URL;
  if (seeded) {
    const database = await openDatabase({ url: seeded, poolSize: connections, statementTimeoutMs: 60_000 });
    await database.migrate();
    // A migration that rewrote the locations (0034's earth point) or filled the search rows (0056) leaves the
    // visibility map empty, and the radius search's index-only scan would read the heap until autovacuum comes by.
    await database.rawQuery('vacuum analyze directory_locations, directory_search');
    const [{ n } = { n: 0 }] = (await database.rawQuery(
      `select count(*)::int as n from directory_services where status = 'active'`,
    )) as { n: number }[];
    await measure(seeded, database, n);
    return;
  }
  await withScratchDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 1_800_000 });
    await database.migrate();
    await seedReference(database.db);
    const seeding = performance.now();
    await seedScaleDirectory(database.db, { services, zips: await allZipCentroids() });
    await enableServiceDirectory(database.db);
    printFigure('seed time (directory services, analysed)', (performance.now() - seeding) / 1000, 's');
    await database.rawQuery('vacuum analyze');
    await measure(url, database, services);
  });
}

async function measure(url: string, database: DatabaseHandle, services: number) {
  await offlineGeocoder().load();
  const { app, base } = await startBenchServer(url, database);
  const categories = `${scaleCategoryId('Food')},${scaleCategoryId('Housing')}`;
  const searches = {
    'keyword + 25 mi of 80202 + two categories': `/internal-api/service-directory-resources?keyword=pantry&address=80202&radius=25&category=${categories}`,
    'keyword + 25 mi of 10001 + two categories': `/internal-api/service-directory-resources?keyword=food&address=10001&radius=25&category=${categories}`,
    // What the finder asks for when it opens: the first page of everything.
    'first page, no filter': '/internal-api/service-directory-resources?page=1',
  };
  printFigure('directory services', services, '');
  for (const [name, path] of Object.entries(searches)) {
    const check = (await fetch(`${base}${path}`).then((r) => r.json())) as { total: number };
    const statements = await captureStatements(() => fetch(`${base}${path}`).then((r) => r.text()));
    const endpoint = { p95: [] as number[], perSecond: [] as number[] };
    const driver = { p95: [] as number[], perSecond: [] as number[] };
    for (let window = 0; window < windows; window += 1) {
      const e = await measureLatency(`${base}${path}`, '', connections, seconds);
      endpoint.p95.push(e.p95);
      endpoint.perSecond.push(e.count / seconds);
      const d = await runDriverOnly(url, [statements], { connections, seconds });
      driver.p95.push(d.p95);
      driver.perSecond.push(d.perSecond);
    }
    // CPU per request, which hardly depends on the machine's other load (unlike latency): the app's (this process;
    // the load comes from another) and the app's Postgres backends'. (Not for the driver alone: its pool's backends
    // have exited, their CPU with them, before it can be read.)
    const endpointCpu = await measureCpu(url, async () => ({
      requests: (await measureLatency(`${base}${path}`, '', connections, seconds)).count,
    }));
    printFigure(`${name}: matches`, check.total, '');
    printFigure(`${name}: endpoint p95 latency (median of ${windows} windows)`, median(endpoint.p95), 'ms');
    printFigure(`${name}: driver p95 latency (median of ${windows} windows)`, median(driver.p95), 'ms');
    printFigure(`${name}: endpoint req/s`, median(endpoint.perSecond), 'req/s');
    printFigure(`${name}: same SQL through pg alone req/s`, median(driver.perSecond), 'req/s');
    printFigure(`${name}: ratio endpoint / driver (req/s)`, median(endpoint.perSecond) / median(driver.perSecond), 'x');
    printFigure(`${name}: ratio endpoint / driver (p95)`, median(endpoint.p95) / median(driver.p95), 'x');
    printFigure(`${name}: SQL statements per request`, statements.length, '');
    printFigure(`${name}: app CPU per request (endpoint)`, endpointCpu.serverCpuMs, 'ms');
    printFigure(`${name}: Postgres CPU per request (endpoint)`, endpointCpu.databaseCpuMs, 'ms');
    printFigure(`${name}: load average (1 min) after`, loadavg()[0]!, '');
  }
  await app.close();
  await database.close();
}
