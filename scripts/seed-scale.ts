// npm run seed:scale -- --customers 1000000 [--locations 40]
// npm run seed:scale -- --employers 100000 --job-posts 1000000   (employers, their sites and job posts; no customers
// unless --customers is given too)
// npm run seed:scale -- --service-logs 200000   (one case manager with that many service logs, and as many more by
// four colleagues; no customers unless --customers is given too)
// npm run seed:scale -- --services 50000   (211 directory services at real ZIP centroids, with categories and hours;
// no customers unless --customers is given too)
// npm run seed:scale -- --customers 1000000 --indicator-exits 1000000   (that many existing customers get an exited
// enrolment in 'Scale WIOA Adult' and three wage rows each, for the performance indicators bench)
// npm run seed:scale -- --transactions 1000000   (funding: that many transactions in every status, with their ledger
// histories and budgets, for 100,000 new customers at two new locations; an admin and a case manager to sign in as)
// npm run seed:scale -- --pirl-periods 100000   (PIRL periods of participation for new customers with demographics,
// services, wages, credentials and skill gains, for the PIRL bench; packages/db/src/seed/pirl-scale.ts)
// Customers' names come from a realistic vocabulary (packages/db/src/factories/scale-names.ts: a common head and a
// generated long tail, Zipf-like: about 217,000 distinct surnames at 1M customers; ADR 0029).
// Adds synthetic customers, locations and sources to the database the server uses: DATABASE_URL when set, else
// the embedded PGlite under DATA_DIR (default ./.data). The schema is migrated first. Prints the wall time.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@portal/db';
import { seedScaleCustomers, seedScaleJobBoard } from '@portal/db/factories';
import { enableServiceDirectory, seedScaleDirectory } from '@portal/db/directory';
import { seedScaleServiceLogs } from '../packages/db/src/seed/service-log-scale.ts';
import { seedScaleIndicators } from '../packages/db/src/seed/indicators-scale.ts';
import { seedScaleFunding } from '../packages/db/src/seed/funding-scale.ts';
import { seedScalePirl } from '../packages/db/src/seed/pirl-scale.ts';
import { allZipCentroids } from './zip-centroids.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string' },
    locations: { type: 'string', default: '40' },
    employers: { type: 'string' },
    'job-posts': { type: 'string' },
    'service-logs': { type: 'string' },
    services: { type: 'string' },
    'indicator-exits': { type: 'string' },
    transactions: { type: 'string' },
    'pirl-periods': { type: 'string' },
  },
});
const serviceLogs = values['service-logs'] === undefined ? 0 : Number(values['service-logs']);
if (!Number.isInteger(serviceLogs) || serviceLogs < 0) {
  console.error('Usage: npm run seed:scale -- --service-logs <n>');
  process.exit(1);
}
const directoryServices = values.services === undefined ? 0 : Number(values.services);
if (!Number.isInteger(directoryServices) || directoryServices < 0) {
  console.error('Usage: npm run seed:scale -- --services <n>');
  process.exit(1);
}
const indicatorExits = values['indicator-exits'] === undefined ? 0 : Number(values['indicator-exits']);
if (!Number.isInteger(indicatorExits) || indicatorExits < 0) {
  console.error('Usage: npm run seed:scale -- --indicator-exits <n>');
  process.exit(1);
}
const fundingTransactions = values.transactions === undefined ? 0 : Number(values.transactions);
if (!Number.isInteger(fundingTransactions) || fundingTransactions < 0) {
  console.error('Usage: npm run seed:scale -- --transactions <n>');
  process.exit(1);
}
const pirlPeriods = values['pirl-periods'] === undefined ? 0 : Number(values['pirl-periods']);
if (!Number.isInteger(pirlPeriods) || pirlPeriods < 0) {
  console.error('Usage: npm run seed:scale -- --pirl-periods <n>');
  process.exit(1);
}
const jobBoard = values.employers !== undefined || values['job-posts'] !== undefined;
const employers = Number(values.employers ?? 100_000);
const jobPosts = Number(values['job-posts'] ?? 1_000_000);
if (jobBoard && (!Number.isInteger(employers) || employers < 1 || !Number.isInteger(jobPosts) || jobPosts < 0)) {
  console.error('Usage: npm run seed:scale -- --employers <n> --job-posts <n>');
  process.exit(1);
}
const onlyOthers =
  jobBoard ||
  serviceLogs > 0 ||
  directoryServices > 0 ||
  indicatorExits > 0 ||
  fundingTransactions > 0 ||
  pirlPeriods > 0;
const customers = Number(values.customers ?? (onlyOthers ? 0 : 1_000_000));
const locations = Number(values.locations);
if (!Number.isInteger(customers) || customers < (onlyOthers ? 0 : 1) || !Number.isInteger(locations) || locations < 1) {
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
if (customers > 0) {
  await seedScaleCustomers(database, {
    customers,
    locations,
    onProgress: (done, total) =>
      process.stdout.write(`\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} customers`),
  });
  process.stdout.write('\n');
  console.log(
    `Seeded ${customers.toLocaleString('en-US')} customers at ${locations} new locations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
if (jobBoard) {
  const jobStarted = performance.now();
  await seedScaleJobBoard(database, {
    employers,
    posts: jobPosts,
    zips: await allZipCentroids(),
    onProgress: (what, done, total) =>
      process.stdout.write(`\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} ${what}   `),
  });
  process.stdout.write('\n');
  console.log(
    `Seeded ${employers.toLocaleString('en-US')} employers and ${jobPosts.toLocaleString('en-US')} job posts in ${((performance.now() - jobStarted) / 1000).toFixed(1)} s`,
  );
}
if (serviceLogs > 0) {
  const logsStarted = performance.now();
  const { manager } = await seedScaleServiceLogs(database, {
    logs: serviceLogs,
    onProgress: (done, total) =>
      process.stdout.write(`\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} service logs   `),
  });
  process.stdout.write('\n');
  console.log(
    `Seeded ${serviceLogs.toLocaleString('en-US')} service logs for ${manager.email} (password ${manager.password}) and as many by four colleagues in ${((performance.now() - logsStarted) / 1000).toFixed(1)} s`,
  );
}
if (directoryServices > 0) {
  const directoryStarted = performance.now();
  await seedScaleDirectory(database.db, {
    services: directoryServices,
    zips: await allZipCentroids(),
    onProgress: (done, total) =>
      process.stdout.write(
        `\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} directory services   `,
      ),
  });
  await enableServiceDirectory(database.db);
  process.stdout.write('\n');
  console.log(
    `Seeded ${directoryServices.toLocaleString('en-US')} directory services (analysed) in ${((performance.now() - directoryStarted) / 1000).toFixed(1)} s`,
  );
}
if (indicatorExits > 0) {
  const exitsStarted = performance.now();
  const seeded = await seedScaleIndicators(database, {
    exits: indicatorExits,
    onProgress: (done, total) =>
      process.stdout.write(
        `\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} customers with exits   `,
      ),
  });
  process.stdout.write('\n');
  console.log(
    `Seeded ${seeded.exits.toLocaleString('en-US')} exits with ${(seeded.exits * 3).toLocaleString('en-US')} wage rows in ${((performance.now() - exitsStarted) / 1000).toFixed(1)} s`,
  );
}
if (fundingTransactions > 0) {
  const fundingStarted = performance.now();
  const seeded = await seedScaleFunding(database, {
    transactions: fundingTransactions,
    onProgress: (done, total) =>
      process.stdout.write(`\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} transactions   `),
  });
  process.stdout.write('\n');
  console.log(
    `Seeded ${fundingTransactions.toLocaleString('en-US')} funding transactions in ${((performance.now() - fundingStarted) / 1000).toFixed(1)} s; admin ${seeded.admin.email}, case manager ${seeded.manager.email} (password ${seeded.admin.password})`,
  );
}
if (pirlPeriods > 0) {
  const pirlStarted = performance.now();
  const seeded = await seedScalePirl(database, {
    periods: pirlPeriods,
    onProgress: (done, total) =>
      process.stdout.write(`\r${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} PIRL periods   `),
  });
  process.stdout.write('\n');
  console.log(
    `Seeded ${seeded.periods.toLocaleString('en-US')} PIRL periods in ${((performance.now() - pirlStarted) / 1000).toFixed(1)} s`,
  );
}
// Fresh planner statistics and flushed GIN pending lists on every table the seeder filled (customer_search_names and
// its trigram index too: issue #16 measured typo search 15-30x slower without them), not left to autovacuum.
const settled = performance.now();
if (database.kind === 'postgres') await database.rawQuery('vacuum analyze');
else await database.rawQuery('analyze');
console.log(`Vacuumed and analysed in ${((performance.now() - settled) / 1000).toFixed(1)} s`);
await database.close();
