import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

/**
 * Rebuilds the search vocabulary (occupation_title_words, title_words) of the given occupations from their
 * stored titles. Every writer of occupation_titles calls it after writing; words no title uses any more are
 * dropped from title_words.
 */
export async function refreshTitleWords(db: DbOrTx, occupationIds: readonly number[]): Promise<void> {
  if (occupationIds.length === 0) return;
  const ids = sql`${`{${occupationIds.join(',')}}`}::int[]`;
  await db.execute(sql`delete from occupation_title_words where occupation_id = any(${ids})`);
  await db.execute(sql`
    insert into occupation_title_words (word, occupation_id, first, whole, is_primary, is_alias, title_length)
    select w.word, t.occupation_id, w.n = 1, t.normalized = w.word, t.kind = 'primary', t.also_called,
      min(length(t.normalized))
    from occupation_titles t, unnest(string_to_array(t.normalized, ' ')) with ordinality as w(word, n)
    where t.occupation_id = any(${ids}) and w.word <> ''
    group by 1, 2, 3, 4, 5, 6`);
  await db.execute(sql`
    insert into title_words (word)
    select distinct word from occupation_title_words v where v.occupation_id = any(${ids})
    on conflict do nothing`);
  await db.execute(sql`
    delete from title_words w where not exists (select 1 from occupation_title_words v where v.word = w.word)`);
}
