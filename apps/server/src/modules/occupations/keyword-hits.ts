import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';

/**
 * How a keyword finds occupations: the LIKE patterns that rank titles, the title and word hits, and a typo's second
 * pass (its one-edit corrections from the title vocabulary, else titles similar to it). repository.ts joins these
 * hits to one page of results; My Career reads a past job's title through bestOccupationForTitle.
 */

/** The keyword, already normalised, and the LIKE patterns the title ranking uses (see keywordPatterns). */
export interface KeywordParams {
  keyword: string;
  /** Candidate titles: LIKE patterns served by the trigram index (the second only for short keywords). */
  candidates: string;
  wordCandidates: string | null;
  /** Exact titles: the keyword and its plural forms. */
  exact: string[];
  /** Against ' ' || title || ' ': the keyword as a whole word at the start, and anywhere. */
  startWord: string[];
  anyWord: string[];
  /** The same whole-word tests against one word of a title: equal to a form, or a form followed by a comma. */
  forms: string[];
  commaForms: string[];
  /** Against the title: the keyword as the start of the title, and as the start of any word (with ' ' prefixed). */
  prefix: string;
  wordStart: string;
  length: number;
  /** Try the typo-tolerant similarity match when no title contains the keyword. */
  fuzzy: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The LIKE patterns that rank titles for a keyword. Keywords of 1-2 characters only match the start of a
 * title or word (a contains-search for "a" would read most of the table and rank nothing usefully).
 */
export function keywordPatterns(keyword: string): KeywordParams {
  const e = escapeLike(keyword);
  const forms = [e, `${e}s`, `${e}es`];
  const short = keyword.length < 3;
  return {
    keyword,
    candidates: short ? `${e}%` : `%${e}%`,
    wordCandidates: short ? `% ${e}%` : null,
    exact: [keyword, `${keyword}s`, `${keyword}es`],
    startWord: forms.flatMap((form) => [` ${form} %`, ` ${form},%`]),
    anyWord: forms.flatMap((form) => [`% ${form} %`, `% ${form},%`]),
    forms: [keyword, `${keyword}s`, `${keyword}es`],
    commaForms: forms.map((form) => `${form},%`),
    prefix: `${e}%`,
    wordStart: `% ${e}%`,
    length: keyword.length,
    fuzzy: !short,
  };
}

export const p = (name: string) => sql.placeholder(name);

/**
 * Titles that contain the keyword, best title per occupation: an exact title (10), the keyword as a whole
 * word at the start (6) or elsewhere (5), as the start of the title (3) or of a word (2), anywhere (1); a
 * primary title adds 2 and a shorter title a fraction. Only when no title contains the keyword (a typo),
 * titles similar to it are taken instead (fuzzyHits).
 *
 * Every hits statement also answers a `tier`, which orders before the score and before the match score: 1 when the
 * keyword is a whole word of the occupation's own title or of an Also Called alias, else 0. "Nurse" is an alternate
 * title of Dental Hygienists ("Dental Nurse") and of Childcare Workers ("Child's Nurse"), but Registered Nurses and
 * Licensed Practical Nurses are named by it and come first, whatever the customer's match scores say.
 */
export const titleHits = sql`
  select t.occupation_id, max(
      case when t.normalized = any(${p('exact')}::text[]) then 10
           when (' ' || t.normalized || ' ') like any(${p('startWord')}::text[]) then 6
           when (' ' || t.normalized || ' ') like any(${p('anyWord')}::text[]) then 5
           when t.normalized like ${p('prefix')}::text then 3
           when (' ' || t.normalized) like ${p('wordStart')}::text then 2
           else 1 end
      + case when t.kind = 'primary' then 2 else 0 end
      + 0.99::float8 * ${p('length')}::int / length(t.normalized)) as score,
    max(case when (t.kind = 'primary' or t.also_called)
               and (' ' || t.normalized || ' ') like any(${p('anyWord')}::text[]) then 1 else 0 end) as tier
  from occupation_titles t
  where t.normalized like (select ${p('candidates')}::text) or t.normalized like (select ${p('wordCandidates')}::text)
  group by t.occupation_id`;

/**
 * The same ranking as titleHits for a keyword without spaces, read from the search vocabulary: a title
 * contains such a keyword exactly when one of its words does, and its rank is the best its words reach (the
 * same CASE, asked of one word with its first-word/whole-title facts). Each (occupation, word, facts) row
 * keeps its shortest title, the one that scores highest. A one-word keyword is the common case, and reads
 * far fewer rows than the titles that contain it.
 */
export const wordHits = sql`
  select v.occupation_id, max(
      case when v.whole and v.word = any(${p('exact')}::text[]) then 10
           when v.first and (v.word = any(${p('forms')}::text[]) or v.word like any(${p('commaForms')}::text[])) then 6
           when v.word = any(${p('forms')}::text[]) or v.word like any(${p('commaForms')}::text[]) then 5
           when v.first and v.word like ${p('prefix')}::text then 3
           when v.word like ${p('prefix')}::text then 2
           else 1 end
      + case when v.is_primary then 2 else 0 end
      + 0.99::float8 * ${p('length')}::int / v.title_length) as score,
    max(case when (v.is_primary or v.is_alias)
               and (v.word = any(${p('forms')}::text[]) or v.word like any(${p('commaForms')}::text[])) then 1 else 0 end)
      as tier
  from occupation_title_words v
  where v.word = any(array(select w.word from title_words w where w.word like (select ${p('candidates')}::text)))
  group by v.occupation_id`;

/** One-edit typos are corrected only in words this long: shorter words have too many neighbours to guess from. */
export const minTypoWordLength = 4;

/**
 * How to find the vocabulary words one edit away from `word` (substituted, dropped or added letter, or two swapped
 * neighbours) without reading the whole vocabulary. Such a word keeps either the first half of `word` (h = ⌈n/2⌉
 * letters) or its second half, unless two letters across the middle were swapped: so the candidates are the words
 * starting with the first half (a range of the prefix index), the words ending with the second half (trigram index),
 * and the exact swapped and shortened forms; the candidates are then checked against the exact one-edit shapes (LIKE
 * patterns with one '_' for a substituted or a missing letter, and the exact words).
 */
export function oneEditProbes(word: string) {
  const letters = [...word];
  const escaped = letters.map((letter) => escapeLike(letter));
  const n = letters.length;
  // The word (plain and escaped) from each letter to its end, so that each edit is two concatenations: this runs on
  // every search, and slicing and joining letter arrays for each edit cost about 5% of the app's time per search.
  const plainFrom = [''];
  const escapedFrom = [''];
  for (let i = n - 1; i >= 0; i -= 1) {
    plainFrom.unshift(letters[i]! + plainFrom[0]!);
    escapedFrom.unshift(escaped[i]! + escapedFrom[0]!);
  }
  const patterns = new Set<string>();
  const words = new Set<string>();
  let plainHead = '';
  let escapedHead = '';
  for (let i = 0; i <= n; i += 1) {
    patterns.add(`${escapedHead}_${escapedFrom[i]!}`);
    if (i === n) continue;
    patterns.add(`${escapedHead}_${escapedFrom[i + 1]!}`);
    words.add(plainHead + plainFrom[i + 1]!);
    if (i + 1 < n && letters[i] !== letters[i + 1])
      words.add(plainHead + letters[i + 1]! + letters[i]! + plainFrom[i + 2]!);
    plainHead += letters[i]!;
    escapedHead += escaped[i]!;
  }
  words.delete(word);
  const half = Math.ceil(letters.length / 2);
  const head = letters.slice(0, half);
  const last = head.at(-1)!;
  const tail = escaped.slice(half).join('');
  return {
    patterns: [...patterns],
    words: [...words],
    headFrom: head.join(''),
    headTo: [...head.slice(0, -1), String.fromCodePoint(last.codePointAt(0)! + 1)].join(''),
    tail: `%${tail}`,
    tailComma: `%${tail},`,
  };
}

/**
 * Vocabulary words one edit away from a one-word keyword (at most `limit`), by the probes above, the most used first
 * (among corrections of one kind the likelier meaning: "plumer" is rather "plumber" than "plumes"). A title's words keep
 * the punctuation around them ('welders,', '(except'); the bare word is compared and answered.
 */
const oneEditWords = (limit: SQL | ReturnType<typeof p>) => sql`
  select btrim(w.word, ',()') as word, sum((select count(*) from occupation_title_words v where v.word = w.word)) as uses
  from title_words w
  where (w.word ~>=~ (select ${p('headFrom')}::text) and w.word ~<~ (select ${p('headTo')}::text)
      or w.word like (select ${p('tail')}::text) or w.word like (select ${p('tailComma')}::text)
      or w.word = any((select ${p('words')}::text[])::text[]))
    and (btrim(w.word, ',()') like any(${p('patterns')}::text[]) or btrim(w.word, ',()') = any(${p('words')}::text[]))
  group by 1
  order by 2 desc, 1
  limit ${limit}`;

/** The one-edit corrections alone, for the plan test (the search reads them inside typoTolerantHits). */
export const oneEditWordsQuery = (db: Db) =>
  db
    .select({ word: sql<string>`c.word`, uses: sql<number>`c.uses`.mapWith(Number) })
    .from(sql`(${oneEditWords(p('limit'))}) as c`);

/**
 * A typo: titles similar to the keyword, pg_trgm word similarity ≥ 0.6 (`%>`, so the GIN index serves it),
 * ranked by whole-title similarity (cheaper than word similarity, and it favours the closest short titles). The keyword
 * is a `(select $n)` in the condition: the planner's estimate of `%>` for a known value runs word_similarity over the
 * column's statistics (about 0.5 ms of planning per search); unknown, it keeps one generic plan. pg_trgm's default
 * threshold (0.6) is the one meant, so no statement sets it.
 */
export const fuzzyHits = sql`
  select t.occupation_id, max(
      similarity(${p('keyword')}::text, t.normalized) + case when t.kind = 'primary' then 0.1 else 0 end)::float8 as score,
    max(case when t.kind = 'primary' or t.also_called then 1 else 0 end) as tier
  from occupation_titles t
  where t.normalized %> (select ${p('keyword')}::text)
  group by t.occupation_id`;

/** The most corrections tried for one typo. */
const maxCorrections = 10;

/**
 * A one-word keyword that no title word contains, read as a one-edit typo (substituted, dropped, added or swapped
 * letter) of vocabulary words, and the titles with any of those words.
 *
 * The corrections are ranked by how likely each is meant, then the most used first: a dropped letter (the commonest
 * slip; "electrican" is rather "electrician" than "electrical"), two swapped letters, one wrong letter, one letter too
 * many. A correction as long as the keyword is a swap exactly when it is one of the probes' `words` (the others of that
 * length match a pattern with one letter replaced). Each correction's titles are ranked as wordHits ranks a whole word (the title itself 10,
 * its first word 6, another word 5; a primary title 2 more; shorter titles a fraction more) after the correction's own
 * bonus, above any title score (at most 13): every title of a likelier correction ranks first. The tier keeps that
 * order too: a likelier correction's titles, its title and alias ones first. A correction's plural and comma forms
 * ('welders,') are looked up with it.
 */
const correctedHits = sql`
  corrections as (
    select c.word, c.uses,
      case when char_length(c.word) > char_length(${p('keyword')}::text) then 0
           when char_length(c.word) < char_length(${p('keyword')}::text) then 3
           when c.word = any(${p('words')}::text[]) then 1
           else 2 end as kind
    from (${oneEditWords(sql.raw(String(maxCorrections)))}) c
    where (select ${p('correct')}::boolean) and not exists (select 1 from typed)),
  ranked as (
    select c.word, ((count(*) over () - row_number() over (order by c.kind, c.uses desc, c.word) + 1) * 20)::int as bonus
    from corrections c),
  correction_forms as (
    select r.word || s.suffix || c.comma as form, r.bonus
    from ranked r cross join unnest(array['', 's', 'es']) as s(suffix) cross join unnest(array['', ',']) as c(comma)),
  corrected as (
    select v.occupation_id, max(
        f.bonus
        + case when v.whole then 10 when v.first then 6 else 5 end
        + case when v.is_primary then 2 else 0 end
        + 0.99::float8 * char_length(${p('keyword')}::text) / v.title_length) as score,
      max(f.bonus * 2 + case when v.is_primary or v.is_alias then 1 else 0 end) as tier
    from occupation_title_words v
    join correction_forms f on f.form = v.word
    -- The forms as an array, so the words are probed through their index even where the planner has no statistics.
    where v.word = any(array(select form from correction_forms))
    group by v.occupation_id),`;

/**
 * A keyword's hits as typed (titleHits or wordHits) and, only when nothing contains the keyword, a typo's second pass:
 * for one word its one-edit corrections (`corrections`), else (or when they find nothing) titles similar to it
 * (fuzzyHits). One statement and one round trip for all three: each later pass sits behind a one-time filter on the
 * earlier ones, so Postgres runs it only when they found nothing. Its values: the keyword's patterns (keywordPatterns)
 * and typoParams.
 */
export function typoTolerantHits(typed: SQL, corrections: boolean): SQL {
  return sql`
    with typed as (${typed}),
    ${corrections ? correctedHits : sql``}
    similar_titles as (
      select * from (${fuzzyHits}) h
      where (select ${p('fuzzy')}::boolean) and not exists (select 1 from typed)
        ${corrections ? sql`and not exists (select 1 from corrected)` : sql``})
    select occupation_id, score, tier from typed
    ${corrections ? sql`union all select occupation_id, score, tier from corrected` : sql``}
    union all select occupation_id, score, tier from similar_titles`;
}

/** A one-word keyword's hits (the vocabulary answers it) and a phrase's, each with its typo pass. */
export const oneWordHits = typoTolerantHits(wordHits, true);
export const phraseHits = typoTolerantHits(titleHits, false);

/** One edit is corrected only in a word this long: shorter words have too many neighbours to guess from. */
const correctable = (keyword: string) => !keyword.includes(' ') && [...keyword].length >= minTypoWordLength;

/** The values typoTolerantHits reads besides the keyword's patterns: the probes for its one-edit corrections. */
export function typoParams(keyword: KeywordParams) {
  return { ...keyword, ...oneEditProbes(keyword.keyword), correct: keyword.fuzzy && correctable(keyword.keyword) };
}

/** The hits alone, for My Career (bestOccupationForTitle); repository.ts joins the same hits to a page. */
const hitsQuery = (hits: SQL) => (db: Db) =>
  db
    .select({
      id: sql<number>`h.occupation_id`,
      score: sql<number>`h.score`.mapWith(Number),
      tier: sql<number>`h.tier`.mapWith(Number),
    })
    .from(sql`(${hits}) as h`);
const hitsStatement = (name: string, hits: SQL) => preparedStatement((db: Db) => hitsQuery(hits)(db).prepare(name));
const phraseHitsStatement = hitsStatement('occupation_phrase_hits', phraseHits);
const oneWordHitsStatement = hitsStatement('occupation_one_word_hits', oneWordHits);

/** An occupation a keyword found: its relevance, and its tier (see titleHits). */
export type Hit = { id: number; score: number; tier: number };

export async function keywordHits(db: Db, keyword: KeywordParams): Promise<Hit[]> {
  // A keyword without spaces lies within one word of a title: the vocabulary answers it.
  const statement = keyword.keyword.includes(' ') ? phraseHitsStatement : oneWordHitsStatement;
  return statement(db).execute(typoParams(keyword));
}

/**
 * The occupation a job title names: the title search's best-ranked hit, typos corrected as in the finder (the My
 * Career engine reads past jobs through it).
 */
export async function bestOccupationForTitle(db: Db, normalizedTitle: string): Promise<number | null> {
  if (normalizedTitle === '') return null;
  const hits = await keywordHits(db, keywordPatterns(normalizedTitle));
  let best: Hit | null = null;
  for (const hit of hits) {
    if (!best || hit.score > best.score || (hit.score === best.score && hit.id < best.id)) best = hit;
  }
  return best?.id ?? null;
}
