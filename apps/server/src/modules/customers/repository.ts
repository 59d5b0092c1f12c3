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

const hasLocation = sql`(c.primary_location_id is not null or exists (select 1 from customer_sources s where s.customer_id = c.id))`;

function inLocations(ids: number[]): SQL {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`(c.primary_location_id in (${list}) or exists (select 1 from customer_sources s where s.customer_id = c.id and s.location_id in (${list})))`;
}

/**
 * Each type has an index: a trigram GIN on search_name (word similarity, so "last first", "last, first", one
 * word and small typos all match), btree on birthdate, lower(email), source_system_customer_id, and the key.
 */
function matchCondition(match: SearchMatch): SQL {
  switch (match.type) {
    case 'name':
      return sql`portal_search_name(${match.value}) <% c.search_name`;
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

function whereClause(match: SearchMatch, filters: SearchFilters): SQL {
  const conditions = [matchCondition(match)];
  if (!filters.includeArchived) conditions.push(sql`c.status`);
  if (!filters.includeDeleted) conditions.push(sql`c.deleted_at is null`);
  if (filters.onlyEnrolled) conditions.push(sql`c.enrolled`);
  const { scope } = filters;
  if (scope.kind === 'locations') conditions.push(scope.ids.length > 0 ? inLocations(scope.ids) : sql`false`);
  else conditions.push(scope.kind === 'any-location' ? hasLocation : sql`not ${hasLocation}`);
  return sql.join(conditions, sql` and `);
}

const similarity = (match: SearchMatch) =>
  match.type === 'name' ? sql`word_similarity(portal_search_name(${match.value}), c.search_name)` : sql`0::real`;

/**
 * One statement: the best `cap` matches (name similarity, then last name, first name and id) are gathered
 * once and counted, and the page is cut from them. The count never reads past `cap` rows however common the name.
 */
export async function searchCustomers(
  db: Db,
  match: SearchMatch,
  filters: SearchFilters,
  page: { offset: number; limit: number; cap: number },
): Promise<SearchRow[]> {
  const query = sql`with matches as (
    select c.id, c.first_name, c.last_name, to_char(c.birthdate, 'YYYY-MM-DD') as birthdate, c.email, c.phone,
      c.status, c.deleted_at is not null as deleted, ${similarity(match)} as sim
    from customers c
    where ${whereClause(match, filters)}
    order by sim desc, c.last_name, c.first_name, c.id
    limit ${page.cap}
  ), numbered as (
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

/** Whether anyone matches at all, for the prompt to search across locations. Reads one row at most. */
export async function anyMatch(db: Db, match: SearchMatch, filters: SearchFilters): Promise<boolean> {
  const query = sql`select exists (select 1 from customers c where ${whereClause(match, filters)}) as found`;
  const result = (await db.execute(query)) as unknown as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}
