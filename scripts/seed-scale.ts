// npm run seed:scale -- --customers 1000000 [--locations 40]
// Adds synthetic customers, locations and sources to the database the server uses: DATABASE_URL when set, else
// the embedded PGlite under DATA_DIR (default ./.data). The schema is migrated first. Prints the wall time.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@portal/db';
import { seedScaleCustomers } from '@portal/db/factories';

const { values } = parseArgs({
  options: { customers: { type: 'string', default: '1000000' }, locations: { type: 'string', default: '40' } },
});
const customers = Number(values.customers);
const locations = Number(values.locations);
if (!Number.isInteger(customers) || customers < 1 || !Number.isInteger(locations) || locations < 1) {
  console.error('Usage: npm run seed:scale -- --customers <n> [--locations <n>]');
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = path.resolve(process.cwd(), process.env.DATA_DIR ?? '.data');
const database = await openDatabase({
  url: databaseUrl,
  dataDir: path.join(dataDir, 'pglite'),
  poolSize: 2,
  statementTimeoutMs: 600_000,
});
const started = performance.now();
await database.migrate();
await seedScaleCustomers(database, {
  customers,
  locations,
  onProgress: (done, total) =>
    process.stdout.write(`\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} customers`),
});
process.stdout.write('\n');
// Fresh planner statistics and a flushed GIN pending list, as autovacuum would leave them soon after.
if (database.kind === 'postgres') await database.rawQuery('vacuum analyze customers, customer_sources');
else await database.rawQuery('analyze customers');
console.log(
  `Seeded ${customers.toLocaleString('en-US')} customers at ${locations} new locations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
