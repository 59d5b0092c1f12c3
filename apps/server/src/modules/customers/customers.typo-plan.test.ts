// Typo search keeps to its indexes right after a bulk load, before any ANALYZE or autovacuum (issue #16): the plan
// is read from EXPLAIN, not inferred from the speed. docs/decisions/0026-typo-search-ranking.md
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleFirstNames, scaleLastNames } from '@portal/db/factories';
import { explainPrepared, indexesOf, planNodes, scansOf, sqlLiteral, type PlanNode } from '../../testing/query-plan.ts';
import { bulkLoad } from '../../testing/bulk-load.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { similarNamesQuery } from './repository.ts';

// 100,000 on a Postgres server; PGlite (WebAssembly) maintains the trigram index about five times slower, and 30,000
// names already show the sequential scan there without the fix (a 4 MB pending list), in about 4 s.
let names = 100_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind !== 'postgres') names = 30_000;
  // Distinct names in one statement, as a bulk load adds them (first, a middle initial, last), and no ANALYZE
  // afterwards.
  await bulkLoad(t.database, [
    sql`insert into customer_search_names (search_name)
     select portal_search_name((${sql.param(scaleFirstNames)}::text[])[1 + g % ${scaleFirstNames.length}] || ' '
       || chr(97 + (g / 7) % 26) || ' ' || (${sql.param(scaleLastNames)}::text[])[1 + (g / 182) % ${scaleLastNames.length}])
     from generate_series(0, ${names}::int - 1) g
     on conflict do nothing`,
  ]);
}, 120_000);
afterAll(() => t.close());

/** The typo statement exactly as the service prepares it, planned generically (as a reused prepared statement is). */
async function typoPlan(query: string, swapped: string): Promise<PlanNode[]> {
  const statement = t.db
    .select({ name: sql`s.name` })
    .from(similarNamesQuery)
    .toSQL();
  const placeholders = statement.params.map((param) => (param as { name: string }).name);
  expect(placeholders).toEqual(['query', 'swapped']);
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare typo_plan_test(text, text) as ${statement.sql}`));
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    return explainPrepared(tx, 'typo_plan_test', [query, swapped]);
  });
}

describe('the typo statement right after a bulk load of names', () => {
  it('reads customer_search_names through its indexes, never a sequential scan', async () => {
    const [{ n } = { n: 0 }] = (await t.database.rawQuery('select count(*)::int as n from customer_search_names')) as {
      n: number;
    }[];
    expect(n).toBeGreaterThanOrEqual(names * 0.9);
    const plan = await typoPlan('Brittany Aleln', 'Aleln Brittany');
    const described = scansOf(plan, 'customer_search_names');
    expect(described.length, JSON.stringify(plan.map((node) => node['Node Type']))).toBeGreaterThan(0);
    expect(
      described.filter((scan) => scan.startsWith('Seq Scan')),
      described.join(', '),
    ).toEqual([]);
    // Every way of finding candidates uses an index: similar names the trigrams, and names that start with the query's
    // words a range of the byte-order index (a parameter bounds it: LIKE would need a constant pattern). The one-edit
    // strings are equalities, which the primary key or that index serves alike.
    expect(indexesOf(plan)).toEqual(
      expect.arrayContaining(['customer_search_names_trgm_idx', 'customer_search_names_prefix_idx']),
    );
    const prefixScans = plan.filter(
      (node) =>
        node['Index Name'] === 'customer_search_names_prefix_idx' &&
        String((node as PlanNode & { 'Index Cond'?: string })['Index Cond']).includes('~>=~'),
    );
    expect(prefixScans.length, described.join(', ')).toBeGreaterThan(0);
  });
});

/** How many times the trigram index scan ran when the prepared typo statement was executed (EXPLAIN ANALYZE). */
async function trigramScans(query: string, swapped: string): Promise<number> {
  const statement = t.db
    .select({ name: sql`s.name` })
    .from(similarNamesQuery)
    .toSQL();
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare typo_gate_test(text, text) as ${statement.sql}`));
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    const result = await tx.execute(
      sql.raw(`explain (analyze, format json) execute typo_gate_test(${sqlLiteral(query)}, ${sqlLiteral(swapped)})`),
    );
    await tx.execute(sql.raw('deallocate typo_gate_test'));
    const raw = (result as { rows: Record<string, unknown>[] }).rows;
    const cell = Object.values(raw[0] as Record<string, unknown>)[0];
    const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    const scans = planNodes(plan.Plan).filter((node) => node['Index Name'] === 'customer_search_names_trgm_idx');
    expect(scans).toHaveLength(1);
    return (scans[0] as PlanNode & { 'Actual Loops': number })['Actual Loops'];
  });
}

describe('the trigram pass of the typo statement', () => {
  it('runs only when no one has a name one edit away (ADR 0029, point 3)', async () => {
    await t.database.rawQuery(
      `insert into customers (first_name, last_name, primary_location_id) values ('Brittany', 'Allen', $1)`,
      [t.world.locationA.id],
    );
    // "Brittany Allen" is one swap from the query: the index-backed one-edit lookup found her, so no trigram scan.
    expect(await trigramScans('Brittany Aleln', 'Brittany Aleln')).toBe(0);
    // Nobody is one edit from this one: the trigram scan runs.
    expect(await trigramScans('Brittany Alxlxn', 'Brittany Alxlxn')).toBe(1);
  });

  it('is not needed for the leading words of a longer name: the prefix lookup finds them', async () => {
    await t.database.rawQuery(
      `insert into customers (first_name, last_name, primary_location_id)
       values ('Maria', 'Smith-Jones', $1), ('Marie', 'Smith', $1)`,
      [t.world.locationA.id],
    );
    const statement = t.db
      .select({ names: sql<string[]>`s.names` })
      .from(similarNamesQuery)
      .prepare('typo_prefix_test');
    const names = async (query: string, swapped: string) =>
      (await statement.execute({ query, swapped }))[0]?.names ?? [];
    // Nobody is "Maria Smith", Marie Smith is one edit away, and Maria Smith-Jones starts with the query's words: both
    // are candidates, typed either way, without the trigram scan.
    expect(await names('Maria Smith', 'Maria Smith')).toEqual(
      expect.arrayContaining(['maria smith jones', 'marie smith']),
    );
    expect(await names('Smith, Maria', 'Maria Smith')).toEqual(expect.arrayContaining(['maria smith jones']));
    expect(await trigramScans('Maria Smith', 'Maria Smith')).toBe(0);
  });
});
