import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db';

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

// customers.location_ids holds the primary location and every source's location (kept by triggers).
const inLocations = (ids: number[]) =>
  sql`c.location_ids && array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;

/**
 * A name as typed matches exactly when it is the whole name ("first last", "last, first", or the two words
 * swapped) or one of the two names; all of these are btree lookups on portal_search_name expressions.
 */
function exactName(raw: string): SQL {
  const [before, after] = raw.split(',', 2);
  const words = raw.trim().split(/\s+/);
  const swapped = after !== undefined ? `${after} ${before}` : words.length === 2 ? `${words[1]} ${words[0]}` : raw;
  return sql`(c.search_name in (portal_search_name(${raw}), portal_search_name(${swapped}))
    or portal_search_name(c.first_name) = portal_search_name(${raw})
    or portal_search_name(c.last_name) = portal_search_name(${raw}))`;
}

/**
 * Each type has an index: a trigram GIN on search_name (word similarity, so "last first", "last, first", one
 * word and small typos all match), btree on birthdate, lower(email), source_system_customer_id, and the key.
 */
function matchCondition(match: SearchMatch): SQL {
  switch (match.type) {
    case 'name':
      return exactName(match.value);
    case 'birthdate':
      return sql`c.birthdate = ${match.value}::date`;
    case 'email':
      return sql`lower(c.email) = lower(${match.value})`;
    case 'customer_id':
      return sql`c.id = ${match.value}`;
    case 'source_system_customer_id':
      return sql`c.source_system_customer_id = ${match.value}`;
  }
}

function whereClause(match: SearchMatch, filters: SearchFilters, fuzzy = false): SQL {
  const conditions = [fuzzy ? sql`portal_search_name(${match.value}) <% c.search_name` : matchCondition(match)];
  if (!filters.includeArchived) conditions.push(sql`c.status`);
  if (!filters.includeDeleted) conditions.push(sql`c.deleted_at is null`);
  if (filters.onlyEnrolled) conditions.push(sql`c.enrolled`);
  const { scope } = filters;
  if (scope.kind === 'locations') conditions.push(scope.ids.length > 0 ? inLocations(scope.ids) : sql`false`);
  else conditions.push(scope.kind === 'any-location' ? sql`c.location_ids <> '{}'` : sql`c.location_ids = '{}'`);
  return sql.join(conditions, sql` and `);
}

const columns = sql`c.id, c.first_name, c.last_name, to_char(c.birthdate, 'YYYY-MM-DD') as birthdate, c.email, c.phone,
  c.status, c.deleted_at is not null as deleted`;

/**
 * The matches CTE. For names: exact matches (btree) first; only when there are none, the typo-tolerant
 * match (trigram word similarity on search_name, GIN), ranked by similarity. The fuzzy scan is skipped by a
 * one-time filter when the exact one found anyone. Either way the location condition is a GIN lookup on
 * location_ids that the planner ANDs with the match's index.
 */
function matchesCte(match: SearchMatch, filters: SearchFilters, cap: number): SQL {
  const where = whereClause(match, filters);
  const exact = sql`select ${columns}, 1::real as sim from customers c where ${where}
    order by c.last_name, c.first_name, c.id limit ${cap}`;
  if (match.type !== 'name') return sql`matches as (${exact})`;
  const fuzzyWhere = whereClause({ type: 'name', value: match.value }, filters, true);
  const q = sql`portal_search_name(${match.value})`;
  return sql`exact as materialized (${exact}),
  fuzzy as materialized (
    select ${columns}, word_similarity(${q}, c.search_name) as sim from customers c
    where not exists (select 1 from exact) and ${fuzzyWhere}
    order by sim desc, c.last_name, c.first_name, c.id limit ${cap}
  ),
  matches as (select * from exact union all select * from fuzzy)`;
}

/**
 * One statement: the best `cap` matches (similarity, then last name, first name and id) are gathered once and
 * counted, and the page is cut from them. The count never reads past `cap` rows however common the name.
 */
export async function searchCustomers(
  db: Db,
  match: SearchMatch,
  filters: SearchFilters,
  page: { offset: number; limit: number; cap: number },
): Promise<SearchRow[]> {
  const query = sql`with ${matchesCte(match, filters, page.cap)},
  numbered as (
    select *, row_number() over (order by sim desc, last_name, first_name, id) as position from matches
  )
  select n.id, n.first_name, n.last_name, n.birthdate, n.email, n.phone, n.status, n.deleted,
    (select count(*)::int from matches) as total
  from (select 1) as one
  left join numbered n on n.position > ${page.offset} and n.position <= ${page.offset + page.limit}
  order by n.position`;
  const result = (await db.execute(query)) as unknown as { rows: SearchRow[] };
  return result.rows;
}

/**
 * Whether anyone matches at all, for the prompt to search across locations. Names count only as typed (the
 * exact match): proving that a misspelt name matches nobody across every location would recheck every
 * trigram candidate in the table, hundreds of milliseconds at a million customers. Reads one row at most.
 */
export async function anyMatch(db: Db, match: SearchMatch, filters: SearchFilters): Promise<boolean> {
  const query = sql`select exists (select 1 from customers c where ${whereClause(match, filters)}) as found`;
  const result = (await db.execute(query)) as unknown as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}
