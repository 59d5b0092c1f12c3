// The SQL behind customer search on a database filled by `npm run seed:scale`, one search at a time:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_scale node --import tsx bench/explain-customer-search.ts
// (ENROLLED=1 adds the only-enrolled filter.)
// For each search it captures the statements the repository runs, executes each as the server does (a named
// prepared statement, 20 times, so Postgres settles on its plan) and prints the median time and whether the plan
// was generic, then the last statement's EXPLAIN (ANALYZE, BUFFERS) summary (the whole plan with PLAN=1).
import pg from 'pg';
import { openDatabase } from '@portal/db';
import * as repository from '../apps/server/src/modules/customers/repository.ts';
import { captureStatements, timePrepared } from './endpoint.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database filled by npm run seed:scale');
const database = await openDatabase({ url, poolSize: 1 });
const [location] = (await database.rawQuery(`select id from locations where name = 'Workforce Center 1'`)) as {
  id: number;
}[];
if (!location) throw new Error('No seed:scale locations in this database');
const myLocation: repository.SearchFilters = {
  includeArchived: false,
  includeDeleted: false,
  // ENROLLED=1: with the only-enrolled filter (derived from the service-log enrolments).
  onlyEnrolled: process.env.ENROLLED === '1',
  scope: { kind: 'locations', ids: [location.id] },
};
const searches: [string, repository.SearchMatch][] = [
  ['full name', { type: 'name', value: 'Maria Smith' }],
  ['last, first', { type: 'name', value: 'Smith, Maria' }],
  ['one word', { type: 'name', value: 'Nguyen' }],
  ['very common word', { type: 'name', value: 'Smith' }],
  ['typo', { type: 'name', value: 'Maria Simth' }],
  ['date of birth', { type: 'birthdate', value: '1980-05-17' }],
  ['email', { type: 'email', value: 'MARIA.SMITH123@EXAMPLE.COM' }],
];

const client = new pg.Client({ connectionString: url });
await client.connect();
for (const [label, match] of searches) {
  const statements = await captureStatements(() =>
    repository.searchCustomers(database.db, match, myLocation, { offset: 0, limit: 10, cap: 501 }),
  );
  for (const statement of statements) {
    await timePrepared(client, label, statement);
  }
  const last = statements.at(-1)!;
  const plan = await client.query({ text: `explain (analyze, buffers) ${last.text}`, values: last.values });
  const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
  console.log((process.env.PLAN ? lines : lines.slice(-2)).map((line) => `  ${line}`).join('\n'));
}
await client.end();
await database.close();
