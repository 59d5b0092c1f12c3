// GET /internal-api/customers/record/{id} (the banner; every read writes an audit row) on the Postgres server with
// 1,000,000 synthetic customers, signed in as a case manager of one of 40 locations, reading 200 different
// customers of that location from 10 concurrent clients. A quarter of them carry a flag and a case manager, so
// the banner's lists are not all empty. Target: p99 under 10 ms.
// Baseline in the same run: the same SQL statements (captured per request) through the `pg` driver alone, in windows
// alternating with the endpoint's; the ratio is the median of the pairs with its spread.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { customerRecordPath, customerRecordPaths } from '@portal/contracts';
import { createStaffUser } from '@portal/db/factories';
import { signInStaff } from './customer-search.ts';
import {
  alternate,
  captureWarmStatements,
  driverWindow,
  getWindow,
  measureCpu,
  ratioSpread,
  startBenchServer,
  type Statement,
} from './endpoint.ts';
import { withScaleDatabase } from './scale-database.ts';
import { printFigure } from './support.ts';

const connections = 10;
const password = 'Bench-Password-1';

export async function benchCustomerRecord() {
  await withScaleDatabase(async ({ url, database, myLocation }) => {
    const staff = await createStaffUser(database.db, {
      email: `bench-record-${Date.now()}@example.test`,
      role: 'case_manager',
      password,
      locationIds: [myLocation],
    });
    const ids = (
      (await database.rawQuery(
        `select id from customers where primary_location_id = $1 and deleted_at is null order by md5(id::text) limit 200`,
        [myLocation],
      )) as { id: number }[]
    ).map((row) => row.id);
    const flagged = ids.filter((_, n) => n % 4 === 0);
    await database.rawQuery(
      `insert into customer_restrictions (customer_id, restriction_id, creator_user_id, location_id, narrative)
       select c, (select min(id) from restriction_options), $2, $3, 'Benchmark flag' from unnest($1::int[]) c
       where not exists (select 1 from customer_restrictions r where r.customer_id = c)`,
      [flagged, staff.id, myLocation],
    );
    await database.rawQuery(
      `insert into customer_case_managers (customer_id, staff_user_id) select c, $2 from unnest($1::int[]) c
       on conflict do nothing`,
      [flagged, staff.id],
    );
    const paths = ids.map((id) => customerRecordPath(customerRecordPaths.record, { id }));

    const { app, base } = await startBenchServer(url, database);
    const { cookie } = await signInStaff(base, staff.email);
    const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });

    for (const path of paths) {
      const response = await get(path);
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.text();
    }
    const load = loadavg()[0]!;
    const statements: Statement[][] = [];
    for (const path of paths.slice(0, 50))
      statements.push(await captureWarmStatements(() => get(path).then((r) => r.text())));
    // Two seconds of the same load first (JIT, every pooled connection's prepared statements), then endpoint and
    // driver windows in turn (bench/endpoint.ts alternate(): BENCH_PAIRS, BENCH_WINDOW_SECONDS).
    await getWindow(base, cookie, paths, connections, 2);
    const profileSeconds = Number(process.env.BENCH_RECORD_PROFILE_SECONDS ?? 0);
    if (profileSeconds > 0) {
      await profileWindow(() => getWindow(base, cookie, paths, connections, profileSeconds));
      await app.close();
      return;
    }
    let serverCpu = 0;
    let databaseCpu = 0;
    const { endpoint, driver, ratio } = await alternate(
      async (duration) => {
        const cpu = await measureCpu(url, () => getWindow(base, cookie, paths, connections, duration));
        serverCpu += cpu.serverCpuMs * cpu.result.requests;
        databaseCpu += cpu.databaseCpuMs * cpu.result.requests;
        return cpu.result;
      },
      (duration) => driverWindow(url, statements, connections, duration),
    );
    printFigure('record read: statements per request', statements[0]!.length, '');
    printFigure('record read: endpoint p50', endpoint.p50, 'ms');
    printFigure('record read: endpoint p95', endpoint.p95, 'ms');
    printFigure('record read: endpoint p99 (target < 10 ms)', endpoint.p99, 'ms');
    printFigure('record read: endpoint req/s (10 clients)', endpoint.perSecond, 'req/s');
    printFigure('record read: same SQL through pg alone', driver.perSecond, 'req/s');
    printFigure('record read: ratio endpoint / driver, median', ratio.median, `x ${ratioSpread(ratio)}`);
    printFigure('record read: driver p99', driver.p99, 'ms');
    printFigure('record read: CPU per request, app server', serverCpu / Math.max(1, endpoint.requests), 'ms');
    printFigure('record read: CPU per request, Postgres', databaseCpu / Math.max(1, endpoint.requests), 'ms');
    printFigure('record read: load average at start (1 min)', load, '');
    await app.close();
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** The package (or the project's own folder) a profiled function belongs to. */
function origin(url: string) {
  if (url === '') return '(native / V8)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1]!;
  if (url.startsWith('node:')) return 'node core';
  const own = /\/work\/[^/]+\/((?:apps|packages)\/[^/]+)/.exec(url);
  return own ? own[1]! : url;
}

/**
 * BENCH_RECORD_PROFILE_SECONDS=n: instead of the figures, one window of the same load under the V8 sampling profiler
 * (the app runs in this process), written to BENCH_RECORD_PROFILE (record-read.cpuprofile), and the top self-time
 * functions and packages by their share of the samples. Every function is the app's: the load comes from another
 * process and nothing else runs here meanwhile.
 */
async function profileWindow(load: () => Promise<{ requests: number; seconds: number }>) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const window = await load();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const file = process.env.BENCH_RECORD_PROFILE ?? 'record-read.cpuprofile';
  writeFileSync(file, JSON.stringify(profile));
  const nodes = profile.nodes as ProfileNode[];
  const total = nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const idle = nodes
    .filter((node) => node.callFrame.functionName === '(idle)')
    .reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const busy = Math.max(1, total - idle);
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  for (const node of nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || !node.hitCount) continue;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/[^/]+\//, '')}:${lineNumber + 1}`
      : '';
    const name = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + node.hitCount);
    byOrigin.set(origin(url), (byOrigin.get(origin(url)) ?? 0) + node.hitCount);
  }
  const top = (counts: Map<string, number>, n: number) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `profile: ${file}; ${window.requests} requests in ${window.seconds} s; busy in ${((busy / total) * 100).toFixed(1)}% of the samples`,
  );
  console.log('self time by package (share of busy samples):');
  for (const [name, hits] of top(byOrigin, 15))
    console.log(`  ${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
  console.log('self time by function:');
  for (const [name, hits] of top(byFunction, 30))
    console.log(`  ${((hits / busy) * 100).toFixed(1).padStart(5)}%  ${name}`);
}
