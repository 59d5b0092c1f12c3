import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';

const { careerClusters, educationLevels, occupations, savedOccupations } = schema;

export function listCareerClusters(db: Db) {
  return db
    .select({ id: careerClusters.id, name: careerClusters.name })
    .from(careerClusters)
    .orderBy(asc(careerClusters.id));
}

/** The 1-5 scales of the given education levels; ids that do not exist are missing from the map. */
export async function educationScales(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: educationLevels.id, scale: educationLevels.scale })
    .from(educationLevels)
    .where(inArray(educationLevels.id, ids));
  return new Map(rows.map((row) => [row.id, row.scale]));
}

// ---------------------------------------------------------------- search

/** What one search statement is given; null means "no such filter". */
export interface SearchParams {
  customerId: number;
  /** Education scales (1-5) to keep. */
  scales: number[] | null;
  clusters: number[] | null;
  salaryMin: number | null;
  salaryMax: number | null;
  saved: boolean;
  sort: string | null;
  offset: number;
  limit: number;
}

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

export interface OpportunityRow {
  id: number;
  title: string;
  image: string | null;
  description: string;
  growthRate: number | null;
  medianAnnualSalary: number | null;
  annualJobOpenings: number | null;
  /** O*NET's Bright Outlook categories; the designation itself is derived with the growth (brightOutlookReason). */
  brightOutlookCategory: string | null;
  clusters: { id: number; name: string }[];
  isSaved: boolean;
  matchScore?: number | null;
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

const p = (name: string) => sql.placeholder(name);

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
const titleHits = sql`
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
const wordHits = sql`
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
const oneEditWordsQuery = (db: Db) =>
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
const fuzzyHits = sql`
  select t.occupation_id, max(
      similarity(${p('keyword')}::text, t.normalized) + case when t.kind = 'primary' then 0.1 else 0 end)::float8 as score,
    max(case when t.kind = 'primary' or t.also_called then 1 else 0 end) as tier
  from occupation_titles t
  where t.normalized %> (select ${p('keyword')}::text)
  group by t.occupation_id`;

/**
 * The filters, each a parameter that may be null. The clusters and saved ones are `= any(array(select ...))`, computed
 * once per search rather than a subquery per row: that keeps the generic plan's estimate close to the one planned for
 * the values, so Postgres keeps the generic plan (no planning per search).
 */
const filters = sql`
  (${p('scales')}::int[] is null or o.education_level = any(${p('scales')}::int[]))
  and (${p('clusters')}::int[] is null or o.id = any(array(
    select oc.occupation_id from occupation_clusters oc where oc.cluster_id = any(${p('clusters')}::int[]))))
  and (${p('salaryMin')}::int is null or o.median_annual_salary >= ${p('salaryMin')}::int)
  and (${p('salaryMax')}::int is null or o.median_annual_salary <= ${p('salaryMax')}::int)
  and (not ${p('saved')}::boolean or o.id = any(array(
    select s.occupation_id from saved_occupations s where s.customer_id = ${p('customerId')}::int)))`;

/**
 * The chosen order of titles or salaries first; then the keyword's tier (its title and alias matches), so best match
 * orders within a tier; then relevance (keyword score), an O*NET base occupation (code ending .00) before its
 * specialties (which share its BLS figures), more openings, title.
 */
const order = sql`
  case when ${p('sort')}::text = 'a-z' then f.title end asc,
  case when ${p('sort')}::text = 'z-a' then f.title end desc,
  case when ${p('sort')}::text = 'high-low' then f.median_annual_salary end desc nulls last,
  case when ${p('sort')}::text = 'low-high' then f.median_annual_salary end asc nulls last,
  f.tier desc,
  case when ${p('sort')}::text = 'match-desc' then f.match_score end desc nulls last,
  f.score desc, (f.code like '%.00') desc, f.annual_job_openings desc nulls last, f.title, f.id`;

/**
 * One statement per search: the matching occupations are filtered once, counted, and one page of them is
 * read with its clusters and saved flag. The total comes on a row of its own kind: a page past the end
 * still answers one row (id null) carrying it.
 */
function searchStatement(hits: SQL | null): SQL {
  const source = hits
    ? sql`select o.id, o.title, o.code, o.median_annual_salary, o.annual_job_openings, o.education_level, h.score,
            h.tier, ms.match_score
          from hits h join occupations o on o.id = h.occupation_id left join match_scores ms on ms.occupation_id = o.id`
    : sql`select o.id, o.title, o.code, o.median_annual_salary, o.annual_job_openings, o.education_level,
            0::float8 as score, 0 as tier, ms.match_score
          from occupations o left join match_scores ms on ms.occupation_id = o.id`;
  return sql`(
    with ${hits ? sql`hits as (${hits}),` : sql``}
    match_scores as (
      select u.occupation_id, u.score as match_score from customer_matches m
      cross join lateral unnest(m.occupation_ids, m.scores) as u(occupation_id, score)
      where m.customer_id = ${p('customerId')}::int),
    -- The hits joined to their occupations first (offset 0: the filters are not pushed into that join, where their
    -- estimate, the product of five maybe-null conditions, made the generic plan scan every occupation per hit).
    filtered as (select * from (${source} offset 0) as o where ${filters}),
    page as (
      select f.id, f.match_score, row_number() over (order by ${order}) as ord
      from filtered f
      order by ord
      limit ${p('limit')}::int offset ${p('offset')}::int
    )
    select (select count(*) from filtered) as total, ${hits ? sql`(select count(*) from hits)` : sql`0`} as hit_count,
      p.ord, p.match_score,
      o.id, o.title, o.image, o.description, o.growth_rate, o.median_annual_salary, o.annual_job_openings,
      o.bright_outlook_category,
      coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name) order by oc.position, c.id)
        from occupation_clusters oc join career_clusters c on c.id = oc.cluster_id
        where oc.occupation_id = o.id), '[]'::json) as clusters,
      exists (
        select 1 from saved_occupations s
        where s.customer_id = ${p('customerId')}::int and s.occupation_id = o.id) as is_saved
    from (select 1) as one
    left join (page p join occupations o on o.id = p.id) on true
  ) as r`;
}

const resultColumns = {
  total: sql<number>`r.total`.mapWith(Number),
  /** How many occupations the keyword matched before the filters (0 sends a typo to its second pass). */
  hitCount: sql<number>`r.hit_count`.mapWith(Number),
  id: sql<number | null>`r.id`,
  title: sql<string>`r.title`,
  image: sql<string | null>`r.image`,
  description: sql<string>`r.description`,
  growthRate: sql<number | null>`r.growth_rate`.mapWith((value) => (value === null ? null : Number(value))),
  medianAnnualSalary: sql<number | null>`r.median_annual_salary`,
  annualJobOpenings: sql<number | null>`r.annual_job_openings`,
  brightOutlookCategory: sql<string | null>`r.bright_outlook_category`,
  clusters: sql<{ id: number; name: string }[]>`r.clusters`,
  isSaved: sql<boolean>`r.is_saved`,
  /** The customer's latest complete match score (my-career), null without one. */
  matchScore: sql<number | null>`r.match_score`.mapWith((value) => (value === null ? null : Number(value))),
};

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
const correctedHits = sql`
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
async function oneEditCorrections(db: Db, keyword: string) {
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

const searchQuery = (hits: SQL | null) => (db: Db) =>
  db
    .select(resultColumns)
    .from(searchStatement(hits))
    .orderBy(sql`r.ord`);
const searchStatementNamed = (name: string, hits: SQL | null) =>
  preparedStatement((db: Db) => searchQuery(hits)(db).prepare(name));

/** A typo's second pass with its page, in one statement: the titles with its corrections, else titles similar to it. */
const searchByCorrectionsStatement = searchStatementNamed('search_opportunities_corrected', correctedHits);
const searchBySimilarityStatement = searchStatementNamed('search_opportunities_similar', fuzzyHits);
/**
 * A keyword as typed: its hits and the page in one statement (one round trip). Every value the hits' indexes are
 * searched with is a `(select $n)`, unknown to the planner, so the estimates are the same whatever the keyword and
 * Postgres keeps one generic plan for the whole statement instead of planning it for every keyword.
 */
const searchByWordStatement = searchStatementNamed('search_opportunities_words', wordHits);
const searchByTitleStatement = searchStatementNamed('search_opportunities_titles', titleHits);
const searchAllStatement = searchStatementNamed('search_opportunities', null);

/**
 * The statements that read the titles, unprepared (`.toSQL()`), for the plan test: a keyword as typed (one word, or
 * several), a misspelt word's one-edit corrections, and a misspelt phrase's similar titles.
 */
export const titleSearchQueries = {
  word: searchQuery(wordHits),
  title: searchQuery(titleHits),
  oneEditWords: oneEditWordsQuery,
  similar: searchQuery(fuzzyHits),
};

export async function searchOpportunities(
  db: Db,
  params: SearchParams,
  keyword: KeywordParams | null,
): Promise<{ total: number; rows: OpportunityRow[] }> {
  let rows;
  if (keyword) {
    // A keyword without spaces lies within one word of a title: the vocabulary answers it (as keywordHits).
    const typed = keyword.keyword.includes(' ') ? searchByTitleStatement : searchByWordStatement;
    rows = await typed(db).execute({ ...params, ...keyword });
    if (rows[0]?.hitCount === 0 && keyword.fuzzy) {
      // Nothing contains the keyword: a typo, corrected or matched by similarity as typoHits does.
      const corrections = await oneEditCorrections(db, keyword.keyword);
      if (corrections) rows = await searchByCorrectionsStatement(db).execute({ ...params, ...corrections });
      if (!corrections || rows[0]?.hitCount === 0) {
        rows = await searchBySimilarityStatement(db).execute({ ...params, keyword: keyword.keyword });
      }
    }
  } else {
    rows = await searchAllStatement(db).execute({ ...params });
  }
  const page = rows.filter((row): row is typeof row & { id: number } => row.id !== null);
  return { total: rows[0]?.total ?? 0, rows: page };
}

// ---------------------------------------------------------------- detail

const detailColumns = {
  id: occupations.id,
  title: occupations.title,
  image: occupations.image,
  description: occupations.description,
  growthRate: occupations.growthRate,
  medianAnnualSalary: occupations.medianAnnualSalary,
  annualJobOpenings: occupations.annualJobOpenings,
  brightOutlookCategory: occupations.brightOutlookCategory,
  educationLevel: occupations.educationLevel,
  video: occupations.video,
  clusters: sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name) order by oc.position, c.id)
    from occupation_clusters oc join career_clusters c on c.id = oc.cluster_id
    where oc.occupation_id = occupations.id), '[]'::json)`,
  isSaved: sql<boolean>`exists (
    select 1 from saved_occupations s
    where s.customer_id = ${p('customerId')}::int and s.occupation_id = occupations.id)`,
  // One alias per spelling, never the occupation's own title.
  aliases: sql<string[]>`coalesce((
    select json_agg(a.title order by a.title) from (
      select min(t.title) as title from occupation_titles t
      where t.occupation_id = occupations.id and t.also_called
        and t.normalized <> (select p.normalized from occupation_titles p
                             where p.occupation_id = occupations.id and p.kind = 'primary' limit 1)
      group by t.normalized) a), '[]'::json)`,
  topics: sql<{ kind: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('kind', t.kind, 'name', t.name) order by t.kind, t.position)
    from occupation_topics t where t.occupation_id = occupations.id), '[]'::json)`,
  tasks: sql<string[]>`coalesce((
    select json_agg(t.task order by t.position) from occupation_tasks t
    where t.occupation_id = occupations.id), '[]'::json)`,
  related: sql<{ id: number; title: string }[]>`coalesce((
    select json_agg(json_build_object('id', o.id, 'title', o.title) order by r.rank)
    from related_occupations r join occupations o on o.id = r.related_occupation_id
    where r.occupation_id = occupations.id and r.rank <= 10), '[]'::json)`,
};
export type OpportunityDetailRow = Awaited<ReturnType<typeof findOpportunity>>;

/** Everything the detail page shows, in one prepared statement. */
const findOpportunityStatement = preparedStatement((db: Db) =>
  db
    .select(detailColumns)
    .from(occupations)
    .where(eq(occupations.id, sql.placeholder('id')))
    .prepare('find_opportunity'),
);

export async function findOpportunity(db: Db, id: number, customerId: number) {
  const [row] = await findOpportunityStatement(db).execute({ id, customerId });
  return row ?? null;
}

// ---------------------------------------------------------------- save

export async function occupationExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: occupations.id }).from(occupations).where(eq(occupations.id, id));
  return row !== undefined;
}

/** Saves the occupation for the customer, or unsaves it when it was saved; answers the new state. */
export async function toggleSaved(tx: DbOrTx, customerId: number, occupationId: number): Promise<boolean> {
  const removed = await tx
    .delete(savedOccupations)
    .where(and(eq(savedOccupations.customerId, customerId), eq(savedOccupations.occupationId, occupationId)))
    .returning({ id: savedOccupations.occupationId });
  if (removed.length > 0) return false;
  await tx.insert(savedOccupations).values({ customerId, occupationId }).onConflictDoNothing();
  return true;
}
