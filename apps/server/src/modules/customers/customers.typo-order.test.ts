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
import { rankNames } from './typo-ranking.ts';

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
