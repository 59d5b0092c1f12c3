// The SQL behind customer search on a database filled by `npm run seed:scale`, one search at a time:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_scale node --import tsx bench/explain-customer-search.ts
// (ENROLLED=1 adds the only-enrolled filter; SEARCHES="typo,one word" chooses the searches by the start of their label; PLAN=all prints
// the plan of every statement of a search, not only its last; CPU=n also runs each search's statements n times in a
// row and prints the Postgres CPU they cost per search, which hardly depends on the machine's load; BENCH_TYPOS=1 adds
// the customer-search bench's 24 misspelt names, each measured alone and together.)
// For each search it captures the statements the repository runs, executes each as the server does (a named
// prepared statement, 20 times, so Postgres settles on its plan) and prints the median time and whether the plan
// was generic, then the last statement's EXPLAIN (ANALYZE, BUFFERS) summary (the whole plan with PLAN=1).
import pg from 'pg';
import { openDatabase, withoutJit } from '@portal/db';
import * as repository from '../apps/server/src/modules/customers/repository.ts';
import { typo as typoOf } from './customer-search.ts';
import { captureStatements, measureCpu, timePrepared } from './endpoint.ts';

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

if (process.env.BENCH_TYPOS === '1') {
  // As bench/customer-search.ts draws them: people at the location, a small typo in the last name.
  const people = (await database.rawQuery(
    `select first_name, last_name from customers
     where primary_location_id = $1 and status and deleted_at is null and email is not null
     order by md5(id::text) limit 24`,
    [location.id],
  )) as { first_name: string; last_name: string }[];
  people.forEach((person, n) => {
    const value = `${person.first_name} ${typoOf(person.last_name, n)}`;
    searches.push([`bench typo: ${value}`, { type: 'name', value }]);
  });
}

// Sessions set as the app's are (openDatabase: no JIT).
const client = new pg.Client({ connectionString: withoutJit(url) });
await client.connect();
const chosen = process.env.SEARCHES?.split(',');
for (const [label, match] of searches) {
  if (chosen && !chosen.some((prefix) => label.startsWith(prefix))) continue;
  const statements = await captureStatements(() =>
    repository.searchCustomers(database.db, match, myLocation, { offset: 0, limit: 10, cap: 501 }),
  );
  for (const statement of statements) {
    await timePrepared(client, label, statement);
  }
  const rounds = Number(process.env.CPU ?? 0);
  if (rounds > 0) {
    const { databaseCpuMs } = await measureCpu(url, async () => {
      for (let round = 0; round < rounds; round += 1) {
        for (const statement of statements) {
          await client.query({ name: statement.name, text: statement.text, values: statement.values });
        }
      }
      return { requests: rounds };
    });
    console.log(`${label}: ${statements.length} statements, Postgres CPU ${databaseCpuMs.toFixed(2)} ms per search`);
  }
  for (const statement of process.env.PLAN === 'all' ? statements : statements.slice(-1)) {
    const plan = await client.query({
      text: `explain (analyze, buffers) ${statement.text}`,
      values: statement.values,
    });
    const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
    console.log(`  ${statement.name ?? 'unnamed'}:`);
    console.log((process.env.PLAN ? lines : lines.slice(-2)).map((line) => `  ${line}`).join('\n'));
  }
}
await client.end();
await database.close();
