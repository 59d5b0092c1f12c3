import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInCatalogue } from '../seed/catalogue/index.ts';
import {
  countReferenceRows,
  referenceTables,
  seedCatalogue,
  storeOccupations,
  storeProgramCatalogue,
} from './index.ts';
import { fingerprints, openReferenceTestDatabase, type ReferenceTestDatabase } from './test-support.ts';

const builtInCatalogue = loadBuiltInCatalogue();

let database: ReferenceTestDatabase;

beforeAll(async () => {
  database = await openReferenceTestDatabase();
}, 60_000);
afterAll(() => database?.dispose());

const programCatalogue = {
  programTypes: builtInCatalogue.programTypes,
  programFormats: builtInCatalogue.programFormats,
  providerTypes: builtInCatalogue.providerTypes,
  providers: builtInCatalogue.providers,
  programs: builtInCatalogue.programs,
};

describe('seedCatalogue: the built-in demo catalogue through the same writer', { timeout: 30_000 }, () => {
  it('writes nothing when one record is wrong (one transaction)', async () => {
    const before = await fingerprints(database.handle);
    const broken = {
      ...builtInCatalogue,
      programs: [
        ...builtInCatalogue.programs,
        { ...builtInCatalogue.programs[0]!, title: 'Extra', type: 'No such type' },
      ],
    };
    await expect(seedCatalogue(database.handle.db, broken)).rejects.toThrow('unknown program type "No such type"');
    expect(await fingerprints(database.handle)).toEqual(before);
  });

  it('loads every occupation, CIP code, provider and program of the built-in catalogue', async () => {
    const result = await seedCatalogue(database.handle.db);
    expect(result).toEqual({
      loaded: true,
      occupations: builtInCatalogue.occupations.length,
      programs: builtInCatalogue.programs.length,
    });
    const tables = await countReferenceRows(database.handle.db);
    expect(tables.occupations).toBe(builtInCatalogue.occupations.length);
    expect(tables.cip_codes).toBe(builtInCatalogue.cip.length);
    const [counts] = (await database.handle.rawQuery(
      'select (select count(*) from programs)::int as programs, (select count(*) from providers)::int as providers',
    )) as { programs: number; providers: number }[];
    expect(counts).toEqual({
      programs: builtInCatalogue.programs.length,
      providers: builtInCatalogue.providers.length,
    });
    // Every table it filled has planner statistics at once (reltuples -1: never analysed), not after autovacuum.
    const unanalysed = (await database.handle.rawQuery(
      `select relname from pg_class where relname = any($1::text[]) and relkind = 'r' and reltuples < 0`,
      [[...referenceTables]],
    )) as { relname: string }[];
    expect(unanalysed).toEqual([]);
  });

  it('leaves a loaded catalogue alone, and the writer finds nothing to change in it', async () => {
    const before = await fingerprints(database.handle);
    expect(await seedCatalogue(database.handle.db)).toMatchObject({ loaded: false });

    const occupations = await storeOccupations(database.handle.db, builtInCatalogue.occupations);
    expect(occupations.occupations).toMatchObject({ inserted: 0, updated: 0 });
    for (const child of Object.values(occupations.children)) expect(child.rowsWritten).toBe(0);
    const programs = await storeProgramCatalogue(database.handle.db, programCatalogue);
    for (const counts of Object.values(programs)) expect(counts).toMatchObject({ inserted: 0, updated: 0 });
    expect(await fingerprints(database.handle)).toEqual(before);
  });

  it('updates only the program that changed', async () => {
    const [first, ...rest] = builtInCatalogue.programs;
    const changed = { ...first!, totalCost: (first!.totalCost ?? 0) + 100.5 };
    const result = await storeProgramCatalogue(database.handle.db, {
      ...programCatalogue,
      programs: [changed, ...rest],
    });
    expect(result.programs).toEqual({ inserted: 0, updated: 1, deleted: 0, unchanged: rest.length });
    expect(result.providers).toMatchObject({ inserted: 0, updated: 0 });
  });
});
