import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInCatalogue } from '../seed/catalogue/index.ts';
import { storeOccupations } from './index.ts';
import { openReferenceTestDatabase, type ReferenceTestDatabase } from './test-support.ts';

const builtInCatalogue = loadBuiltInCatalogue();

let database: ReferenceTestDatabase;

beforeAll(async () => {
  database = await openReferenceTestDatabase();
}, 60_000);
afterAll(() => database?.dispose());

/** Vocabulary rows that differ from a rebuild out of the stored titles, either way; and words no row uses. */
async function drift() {
  const rows = (await database.handle.rawQuery(`
    with rebuilt as (
      select w.word, t.occupation_id, w.n = 1 as first, t.normalized = w.word as whole, t.kind = 'primary' as is_primary,
        t.also_called as is_alias, min(length(t.normalized)) as title_length
      from occupation_titles t, unnest(string_to_array(t.normalized, ' ')) with ordinality as w(word, n)
      where w.word <> ''
      group by 1, 2, 3, 4, 5, 6),
    stored as (select word, occupation_id, first, whole, is_primary, is_alias, title_length from occupation_title_words)
    select ((select count(*) from (select * from rebuilt except select * from stored) a)
      + (select count(*) from (select * from stored except select * from rebuilt) b)
      + (select count(*) from title_words w where not exists (
           select 1 from occupation_title_words v where v.word = w.word))
      + (select count(*) from occupation_title_words v where not exists (
           select 1 from title_words w where w.word = v.word)))::int as n`)) as { n: number }[];
  return rows[0]!.n;
}

describe('the search vocabulary follows the titles writer', { timeout: 30_000 }, () => {
  it('matches the stored titles after a load, a changed title and a removed one', async () => {
    const { db } = database.handle;
    await storeOccupations(db, builtInCatalogue.occupations);
    expect(await drift()).toBe(0);

    const [first, ...rest] = builtInCatalogue.occupations;
    const renamed = { ...first!, alternateTitles: [...first!.alternateTitles, 'Quixotic Wrangler, Senior'] };
    await storeOccupations(db, [renamed, ...rest]);
    expect(await drift()).toBe(0);
    const quixotic = `select word from title_words where word like 'quixotic%' order by word`;
    expect(await database.handle.rawQuery(quixotic)).toEqual([{ word: 'quixotic' }]);

    await storeOccupations(db, builtInCatalogue.occupations);
    expect(await drift()).toBe(0);
    expect(await database.handle.rawQuery(quixotic)).toEqual([]);
  });
});
