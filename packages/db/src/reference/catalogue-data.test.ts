import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadBuiltInCatalogue } from '../seed/catalogue/index.ts';
import { readDataFile } from '../seed/catalogue/read-data-file.ts';
import { occupationRecordSchema } from '../seed/catalogue/records-schema.ts';
import { seedCatalogue } from './index.ts';
import { openReferenceTestDatabase, type ReferenceTestDatabase } from './test-support.ts';

/**
 * The demo catalogue moved from TypeScript literals to JSON files (issue #10). These are the row counts and content
 * checksums the seeded tables had when the records were TypeScript: the same writer must still write exactly them.
 * Columns ending in _at (timestamps) are left out; ids are in, so the rows come in the same order too.
 */
const seededBeforeTheMove: Record<string, string> = {
  occupations: '218:868b24557d3889a5dbf938742c95664f',
  occupation_titles: '4172:c750b633e4d5384fda94d203766fc5c6',
  occupation_tasks: '1114:f04a794a7c7d806d06c866b514142ba2',
  occupation_topics: '5052:c5d9e3071fc045a2e7508fe08bd3b464',
  occupation_interests: '1308:e8ef3eaec60e93422ca788df87ac23a3',
  related_occupations: '880:f0d15b1e78c9a0b8a7cd3cc485d5f57e',
  occupation_clusters: '221:8754bf6e8eb1fbcdb23a74d3527276f6',
  cip_codes: '196:122fde3d8b920d6196243392261a1fe0',
  cip_soc_crosswalk: '442:42bc46a48013cbcd0f23499be0a49c20',
  reference_imports: '1:e5e3b10c300e8ab28b5e2b28f66dd316',
  program_types: '6:2158b752ff2537f0fcf1b5e0e70b4df9',
  program_formats: '3:d0934ad68daeaedfc4236966f6e6225e',
  provider_types: '7:7abb32b3bc2f05a5aa43ad0daa1637a7',
  providers: '50:37d4df547ce7ef40bed208f1816fa651',
  provider_locations: '87:433272429cfe283bd7a93480892612f1',
  programs: '386:bb28a543d283322543c4a28dbe3bd081',
  cluster_survey_steps: '8:e55f4feebe1034954d2bcf9114543123',
  cluster_survey_options: '192:303b526cb86449109d5571d73ff5e245',
};

let database: ReferenceTestDatabase;
beforeAll(async () => {
  database = await openReferenceTestDatabase();
}, 120_000);
afterAll(() => database?.dispose());

async function contentChecksums(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.keys(seededBeforeTheMove)) {
    const [row] = (await database.handle.rawQuery(
      `select count(*)::int as n, md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as sum
         from (select (select jsonb_object_agg(key, value) from jsonb_each(to_jsonb(t)) where key not like '%\\_at') as r
                 from ${table} t) s`,
    )) as { n: number; sum: string }[];
    out[table] = `${row!.n}:${row!.sum}`;
  }
  return out;
}

describe('the demo catalogue as data files', () => {
  it('seeds exactly the rows the TypeScript catalogue seeded', { timeout: 300_000 }, async () => {
    expect(await seedCatalogue(database.handle.db)).toMatchObject({ loaded: true, occupations: 218, programs: 386 });
    expect(await contentChecksums()).toEqual(seededBeforeTheMove);
  });

  it('is read once and typed', () => {
    const catalogue = loadBuiltInCatalogue();
    expect(loadBuiltInCatalogue()).toBe(catalogue);
    expect(catalogue.occupations[0]).toMatchObject({ code: '11-9013.00', jobZone: 4 });
  });

  it('refuses a data file that does not match its record type, naming the file and the field', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-catalogue-'));
    try {
      const [first] = loadBuiltInCatalogue().occupations;
      const file = path.join(folder, 'occupations.json');
      await writeFile(file, JSON.stringify([first, { ...first, jobZone: 'four' }]));
      expect(() => readDataFile(pathToFileURL(file), z.array(occupationRecordSchema))).toThrow(
        `Demo catalogue file ${file} is not valid at 1.jobZone`,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
