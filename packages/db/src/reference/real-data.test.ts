import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOews, readProjections } from './import/bls.ts';
import { readCipSocCrosswalk } from './import/nces.ts';
import { importReferenceFolder, type ImportSummary, skipWithoutSharedData } from './index.ts';
import {
  fingerprints,
  openReferenceTestDatabase,
  type ReferenceTestDatabase,
  sharedDataFolder,
} from './test-support.ts';

/** The real public files beside the project (../shared/data). CI has them; a fresh clone may not. */
const skip = skipWithoutSharedData(path.join('onet-29.3', 'Occupation Data.txt'));

const file = (name: string) => ({ path: path.join(sharedDataFolder, name), name });

describe.skipIf(skip)('importing the real O*NET, BLS and NCES files', { timeout: 60_000 }, () => {
  let database: ReferenceTestDatabase;
  let summary: ImportSummary;

  beforeAll(async () => {
    database = await openReferenceTestDatabase();
    summary = await importReferenceFolder(database.handle.db, sharedDataFolder);
  }, 180_000);
  afterAll(() => database?.dispose());

  it('loads every occupation, all 16 clusters and the alternate titles', async () => {
    expect(summary.tables.occupations).toBe(1016);
    const [clusters] = (await database.handle.rawQuery(
      'select count(distinct cluster_id)::int as n from occupation_clusters',
    )) as { n: number }[];
    expect(clusters!.n).toBe(16);
    const [alternates] = (await database.handle.rawQuery(
      "select count(*)::int as n from occupation_titles where kind = 'alternate'",
    )) as { n: number }[];
    expect(alternates!.n).toBeGreaterThan(56_000);
    expect(summary.tables.cip_codes).toBe(2848);
    expect(summary.tables.cip_soc_crosswalk).toBeGreaterThan(5_800);
    expect(summary.missingFiles).toEqual([]);
  });

  it('matches national wages for about 97% of occupations and leaves the rest empty', async () => {
    expect(summary.wagesMatchedPercent).toBeGreaterThan(95);
    expect(summary.wagesMatchedPercent).toBeLessThan(99.5);
    const [military] = (await database.handle.rawQuery(
      "select count(*)::int as n from occupations where code like '55-%' and median_annual_salary is not null",
    )) as { n: number }[];
    expect(military!.n).toBe(0);
    expect(summary.projectionsMatched).toBeGreaterThan(970);
  });

  it('changes nothing on a second run', async () => {
    const before = await fingerprints(database.handle);
    const again = await importReferenceFolder(database.handle.db, sharedDataFolder);
    expect(again.writes.occupations!.occupations.unchanged).toBe(1016);
    expect(await fingerprints(database.handle)).toEqual(before);
  }, 180_000);

  it('reads the official workbooks into the same figures as the CSV copies', async () => {
    const [oewsCsv, oewsXlsx] = await Promise.all([
      readOews(file('bls-oews-may2024/oews_national_M2024.csv')),
      readOews(file('bls-oews-may2024/national_M2024_dl.xlsx')),
    ]);
    expect(oewsXlsx.wages.byCode).toEqual(oewsCsv.wages.byCode);
    const [epCsv, epXlsx] = await Promise.all([
      readProjections(file('bls-ep-2024-34/ep_table_1_2_occupational_projections_2024_34.csv')),
      readProjections(file('bls-ep-2024-34/occupation.xlsx')),
    ]);
    expect(epXlsx.projections.byCode).toEqual(epCsv.projections.byCode);
    expect(epXlsx.vintage).toBe(epCsv.vintage);
    const [crosswalkCsv, crosswalkXlsx] = await Promise.all([
      readCipSocCrosswalk(file('nces-cip-soc-2020/CIP2020_SOC2018_Crosswalk.csv')),
      readCipSocCrosswalk(file('nces-cip-soc-2020/CIP2020_SOC2018_Crosswalk.xlsx')),
    ]);
    expect(crosswalkXlsx.records).toEqual(crosswalkCsv.records);
  }, 60_000);
});
