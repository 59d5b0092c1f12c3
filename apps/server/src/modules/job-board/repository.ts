import { fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@portal/db';
import { NamedStatements } from '../../platform/named-statement.ts';
import { boardPostColumns, isOpenSql } from '../employers/job-post-state.ts';
import { nearOrRemoteSql, nearTuning, type NearTuning } from './near-search.ts';
import { type BoardRow, detailColumns, detailJoins, pageDetails, toNumbers } from './post-details.ts';
import {
  bindOf,
  plannedOnce,
  list,
  nearPosts,
  postColumnConditions,
  remotePosts,
  searchValues,
  type Bind,
  type BoardFilters,
  type Origin,
  type PlacedFilters,
  type PlacedOrigin,
} from './search-filters.ts';

export {
  countCap,
  emptyBoardFilters,
  type BoardFilters,
  type Origin,
  type PlacedFilters,
  type PlacedOrigin,
} from './search-filters.ts';
export { nearTuning, recentWalkRows, type NearTuning } from './near-search.ts';

/**
 * Job board SQL. Only live posts show: published (status 3), not deleted, not expired. The page and the count are
 * two scalar parts of one statement: the page walks the live posts newest first (the partial posted_at index), and
 * the count stops at `countCap` so a broad search does not count a million rows to print a page number.
 */

export const publishedStatusId = 3;

export type { BoardRow } from './post-details.ts';

async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * The conditions every post the board shows meets. The deleted-employer test is a NOT EXISTS (an anti join on the
 * employers' key), not `employer_id not in (select ...)`: the planner charges that hashed subplan's build to every
 * rescan of an inner index scan, so with it a radius search seq-scanned every post instead of probing the few near
 * posts by id (ADR 0018).
 */
export const livePost = sql`${isOpenSql(boardPostColumns)} and p.deleted_at is null
  and not exists (select 1 from employers de where de.id = p.employer_id and de.deleted_at is not null)`;

/** The SQL of an origin's point and box (PlacedOrigin), for the bench that renders the statements too. */
export const originPointsSql = (origin: Origin) =>
  sql`select ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)::text as here,
    earth_box(ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8), ${origin.radiusMeters}::float8)::text
      as box`;

/** Origins placed, per database handle (an engine's own arithmetic), the latest few thousand. */
const placedOrigins = new WeakMap<object, Map<string, PlacedOrigin>>();
const placedOriginsKept = 5000;

/** The origin with its point and box (see PlacedOrigin), looked up once per origin and database. */
export async function placeOrigin(db: DbOrTx, origin: Origin): Promise<PlacedOrigin> {
  let placed = placedOrigins.get(db);
  if (!placed) placedOrigins.set(db, (placed = new Map<string, PlacedOrigin>()));
  const key = `${origin.latitude} ${origin.longitude} ${origin.radiusMeters}`;
  const known = placed.get(key);
  if (known) return known;
  const [points] = await rowsOf<{ here: string; box: string }>(db, originPointsSql(origin));
  const result = { ...origin, here: points!.here, box: points!.box };
  if (placed.size >= placedOriginsKept) placed.delete(placed.keys().next().value!);
  placed.set(key, result);
  return result;
}

const there = sql`ll_to_earth(l.latitude, l.longitude)`;

/** Live locations within the radius (the GiST index on ll_to_earth serves the box). */
function withinRadius(origin: PlacedOrigin): SQL {
  return sql`l.deleted_at is null and ${origin.box}::cube @> ${there}
    and earth_distance(${origin.here}::cube, ${there}) <= ${origin.radiusMeters}::float8`;
}

/** Posts offered at a location within the radius (the open counts per occupation, which go by the onet index). */
function nearPostIds(origin: PlacedOrigin): SQL {
  return sql`select jl.job_post_id from job_post_locations jl
    where jl.employer_location_id in (select l.id from employer_locations l where ${withinRadius(origin)})`;
}

/** Where one part of a search finds its posts: rows of (id, posted_at) with the alias p. */
type Branch = { kind: 'rows'; from: SQL } | { kind: 'near' };

/**
 * The parts whose matches, together, are the search's: one, or with an address and no remote choice two (posts near
 * the address, and remote posts). Each part uses its own index and they are combined with UNION, where one OR would
 * make every radius search scan all remote posts. The part near an address is bounded by the radius, so it is found
 * once, in the `near` CTE, and both the page and the count read it.
 */
function branches(filters: BoardFilters, bind: Bind): Branch[] {
  // Remote posts alone are their search rows with no place (a tenth of the posts, with their own indexes).
  if (!filters.origin && filters.remote === true) return [{ kind: 'rows', from: remotePosts(filters, bind) }];
  if (!filters.origin) return [{ kind: 'rows', from: sql`job_posts p where ${whereClause(filters, bind)}` }];
  if (filters.remote !== undefined) return [{ kind: 'near' }];
  return [{ kind: 'near' }, { kind: 'rows', from: remotePosts(filters, bind) }];
}

function nearCte(filters: BoardFilters, bind: Bind): SQL {
  if (!filters.origin) return sql``;
  return sql`near as materialized (${nearPosts(filters, bind)}),`;
}

/** The conditions of a search with no address, on job_posts p. */
function whereClause(filters: BoardFilters, bind: Bind): SQL {
  const conditions: SQL[] = [livePost];
  for (const index of filters.words.keys()) {
    const pattern = bind(`pattern${index}`, 'text');
    conditions.push(sql`(p.search_text like ${pattern}
      or p.employer_id = any(array(select id from employers where lower(company_name) like ${pattern})))`);
  }
  if (filters.remote !== undefined) conditions.push(sql`p.remote = ${bind('remote', 'boolean')}`);
  return sql.join([...conditions, ...postColumnConditions(filters)], sql` and `);
}

/** The page's ids in order (null for an empty page). */
const pageIds = sql`(select array_agg(page.id order by page.position) from page)`;

/** The page's ids in order and the total, one row (a search planned for its values; its details come after it). */
const pageIdsSelect = sql`select counted.total, coalesce(${pageIds}, '{}') as ids from counted`;

/**
 * The page's posts with their details in order, each with the total; with no post on the page, one row of the total
 * and nulls. A search planned once answers this way, in one round trip: its plan, details included, is made once
 * per connection (issue #30). A search planned for its values answers with ids (pageIdsSelect), so its planning per
 * search does not plan the details' joins too; their prepared statement follows (post-details.pageDetails).
 */
function pageRowsSelect(filters: BoardFilters, bind: Bind): SQL {
  const here = filters.origin ? bind('here', 'cube') : null;
  // The details join the ids' array, not the page's rows: a generic plan does not know the page's size and guesses a
  // tenth of the posts, which cost the whole board's plan past jit_above_cost (JIT then took 30 ms a search); an
  // unnested array is guessed at 100 rows.
  return sql`select counted.total, d.* from counted left join lateral (
      select ${detailColumns()}, page.position
      from unnest(${pageIds}) with ordinality page(id, position)
      join job_posts p on p.id = page.id ${detailJoins(here)}
    ) d on true
    order by d.position`;
}

/** A page's row as pageRowsSelect answers it: a post's details and the total, or the total alone. */
type PageRow = (BoardRow | { [key in keyof BoardRow]: null }) & { total: number | string; position: unknown };

/**
 * The statement that finds a search's page and total; the bench renders it too. Planned once (plannedOnce), it
 * answers the page's details too (pageRowsSelect); planned for its values, the page's ids (pageIdsSelect).
 */
export function searchSql(filters: PlacedFilters, tuning: NearTuning = nearTuning): SQL {
  return statementOf(filters, bindOf(filters, searchValues(filters, tuning)), tuning.remoteWords);
}

/** The search's statement, its values held as `bind` holds them; only the filters' shape decides the text. */
function statementOf(filters: BoardFilters, bind: Bind, remoteWords: boolean): SQL {
  const pageSelect = plannedOnce(filters) ? pageRowsSelect(filters, bind) : pageIdsSelect;
  if (filters.origin && filters.remote === undefined) {
    return sql`${nearOrRemoteSql(filters, bind, remoteWords)} ${pageSelect}`;
  }
  const newest = sql`order by p.posted_at desc, p.id desc`;
  const from = (branch: Branch) => (branch.kind === 'near' ? sql`near p` : branch.from);
  const pageOf = (branch: Branch) =>
    sql`(select p.id, p.posted_at from ${from(branch)} ${newest} limit ${bind('wanted', 'int8')})`;
  // Each branch stops at the cap; their union can pass it (near + remote), so the total is capped once more.
  const countOf = (branch: Branch) => sql`(select p.id from ${from(branch)} limit ${bind('capped', 'int8')})`;
  const parts = branches(filters, bind);
  return sql`with ${nearCte(filters, bind)} page as (
      select p.id, row_number() over (${newest}) as position from (
        select distinct on (p.posted_at, p.id) p.id, p.posted_at
        from (${sql.join(parts.map(pageOf), sql` union all `)}) p
        ${newest}
        limit ${bind('perPage', 'int8')} offset ${bind('offset', 'int8')}
      ) p
    ),
    counted as (select least(count(*), ${bind('capped', 'int8')})::int as total
      from (${sql.join(parts.map(countOf), sql` union `)}) c)
    ${pageSelect}`;
}

/**
 * The texts of the searches planned once (plannedOnce), one per shape: with or without an address, the remote choice,
 * how many words (up to eight) and whether the count asks the remote words. Built and rendered the first time a shape
 * is searched, with placeholders for its values; each search fills them (issue #30: building and rendering a search
 * near an address took about a fifth of the app's CPU per search). A shape has one text, so the map holds at most a
 * few dozen.
 */
const renderedShapes = new Map<string, Query>();
const renderer = new PgDialect();

/** A search planned once, rendered: its shape's text with the search's values (the same as searchSql renders). */
export function renderedSearch(filters: PlacedFilters, tuning: NearTuning = nearTuning): Query {
  const shape = `${filters.origin === null} ${filters.remote} ${filters.words.length} ${tuning.remoteWords}`;
  let rendered = renderedShapes.get(shape);
  if (!rendered) {
    rendered = renderer.sqlToQuery(statementOf(filters, bindOf(filters), tuning.remoteWords));
    renderedShapes.set(shape, rendered);
  }
  return { ...rendered, params: fillPlaceholders(rendered.params, searchValues(filters, tuning)) };
}

/**
 * The statements of the searches planned once (search-filters.plannedOnce: no column filter, and no words or words
 * near an address), named on the Postgres server, a text per shape of the filters: parsed, analysed and planned once
 * per connection (issue #30). Any other search is sent unnamed, so it is planned for its own values every time: named,
 * Postgres could settle on a generic plan for it after five searches whose custom plans looked costly (broad words
 * nationwide), and a generic plan is many times slower for those words (bench/issue-30-job-board-6.md). Words near an
 * address pick their paths at run time (near-search.remotePageSql), so their generic plan serves any words
 * (bench/issue-30-job-board-7.md, bench/issue-30-one-round-trip.md). The first 64 shapes are named, the rest run unnamed (NamedStatements).
 */
export const searchStatements = new NamedStatements('job_board_search');

/** `tuning` is for tests, which make the bounds of a search near an address small enough to reach with a few posts. */
export async function searchPosts(
  db: Db,
  filters: BoardFilters,
  tuning: NearTuning = nearTuning,
): Promise<{ rows: BoardRow[]; total: number }> {
  const origin = filters.origin && (await placeOrigin(db, filters.origin));
  const placed = { ...filters, origin };
  if (plannedOnce(filters)) {
    const rows = await searchStatements.renderedRows<PageRow>(db, renderedSearch(placed, tuning));
    const posts = rows.filter((row): row is BoardRow & PageRow => row.id !== null);
    return {
      rows: posts.map(({ total: _total, position: _position, ...post }) => toNumbers(post)),
      total: Number(rows[0]?.total ?? 0),
    };
  }
  const [page] = await rowsOf<{ total: number | string; ids: number[] }>(db, searchSql(placed, tuning));
  const total = Number(page?.total ?? 0);
  const ids = page?.ids ?? [];
  if (ids.length === 0) return { rows: [], total };
  return { rows: await pageDetails(db, ids, origin?.here), total };
}

export async function findLivePost(db: DbOrTx, id: number): Promise<BoardRow | null> {
  const [row] = await rowsOf<BoardRow>(
    db,
    sql`select ${detailColumns()} from job_posts p ${detailJoins(null)} where p.id = ${id} and ${livePost}`,
  );
  return row ? toNumbers(row) : null;
}

export async function isLive(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from job_posts p where p.id = ${id} and ${livePost}`);
  return rows.length > 0;
}

export async function recordApplyClick(db: DbOrTx, jobPostId: number, customerId: number | null): Promise<void> {
  await db.execute(
    sql`insert into job_post_apply_clicks (job_post_id, customer_id) values (${jobPostId}, ${customerId})`,
  );
}

export async function findOccupation(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; code: string; title: string } | null> {
  const [row] = await rowsOf<{ id: number; code: string; title: string }>(
    db,
    sql`select id, code, title from occupations where id = ${id}`,
  );
  return row ?? null;
}

/**
 * The occupations near one, for a board with nothing for it: O*NET's related occupations and those of its first
 * career cluster (its job family in the Career Clusters framework), the occupation itself left out.
 */
export async function relatedOccupationCodes(db: DbOrTx, occupationId: number): Promise<string[]> {
  const rows = await rowsOf<{ code: string }>(
    db,
    sql`select o.code from occupations o where o.id <> ${occupationId} and o.id in (
        select r.related_occupation_id from related_occupations r where r.occupation_id = ${occupationId}
        union
        select same.occupation_id from occupation_clusters own
          join occupation_clusters same on same.cluster_id = own.cluster_id
          where own.occupation_id = ${occupationId}
            and own.position = (select min(first.position) from occupation_clusters first
              where first.occupation_id = ${occupationId})
      ) order by o.code`,
  );
  return rows.map((row) => row.code);
}

/** Live posts per occupation: those with a location within the radius, plus remote ones. */
export async function openCounts(
  db: DbOrTx,
  occupationIds: number[],
  origin: Origin | null,
): Promise<{ occupationId: number; code: string; count: number }[]> {
  const placed = origin && (await placeOrigin(db, origin));
  const near = placed ? sql`(p.remote or p.id in (${nearPostIds(placed)}))` : sql`p.remote`;
  const rows = await rowsOf<{ occupationId: number; code: string; count: number | string }>(
    db,
    sql`select o.id as "occupationId", o.code,
        (select count(*) from job_posts p where p.onet_code = o.code and ${livePost} and ${near}) as count
      from occupations o where o.id in (${list(occupationIds)}) order by o.id`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function educationLevelOptions(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return rowsOf(db, sql`select id, name from education_levels order by sort_order, id`);
}

/** Where a customer is: their own ZIP, else their primary location's. */
export async function customerZip(db: DbOrTx, customerId: number): Promise<string | null> {
  const [row] = await rowsOf<{ zip: string | null }>(
    db,
    sql`select coalesce(nullif(c.zip, ''), l.zip) as zip from customers c
      left join locations l on l.id = c.primary_location_id where c.id = ${customerId}`,
  );
  return row?.zip ?? null;
}
