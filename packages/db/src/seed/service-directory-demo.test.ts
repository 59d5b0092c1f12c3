import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { demoAlwaysOpenPantry, demoDirectoryServices, seedServiceDirectoryDemo } from './service-directory-demo.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  // A clone of the migrated template: the embedded engine these seeds are written for, without migrating again.
  handle = (await createTestDatabase({ engine: 'pglite' })).handle;
}, 60_000);
afterAll(async () => handle?.close());

const rows = async (query: string) =>
  ((await handle.db.execute<Record<string, unknown>>(sql.raw(query))) as { rows: Record<string, unknown>[] }).rows;

describe('the demo directory', () => {
  it('has at least 150 services across at least 10 categories, with hours and fictional contacts', () => {
    const specs = demoDirectoryServices();
    expect(specs.length).toBeGreaterThanOrEqual(150);
    expect(new Set(specs.flatMap((s) => s.categories)).size).toBeGreaterThanOrEqual(10);
    expect(specs.every((s) => /^303-555-01\d\d$/.test(s.phone ?? ''))).toBe(true);
    expect(specs.every((s) => (s.website ?? '').includes('.example.org'))).toBe(true);
    expect(specs.every((s) => (s.hours ?? []).length > 0)).toBe(true);
  });

  it('describes each service as what it is, not as its category (issue #23)', () => {
    const specs = demoDirectoryServices();
    const servicesPerText = new Map<string, Set<string>>();
    for (const spec of specs) {
      const text = (spec.description ?? '').replace(/ Serves .*$/, '');
      const service = spec.name.replace(/^(?:Colorado Springs|\S+) /, '');
      servicesPerText.set(text, (servicesPerText.get(text) ?? new Set()).add(service));
    }
    expect([...servicesPerText.values()].filter((services) => services.size > 1)).toEqual([]);
    const bikes = specs.find((spec) => spec.name.endsWith('Bike Repair Co-op'))!;
    expect(bikes.description).toMatch(/bike/i);
    expect(bikes.description).not.toMatch(/fare|rides/i);
    // A second category only where the service belongs there: no food pantry filed under Housing.
    const pantry = specs.find((spec) => spec.name.endsWith(' Community Food Pantry'))!;
    expect(pantry.categories).toEqual(['Food']);
  });

  // Two full seeds of 157 services on the embedded engine: a busy machine takes longer than the 5 s default.
  it('seeds idempotently and turns the finder on', { timeout: 60_000 }, async () => {
    await seedServiceDirectoryDemo(handle.db);
    const before = await rows('select count(*)::int as n from directory_services');
    await seedServiceDirectoryDemo(handle.db);
    expect(await rows('select count(*)::int as n from directory_services')).toEqual(before);
    expect(await rows(`select feature_flags->>'service_directory' as on from client_settings`)).toEqual([
      { on: 'true' },
    ]);
    const [pantry] = await rows(
      `select s.name, array_length(s.category_ids, 1) as categories, s.search_vector is not null as searchable
       from directory_services s where s.name = '${demoAlwaysOpenPantry}'`,
    );
    expect(pantry).toEqual({ name: demoAlwaysOpenPantry, categories: 1, searchable: true });
  });
});
