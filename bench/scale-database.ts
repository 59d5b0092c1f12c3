// The 1,000,000-customer database the customer benchmarks run against. By default a scratch database is seeded
// for the run (about a minute) and dropped afterwards; BENCH_SCALE_DATABASE_URL names one already filled by
// `npm run seed:scale` instead, so repeated runs measure the same data and skip the seeding.
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { seedScaleCustomers } from '@portal/db/factories';
import { seedReference } from '@portal/db/seed';
import { printFigure, withScratchDatabase } from './support.ts';

export interface ScaleDatabase {
  url: string;
  database: DatabaseHandle;
  /** One of the seeded locations (about 1 in 40 customers): the benchmark staff user works there. */
  myLocation: number;
}

const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);

async function open(url: string) {
  const database = await openDatabase({ url, poolSize: 10, statementTimeoutMs: 600_000 });
  await database.migrate();
  await seedReference(database.db);
  return database;
}

export async function withScaleDatabase(work: (scale: ScaleDatabase) => Promise<void>) {
  const existing = process.env.BENCH_SCALE_DATABASE_URL;
  if (existing) {
    const database = await open(existing);
    try {
      // seed:scale names its locations "Workforce Center 1..n"; the first has as many customers as any.
      const [row] = (await database.rawQuery(
        `select l.id from locations l where l.name = 'Workforce Center 1'
         and exists (select 1 from customers c where c.primary_location_id = l.id) order by l.id limit 1`,
      )) as { id: number }[];
      if (!row) throw new Error('BENCH_SCALE_DATABASE_URL: no seed:scale locations; run npm run seed:scale first');
      const [{ n } = { n: 0 }] = (await database.rawQuery('select count(*)::int as n from customers')) as {
        n: number;
      }[];
      printFigure('customers in BENCH_SCALE_DATABASE_URL', n, '');
      await work({ url: existing, database, myLocation: row.id });
    } finally {
      await database.close();
    }
    return;
  }
  await withScratchDatabase(async (url) => {
    const database = await open(url);
    try {
      const started = performance.now();
      const { locationIds } = await seedScaleCustomers(database, { customers: customerCount });
      // Every table the seeder filled (customer_search_names and its trigram index too), as seed:scale does.
      await database.rawQuery('vacuum analyze');
      printFigure('customers seeded (generator + vacuum analyze)', customerCount, '');
      printFigure('seed wall time', (performance.now() - started) / 1000, 's');
      await work({ url, database, myLocation: locationIds[0]! });
    } finally {
      await database.close();
    }
  });
}
