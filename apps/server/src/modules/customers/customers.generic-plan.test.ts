// Customer search statements are planned once per connection, not once per search (issue #16): every value reaches
// the SQL through a scalar subquery, so Postgres keeps the generic plan of each prepared statement after its first five
// executions. Read from pg_prepared_statements, not inferred from the speed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '@portal/db/factories';
import { sql } from 'drizzle-orm';
import { explainPrepared, indexesOf, preparedPlanCounts } from '../../testing/query-plan.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { searchPageQuery, searchValues, type SearchFilters, type SearchMatch } from './repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const names = [
    ['Maria', 'Smith'],
    ['Mario', 'Smyth'],
    ['Ana', 'Nguyen'],
    ['Ann', 'Lopez'],
    ['Juan', 'Castañeda'],
    ['Li', 'Wei'],
  ];
  for (const [index, [firstName, lastName]] of names.entries()) {
    await createCustomer(t.db, {
      portal: false,
      primaryLocationId: t.world.locationA.id,
      firstName: firstName!,
      lastName: lastName!,
      birthdate: `1980-01-0${index + 1}`,
      email: `${firstName}.${lastName}@example.test`.toLowerCase(),
    });
  }
});
afterAll(() => t.close());

const myLocation = (): SearchFilters => ({
  includeArchived: false,
  includeDeleted: false,
  onlyEnrolled: false,
  scope: { kind: 'locations', ids: [t.world.locationA.id] },
});
const anyLocation: SearchFilters = {
  includeArchived: true,
  includeDeleted: true,
  onlyEnrolled: true,
  scope: { kind: 'any-location' },
};

/** A search's values by placeholder name. */
const valuesOf = ([match, filters]: [SearchMatch, SearchFilters]): Record<string, unknown> => ({
  ...searchValues(match, filters, { offset: 0, limit: 10, cap: 501 }),
  // The misspelt-name statement's score for a first or last name one edit away (ignored by the others).
  wordScore: 9,
});

/** One search statement's plan counts, prepared as the app prepares it, run once for each search. */
const planCounts = (kind: Parameters<typeof searchPageQuery>[1], searches: [SearchMatch, SearchFilters][]) =>
  preparedPlanCounts(t.db, searchPageQuery(t.db, kind).toSQL(), searches.map(valuesOf));

const tenOf = <T>(values: T[]) => Array.from({ length: 10 }, (_, index) => values[index % values.length]!);

describe('customer search keeps one generic plan per statement', () => {
  it('for names, whatever the name and the filters', async () => {
    const names = ['Maria Smith', 'Smith, Maria', 'Nguyen', 'smith', 'Juan Castaneda', 'Nobody Here'];
    const searches = tenOf(names).map((value, index): [SearchMatch, SearchFilters] => [
      { type: 'name', value },
      index % 3 ? myLocation() : anyLocation,
    ]);
    expect(await planCounts('name', searches)).toEqual({ generic: 5, custom: 5 });
  });

  it('for the customers of misspelt names', async () => {
    const searches = tenOf(['Maria Simth', 'Ana Ngyuen', 'Lopze']).map((value): [SearchMatch, SearchFilters] => [
      { type: 'name', value },
      myLocation(),
    ]);
    expect(await planCounts('fuzzy', searches)).toEqual({ generic: 5, custom: 5 });
  });

  it('for dates of birth and emails', async () => {
    const births = tenOf(['1980-01-01', '1980-01-05', '1999-12-31']).map((value): [SearchMatch, SearchFilters] => [
      { type: 'birthdate', value },
      myLocation(),
    ]);
    expect(await planCounts('birthdate', births)).toEqual({ generic: 5, custom: 5 });
    const emails = tenOf(['MARIA.SMITH@EXAMPLE.TEST', 'nobody@example.test']).map(
      (value): [SearchMatch, SearchFilters] => [{ type: 'email', value }, anyLocation],
    );
    expect(await planCounts('email', emails)).toEqual({ generic: 5, custom: 5 });
  });

  it('for external ids, each id read through its lower() index (issue #23)', async () => {
    const searches = tenOf(['CC-884213', 'cc-000000']).map((value): [SearchMatch, SearchFilters] => [
      { type: 'source_system_customer_id', value },
      myLocation(),
    ]);
    expect(await planCounts('source_system_customer_id', searches)).toEqual({ generic: 5, custom: 5 });

    // The demo-sized tables are read whole by choice; with sequential scans off, the indexes must serve.
    const query = searchPageQuery(t.db, 'source_system_customer_id').toSQL();
    const values = valuesOf(searches[0]!);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql.raw(`prepare external_id_plan as ${query.sql}`));
      return explainPrepared(
        tx,
        'external_id_plan',
        query.params.map((param) => values[(param as { name: string }).name]),
      );
    });
    expect(indexesOf(plan)).toEqual(
      expect.arrayContaining(['customers_source_system_id_lower_idx', 'customer_sources_source_customer_id_lower_idx']),
    );
  });
});
