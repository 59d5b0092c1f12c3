// GET /internal-api/performance-tracker/list (the performance metrics table, 10 a page, newest first) for one customer
// with BENCH_PERFORMANCE_RECORDS (default 500) performance records, on Postgres, signed in as a case manager of the
// customer's location, from 10 concurrent clients: the first page (what the screen opens on), then every page in
// turn. A quarter of the records carry an uploaded evidence document, one in twenty an on-file one, all a short
// rich-text note; four creators; the records tie to an exited enrolment (the 20-month rule is worked out per row).
// Baseline in the same run: the same SQL statements (captured per request) through the `pg` driver alone, in
// windows alternating with the endpoint's (bench/endpoint.ts alternate(): BENCH_PAIRS, BENCH_WINDOW_SECONDS, or
// BENCH_SECONDS as the window length); the ratio is the median of the pairs with its spread.
//   npm run bench -- performance-table   (a scratch database on BENCH_DATABASE_URL or the local `test` server)
import { loadavg } from 'node:os';
import { openDatabase } from '@portal/db';
import { performancePaths } from '@portal/contracts';
import { createCustomer, createLocation, createStaffUser } from '@portal/db/factories';
import { seedReference } from '@portal/db/seed';
import { createEnrollment } from '../packages/db/src/factories/service-log.ts';
import { signInStaff } from './customer-search.ts';
import {
  alternate,
  alternation,
  captureStatements,
  driverWindow,
  getWindow,
  measureCpu,
  startBenchServer,
  type Statement,
} from './endpoint.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const connections = 10;
const recordCount = Number(process.env.BENCH_PERFORMANCE_RECORDS ?? 500);
const perPage = 10;
// signInStaff (bench/customer-search.ts) signs in with this password.
const password = 'Bench-Password-1';
const windowSeconds = Number(process.env.BENCH_SECONDS ?? alternation.windowSeconds);

async function run(url: string) {
  const database = await openDatabase({ url, poolSize: connections, statementTimeoutMs: 600_000 });
  await database.migrate();
  await seedReference(database.db);
  const { db } = database;
  const location = await createLocation(db, { name: 'Bench Performance Center' });
  const staff = await createStaffUser(db, {
    email: `bench-performance-${Date.now()}@example.test`,
    password,
    locationIds: [location.id],
  });
  const colleagues = await Promise.all(
    [1, 2, 3].map((n) =>
      createStaffUser(db, { email: `bench-performance-${Date.now()}-${n}@example.test`, locationIds: [location.id] }),
    ),
  );
  const customer = await createCustomer(db, { primaryLocationId: location.id, portal: false });
  const enrollment = await createEnrollment(db, customer.id, {
    createdAt: new Date(Date.now() - 900 * 86_400_000),
    exitAt: new Date(Date.now() - 400 * 86_400_000),
    statuses: ['Active - Reportable Individual', 'Active - Enrolled', 'Exited'],
  });
  const creators = [staff.id, ...colleagues.map((c) => c.id)];
  // Documents and records in two statements: uploaded evidence for every fourth record, on file for every twentieth.
  await database.rawQuery(
    `insert into documents (name, original_filename, path, size, mime, customer_id, creator_guard, creator_user_id,
                            document_category, is_on_file, location_id)
     select 'Evidence ' || n, 'evidence-' || n || '.pdf', 'bench-evidence/' || $1::int || '/' || n, 2048,
            'application/pdf', $1, 'staff', $2, 'Performance Evidence', n % 20 = 0, $3
     from generate_series(1, $4::int) n where n % 4 = 0 or n % 20 = 0`,
    [customer.id, staff.id, location.id, recordCount],
  );
  await database.rawQuery(
    `insert into performance_records (customer_id, creator_user_id, kind, performance_type_id, date_affected,
                                      enrollment_id, document_id, note)
     select $1, ($2::int[])[1 + n % 4],
            (array['credential_attainment', 'measurable_skill_gain'])[1 + n % 2],
            (select min(id) from performance_types t
              where t.kind = (array['credential_attainment', 'measurable_skill_gain'])[1 + n % 2]),
            current_date - (n % 700), $3,
            (select d.id from documents d where d.path = 'bench-evidence/' || $1::int || '/' || n),
            '<p>Progress note ' || n || ' with <strong>bold</strong> text</p>'
     from generate_series(1, $4::int) n`,
    [customer.id, creators, enrollment.id, recordCount],
  );
  await database.rawQuery('vacuum analyze performance_records, documents, performance_types');

  const { app, base } = await startBenchServer(url, database);
  try {
    const { cookie } = await signInStaff(base, staff.email);
    const pages = Math.ceil(recordCount / perPage);
    const path = (page: number) =>
      `${performancePaths.list}?customer_id=${customer.id}&page=${page}&perPage=${perPage}`;
    const first = await fetch(`${base}${path(1)}`, { headers: { cookie } });
    if (!first.ok) throw new Error(`first page: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { data: unknown[]; total: number };
    if (body.total !== recordCount || body.data.length !== perPage) {
      throw new Error(`expected ${recordCount} records, 10 on the page; got ${body.total}, ${body.data.length}`);
    }
    printFigure('performance records of the customer', body.total, '');

    const cases = {
      'first page': [path(1)],
      [`every page in turn (1-${pages})`]: Array.from({ length: pages }, (_, n) => path(n + 1)),
    };
    for (const [name, paths] of Object.entries(cases)) {
      const statements: Statement[][] = [];
      for (const p of paths.slice(0, 50)) {
        statements.push(
          await captureStatements(() => fetch(`${base}${p}`, { headers: { cookie } }).then((r) => r.text())),
        );
      }
      if (process.env.BENCH_EXPLAIN && name === 'first page') {
        // The plans of the request's statements (BENCH_EXPLAIN=1), after the requests above warmed the caches.
        for (const statement of statements[0]!) {
          const plan = (await database.rawQuery(
            `explain (analyze, buffers, costs off) ${statement.text}`,
            statement.values,
          )) as { 'QUERY PLAN': string }[];
          console.log(`\n${statement.text.slice(0, 160)}\n${plan.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
      }
      // A warm-up window (JIT, every pooled connection's prepared statements), then the alternating windows.
      await getWindow(base, cookie, paths, connections, 2);
      const load = loadavg()[0]!;
      let serverCpu = 0;
      let databaseCpu = 0;
      const { endpoint, driver, ratio } = await alternate(
        async (seconds) => {
          const cpu = await measureCpu(url, () => getWindow(base, cookie, paths, connections, seconds));
          serverCpu += cpu.serverCpuMs * cpu.result.requests;
          databaseCpu += cpu.databaseCpuMs * cpu.result.requests;
          return cpu.result;
        },
        (seconds) => driverWindow(url, statements, connections, seconds),
        { pairs: alternation.pairs, windowSeconds },
      );
      const requests = Math.max(1, endpoint.requests);
      printFigure(`${name}: SQL statements per request`, statements[0]!.length, '');
      printFigure(`${name}: endpoint p50 (10 clients)`, endpoint.p50, 'ms');
      printFigure(`${name}: endpoint p95 (10 clients)`, endpoint.p95, 'ms');
      printFigure(`${name}: endpoint p99 (10 clients)`, endpoint.p99, 'ms');
      printFigure(`${name}: driver alone p95`, driver.p95, 'ms');
      printFigure(`${name}: driver alone p99`, driver.p99, 'ms');
      printFigure(`${name}: p95 endpoint / driver (pooled)`, endpoint.p95 / Math.max(0.001, driver.p95), 'x');
      printFigure(`${name}: endpoint req/s`, endpoint.perSecond, 'req/s');
      printFigure(`${name}: driver alone req/s`, driver.perSecond, 'req/s');
      printFigure(
        `${name}: throughput ratio endpoint / driver, median`,
        ratio.median,
        `x (min ${ratio.min.toFixed(2)}, IQR ${ratio.q1.toFixed(2)}-${ratio.q3.toFixed(2)}, max ${ratio.max.toFixed(2)}, ${ratio.pairs} pairs of ${windowSeconds} s)`,
      );
      printFigure(`${name}: CPU per request, app server`, serverCpu / requests, 'ms');
      printFigure(`${name}: CPU per request, Postgres`, databaseCpu / requests, 'ms');
      printFigure(`${name}: load average at start (1 min)`, load, '');
    }
  } finally {
    await app.close();
    await database.close();
  }
}

export async function benchPerformanceTable() {
  console.log(`\nPerformance table: ${recordCount} records of one customer, ${connections} clients`);
  await withScratchDatabase(run);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPerformanceTable();
