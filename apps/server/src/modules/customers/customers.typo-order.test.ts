// A misspelt name costs two statements (issue #30): the exact match, then its candidate names, ranked in SQL, with
// their customers. The ranking moved from the app (rankNames) into the database (portal_name_distances, migration
// 0063); these tests hold the two to the same scores, and the search to its two statements.
// docs/decisions/0026-typo-search-ranking.md
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleFirstNames, scaleLastNames } from '@portal/db/factories';
import { countStatements } from '../../testing/count-statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rankedCandidatesQuery, searchCustomers, similarNamesQuery, type SearchFilters } from './repository.ts';
import { generateTypoCases, seededRandom, type Person } from './typo-cases.ts';
import { nameDistance, rankNames } from './typo-ranking.ts';

const customers = 3_000;

let t: TestApp;
let people: Person[];
beforeAll(async () => {
  t = await createTestApp();
  const random = seededRandom(3030);
  const draw = (names: readonly string[]) => names[Math.floor(Math.pow(random(), 1.3) * names.length)]!;
  people = Array.from({ length: customers }, () => ({
    first_name: draw(scaleFirstNames),
    last_name: draw(scaleLastNames),
  }));
  // Names the generated cases rarely meet: a double surname and its first part, words in either order, a name longer
  // than the distance's bit vectors (62 letters), letters outside a-z.
  const extra: Person[] = [
    { first_name: 'Maria', last_name: 'Smith-Jones' },
    { first_name: 'Maria', last_name: 'Smith' },
    { first_name: 'Anna Maria', last_name: 'Smith' },
    { first_name: 'Smith', last_name: 'Maria' },
    { first_name: 'Bartholomew-Maximilian Alexander', last_name: 'Vandenberghe-Oppenheimer Castellanos Rodriguez' },
    { first_name: 'Zoë', last_name: 'Øster' },
    { first_name: 'Jo', last_name: 'Li' },
  ];
  people.push(...extra);
  await t.database.rawQuery(
    `insert into customers (first_name, last_name, primary_location_id)
     select f, l, $3 from unnest($1::text[], $2::text[]) as p(f, l)`,
    [people.map((p) => p.first_name), people.map((p) => p.last_name), t.world.locationA.id],
  );
}, 120_000);
afterAll(() => t.close());

const swappedOf = (query: string) => {
  const [before, after] = query.split(',', 2);
  return after === undefined ? query : `${after} ${before}`;
};

/** The candidates as the app ranked them before migration 0063, each score as the real it was sent as. */
async function appScores(query: string) {
  const [similar] = await t.db
    .select({
      name: sql<string>`s.name`,
      swapped: sql<string>`s.swapped`,
      names: sql<string[]>`s.names`,
      sims: sql<number[]>`s.sims`,
    })
    .from(similarNamesQuery)
    .prepare('typo_order_similar')
    .execute({ query, swapped: swappedOf(query) });
  return new Map(rankNames(similar!).map((candidate) => [candidate.name, Math.fround(candidate.score)]));
}

async function sqlScores(query: string) {
  const [ranked] = await rankedCandidatesQuery(t.db)
    .prepare('typo_order_ranked')
    .execute({ query, swapped: swappedOf(query) });
  const names = ranked?.names ?? [];
  const sims = ranked?.sims ?? [];
  return new Map(names.map((name, index) => [name, Math.fround(sims[index]!)]));
}

const myLocation = (): SearchFilters => ({
  includeArchived: false,
  includeDeleted: false,
  onlyEnrolled: false,
  scope: { kind: 'locations', ids: [t.world.locationA.id] },
});

describe('a misspelt name’s candidates, ranked in SQL', () => {
  it('are as far from the query as nameDistance says, what the lookups tell taken on trust only where it holds', async () => {
    // Few letters, so swaps, repeats and runs of words are common; some queries and names past the 62 letters of the
    // bit-parallel distance. A bound (1: a one-edit string, 0.5: a name starting with the query's words) is given
    // for some of the names it holds for, as the lookups give it.
    const random = seededRandom(63);
    const text = (length: number) =>
      Array.from({ length }, () => 'abcde  '[Math.floor(random() * 7)])
        .join('')
        .replace(/ +/g, ' ')
        .trim() || 'a';
    const sets = Array.from({ length: 300 }, () => {
      const first = text(1 + Math.floor(random() * 12));
      const queries = random() < 0.5 ? [first] : [first, text(1 + Math.floor(random() * 12))];
      const names = Array.from({ length: 8 }, () =>
        random() < 0.3
          ? `${first.slice(0, -1)}e`
          : random() < 0.2
            ? `${first} ${text(3)}`
            : text(1 + Math.floor(random() * 16)),
      );
      const bounds = names.map((name) => {
        const distance = nameDistance(queries, name);
        return distance === 0.5 && random() < 0.5 ? 0.5 : distance <= 1 && random() < 0.7 ? 1 : null;
      });
      return { queries, names, bounds };
    });
    sets.push({ queries: ['x'.repeat(70)], names: [`${'x'.repeat(65)}yy`, 'y x'], bounds: [null, null] });
    sets.push({
      queries: ['ab'.repeat(40), 'ba'],
      names: ['ba'.repeat(40), 'ba ab', 'ab'],
      bounds: [null, null, null],
    });
    const rows = (await t.database.rawQuery(
      `select portal_name_distances(array(select jsonb_array_elements_text(s->'queries')),
         array(select jsonb_array_elements_text(s->'names')),
         array(select (b #>> '{}')::real from jsonb_array_elements(s->'bounds') b)) as d
       from jsonb_array_elements($1::jsonb) with ordinality as x(s, i) order by i`,
      [JSON.stringify(sets)],
    )) as { d: number[] }[];
    const mismatches = sets.flatMap(({ queries, names }, index) =>
      names.flatMap((name, n) => {
        const expected = nameDistance(queries, name);
        const actual = rows[index]!.d[n];
        return actual === expected ? [] : [`${JSON.stringify(queries)} / "${name}": ${actual} for ${expected}`];
      }),
    );
    expect(mismatches).toEqual([]);
  });

  it('score as the app scored them, for generated misspellings and edge cases', async () => {
    const queries = [
      ...generateTypoCases(people, 120, 3030).map((typo) => typo.query),
      'Maria Smith',
      'Smith, Maria',
      'Maria Smtih',
      'Smtih, Maria',
      'smtih',
      'Mraia',
      'Bartholomew-Maximilian Alexander Vandenberghe-Oppenheimer Castellanos Rodrigeuz',
      'Vandenberghe Oppenheimer, Bartholomew',
      'Zoe Oster',
      'Zeo Øster',
      'Jo Lee',
      'Xqzvw Kjhgf',
      'Mariaa Smiht Jnoes',
      // Two edits or more: nobody is one edit away, so the trigram pass finds the candidates (up to 200).
      'Johnsonnn',
      'Williamsss',
      'Elizabetth Johnsson',
      'Johnsson, Elizabetth',
      'Christopherr Andersson',
    ];
    let compared = 0;
    let most = 0;
    for (const query of queries) {
      const expected = await appScores(query);
      const actual = await sqlScores(query);
      expect(actual, query).toEqual(expected);
      compared += actual.size;
      most = Math.max(most, actual.size);
    }
    // The comparison is about something: most queries have candidates, and the trigram pass many.
    expect(compared).toBeGreaterThan(queries.length);
    expect(most).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it('costs two statements: the exact match, then the candidates with their customers', async () => {
    const page = { offset: 0, limit: 10, cap: 501 };
    // One edit (the cheap lookups), many edits (the trigram pass), and the order "last, first".
    for (const value of ['Maria Smtih', 'Johnsonnn', 'Smtih, Maria']) {
      let rows: Awaited<ReturnType<typeof searchCustomers>> = [];
      const statements = await countStatements(t.database, async () => {
        rows = await searchCustomers(t.db, { type: 'name', value }, myLocation(), page);
      });
      expect(statements, value).toHaveLength(2);
      expect(rows[0]?.total, value).toBeGreaterThan(0);
    }
    const statements = await countStatements(t.database, () =>
      searchCustomers(t.db, { type: 'name', value: 'Maria Smith' }, myLocation(), page),
    );
    expect(statements).toHaveLength(1);
  });
});
