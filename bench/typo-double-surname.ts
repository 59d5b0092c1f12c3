// Typo search and double surnames, on a database filled by `npm run seed:scale` (ADR 0029, point 3):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/names_bench node --import tsx bench/typo-double-surname.ts
// It takes 300 customers with a hyphen or a space in the surname and searches each by the first name and the first
// part of the surname ("Maria Smith" for Maria Smith-Jones), as staff do when they remember half a name. Queries that
// someone holds exactly are skipped: the exact search rightly shows that person. For the rest it reports whether the
// customer meant is on the first page of 10, and how many of the misses share their words with more than 10 people.
import { openDatabase } from '@portal/db';
import { searchCustomers, type SearchFilters } from '../apps/server/src/modules/customers/repository.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database filled by npm run seed:scale');
const database = await openDatabase({ url, poolSize: 1 });

interface Person {
  first_name: string;
  last_name: string;
}

const people = (await database.rawQuery(
  `select first_name, last_name from customers
   where last_name ~ '[- ]' and location_ids <> '{}' and deleted_at is null
   order by md5(id::text) limit 300`,
)) as Person[];

const anyLocation: SearchFilters = {
  includeArchived: true,
  includeDeleted: false,
  onlyEnrolled: false,
  scope: { kind: 'any-location' },
};

async function holdsExactly(query: string): Promise<boolean> {
  const [row] = (await database.rawQuery(
    `select exists (select 1 from customers where search_name = portal_search_name($1)) as held`,
    [query],
  )) as { held: boolean }[];
  return row!.held;
}

async function peopleStartingWith(query: string): Promise<number> {
  const [row] = (await database.rawQuery(
    `select count(*)::int as n from (select 1 from customers
      where search_name ~>=~ (portal_search_name($1) || ' ') and search_name ~<~ (portal_search_name($1) || '!')
      limit 1000) starting`,
    [query],
  )) as { n: number }[];
  return row!.n;
}

let searched = 0;
let listed = 0;
let crowded = 0;
const times: number[] = [];
const misses: string[] = [];
for (const person of people) {
  const query = `${person.first_name} ${person.last_name.split(/[- ]+/)[0]}`;
  if (await holdsExactly(query)) continue;
  searched += 1;
  const started = performance.now();
  const rows = await searchCustomers(database.db, { type: 'name', value: query }, anyLocation, {
    offset: 0,
    limit: 10,
    cap: 101,
  });
  times.push(performance.now() - started);
  if (rows.some((row) => row.first_name === person.first_name && row.last_name === person.last_name)) {
    listed += 1;
    continue;
  }
  const starting = await peopleStartingWith(query);
  if (starting > 10) crowded += 1;
  misses.push(`"${query}" for ${person.first_name} ${person.last_name}: ${starting} people start with these words`);
}

times.sort((a, b) => a - b);
const percentile = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
console.log(`sampled ${people.length}; searched ${searched} (the rest are held exactly by someone)`);
console.log(`listed in the first 10: ${listed} of ${searched}; not listed: ${searched - listed}`);
console.log(`of those not listed, more than 10 people start with the same words: ${crowded}`);
console.log(`search p50 ${percentile(0.5)} ms, p95 ${percentile(0.95)} ms`);
if (misses.length > 0) console.log(misses.slice(0, 30).join('\n'));
await database.close();
