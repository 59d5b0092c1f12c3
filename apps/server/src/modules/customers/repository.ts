import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';
import { currentlyEnrolled } from '../service-log/enrolled.ts';

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
 * (docs/decisions/0008-customer-search-at-scale.md).
 */
const p = (name: string) => sql.placeholder(name);

// customers.location_ids holds the primary location and every source's location (kept by triggers).
const filters = sql`(${p('includeArchived')}::boolean or c.status)
  and (${p('includeDeleted')}::boolean or c.deleted_at is null)
  and (not ${p('onlyEnrolled')}::boolean or ${currentlyEnrolled(sql`c.id`)})
  and case ${p('scope')}::text
    when 'locations' then c.location_ids && ${p('locationIds')}::integer[]
    when 'any-location' then c.location_ids <> '{}'
    else c.location_ids = '{}' end`;

const query = sql`portal_search_name(${p('query')}::text)`;
const order = sql`order by c.last_name, c.first_name, c.id limit ${p('cap')}::int`;

/**
 * A name as typed matches exactly when it is the whole name ("first last", "last, first", or the two words
 * swapped) or one of the two names. Each way has its covering index; each branch stops after `cap` rows in
 * the index's order, and the union keeps the first `cap` overall.
 */
const exactNameMatches = sql`select * from (
    (select c.id, c.last_name, c.first_name from customers c
     where c.search_name = any(array[${query}, portal_search_name(${p('swapped')}::text)]) and ${filters} ${order})
    union
    (select c.id, c.last_name, c.first_name from customers c
     where portal_search_name(c.first_name) = ${query} and ${filters} ${order})
    union
    (select c.id, c.last_name, c.first_name from customers c
     where portal_search_name(c.last_name) = ${query} and ${filters} ${order})
  ) u order by u.last_name, u.first_name, u.id limit ${p('cap')}::int`;

const exactNameHits = sql`hits as materialized (
    select e.id, e.last_name, e.first_name, 1::real as sim from (${exactNameMatches}) e
  )`;

/**
 * The typo-tolerant match, for a name nobody has as typed: names whose trigrams are similar (word
 * similarity, pg_trgm's default threshold 0.6) come from the distinct-name vocabulary, each with its
 * similarity; then the customers carrying them come from the covering index, ranked by similarity. Kept
 * apart from the exact statement: folded into it, the similar names' estimate (unknowable before the name is)
 * made Postgres plan every search afresh, correctly typed or not, instead of reusing one generic plan.
 */
const similarNamesStatement = preparedStatement((db: Db) =>
  db
    .select({
      names: sql<string[]>`coalesce(array_agg(v.search_name), '{}')`,
      sims: sql<number[]>`coalesce(array_agg(v.sim), '{}')`,
    })
    .from(
      // The name comes through a subquery so that no plan can use its value: every plan then costs the same,
      // and Postgres keeps the generic one instead of planning each search (half of this statement's time).
      sql`(select n.search_name, word_similarity(q.name, n.search_name) as sim
        from (select ${query} as name offset 0) q, customer_search_names n
        where q.name <% n.search_name) as v`,
    )
    .prepare('customer_search_similar_names'),
);

const fuzzyNameHits = sql`hits as materialized (
    select c.id, c.last_name, c.first_name, n.sim
    from unnest(${p('names')}::text[], ${p('sims')}::real[]) as n(search_name, sim)
    join customers c on c.search_name = n.search_name
    where ${filters}
    order by n.sim desc, c.last_name, c.first_name, c.id limit ${p('cap')}::int
  )`;

const fieldConditions = {
  birthdate: sql`c.birthdate = ${p('query')}::date`,
  email: sql`lower(c.email) = lower(${p('query')}::text)`,
  customer_id: sql`c.id = ${p('query')}::int`,
  source_system_customer_id: sql`c.source_system_customer_id = ${p('query')}::text`,
} satisfies Record<Exclude<SearchMatch['type'], 'name'>, SQL>;

const fieldHits = (condition: SQL) => sql`hits as materialized (
    select c.id, c.last_name, c.first_name, 1::real as sim from customers c where ${condition} and ${filters} ${order}
  )`;

/**
 * One statement: the best `cap` matches (similarity, then last name, first name and id) are gathered once and
 * counted, and only the page's rows are read from the table. (The WITH sits in a subquery: Drizzle prepares
 * select builders, not raw SQL.)
 */
const pageStatement = (name: string, hits: SQL) =>
  preparedStatement((db: Db) =>
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
            on n.position > ${p('offset')}::int and n.position <= ${p('end')}::int
        ) as r`,
      )
      .orderBy(sql`r.position`)
      .prepare(name),
  );

const fuzzyNameStatement = pageStatement('customer_search_name_fuzzy', fuzzyNameHits);
const searchStatements = {
  name: pageStatement('customer_search_name', exactNameHits),
  birthdate: pageStatement('customer_search_birthdate', fieldHits(fieldConditions.birthdate)),
  email: pageStatement('customer_search_email', fieldHits(fieldConditions.email)),
  customer_id: pageStatement('customer_search_id', fieldHits(fieldConditions.customer_id)),
  source_system_customer_id: pageStatement(
    'customer_search_source_id',
    fieldHits(fieldConditions.source_system_customer_id),
  ),
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

/**
 * The page of matches with the total (the first row carries it): one statement. Names are matched as typed
 * first; only when that finds nobody, two more statements match them tolerantly.
 */
export async function searchCustomers(
  db: Db,
  match: SearchMatch,
  filters: SearchFilters,
  page: { offset: number; limit: number; cap: number },
): Promise<SearchRow[]> {
  const values = { ...parameters(match, filters), offset: page.offset, end: page.offset + page.limit, cap: page.cap };
  const rows = await searchStatements[match.type](db).execute(values);
  if (match.type !== 'name' || (rows[0]?.total ?? 0) > 0) return rows;
  const [similar] = await similarNamesStatement(db).execute({ query: match.value });
  if (!similar || similar.names.length === 0) return rows;
  return fuzzyNameStatement(db).execute({ ...values, names: similar.names, sims: similar.sims });
}

const exists = (condition: SQL) => sql`exists (select 1 from customers c where ${condition} and ${filters})`;

/** Names count only as typed (the exact match): see anyMatch. */
const exactNameExists = sql`(${exists(sql`c.search_name = any(array[${query}, portal_search_name(${p('swapped')}::text)])`)}
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
