// Shared set-up of the funding benchmarks (issue #25): a database with BENCH_FUNDING_TRANSACTIONS (default 1,000,000)
// funding transactions from seed:scale's generator, signed in as its admin. BENCH_FUNDING_DATABASE_URL names a
// database to keep (e.g. createdb -h 127.0.0.1 -U postgres bench_funding, then
// DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_funding npm run seed:scale -- --transactions 1000000),
// so repeated runs skip the seeding; without it a scratch database is seeded and dropped.
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { seedReference } from '@portal/db/seed';
import { seedScaleFunding } from '../packages/db/src/seed/funding-scale.ts';
import { signInStaff } from './customer-search.ts';
import { startBenchServer } from './endpoint.ts';
import { printFigure, withScratchDatabase } from './support.ts';

export const fundingTransactionCount = Number(process.env.BENCH_FUNDING_TRANSACTIONS ?? 1_000_000);

export interface FundingBench {
  url: string;
  database: DatabaseHandle;
  base: string;
  admin: { id: number; email: string };
  cookie: string;
  csrf: string;
}

async function prepare(url: string, work: (bench: FundingBench) => Promise<void>) {
  const database = await openDatabase({ url, poolSize: 10, statementTimeoutMs: 600_000 });
  try {
    await database.migrate();
    await seedReference(database.db);
    const [{ n } = { n: 0 }] = (await database.rawQuery('select count(*)::int as n from funding_transactions')) as {
      n: number;
    }[];
    if (n < fundingTransactionCount) {
      const started = performance.now();
      await seedScaleFunding(database, { transactions: fundingTransactionCount - n });
      await database.rawQuery('vacuum analyze');
      printFigure('funding transactions seeded', fundingTransactionCount - n, '');
      printFigure('seed wall time', (performance.now() - started) / 1000, 's');
    } else printFigure('funding transactions already in the database', n, '');
    const [admin] = (await database.rawQuery(
      `select id, email from staff_users where email like 'scale-funding-admin-%' order by id desc limit 1`,
    )) as { id: number; email: string }[];
    if (!admin) throw new Error('no scale funding admin: seed with seed:scale --transactions');
    const { app, base } = await startBenchServer(url, database);
    try {
      const { cookie, csrf } = await signInStaff(base, admin.email);
      await work({ url, database, base, admin, cookie, csrf });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

export async function withFundingBench(work: (bench: FundingBench) => Promise<void>) {
  const kept = process.env.BENCH_FUNDING_DATABASE_URL;
  if (kept) await prepare(kept, work);
  else await withScratchDatabase((url) => prepare(url, work));
}
