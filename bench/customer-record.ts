// GET /internal-api/customers/record/{id} (the banner; every read writes an audit row) on the Postgres server with
// 1,000,000 synthetic customers, signed in as a case manager of one of 40 locations, reading 200 different
// customers of that location from 10 concurrent clients. A quarter of them carry a flag and a case manager, so
// the banner's lists are not all empty. Target: p99 under 10 ms.
// Baseline in the same run: the same SQL statements (captured per request) through the `pg` driver alone, in windows
// alternating with the endpoint's; the ratio is the median of the pairs with its spread.
// BENCH_RECORD_EXPLAIN=1 prints the statement's EXPLAIN (ANALYZE, BUFFERS) instead; BENCH_RECORD_FLOOR=1 and
// BENCH_RECORD_PROFILE_SECONDS are described below.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { customerRecordPath, customerRecordPaths, platformPaths } from '@portal/contracts';
import { createStaffUser } from '@portal/db/factories';
import { withoutJit } from '@portal/db';
import { signInStaff } from './customer-search.ts';
import {
  alternate,
  captureWarmStatements,
  driverWindow,
  getWindow,
  measureCpu,
  profileWindow,
  ratioSpread,
  startBenchServer,
  timePrepared,
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
      await profileWindow(() => getWindow(base, cookie, paths, connections, profileSeconds), 'record-read.cpuprofile');
      await app.close();
      return;
    }
    if (process.env.BENCH_RECORD_EXPLAIN) {
      await explain(url, [statements[0]!, statements.find((_, n) => n % 4 !== 0) ?? statements[1]!]);
      await app.close();
      return;
    }
    if (process.env.BENCH_RECORD_FLOOR) {
      await floors(base, cookie, paths, url);
      await app.close();
      return;
    }
    let serverCpu = 0;
    let databaseCpu = 0;
    let clientCpu = 0;
    let driverCpu = 0;
    const { endpoint, driver, ratio } = await alternate(
      async (duration) => {
        const cpu = await measureCpu(url, () => getWindow(base, cookie, paths, connections, duration));
        serverCpu += cpu.serverCpuMs * cpu.result.requests;
        databaseCpu += cpu.databaseCpuMs * cpu.result.requests;
        clientCpu += cpu.result.clientCpuMs ?? 0;
        return cpu.result;
      },
      async (duration) => {
        const cpu = await measureCpu(url, () => driverWindow(url, statements, connections, duration));
        driverCpu += cpu.serverCpuMs * cpu.result.requests;
        return cpu.result;
      },
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
    printFigure('record read: CPU per request, load generator', clientCpu / Math.max(1, endpoint.requests), 'ms');
    printFigure('record read: driver alone, CPU per request, node', driverCpu / Math.max(1, driver.requests), 'ms');
    printFigure('record read: load average at start (1 min)', load, '');
    await app.close();
  });
}

/**
 * BENCH_RECORD_EXPLAIN=1: the read's statement for a flagged customer (flag and case manager) and a plain one, run as
 * the server runs it (a named prepared statement, 20 times) and then under EXPLAIN (ANALYZE, BUFFERS) in a rolled-back
 * transaction (the audit insert included), each plan printed whole.
 */
async function explain(url: string, requests: Statement[][]) {
  // Sessions set as the app's are (openDatabase: no JIT).
  const client = new pg.Client({ connectionString: withoutJit(url) });
  await client.connect();
  try {
    for (const [n, statements] of requests.entries()) {
      const label = n === 0 ? 'flagged customer' : 'plain customer';
      for (const statement of statements) {
        await timePrepared(client, label, statement);
        await client.query('begin');
        const plan = await client.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
        await client.query('rollback');
        console.log(`${label}:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * BENCH_RECORD_FLOOR=1: what the record read's app CPU per request is made of, in windows taken in turn (three each,
 * medians): the read itself; GET /healthz, a public route answered without a session or the database (Node's HTTP,
 * Fastify and the platform's hooks); and a bare node:http server in this process answering every request with one
 * record reply's headers and body (Node's HTTP and the kernel's socket work alone). The load generator's CPU per
 * request too, which shares the machine's cores with the app.
 */
async function floors(base: string, cookie: string, paths: string[], url: string) {
  const sample = await fetch(`${base}${paths[0]!}`, { headers: { cookie } });
  const body = await sample.text();
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
      headers[name] = value;
  });
  const bare = createServer((request, response) => {
    request.resume();
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const address = bare.address();
  const bareBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The read's own pace, for the two cheap answers too: CPU per request grows as the rate falls (more of the
  // processes' wake-ups per request), so only windows at the same rate compare.
  const pace = (await getWindow(base, cookie, paths, connections, 2)).requests / 2;
  const kinds = {
    'record read': () => getWindow(base, cookie, paths, connections, 2),
    'GET /healthz (no session, no database)': () => getWindow(base, cookie, [platformPaths.healthz], connections, 2),
    'bare node:http, same reply': () => getWindow(bareBase, cookie, paths, connections, 2),
    "GET /healthz at the read's pace": () => getWindow(base, cookie, [platformPaths.healthz], connections, 2, pace),
    "bare node:http at the read's pace": () => getWindow(bareBase, cookie, paths, connections, 2, pace),
  };
  const cpu: Record<string, { server: number[]; client: number[]; perSecond: number[] }> = {};
  for (let round = 0; round < 3; round += 1) {
    for (const [kind, window] of Object.entries(kinds)) {
      const { result, serverCpuMs } = await measureCpu(url, window);
      const entry = (cpu[kind] ??= { server: [], client: [], perSecond: [] });
      entry.server.push(serverCpuMs);
      entry.client.push((result.clientCpuMs ?? 0) / Math.max(1, result.requests));
      entry.perSecond.push(result.requests / result.seconds);
    }
  }
  bare.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  for (const [kind, entry] of Object.entries(cpu)) {
    printFigure(`floor: ${kind}, CPU per request, server`, median(entry.server), 'ms');
    printFigure(`floor: ${kind}, CPU per request, load generator`, median(entry.client), 'ms');
    printFigure(`floor: ${kind}, req/s (10 clients)`, median(entry.perSecond), 'req/s');
  }
}
