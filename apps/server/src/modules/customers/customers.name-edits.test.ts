// portal_name_edits (migration 0062): every string one edit away from a normalised name (a dropped letter, two
// neighbours swapped, a letter replaced or added, from a-z and the space), which typo search looks up in the name
// vocabulary. The array feeds `= any(...)` only, so it is compared here as a multiset against a plain reference.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const letters = [...'abcdefghijklmnopqrstuvwxyz '];

/** The one-edit strings as migrations 0028 and 0041 defined them (by characters, as Postgres counts them). */
function reference(word: string): string[] {
  const w = [...word];
  if (w.length > 40) return [];
  const edits: string[] = [];
  for (let i = 0; i < w.length; i += 1) edits.push([...w.slice(0, i), ...w.slice(i + 1)].join(''));
  for (let i = 0; i + 1 < w.length; i += 1) edits.push([...w.slice(0, i), w[i + 1], w[i], ...w.slice(i + 2)].join(''));
  for (let i = 0; i < w.length; i += 1) {
    for (const c of letters) edits.push([...w.slice(0, i), c, ...w.slice(i + 1)].join(''));
  }
  for (let i = 0; i <= w.length; i += 1) {
    for (const c of letters) edits.push([...w.slice(0, i), c, ...w.slice(i)].join(''));
  }
  return edits.sort();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t.close());

async function edits(word: string): Promise<string[]> {
  const [row] = (await t.database.rawQuery('select portal_name_edits($1) as edits', [word])) as { edits: string[] }[];
  return [...row!.edits].sort();
}

describe('portal_name_edits', () => {
  it.each(['maria smith', 'dafranine brnuoato', 'héctor ñúñez', 'aa bb', 'ab', 'a', ''])(
    '"%s": every one-edit string, each as often as the reference has it',
    async (word) => {
      const found = await edits(word);
      expect(found).toEqual(reference(word));
    },
  );

  it('a name of 40 letters has its edits; one of 41 has none', async () => {
    expect(await edits('x'.repeat(40))).toEqual(reference('x'.repeat(40)));
    expect((await edits('x'.repeat(40))).length).toBe(40 + 39 + 27 * 40 + 27 * 41);
    expect(await edits('y'.repeat(41))).toEqual([]);
  });

  it('finds the vocabulary names one edit away, as typo search uses it', async () => {
    await t.db.execute(sql`insert into customer_search_names (search_name)
      values ('maria smith'), ('mariа smyth'), ('maria smiths'), ('mraia smith'), ('maria smit'), ('mario smith')
      on conflict do nothing`);
    const rows = (await t.database.rawQuery(
      `select search_name from customer_search_names where search_name = any(portal_name_edits('maria smith'))
       order by search_name`,
    )) as { search_name: string }[];
    // The name itself too: a letter replaced by itself.
    expect(rows.map((row) => row.search_name)).toEqual([
      'maria smit',
      'maria smith',
      'maria smiths',
      'mario smith',
      'mraia smith',
    ]);
  });
});
