// Each directory search statement is planned once per connection, not once per search (ADR 0022, stop 23): every
// value reaches the SQL through a scalar subquery, so Postgres keeps the generic plan of each of the sixteen prepared
// statements after its first five executions. Read from pg_prepared_statements, not inferred from the speed.
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeDirectory, scaleCategoryId, scaleDirectorySpecs, storeDirectoryServices } from '@portal/db/directory';
import { offlineGeocoder } from '../../platform/geo/index.ts';
import { preparedPlanCounts } from '../../testing/query-plan.ts';
import { createTestApp, type TestApp, testAppTimeout } from '../../testing/test-app.ts';
import {
  metersPerMile,
  type Origin,
  searchParameters,
  searchSql,
  type SearchFilters,
  type SearchShape,
} from './repository.ts';

let t: TestApp;
const origins: Origin[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const zips = [];
  for (const zip of ['80202', '80011', '80907', '10001']) {
    const found = await offlineGeocoder().lookupZip(zip);
    if (!found) throw new Error(`no centroid for ${zip}`);
    zips.push({ zip, city: found.city, state: found.state, latitude: found.latitude, longitude: found.longitude });
    origins.push({
      latitude: found.latitude,
      longitude: found.longitude,
      radiusMeters: (5 + origins.length * 20) * metersPerMile,
    });
  }
  await storeDirectoryServices(t.db, scaleDirectorySpecs(0, 600, zips));
  await analyzeDirectory(t.db);
}, testAppTimeout);
afterAll(async () => t?.close());

const shapes: SearchShape[] = [false, true].flatMap((keyword) =>
  [false, true].flatMap((origin) =>
    [false, true].flatMap((categories) => [false, true].map((openNow) => ({ keyword, origin, categories, openNow }))),
  ),
);
const label = (shape: SearchShape) =>
  Object.entries(shape)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(' + ') || 'no filter';

/** Ten searches of one shape, with different keywords (common, rare, none matching), places, categories and sorts. */
function searchesOf(shape: SearchShape): SearchFilters[] {
  const keywords = ['food:*', 'weather:*', 'call:*', 'nothingsuch:*', 'pantri:* & food:*'];
  const categories = [
    [scaleCategoryId('Food')],
    [scaleCategoryId('Food'), scaleCategoryId('Housing')],
    [scaleCategoryId('Legal')],
  ];
  const sorts = ['relevance', 'distance', 'name'] as const;
  return Array.from({ length: 10 }, (_, index) => ({
    page: 1 + (index % 2),
    perPage: 10,
    tsquery: shape.keyword ? keywords[index % keywords.length]! : null,
    origin: shape.origin ? origins[index % origins.length]! : null,
    categoryIds: shape.categories ? categories[index % categories.length]! : null,
    openNow: shape.openNow,
    sort: sorts[index % sorts.length]!,
    now: new Date(Date.UTC(2026, 0, 5 + (index % 7), 8 + index, 0)),
    defaultTimeZone: index % 2 ? 'America/Denver' : 'America/New_York',
  }));
}

/** One shape's plan counts, prepared as the app prepares it, run once for each of its searches. */
const planCounts = (shape: SearchShape) =>
  preparedPlanCounts(t.db, new PgDialect().sqlToQuery(searchSql(shape, 10)), searchesOf(shape).map(searchParameters));

describe('directory search keeps one generic plan per statement', () => {
  it.each(shapes.map((shape) => [label(shape), shape] as const))('%s', async (_, shape) => {
    expect(await planCounts(shape)).toEqual({ generic: 5, custom: 5 });
  });
});
