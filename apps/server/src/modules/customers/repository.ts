import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';
import { currentlyEnrolled } from '../service-log/enrolled.ts';
import { score } from './typo-ranking.ts';

/** What to match: the search type with its value already checked (an ISO date, an integer id, ...). */
export type SearchMatch =
  | { type: 'name'; value: string }
  | { type: 'birthdate'; value: string }
  | { type: 'email'; value: string }
  | { type: 'customer_id'; value: number }
  | { type: 'source_system_customer_id'; value: string };

/**
 * Whose customers: those at the given locations (primary or a source), those with any location, or those
 * with none. A customer without a location is outside every location, so only the 'none' scope lists them.
 */
export type SearchScope = { kind: 'locations'; ids: number[] } | { kind: 'any-location' } | { kind: 'no-location' };

export interface SearchFilters {
  includeArchived: boolean;
  includeDeleted: boolean;
  onlyEnrolled: boolean;
  scope: SearchScope;
}

/** An empty page still yields one row (all null but total), so the count arrives either way. */
export interface SearchRow {
  id: number | null;
  first_name: string;
  last_name: string;
  birthdate: string | null;
  email: string | null;
  phone: string | null;
  status: boolean;
  deleted: boolean;
  total: number;
}

/*
 * Every statement here is prepared once per connection (one per search type), so a search is neither parsed
 * nor planned again: the filters are parameters rather than SQL that varies. They only read columns the
 * customers_search_*_cover_idx indexes hold, so name matches are counted and sorted from the index alone
 * (docs/decisions/0008-customer-search-at-scale.md). Every value comes through a scalar subquery, `(select $n::type)`,
 * so that no plan can depend on it: a plan made for one search's values then costs what the generic plan costs, and
 * Postgres keeps the generic plan after five executions instead of planning every search afresh (planning was most of
 * a name search's time: 0.75 ms per search with a new plan each time, 0.49 ms with the generic one, at 1M customers).
 * Index conditions still take the value.
 */
const p = (name: string, type: string) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

// customers.location_ids holds the primary location and every source's location (kept by triggers).
const filters = sql`(${p('includeArchived', 'boolean')} or c.status)
  and (${p('includeDeleted', 'boolean')} or c.deleted_at is null)
  and (not ${p('onlyEnrolled', 'boolean')} or ${currentlyEnrolled(sql`c.id`)})
  and case ${p('scope', 'text')}
    when 'locations' then c.location_ids && ${p('locationIds', 'integer[]')}
    when 'any-location' then c.location_ids <> '{}'
    else c.location_ids = '{}' end`;

const query = sql`portal_search_name(${p('query', 'text')})`;
const order = sql`order by c.last_name, c.first_name, c.id limit ${p('cap', 'int')}`;

/**
 * A name as typed matches exactly when it is the whole name ("first last", "last, first", or the two words
 * swapped) or one of the two names. Each way has its covering index; each branch stops after `cap` rows in
 * the index's order, and the union keeps the first `cap` overall.
 */
const exactNameMatches = sql`select * from (
    (select c.id, c.last_name, c.first_name from customers c
     where c.search_name = any(array[${query}, portal_search_name(${p('swapped', 'text')})]) and ${filters} ${order})
    union
    (select c.id, c.last_name, c.first_name from customers c
     where portal_search_name(c.first_name) = ${query} and ${filters} ${order})
    union
    (select c.id, c.last_name, c.first_name from customers c
     where portal_search_name(c.last_name) = ${query} and ${filters} ${order})
  ) u order by u.last_name, u.first_name, u.id limit ${p('cap', 'int')}`;

const exactNameHits = sql`hits as materialized (
    select e.id, e.last_name, e.first_name, 1::real as sim from (${exactNameMatches}) e
  )`;

/**
 * The typo-tolerant match, for a name nobody has as typed (docs/decisions/0026-typo-search-ranking.md). Candidate
 * names come from the distinct-name vocabulary in four index-backed ways: every string one edit away from the name
 * as typed or, written "last, first", swapped (portal_name_edits, equality on an index of the vocabulary: a swapped, dropped,
 * doubled or replaced letter however short the word), the same name without spaces ("Delacruz" for "de la cruz", its
 * own index), the names that start with the query's words followed by a space ("maria smith" finds "maria smith
 * jones": at most `prefixLimit` per order of the words, a range of the byte-order index customer_search_names_prefix_idx;
 * a range bounded by the parameter is an index condition, where LIKE would need a constant pattern, and it has no
 * wildcards to escape), and the `similarLimit` names whose trigrams are most similar (word similarity, pg_trgm's
 * default threshold 0.6: names further away). Each name's distance from the query (portal_name_distances, migration
 * 0063: as nameDistance in typo-ranking.ts computes it) ranks it; the lookups that found it tell part of it.
 * The trigram pass is the costly one (about 10 of 13 ms at 1M customers with realistic names): it runs only when the
 * cheap lookups found fewer than `trigramGate` people, counting the customers of the one-edit, no-space and prefix
 * names and, for one word, those whose first or last name is one edit away. The count is a One-Time Filter over the
 * trigram scan, so a closed gate skips the index scan (docs/decisions/0029-embedded-memory-and-scale-names.md,
 * point 3). One person is enough: a name the cheap lookups missed is at least two edits from the whole query and
 * ranks after every one-edit and prefix name (but for the query's words inside a longer name after another word,
 * "anna maria smith" for "maria smith", which a closed gate misses), and with realistic names a full name has one or
 * two holders, so a gate at 10 people stayed open for 97% of typos.
 * Kept apart from the exact statement: folded into it, the similar names' estimate (unknowable before the name is)
 * made Postgres plan every search afresh, correctly typed or not, instead of reusing one generic plan. The name
 * comes through a subquery so that no plan can use its value: every plan then costs the same, and Postgres keeps
 * the generic one instead of planning each search.
 */
const similarLimit = 200;
/** Names that start with the query's words, at most this many per order of the words (index order). */
const prefixLimit = 50;
/** The trigram pass runs when the one-edit, no-space and prefix lookups found fewer people than this. */
const trigramGate = 1;
const existing = (column: string) =>
  sql.raw(`case when position(' ' in q.name) = 0 then array(select w from unnest(q.edits) w
      where exists (select 1 from customers c where portal_search_name(c.${column}) = w)) else '{}' end`);
// Customers found one way, at most trigramGate of them (each way reads its covering index).
const peopleWith = (condition: string) =>
  sql.raw(`(select c.id from customers c where ${condition} limit ${trigramGate})`);
export const similarNamesQuery = sql`(select q.name, q.swapped, w.last_names, w.first_names,
    coalesce(v.names, '{}') as names, coalesce(v.sims, '{}') as sims, coalesce(v.bounds, '{}') as bounds
  from (
    select e.name, e.swapped, e.edits,
      e.edits || case when e.swapped <> e.name then portal_name_edits(e.swapped) else '{}'::text[] end as near
    from (select d.name, d.swapped, portal_name_edits(d.name) as edits
      from (select ${query} as name, portal_search_name(${p('swapped', 'text')}) as swapped offset 0) d offset 0) e
    offset 0
  ) q,
  lateral (select ${existing('last_name')} as last_names, ${existing('first_name')} as first_names offset 0) w,
  lateral (select coalesce(array_agg(b.search_name), '{}') as names, coalesce(array_agg(b.bound), '{}') as bounds
    from (select f.search_name, min(f.bound) as bound from (
      select n.search_name, 1::real as bound from customer_search_names n where n.search_name = any(q.near)
      union all
      select n.search_name, null::real from customer_search_names n
      where replace(n.search_name, ' ', '') = any(array[replace(q.name, ' ', ''), replace(q.swapped, ' ', '')])
      union all
      select l.search_name, 0.5::real from unnest(case when q.swapped = q.name then array[q.name]
          else array[q.name, q.swapped] end) x(words),
        lateral (select n.search_name from customer_search_names n
          where n.search_name ~>=~ (x.words || ' ') and n.search_name ~<~ (x.words || '!')
          limit ${sql.raw(String(prefixLimit))}) l
    ) f group by f.search_name) b offset 0) k,
  lateral (select count(*) as people from (
      ${peopleWith('c.search_name = any(k.names)')}
      union
      ${peopleWith('portal_search_name(c.last_name) = any(w.last_names)')}
      union
      ${peopleWith('portal_search_name(c.first_name) = any(w.first_names)')}
      limit ${sql.raw(String(trigramGate))}
    ) f) g,
  lateral (
    select array_agg(u.search_name) as names, array_agg(u.sim) as sims, array_agg(u.bound) as bounds from (
      select u.search_name, max(u.sim) as sim, min(u.bound) as bound from (
        (select n.search_name, word_similarity(q.name, n.search_name) as sim, n.bound
         from unnest(k.names, k.bounds) n(search_name, bound))
        union all
        (select n.search_name, word_similarity(q.name, n.search_name) as sim, null::real
         from customer_search_names n
         where g.people < ${sql.raw(String(trigramGate))} and q.name <% n.search_name
         order by 2 desc limit ${sql.raw(String(similarLimit))})
      ) u group by u.search_name
    ) u
  ) v) as s`;

/**
 * The candidate names with their scores, as typo-ranking.ts's rankNames scores them: fewer edits first, then more
 * similar trigrams (`score`). The values pass through text on both sides as they did when the app ranked them (the
 * similarity arrived as a real's text, the score went back as a real parameter), so the scores, and the order, are
 * those the app computed, to the bit.
 */
const rankedCandidates = sql`typo as materialized (
    select s.last_names, s.first_names, r.names, r.sims
    from ${similarNamesQuery},
    lateral (select array_agg(x.search_name) as names,
        array_agg(((10 - least(10, x.distance) + x.sim::text::float8 / 10)::text)::real) as sims
      from unnest(s.names, s.sims, portal_name_distances(
        case when s.swapped = s.name then array[s.name] else array[s.name, s.swapped] end, s.names, s.bounds))
        as x(search_name, sim, distance)) r
  )`;

/** The ranked candidates alone, for the test that compares them with rankNames (the search reads them in its page). */
export const rankedCandidatesQuery = (db: Db) =>
  db
    .select({ names: sql<string[] | null>`t.names`, sims: sql<number[] | null>`t.sims` })
    .from(sql`(with ${rankedCandidates} select t.names, t.sims from typo t) as t`);

/**
 * Customers carrying a candidate name, at its score (rankedCandidates), and customers whose last or first name alone
 * is one edit from a one-word query (those of its edits some customer has as a name: `existing`, one index probe
 * each, only for one word: a whole name is looked up in the vocabulary), at wordScore; a customer found
 * both ways keeps the better score. The arrays come through a subquery, so the plan does not depend on them (one
 * generic plan), and the first and last names are matched before they are ordered: ordered first, Postgres walked
 * every customer by last name.
 */
const wordHits = (column: 'first_name' | 'last_name') => sql`(select w.id, w.last_name,
      w.first_name, ${p('wordScore', 'real')} as sim
    from (select c.id, c.last_name, c.first_name
      from (select t.${sql.raw(column)}s as words from typo t offset 0) a
      join customers c on portal_search_name(c.${sql.raw(column)}) = any(a.words)
      where ${filters} offset 0) w
    order by w.last_name, w.first_name, w.id limit ${p('cap', 'int')})`;

const fuzzyNameHits = sql`${rankedCandidates},
  hits as materialized (
    select h.id, h.last_name, h.first_name, max(h.sim) as sim from (
      (select c.id, c.last_name, c.first_name, n.sim
       from typo a
       cross join lateral unnest(a.names, a.sims) as n(search_name, sim)
       join customers c on c.search_name = n.search_name
       where ${filters}
       order by n.sim desc, c.last_name, c.first_name, c.id limit ${p('cap', 'int')})
      union all
      ${wordHits('last_name')}
      union all
      ${wordHits('first_name')}
    ) h group by h.id, h.last_name, h.first_name
    order by sim desc, h.last_name, h.first_name, h.id limit ${p('cap', 'int')}
  )`;

const fieldConditions = {
  birthdate: sql`c.birthdate = ${p('query', 'date')}`,
  email: sql`lower(c.email) = lower(${p('query', 'text')})`,
  customer_id: sql`c.id = ${p('query', 'int')}`,
  // External ID (issue #23): the customer's own id in the system it came from, or an id it has in one of its sources
  // (the snapshot lists them), case-insensitively; each side through its lower() index.
  source_system_customer_id: sql`c.id in (
    select e.id from customers e where lower(e.source_system_customer_id) = lower(${p('query', 'text')})
    union
    select s.customer_id from customer_sources s where lower(s.source_customer_id) = lower(${p('query', 'text')}))`,
} satisfies Record<Exclude<SearchMatch['type'], 'name'>, SQL>;

const fieldHits = (condition: SQL) => sql`hits as materialized (
    select c.id, c.last_name, c.first_name, 1::real as sim from customers c where ${condition} and ${filters} ${order}
  )`;

/**
 * One statement: the best `cap` matches (similarity, then last name, first name and id) are gathered once and
 * counted, and only the page's rows are read from the table. (The WITH sits in a subquery: Drizzle prepares
 * select builders, not raw SQL.)
 */
const pageQuery = (db: Db, hits: SQL) =>
  db
    .select({
      id: sql<number | null>`r.id`,
      first_name: sql<string>`r.first_name`,
      last_name: sql<string>`r.last_name`,
      birthdate: sql<string | null>`r.birthdate`,
      email: sql<string | null>`r.email`,
      phone: sql<string | null>`r.phone`,
      status: sql<boolean>`r.status`,
      deleted: sql<boolean>`r.deleted`,
      total: sql<number>`r.total`,
    })
    .from(
      sql`(with ${hits},
          numbered as (
            select h.id, row_number() over (order by h.sim desc, h.last_name, h.first_name, h.id) as position
            from hits h
          )
          select n.id, n.position, c.first_name, c.last_name, to_char(c.birthdate, 'YYYY-MM-DD') as birthdate,
            c.email, c.phone, c.status, c.deleted_at is not null as deleted, (select count(*)::int from hits) as total
          from (select 1) as one
          left join (numbered n join customers c on c.id = n.id)
            on n.position > ${p('offset', 'int')} and n.position <= ${p('end', 'int')}
        ) as r`,
    )
    .orderBy(sql`r.position`);

const pageHits = {
  name: exactNameHits,
  fuzzy: fuzzyNameHits,
  birthdate: fieldHits(fieldConditions.birthdate),
  email: fieldHits(fieldConditions.email),
  customer_id: fieldHits(fieldConditions.customer_id),
  source_system_customer_id: fieldHits(fieldConditions.source_system_customer_id),
} satisfies Record<SearchMatch['type'] | 'fuzzy', SQL>;

/** A search's page statement as a select builder, for the plan tests (the app runs its prepared form). */
export const searchPageQuery = (db: Db, kind: keyof typeof pageHits) => pageQuery(db, pageHits[kind]);

const pageStatement = (name: string, kind: keyof typeof pageHits) =>
  preparedStatement((db: Db) => searchPageQuery(db, kind).prepare(name));

const fuzzyNameStatement = pageStatement('customer_search_name_fuzzy', 'fuzzy');
const searchStatements = {
  name: pageStatement('customer_search_name', 'name'),
  birthdate: pageStatement('customer_search_birthdate', 'birthdate'),
  email: pageStatement('customer_search_email', 'email'),
  customer_id: pageStatement('customer_search_id', 'customer_id'),
  source_system_customer_id: pageStatement('customer_search_source_id', 'source_system_customer_id'),
};

/** "last, first" or, for two words, the words swapped; otherwise the query itself. */
function swappedName(raw: string): string {
  const [before, after] = raw.split(',', 2);
  const words = raw.trim().split(/\s+/);
  return after !== undefined ? `${after} ${before}` : words.length === 2 ? `${words[1]} ${words[0]}` : raw;
}

function parameters(match: SearchMatch, filters: SearchFilters) {
  const { scope } = filters;
  return {
    query: match.value,
    swapped: match.type === 'name' ? swappedName(match.value) : '',
    includeArchived: filters.includeArchived,
    includeDeleted: filters.includeDeleted,
    onlyEnrolled: filters.onlyEnrolled,
    scope: scope.kind,
    locationIds: scope.kind === 'locations' ? scope.ids : [],
  };
}

/** A page statement's parameters by name. */
export function searchValues(
  match: SearchMatch,
  filters: SearchFilters,
  page: { offset: number; limit: number; cap: number },
) {
  return { ...parameters(match, filters), offset: page.offset, end: page.offset + page.limit, cap: page.cap };
}

/**
 * The page of matches with the total (the first row carries it): one statement. Names are matched as typed
 * first; only when that finds nobody, one more statement matches them tolerantly: the candidate names, ranked, and
 * their customers (ADR 0026).
 */
export async function searchCustomers(
  db: Db,
  match: SearchMatch,
  filters: SearchFilters,
  page: { offset: number; limit: number; cap: number },
): Promise<SearchRow[]> {
  const values = searchValues(match, filters, page);
  const rows = await searchStatements[match.type](db).execute(values);
  if (match.type !== 'name' || (rows[0]?.total ?? 0) > 0) return rows;
  // Misspelt and swapped only when written "last, first": two words in the other order are rarely typed with a typo,
  // and each order's one-edit strings cost as many index probes.
  const swapped = match.value.includes(',') ? values.swapped : match.value;
  return fuzzyNameStatement(db).execute({ ...values, swapped, wordScore: score(1, true, 0) });
}

const exists = (condition: SQL) => sql`exists (select 1 from customers c where ${condition} and ${filters})`;

/** Names count only as typed (the exact match): see anyMatch. */
const exactNameExists = sql`(${exists(sql`c.search_name = any(array[${query}, portal_search_name(${p('swapped', 'text')})])`)}
  or ${exists(sql`portal_search_name(c.first_name) = ${query}`)}
  or ${exists(sql`portal_search_name(c.last_name) = ${query}`)})`;

const anyMatchStatement = (type: SearchMatch['type'], condition: SQL) =>
  preparedStatement((db: Db) =>
    db
      .select({ found: sql<boolean>`${condition}` })
      .from(sql`(select 1) as one`)
      .prepare(`customer_search_any_${type}`),
  );

const anyMatchStatements = {
  name: anyMatchStatement('name', exactNameExists),
  birthdate: anyMatchStatement('birthdate', exists(fieldConditions.birthdate)),
  email: anyMatchStatement('email', exists(fieldConditions.email)),
  customer_id: anyMatchStatement('customer_id', exists(fieldConditions.customer_id)),
  source_system_customer_id: anyMatchStatement(
    'source_system_customer_id',
    exists(fieldConditions.source_system_customer_id),
  ),
};

/**
 * Whether anyone matches at all, for the prompt to search across locations. Names count only as typed (the
 * exact match): proving that a misspelt name matches nobody across every location would recheck every
 * similar name's customers. Reads one index entry per way of matching at most.
 */
export async function anyMatch(db: Db, match: SearchMatch, filters: SearchFilters): Promise<boolean> {
  const [row] = await anyMatchStatements[match.type](db).execute(parameters(match, filters));
  return row?.found === true;
}
