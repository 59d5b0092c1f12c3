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
  const patterns = new Set<string>();
  const words = new Set<string>();
  for (let i = 0; i <= letters.length; i += 1) {
    patterns.add([...escaped.slice(0, i), '_', ...escaped.slice(i)].join(''));
    if (i === letters.length) continue;
    patterns.add([...escaped.slice(0, i), '_', ...escaped.slice(i + 1)].join(''));
    words.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if (i + 1 < letters.length && letters[i] !== letters[i + 1]) {
      words.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
    }
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
 * (among corrections of one kind the likelier meaning: "plumer" is rather "plumber" than "plumes"). A title's words keep the punctuation around
 * them ('welders,', '(except'); the bare word is compared and answered.
 */
export const oneEditWordsQuery = (db: Db) =>
  db
    .select({
      word: sql<string>`btrim(w.word, ',()')`,
      uses: sql<number>`sum((select count(*) from occupation_title_words v where v.word = w.word))`.mapWith(Number),
    })
    .from(sql`title_words w`)
    .where(
      sql`(w.word ~>=~ (select ${p('headFrom')}::text) and w.word ~<~ (select ${p('headTo')}::text)
          or w.word like (select ${p('tail')}::text) or w.word like (select ${p('tailComma')}::text)
          or w.word = any((select ${p('words')}::text[])::text[]))
        and (btrim(w.word, ',()') like any(${p('patterns')}::text[]) or btrim(w.word, ',()') = any(${p('words')}::text[]))`,
    )
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`)
    .limit(p('limit'));
const oneEditWordsStatement = preparedStatement((db: Db) => oneEditWordsQuery(db).prepare('occupation_one_edit_words'));

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

/**
 * A typo's hits come from statements of their own (its corrections must be known first) and reach the page statement
 * as arrays; keywordHits answers the same hits for bestOccupationForTitle.
 */
const hitsQuery = (hits: SQL) => (db: Db) =>
  db
    .select({
      id: sql<number>`h.occupation_id`,
      score: sql<number>`h.score`.mapWith(Number),
      tier: sql<number>`h.tier`.mapWith(Number),
    })
    .from(sql`(${hits}) as h`);
const hitsStatement = (name: string, hits: SQL) => preparedStatement((db: Db) => hitsQuery(hits)(db).prepare(name));
const titleHitsStatement = hitsStatement('occupation_title_hits', titleHits);
const wordHitsStatement = hitsStatement('occupation_word_hits', wordHits);
const fuzzyHitsStatement = hitsStatement('occupation_fuzzy_hits', fuzzyHits);

/** An occupation a keyword found: its relevance, and its tier (see titleHits). */
export type Hit = { id: number; score: number; tier: number };

/** The most corrections tried for one typo. */
const maxCorrections = 10;

/**
 * Titles with a corrected word, ranked as wordHits ranks a whole word (the title itself 10, its first word 6, another
 * word 5; a primary title 2 more; shorter titles a fraction more) after the correction's own rank (`bonuses`: the
 * most used correction's titles first). `forms` are the corrections with their plural and comma forms, so one
 * indexed lookup answers them all.
 */
export const correctedHits = sql`
  select v.occupation_id, max(
      f.bonus
      + case when v.whole then 10 when v.first then 6 else 5 end
      + case when v.is_primary then 2 else 0 end
      + 0.99::float8 * ${p('length')}::int / v.title_length) as score,
    -- The tier keeps the corrections' order: a likelier correction's titles, its title and alias ones first.
    max(f.bonus * 2 + case when v.is_primary or v.is_alias then 1 else 0 end) as tier
  from unnest(${p('forms')}::text[], ${p('bonuses')}::int[]) as f(form, bonus)
  join occupation_title_words v on v.word = f.form
  group by v.occupation_id`;
const correctedHitsStatement = hitsStatement('occupation_corrected_hits', correctedHits);

/**
 * How likely a correction is meant, lower first: a dropped letter (the commonest slip), two swapped letters, one
 * wrong letter, one letter too many. "electrican" is rather "electrician" than "electrical".
 */
function typoKind(keyword: string, correction: string): number {
  const typed = [...keyword].length;
  const meant = [...correction].length;
  if (meant > typed) return 0;
  if (meant < typed) return 3;
  const differ = [...keyword].flatMap((letter, i) => (letter === [...correction][i] ? [] : [i]));
  return differ.length === 2 ? 1 : 2;
}

/**
 * A one-word keyword that no title word contains, read as a one-edit typo (substituted, dropped, added or swapped
 * letter) of vocabulary words; the titles with any of those words, in one statement.
 */
export async function oneEditCorrections(db: Db, keyword: string) {
  if (keyword.includes(' ') || [...keyword].length < minTypoWordLength) return null;
  const corrections = await oneEditWordsStatement(db).execute({ ...oneEditProbes(keyword), limit: maxCorrections });
  if (corrections.length === 0) return null;
  const ranked = corrections
    .map((correction) => ({ ...correction, kind: typoKind(keyword, correction.word) }))
    .sort((a, b) => a.kind - b.kind || b.uses - a.uses);
  const forms: string[] = [];
  const bonuses: number[] = [];
  ranked.forEach(({ word }, index) => {
    for (const form of [word, `${word}s`, `${word}es`].flatMap((plain) => [plain, `${plain},`])) {
      forms.push(form);
      // Above any title score (at most 13): every title of a more used correction ranks first.
      bonuses.push((corrections.length - index) * 20);
    }
  });
  return { forms, bonuses, length: [...keyword].length };
}

async function oneEditHits(db: Db, keyword: string): Promise<Hit[]> {
  const corrections = await oneEditCorrections(db, keyword);
  return corrections ? correctedHitsStatement(db).execute(corrections) : [];
}

export async function keywordHits(db: Db, keyword: KeywordParams): Promise<Hit[]> {
  // A keyword without spaces lies within one word of a title: the vocabulary answers it.
  const hits = await (keyword.keyword.includes(' ') ? titleHitsStatement : wordHitsStatement)(db).execute({
    ...keyword,
  });
  if (hits.length > 0 || !keyword.fuzzy) return hits;
  return typoHits(db, keyword);
}

/** The second pass for a keyword no title contains: its one-edit corrections, else titles similar to it. */
async function typoHits(db: Db, keyword: KeywordParams): Promise<Hit[]> {
  const corrected = await oneEditHits(db, keyword.keyword);
  if (corrected.length > 0) return corrected;
  return fuzzyHitsStatement(db).execute({ keyword: keyword.keyword });
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
