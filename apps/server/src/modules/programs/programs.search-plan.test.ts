// Program search keeps to its trigram indexes at a realistic catalogue size, right after a bulk load (no ANALYZE, no
// autovacuum): the plans are read from EXPLAIN, not inferred from the speed (issue #16,
// docs/decisions/0024-program-search-at-scale.md). Both the search as typed and the misspelt (fuzzy) pass, each planned
// generically (as a reused prepared statement is) and for its values.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCipCode,
  createProgramFormat,
  createProgramType,
  createProvider,
  createProviderType,
} from '@portal/db/factories';
import { explainPrepared, indexesOf, scansOf, type PlanNode } from '../../testing/query-plan.ts';
import { bulkLoad } from '../../testing/bulk-load.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchPlan, searchQuery, type SearchFilters } from './repository.ts';

// 50,000 on a Postgres server (ten times the catalogue the issue measured); PGlite (WebAssembly) maintains the trigram
// indexes several times slower, so 15,000 there.
let programs = 50_000;

const subjects = [
  'Practical Nursing',
  'Welding Technology',
  'Medical Assisting',
  'Commercial Driver License Training',
  'Software Development',
  'Electrical Apprenticeship',
  'Dental Hygiene',
  'Accounting Fundamentals',
  'Culinary Arts',
  'HVAC Technician',
  'Pharmacy Technician',
  'Automotive Service',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  if (t.database.kind !== 'postgres') programs = 15_000;
  const typeId = (await createProgramType(t.db, 'Certificate')).id;
  const formatId = (await createProgramFormat(t.db, 'In Person')).id;
  const providerTypeId = (await createProviderType(t.db, 'Community College')).id;
  await createCipCode(t.db, { code: '51.3901', title: 'Licensed Practical/Vocational Nurse Training' });
  await createCipCode(t.db, { code: '48.0508', title: 'Welding Technology/Welder' });
  const providers = [];
  for (let i = 0; i < 20; i += 1) {
    providers.push((await createProvider(t.db, { name: `Plan Test College ${i}`, providerTypeId })).id);
  }
  // As a bulk load adds them (statements of 5,000), every title distinct (a subject, a cohort and a code), no ANALYZE.
  const batches: SQL[] = [];
  for (let from = 0; from < programs; from += 5_000) {
    batches.push(sql`insert into programs (provider_id, title, type_id, format_id, description, cip_code,
        total_cost)
      select (${sql.param(providers)}::int[])[1 + g % ${providers.length}],
        (${sql.param(subjects)}::text[])[1 + g % ${subjects.length}] || ' ' || substr(md5(g::text), 1, 6)
          || ' (Cohort ' || g / ${subjects.length} || ')',
        ${typeId}, ${formatId},
        'Classroom study, labs and ' || (array['a practicum', 'clinical rotations', 'an apprenticeship',
          'a capstone project'])[1 + g % 4] || ' with employers near campus ' || substr(md5((g * 7)::text), 1, 8),
        case g % 12 when 0 then '51.3901' when 1 then '48.0508' end,
        1000 + g % 9000
      from generate_series(${from}::int, ${Math.min(programs, from + 5_000)}::int - 1) g`);
  }
  await bulkLoad(t.database, batches);
}, 300_000);
afterAll(() => t.close());

/** The search's statement exactly as the service prepares it, explained for these filters. */
async function searchPlanNodes(filters: SearchFilters, mode: 'generic' | 'custom'): Promise<PlanNode[]> {
  const { kind, values } = searchPlan(filters);
  const statement = searchQuery(t.db, kind, values.latitude !== null).toSQL();
  const names = statement.params.map((param) => (param as { name: keyof typeof values }).name);
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local plan_cache_mode = force_${mode}_plan`));
    await tx.execute(sql.raw(`prepare program_plan_test as ${statement.sql}`));
    return explainPrepared(
      tx,
      'program_plan_test',
      names.map((n) => values[n]),
    );
  });
}

const base: SearchFilters = {
  customerId: 1,
  page: 1,
  perPage: 10,
  text: null,
  origin: { latitude: 39.7491, longitude: -104.9946, radiusMeters: 25 * 1609.344 },
  typeIds: undefined,
  formatIds: undefined,
  providerTypeIds: undefined,
  minCost: undefined,
  maxCost: undefined,
  tuitionSupport: undefined,
  savedOnly: false,
  sort: 'distance',
};

const cases: [string, SearchFilters['text'], string[]][] = [
  ['as typed (nursing)', { phrase: 'nursing', words: ['nursing'], fuzzy: false }, ['programs_search_text_trgm_idx']],
  [
    'misspelt, the fuzzy pass (nursng)',
    { phrase: 'nursng', words: ['nursng'], fuzzy: true },
    ['programs_search_text_trgm_idx', 'programs_title_trgm_idx'],
  ],
  [
    'two words, one misspelt (weldng technology)',
    { phrase: 'weldng technology', words: ['weldng', 'technology'], fuzzy: true },
    ['programs_search_text_trgm_idx', 'programs_title_trgm_idx'],
  ],
];

describe('program search right after a bulk load of programs', () => {
  it('holds the bulk-loaded programs', async () => {
    const [{ n } = { n: 0 }] = (await t.database.rawQuery('select count(*)::int as n from programs')) as {
      n: number;
    }[];
    expect(n).toBe(programs);
  });

  for (const [label, text, indexes] of cases) {
    for (const mode of ['generic', 'custom'] as const) {
      it(`${label}, ${mode} plan: reads programs through the trigram indexes, never a sequential scan`, async () => {
        const plan = await searchPlanNodes({ ...base, text }, mode);
        const described = scansOf(plan, 'programs');
        expect(described.length, JSON.stringify(plan.map((node) => node['Node Type']))).toBeGreaterThan(0);
        expect(
          described.filter((scan) => scan.startsWith('Seq Scan')),
          described.join(', '),
        ).toEqual([]);
        expect(indexesOf(plan)).toEqual(expect.arrayContaining(indexes));
      });
    }
  }
});
