// The 211 finder's search SQL on a database filled by `npm run seed:scale -- --services 50000`, one search at a time:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/directory_bench node --import tsx bench/explain-service-directory.ts
// For each search it captures the statements the repository runs, executes each as the server does (a named
// prepared statement, 20 times, so Postgres settles on its plan) and prints the median time and whether the plan
// was generic, then EXPLAIN (ANALYZE, BUFFERS) of that prepared statement as it now runs (the whole plan with PLAN=1).
import pg from 'pg';
import { openDatabase } from '@portal/db';
import { scaleCategoryId } from '@portal/db/directory';
import { offlineGeocoder } from '../apps/server/src/platform/geo/index.ts';
import * as repository from '../apps/server/src/modules/service-directory/repository.ts';
import { captureStatements, timePrepared } from './endpoint.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database filled by npm run seed:scale -- --services N');
const database = await openDatabase({ url, poolSize: 1 });
await database.migrate();
const geocoder = offlineGeocoder();
await geocoder.load();
const at = async (zip: string, miles: number) => {
  const place = await geocoder.forward(zip);
  if (!place) throw new Error(`no centroid for ${zip}`);
  return { latitude: place.latitude, longitude: place.longitude, radiusMeters: miles * repository.metersPerMile };
};
const base: repository.SearchFilters = {
  page: 1,
  perPage: 10,
  tsquery: null,
  origin: null,
  categoryIds: null,
  openNow: false,
  sort: 'relevance',
  now: new Date(),
  defaultTimeZone: 'America/Denver',
};
const twoCategories = [scaleCategoryId('Food'), scaleCategoryId('Housing')];
const searches: [string, repository.SearchFilters][] = [
  [
    'keyword + 25 mi of 80202 + two categories (the bench)',
    { ...base, tsquery: 'pantry:*', origin: await at('80202', 25), categoryIds: twoCategories },
  ],
  [
    'keyword + 25 mi of 10001 + two categories',
    { ...base, tsquery: 'food:*', origin: await at('10001', 25), categoryIds: twoCategories },
  ],
  ['keyword + 25 mi of 80202, open now', { ...base, tsquery: 'food:*', origin: await at('80202', 25), openNow: true }],
  ['25 mi of 80202 by distance', { ...base, origin: await at('80202', 25), sort: 'distance' }],
  ['keyword nationwide', { ...base, tsquery: 'food:*' }],
  ['no filter, page 3, by name', { ...base, page: 3, sort: 'name' }],
];

const client = new pg.Client({ connectionString: url });
await client.connect();
for (const [label, filters] of searches.filter(
  (_, index) => !process.env.ONLY || process.env.ONLY.split(',').includes(String(index)),
)) {
  const statements = await captureStatements(() => repository.searchServices(database.db, filters));
  for (const statement of statements) {
    await timePrepared(client, label, statement);
    const literal = (value: unknown): string =>
      value === null || value === undefined
        ? 'null'
        : Array.isArray(value)
          ? client.escapeLiteral(`{${value.join(',')}}`)
          : client.escapeLiteral(
              typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value),
            );
    const plan = await client.query(
      `explain (analyze, buffers) execute ${statement.name}(${statement.values.map(literal).join(', ')})`,
    );
    const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
    const shown =
      process.env.PLAN === '1'
        ? lines
        : lines.filter((line) => /Scan|Planning|Execution|rows=\d+ loops/.test(line) && !/Subquery Scan/.test(line));
    console.log(shown.map((line) => `    ${line}`).join('\n'));
  }
}
await client.end();
await database.close();
