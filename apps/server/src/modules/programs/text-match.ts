import { sql, type SQL } from 'drizzle-orm';

/**
 * A program search's text match, as typed and (the misspelt-word pass) with near spellings: the parts of the search
 * statement (repository.ts searchSql) that find the programs holding the words.
 */

export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/*
 * The search is a few static statements, each prepared once per connection (docs/decisions/0024-program-search-at-
 * scale.md): the filters are parameters, never SQL that varies. Text matching starts from one word, the driver, through
 * the trigram indexes (`search_text like` on programs_search_text_trgm_idx, OR the programs of the providers and CIP
 * codes whose name or title has it, through their own indexes); every other word is checked on those candidates.
 * Every word must appear in the title or description (`search_text`, lower-cased when the row was written), the
 * provider's name or the CIP title, as a substring. The fuzzy pass (the same statement's second pass, run only when
 * that finds nothing) also lets words of 5+ letters match by trigram word similarity of at least 0.5, which lets one
 * wrong, missing or extra letter through ('nursng'): pg_trgm's `<%` operator, which the same GIN indexes serve, at
 * the threshold 0.5 the statement sets for itself (atFuzzyThreshold; pg_trgm's default, 0.6, stays for everything
 * else).
 */
export const p = (name: string) => sql.placeholder(name);

/**
 * A fuzzy word as the right side of `%>`, setting the threshold to 0.5 first. Postgres evaluates an operator's
 * arguments before the operator, and an index scan's keys before the scan, so no comparison runs at another threshold;
 * set_config(..., true) lasts to the end of the statement's own transaction (one round trip, where a transaction
 * around the statement took four: issue #30). `when` is the condition the word is fuzzy under, if any.
 */
const atFuzzyThreshold = (word: SQL, when: SQL = sql`true`) =>
  sql`case when ${when} and set_config('pg_trgm.word_similarity_threshold', '0.5', true) is not null then ${word} end`;

/**
 * One word's match: substring, or (fuzzy) word similarity for words of 5+ letters, written `column %> word` as the
 * GIN index scans it, so that the scan does not evaluate it a second time as a filter. Conditions are ordered
 * cheapest first: a bitmap scan rechecks the whole condition on every row of a page any trigram match fell on. The
 * providers and CIP codes holding a word (as typed, or with its near spellings) come from migration 0066's functions
 * (PL/pgSQL since 0068, so a connection keeps their plans), which plan their lookup with enable_seqscan off so that
 * the trigram index serves it: inline, the planner scans those small tables and runs lower() and like (or
 * word_similarity) on every row, 0.13 ms for the 196 CIP codes against 0.07 through the index, and the full CIP list
 * has about 2,000 (issue #30). As typed, the word is null, so only `like` matches.
 */
const providerIds = (pattern: SQL, word: SQL | null) =>
  sql`(select program_search_provider_ids(${pattern}, ${word ?? sql`null`}))::int[]`;
const cipCodes = (pattern: SQL, word: SQL | null) =>
  sql`(select program_search_cip_codes(${pattern}, ${word ?? sql`null`}))::text[]`;

/**
 * The parameter names of one pass over the text: as typed, or (the second pass of a typo-tolerant statement) with
 * near spellings.
 */
interface TextNames {
  words: string;
  driver: string;
  driverWord: string;
  patterns: string;
  wordList: string;
  fuzzy: string;
}
export const typedNames: TextNames = {
  words: 'words',
  driver: 'driver',
  driverWord: 'driverWord',
  patterns: 'patterns',
  wordList: 'words',
  fuzzy: 'fuzzy',
};
const typoNames: TextNames = {
  words: 'typo_words',
  driver: 'typoDriver',
  driverWord: 'typoDriverWord',
  patterns: 'typoPatterns',
  wordList: 'typoWords',
  fuzzy: 'typoFuzzy',
};

/** The other words, each with its providers and CIP codes found once per search. */
export const wordsCte = (n: TextNames) => sql`${sql.raw(n.words)} as materialized (
    select w.pattern, w.fuzzy, w.fuzzy_word,
      ${providerIds(sql`w.pattern`, sql`w.fuzzy_word`)} as provider_ids,
      ${cipCodes(sql`w.pattern`, sql`w.fuzzy_word`)} as cip_codes
    from (select u.pattern, u.word, u.fuzzy, ${atFuzzyThreshold(sql`u.word`, sql`u.fuzzy`)} as fuzzy_word
      from unnest(${p(n.patterns)}::text[], ${p(n.wordList)}::text[], ${p(n.fuzzy)}::boolean[]) as u(pattern, word, fuzzy)
      offset 0) w
  )`;
export const everyWord = (n: TextNames) => sql`not exists (select 1 from ${sql.raw(n.words)} w where not (
    p.cip_code = any(w.cip_codes) or p.provider_id = any(w.provider_ids) or p.search_text like w.pattern
    or (w.fuzzy and lower(p.title) %> w.fuzzy_word)))`;

/** The driver word through the indexes; `fuzzy` adds its near spellings. */
export const driverMatch = (n: TextNames, fuzzy: boolean) => {
  const pattern = p(n.driver);
  const word = fuzzy ? sql`(select ${atFuzzyThreshold(sql`${p(n.driverWord)}::text`)})` : null;
  return sql`(p.cip_code = any(${cipCodes(sql`${pattern}::text`, word)})
    or p.provider_id = any(${providerIds(sql`${pattern}::text`, word)})
    or p.search_text like ${pattern}::text${word ? sql` or lower(p.title) %> ${word}` : sql``})`;
};

/**
 * The hits of a typo-tolerant search (the misspelt-word pass): the programs matching as typed; only when there are
 * none, those matching with near spellings. The gate is an uncorrelated `not exists`, a one-time filter above the
 * second pass's scans, so a search that finds its words as typed never runs them (nor sets the fuzzy threshold); one
 * statement where the service made two. `filters` are the row filters and the radius, on programs p.
 */
export function typoTolerantHits(hitColumns: SQL, filters: SQL): SQL {
  return sql`${wordsCte(typoNames)},
    typed_hits as materialized (
      select ${hitColumns} from programs p
      where ${driverMatch(typedNames, false)} and ${everyWord(typedNames)} and ${filters}
    ),
    hits as materialized (
      select * from typed_hits
      union all
      select ${hitColumns} from programs p
      where not exists (select 1 from typed_hits)
        and ${driverMatch(typoNames, true)} and ${everyWord(typoNames)} and ${filters}
    ),`;
}
