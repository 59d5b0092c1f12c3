// Occupation search keeps to its indexes at the size of the O*NET catalogue (about 65,000 searchable titles), right
// after a bulk load (no ANALYZE, no autovacuum): the plans are read from EXPLAIN, not inferred from the speed (issue #16,
// docs/decisions/0028-occupation-search-at-scale.md). The typos are the costly searches: a misspelt word (its one-edit
// corrections from the vocabulary) and a misspelt phrase (titles similar to it, pg_trgm `%>`), each planned generically
// (as a reused prepared statement is) and for its values.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTitleWords } from '@portal/db/reference';
import { explainPrepared, indexesOf, scansOf, type PlanNode } from '../../testing/query-plan.ts';
import { bulkLoad } from '../../testing/bulk-load.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { keywordPatterns, oneEditProbes } from './keyword-hits.ts';
import { titleSearchQueries, type SearchParams } from './repository.ts';

// 60,000 titles on a Postgres server (about the real catalogue); PGlite (WebAssembly) maintains the trigram indexes
// several times slower, so 20,000 there.
let titles = 60_000;
const occupationCount = 1_000;

/** Real title words, so that the typos below have their one-edit corrections and similar titles. */
const subjects = [
  'registered nurse',
  'electrician',
  'software developer',
  'truck driver',
  'teacher',
  'accountant',
  'medical assistant',
  'welder',
  'plumber',
  'dental hygienist',
  'mechanic',
  'cashier',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind !== 'postgres') titles = 20_000;
  await bulkLoad(t.database, [
    sql`insert into occupations (code, soc_code, title, description)
    select '99-' || lpad(g::text, 4, '0') || '.00', '99-' || lpad(g::text, 4, '0'), 'Plan Test Occupation ' || g,
      'An occupation of the plan test'
    from generate_series(1, ${occupationCount}::int) g`,
  ]);
  const [{ first } = { first: 0 }] = (await t.database.rawQuery(
    `select min(id)::int as first from occupations where code like '99-%'`,
  )) as { first: number }[];
  // As the reference importer writes them (statements of 5,000), every title distinct (a subject and a made-up
  // qualifier from a large vocabulary), no ANALYZE.
  const batches: SQL[] = [];
  for (let from = 0; from < titles; from += 5_000) {
    batches.push(sql`insert into occupation_titles (occupation_id, title, normalized, kind)
      select ${first}::int + g % ${occupationCount}::int, x.title, lower(x.title),
        case when g < ${occupationCount}::int then 'primary' else 'alternate' end
      from generate_series(${from}::int, ${Math.min(titles, from + 5_000)}::int - 1) g,
        lateral (select (${sql.param(subjects)}::text[])[1 + g % ${subjects.length}] || ' '
          || substr(md5(g::text), 1, 5 + g % 4) as title) x`);
  }
  await bulkLoad(t.database, batches);
  await refreshTitleWords(
    t.db,
    Array.from({ length: occupationCount }, (_, i) => first + i),
  );
}, 300_000);
afterAll(() => t.close());

const params: SearchParams = {
  customerId: 1,
  scales: null,
  clusters: null,
  salaryMin: null,
  salaryMax: null,
  saved: false,
  sort: null,
  offset: 0,
  limit: 20,
};

type Query = { toSQL: () => { sql: string; params: unknown[] } };

/** The statement exactly as the service prepares it, explained for these values. */
async function planNodes(query: Query, values: Record<string, unknown>, mode: 'generic' | 'custom') {
  const statement = query.toSQL();
  const names = statement.params.map((param) => (param as { name: string }).name);
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = force_${mode}_plan`));
    await tx.execute(sql.raw(`prepare occupation_plan_test as ${statement.sql}`));
    return explainPrepared(
      tx,
      'occupation_plan_test',
      names.map((name) => values[name] ?? null),
    );
  });
}

const cases: [string, () => [Query, Record<string, unknown>], string, string[]][] = [
  [
    'a misspelt word as typed (electrican): its words through the trigram index',
    () => [titleSearchQueries.word(t.db), { ...params, ...keywordPatterns('electrican') }],
    'title_words',
    ['title_words_trgm_idx'],
  ],
  [
    "a misspelt word's one-edit corrections (electrican)",
    () => [titleSearchQueries.oneEditWords(t.db), { ...oneEditProbes('electrican'), limit: 10 }],
    'title_words',
    ['title_words_prefix_idx', 'title_words_trgm_idx'],
  ],
  [
    'a misspelt phrase as typed (registerd nurse): the titles through the trigram index',
    () => [titleSearchQueries.title(t.db), { ...params, ...keywordPatterns('registerd nurse') }],
    'occupation_titles',
    ['occupation_titles_trgm_idx'],
  ],
  [
    'a misspelt phrase, the similar titles (registerd nurse)',
    () => [titleSearchQueries.similar(t.db), { ...params, keyword: 'registerd nurse' }],
    'occupation_titles',
    ['occupation_titles_trgm_idx'],
  ],
];

describe('occupation search right after a bulk load of titles', () => {
  it('holds the bulk-loaded titles and their vocabulary', async () => {
    const [counts] = (await t.database.rawQuery(`select (select count(*)::int from occupation_titles) as titles,
      (select count(*)::int from title_words) as words`)) as { titles: number; words: number }[];
    expect(counts!.titles).toBeGreaterThanOrEqual(titles);
    expect(counts!.words).toBeGreaterThan(titles / 2);
  });

  for (const [label, build, relation, indexes] of cases) {
    for (const mode of ['generic', 'custom'] as const) {
      it(`${label}, ${mode} plan: never a sequential scan of the titles or their words`, async () => {
        const [query, values] = build();
        const plan: PlanNode[] = await planNodes(query, values, mode);
        expect(scansOf(plan, relation).length, JSON.stringify(plan.map((node) => node['Node Type']))).toBeGreaterThan(
          0,
        );
        // The generic plan (the one the app keeps) finds the hits' occupations by key, one probe each, not by hashing
        // every occupation (issue #30). A custom plan right after the bulk load, before ANALYZE, may scan them.
        const tables = ['occupation_titles', 'occupation_title_words', 'title_words'];
        for (const table of mode === 'generic' ? [...tables, 'occupations'] : tables) {
          const scans = scansOf(plan, table);
          expect(
            scans.filter((scan) => scan.startsWith('Seq Scan')),
            `${table}: ${scans.join(', ')}`,
          ).toEqual([]);
        }
        expect(indexesOf(plan)).toEqual(expect.arrayContaining(indexes));
      });
    }
  }
});
