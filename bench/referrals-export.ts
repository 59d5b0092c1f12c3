// The referrals export (spec 7: isExport=1, referrals.csv) of 1,000,000 referral rows (BENCH_REFERRALS to change
// the size) through the real server: an agency admin downloads every incoming referral over HTTP, sorted by first
// name as the page's default. Figures: rows/s of the download (target 100,000) against the same cursor read through
// the driver alone with no CSV, and the process's peak RSS growth while it streams (flat: one batch at a time).
// The data is a bench-local generator (generate_series): 100,000 customers at two locations and the referrals
// between them. By default on a scratch database that is dropped afterwards; BENCH_REFERRALS_DATABASE_URL names one
// to keep (e.g. createdb -h 127.0.0.1 -U postgres referrals_bench), so repeated runs skip the seeding.
// npm run bench -- referrals-export
import http from 'node:http';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { createStaffUser, seedScaleCustomers } from '@portal/db/factories';
import { seedReference } from '@portal/db/seed';
import { authPaths, referralListUrl } from '@portal/contracts';
import { forEachRow } from '../apps/server/src/platform/exports/cursor.ts';
import { exportQuery } from '../apps/server/src/modules/referrals/repository.ts';
import { startBenchServer } from './endpoint.ts';
import { printFigure, withScratchDatabase } from './support.ts';

const referralCount = Number(process.env.BENCH_REFERRALS ?? 1_000_000);
const customerCount = Math.max(1, Math.min(100_000, referralCount));

async function seed(database: DatabaseHandle) {
  const [{ n } = { n: 0 }] = (await database.rawQuery('select count(*)::int as n from referrals')) as { n: number }[];
  if (n >= referralCount) {
    printFigure('referrals already in the database', n, '');
    return;
  }
  const started = performance.now();
  const { locationIds } = await seedScaleCustomers(database, { customers: customerCount, locations: 2 });
  const [from, to] = locationIds as [number, number];
  const [{ first, last } = { first: 0, last: 0 }] = (await database.rawQuery(
    'select min(id)::int as first, max(id)::int as last from customers',
  )) as { first: number; last: number }[];
  const chunk = 250_000;
  for (let start = 1; start <= referralCount; start += chunk) {
    const end = Math.min(referralCount, start + chunk - 1);
    // Every fifth note starts with a formula character, so the neutralising path is part of the figure.
    await database.rawQuery(
      `insert into referrals (customer_id, kind, status, from_location_id, to_location_id, note, created_at)
       select $1::int + ((g::bigint * 7919) % ($2::int - $1::int + 1))::int, 'network',
         (array['new', 'accepted', 'in_progress', 'completed', 'rejected'])[1 + g % 5], $3::int, $4::int,
         case when g % 5 = 0 then '=Follow up ' || g else 'Follow up on the training plan ' || g end,
         now() - (g % 900) * interval '1 hour'
       from generate_series($5::int, $6::int) g`,
      [first, last, from, to, start, end],
    );
  }
  await database.rawQuery('vacuum analyze referrals, customers');
  printFigure('referrals seeded (generator + vacuum analyze)', referralCount, '');
  printFigure('seed wall time', (performance.now() - started) / 1000, 's');
}

async function staffSession(base: string, email: string, password: string) {
  const csrf = await fetch(`${base}/internal-api/csrf-token`);
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await csrf.json()) as { token: string };
  const login = await fetch(`${base}${authPaths.staffLogin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookie },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return [csrfCookie, ...login.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
}

/** Downloads the URL, counting lines and bytes and keeping nothing. */
function download(url: string, cookie: string): Promise<{ status: number; lines: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (response) => {
        let lines = 0;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, lines, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function run(url: string) {
  const database = await openDatabase({ url, poolSize: 10, statementTimeoutMs: 600_000 });
  try {
    await database.migrate();
    await seed(database);
    await seedReference(database.db);
    const password = 'Bench-Password-1!';
    const admin = await createStaffUser(database.db, {
      email: `bench-referrals-${Date.now().toString(36)}@example.test`,
      password,
      role: 'agency_admin',
    });

    const filter = {
      type: 'incoming' as const,
      status: null,
      scope: { kind: 'all' as const },
      orderBy: 'first_name' as const,
      sort: 'asc' as const,
    };
    let driverRows = 0;
    const driverStarted = performance.now();
    // The driver alone, reading row by row as the export does (forEachRow).
    await forEachRow(
      database,
      exportQuery(filter),
      5_000,
      () => {
        driverRows += 1;
      },
      () => Promise.resolve(),
    );
    const driverSeconds = (performance.now() - driverStarted) / 1000;

    const { app, base } = await startBenchServer(url, database);
    try {
      const cookie = await staffSession(base, admin.email, password);
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, 20);
      const started = performance.now();
      const result = await download(`${base}${referralListUrl('incoming', 0, { isExport: 1 })}`, cookie);
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      if (result.status !== 200) throw new Error(`export answered ${result.status}`);
      const rows = result.lines - 1;
      printFigure('export rows (HTTP download, agency admin)', rows, 'rows');
      printFigure('export size', result.bytes / 1024 ** 2, 'MB');
      printFigure('export rows/s (target 100,000)', rows / seconds, 'rows/s');
      printFigure('  same cursor read through the driver alone', driverRows / driverSeconds, 'rows/s');
      printFigure('  ratio export / cursor read', driverSeconds / seconds, 'x');
      printFigure('export peak RSS growth (server + client)', (rssPeak - rssBefore) / 1024 ** 2, 'MB');
      const [ledger] = (await database.rawQuery(
        `select status, row_count from data_exports where user_id = $1 and kind = 'referrals' order by id desc limit 1`,
        [admin.id],
      )) as { status: string; row_count: number }[];
      console.log(`  export ledger: ${ledger?.status} with ${ledger?.row_count} rows`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export async function benchReferralsExport() {
  const kept = process.env.BENCH_REFERRALS_DATABASE_URL;
  if (kept) await run(kept);
  else await withScratchDatabase(run);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchReferralsExport();
