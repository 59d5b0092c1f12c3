// GET /internal-api/customers/record/{id} (the banner; every read writes an audit row) on the Postgres server with
// 1,000,000 synthetic customers, signed in as a case manager of one of 40 locations, reading 200 different
// customers of that location from 10 concurrent clients. A quarter of them carry a flag and a case manager, so
// the banner's lists are not all empty. Target: p99 under 10 ms.
// Baseline in the same run: the same SQL statements (captured per request) through the `pg` driver alone.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { customerRecordPath, customerRecordPaths } from '@portal/contracts';
import { createStaffUser } from '@portal/db/factories';
import { signInStaff } from './customer-search.ts';
import { captureStatements, measureCpu, runDriverOnly, startBenchServer, type Statement } from './endpoint.ts';
import { withScaleDatabase } from './scale-database.ts';
import { percentile, printFigure } from './support.ts';

const connections = 10;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const password = 'Bench-Password-1';

const loadScript = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const autocannon = require('autocannon');
const { url, headers, paths, connections, seconds } = JSON.parse(process.argv[1]);
const times = [];
let bad = 0;
const instance = autocannon({
  url, connections, duration: seconds, headers, requests: paths.map((path) => ({ method: 'GET', path })),
});
instance.on('response', (_client, status, _bytes, ms) => { if (status === 200) times.push(ms); else bad += 1; });
instance.on('done', (result) => {
  process.stdout.write(JSON.stringify({ times, bad, errors: result.errors, seconds: result.duration }));
});
`;

async function loadPaths(base: string, headers: Record<string, string>, paths: string[], duration = seconds) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      loadScript,
      JSON.stringify({ url: base, headers, paths, connections, seconds: duration }),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as { times: number[]; bad: number; errors: number; seconds: number };
}

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
    const headers = { cookie };
    const get = (path: string) => fetch(`${base}${path}`, { headers });

    for (const path of paths) {
      const response = await get(path);
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.text();
    }
    const statements: Statement[][] = [];
    for (const path of paths.slice(0, 50))
      statements.push(await captureStatements(() => get(path).then((r) => r.text())));
    const {
      result: endpoint,
      serverCpuMs,
      databaseCpuMs,
    } = await measureCpu(url, async () => {
      const load = await loadPaths(base, headers, paths);
      return { ...load, requests: load.times.length };
    });
    if (endpoint.bad > 0 || endpoint.errors > 0) {
      throw new Error(`record read: ${endpoint.bad} non-200 answers and ${endpoint.errors} errors`);
    }
    const driver = await runDriverOnly(url, statements, { connections, seconds });
    const perSecond = endpoint.times.length / endpoint.seconds;
    printFigure('record read: statements per request', statements[0]!.length, '');
    printFigure('record read: endpoint p50', percentile(endpoint.times, 0.5), 'ms');
    printFigure('record read: endpoint p95', percentile(endpoint.times, 0.95), 'ms');
    printFigure('record read: endpoint p99 (target < 10 ms)', percentile(endpoint.times, 0.99), 'ms');
    printFigure('record read: endpoint req/s (10 clients)', perSecond, 'req/s');
    printFigure('record read: same SQL through pg alone', driver.perSecond, 'req/s');
    printFigure('record read: ratio endpoint / driver', perSecond / driver.perSecond, 'x');
    printFigure('record read: driver p99', driver.p99, 'ms');
    printFigure('record read: CPU per request, app server', serverCpuMs, 'ms');
    printFigure('record read: CPU per request, Postgres', databaseCpuMs, 'ms');
    await app.close();
  });
}
