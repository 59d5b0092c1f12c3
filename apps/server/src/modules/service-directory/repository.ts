import { sql, type SQL } from 'drizzle-orm';
import { serviceDirectoryConstants, serviceDirectoryFeatureFlag } from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import { earthBox, llToEarth, secToGc } from '../../platform/geo/earth-sql.ts';
import { preparedStatement } from '../../platform/prepared.ts';

/**
 * Service directory SQL (docs/decisions/0022-service-directory-hsds.md). A result is a service at one of its
 * locations: the nearest to the search point within the radius, else its first. A search is one prepared statement:
 * the page, its total, the category check and the page's details (organization, address, phone, categories, hours,
 * open now) together.
 */

export const metersPerMile = 1609.344;

export interface Origin {
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

export type SearchSort = 'relevance' | 'distance' | 'name';

export interface SearchFilters {
  page: number;
  perPage: number;
  /** A to_tsquery expression ('food:* & pantri:*'), or null for no keyword. */
  tsquery: string | null;
  origin: Origin | null;
  categoryIds: string[] | null;
  openNow: boolean;
  sort: SearchSort;
  now: Date;
  /** IANA zone for locations without their own. */
  defaultTimeZone: string;
}

/**
 * Every value comes through a scalar subquery, `(select $n::type)`, so that no plan can depend on it: a plan made for
 * one search's values then costs what the generic plan costs, and Postgres keeps each statement's generic plan after
 * five executions instead of planning every search afresh (ADR 0022, stop 23). Index conditions still take the value.
 * The exceptions are the page size (see pageLimit) and the time of the search (see localTime).
 */
const p = (name: string, type: string) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/**
 * The page size is written into the statement, not passed: with an unknown limit the planner assumes a tenth of the
 * matches are wanted (5,000 of 50,000 services), costs the page's details for that many rows, chooses hash joins over
 * whole tables and compiles the plan with JIT (a 5 ms search took 60-75 ms with that generic plan). With the limit
 * known and only the offset unknown, the page is estimated at its real size.
 */
const pageLimit = (perPage: number) => {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`invalid page size ${perPage}`);
  return sql.raw(String(perPage));
};

/**
 * A total stops one past the cap (shown as '1,000+'): with no filter it would otherwise count every active service
 * (50,000 in the scale bench) for each first page. Written into the statement like the page size.
 */
const countLimit = sql.raw(String(serviceDirectoryConstants.countCap + 1));

/**
 * The client's service_directory feature flag (platform/settings.ts reads the same row), read by the search statement
 * itself so that a search is one round trip: true or false, null when the settings row is not there yet.
 */
const directoryEnabled = sql`(select coalesce(cs.feature_flags -> ${sql.raw(`'${serviceDirectoryFeatureFlag}'`)} = 'true'::jsonb, false)
  from client_settings cs where cs.id = 1)`;

/** What a search's SQL looks like: one prepared statement per combination of filters (16), each with its own plan. */
export interface SearchShape {
  keyword: boolean;
  origin: boolean;
  categories: boolean;
  openNow: boolean;
}

/**
 * The search's `now` at a location's zone (else the default zone), both parameters of the prepared statement. These
 * two stay plain parameters: directory_schedule_open is a SQL function that Postgres inlines only when an argument
 * used several times in its body holds no subquery, and called rather than inlined it made every open-now search
 * 1.5-2 times slower (ADR 0022, stop 23). No estimate depends on them, so they cost no generic plan.
 */
const localTime = (zone: SQL) =>
  sql`(${sql.placeholder('now')}::timestamptz at time zone coalesce(${zone}, ${sql.placeholder('timeZone')}::text))`;

/**
 * Open now for a service at a location, from the schedules that apply to it: its service_at_location's if it has
 * any, else its service's, else its location's (HSDS 3.0 attaches schedules at all three). Null when none applies
 * (unknown hours). Each row is tested by directory_schedule_open (migration 0030) at the location's local time.
 */
function applicableSchedules(ids: { service: SQL; sal: SQL; location: SQL }, columns: SQL): SQL {
  // Three disjoint ways a schedule applies, each read through its own index.
  return sql`(select ${columns}, sc.tier, min(sc.tier) over () as best from (
      select sc.*, 0 as tier from directory_schedules sc where sc.service_at_location_id = ${ids.sal}
      union all
      select sc.*, 1 from directory_schedules sc
      where sc.service_id = ${ids.service} and sc.service_at_location_id is null
        and (sc.location_id is null or sc.location_id = ${ids.location})
      union all
      select sc.*, 2 from directory_schedules sc
      where sc.location_id = ${ids.location} and sc.service_id is null and sc.service_at_location_id is null
    ) sc)`;
}

const scheduleOpen = (local: SQL) =>
  sql`directory_schedule_open(b.freq, b.byday, b.opens_at, b.closes_at, b.valid_from, b.valid_to, ${local})`;

function openNowSubquery(ids: { service: SQL; sal: SQL; location: SQL }, local: SQL): SQL {
  return sql`(select case when count(*) = 0 then null else bool_or(${scheduleOpen(local)}) end
    from ${applicableSchedules(ids, sql`sc.freq, sc.byday, sc.opens_at, sc.closes_at, sc.valid_from, sc.valid_to`)} b
    where b.tier = b.best)`;
}

/**
 * The search point, hidden from the planner like the other values, and its box below: each computed once per search
 * (an InitPlan). earthdistance's arithmetic is written out (platform/geo/earth-sql.ts): its functions are SQL functions
 * the planner cannot inline, and earth_distance ran an executor of its own for every search row in the box (issue #30).
 */
const origin = sql`(select ${llToEarth(sql`${sql.placeholder('latitude')}::float8`, sql`${sql.placeholder('longitude')}::float8`)})`;
/** The location's point on its search row (migration 0056), so the circle is an index-only scan of its GiST index. */
const there = sql`s.earth_point`;
/**
 * Its distance from the search point, written in the scan's filter as well as read: a few float operations twice
 * rather than once, so that the planner still tests the circle before the costly open-now subquery.
 */
const meters = secToGc(sql`cube_distance(${origin}, ${there})`);
/**
 * The query once per search (an InitPlan): written as a function of a parameter, it was parsed and stemmed again for
 * every search row the radius test reads (about 1,000 near 10001). An index condition still takes it.
 */
const tsquery = sql`(select to_tsquery('english', ${sql.placeholder('tsquery')}::text))`;

/**
 * The finder's one statement: the matching services (each at its nearest location within the radius, else its
 * first), their count, whether every category asked for is one, and the page's rows with everything a result shows
 * (organization, location, address, first phone, categories, the applicable weekly hours and open now). The
 * details are read for the page's rows only. A page past the end is one row with a null serviceId, so the count
 * still arrives. Sort is a parameter; the filters present choose the statement (see SearchShape).
 */
function searchQuery(shape: SearchShape, perPage: number): SQL {
  // The same tests read directory_services or a directory_search row (alias s either way; the latter holds only
  // active services).
  const filterConditions: SQL[] = [];
  if (shape.keyword) filterConditions.push(sql`s.search_vector @@ ${tsquery}`);
  if (shape.categories) filterConditions.push(sql`s.category_ids && ${p('categoryIds', 'uuid[]')}`);
  const serviceConditions: SQL[] = [sql`s.status = 'active'`, ...filterConditions];
  const openNow = (ids: { service: SQL; sal: SQL; location: SQL }, zone: SQL) =>
    shape.openNow ? sql`${openNowSubquery(ids, localTime(zone))} is true` : sql`true`;
  // Without a keyword or a place every sort comes down to the name (the index's order).
  const order = (a: string) => {
    const x = sql.raw(a);
    if (!shape.keyword && !shape.origin) return sql`${x}.name, ${x}.service_id`;
    return sql`(case when ${p('sort', 'text')} = 'relevance' then ${x}.rank end) desc nulls last,
      (case when ${p('sort', 'text')} <> 'name' then ${x}.meters end) asc nulls last,
      (case when ${p('sort', 'text')} = 'distance' then ${x}.rank end) desc nulls last, ${x}.name, ${x}.service_id`;
  };
  const unknownCategories = shape.categories
    ? // any() of a bare subquery would compare with each row the subquery returns; the cast makes it an array.
      sql`(select cardinality(${p('categoryIds', 'uuid[]')}) - count(*) from directory_taxonomy_terms t
        where t.id = any(${p('categoryIds', 'uuid[]')}::uuid[]) and t.root_id = t.id)::int`
    : sql`0`;
  const page = { service: sql`p.service_id`, sal: sql`f.sal_id`, location: sql`f.location_id` };
  const firstPhone = (where: SQL) => sql`(select case when coalesce(ph.extension, '') <> ''
      then ph.number || ' ext. ' || ph.extension else ph.number end
    from directory_phones ph where ${where} order by (ph.type = 'fax') nulls first, ph.id limit 1)`;
  // With a search point, the services at locations within the radius come from one index-only scan of the search
  // rows' GiST index (migration 0056), which holds the name, search vector and categories each test reads: the work
  // grows with the locations in the circle, and no service or service_at_location is probed per location.
  // Without one, the services that match, each at each of its locations (or none).
  const rank = shape.keyword ? sql`ts_rank_cd(s.search_vector, ${tsquery})` : sql`0::real`;
  const radius = p('radiusMeters', 'float8');
  const matches = shape.origin
    ? sql`matches as (
        select s.service_id, s.name, s.sal_id, s.location_id, s.meters, s.rank from (
          select s.service_id, s.name, s.sal_id, s.location_id, s.time_zone,
            ${meters} as meters, ${rank} as rank
          from directory_search s
          where ${sql.join([sql`(select ${earthBox(origin, radius)}) @> ${there}`, sql`${meters} <= ${radius}`, ...filterConditions], sql` and `)}
        ) s
        where ${openNow({ service: sql`s.service_id`, sal: sql`s.sal_id`, location: sql`s.location_id` }, sql`s.time_zone`)}
      ),`
    : shape.openNow
      ? sql`matches as (
        select s.id as service_id, s.name, sal.id as sal_id, l.id as location_id, null::float8 as meters, ${rank} as rank
        from directory_services s
        left join directory_service_at_locations sal on sal.service_id = s.id
        left join directory_locations l on l.id = sal.location_id
        where ${sql.join(serviceConditions, sql` and `)}
          and ${openNow({ service: sql`s.id`, sal: sql`sal.id`, location: sql`l.id` }, sql`l.time_zone`)}
      ),`
      : sql``;
  // Each service at its nearest location in the radius, else its first open one, else its first: with neither a
  // search point nor open now, the first location is read for the page's rows only.
  const perLocation = shape.origin || shape.openNow;
  const best = perLocation
    ? sql`best as materialized (
      select distinct on (service_id) * from matches order by service_id, meters asc nulls last, sal_id
    ),`
    : sql`best as ${shape.keyword ? sql`materialized` : sql`not materialized`} (
      select s.id as service_id, s.name, null::uuid as sal_id, null::uuid as location_id, null::float8 as meters,
        ${rank} as rank
      from directory_services s where ${sql.join(serviceConditions, sql` and `)}
    ),`;
  const firstLocation = perLocation
    ? sql`select p.sal_id, p.location_id`
    : sql`select sal.id as sal_id, sal.location_id from directory_service_at_locations sal
      where sal.service_id = p.service_id order by sal.id limit 1`;
  return sql`(with ${matches} ${best}
    page as (
      select x.*, row_number() over () as position from (
        select * from best h order by ${order('h')} limit ${pageLimit(perPage)} offset ${p('offset', 'int')}
      ) x
    )
    select p.position, p.service_id, f.sal_id, f.location_id, p.meters, c.total, c.unknown_categories, c.enabled,
      s.name, s.description, s.url, s.email, s.category_ids, o.id as organization_id, o.name as organization_name,
      o.website as organization_website, o.email as organization_email,
      l.name as location_name, l.latitude, l.longitude,
      a.address_1, a.address_2, a.city, a.state_province, a.postal_code,
      coalesce(
        ${firstPhone(sql`ph.service_at_location_id = f.sal_id`)},
        ${firstPhone(sql`ph.service_id = p.service_id`)},
        ${firstPhone(sql`ph.location_id = f.location_id and ph.service_id is null`)},
        ${firstPhone(sql`ph.organization_id = o.id and ph.service_id is null and ph.location_id is null`)}
      ) as phone,
      (select json_agg(json_build_object('id', t.id, 'name', t.name)) from directory_taxonomy_terms t
        where t.id = any(s.category_ids)) as categories,
      h.open_now, h.hours
    from (select (select count(*)::int from (select 1 from best limit ${countLimit}) capped) as total,
      ${unknownCategories} as unknown_categories, ${directoryEnabled} as enabled) c
    left join page p on true
    left join directory_services s on s.id = p.service_id
    left join directory_organizations o on o.id = s.organization_id
    left join lateral (${firstLocation}) f on true
    left join directory_locations l on l.id = f.location_id
    left join lateral (
      select a.* from directory_addresses a where a.location_id = l.id
      order by (a.address_type = 'physical') desc, a.id limit 1
    ) a on true
    left join lateral (
      select case when count(*) = 0 then null else bool_or(${scheduleOpen(localTime(sql`l.time_zone`))}) end as open_now,
        json_agg(json_build_object('freq', b.freq, 'byday', b.byday, 'opensAt', b.opens_at::text,
          'closesAt', b.closes_at::text, 'description', b.description) order by b.opens_at, b.id) as hours
      from ${applicableSchedules(page, sql`sc.id, sc.freq, sc.byday, sc.opens_at, sc.closes_at, sc.valid_from, sc.valid_to, sc.description`)} b
      where b.tier = b.best
    ) h on true
  ) as r`;
}

/** One weekly schedule row as the hours text needs it. */
export interface HoursRow {
  freq: string | null;
  byday: string | null;
  opensAt: string | null;
  closesAt: string | null;
  description: string | null;
}

/** A row of the page with its details; a page past the end is one row of nulls but the totals. */
export interface SearchRow {
  position: number | null;
  serviceId: string | null;
  salId: string | null;
  locationId: string | null;
  meters: number | null;
  total: number;
  unknownCategories: number;
  /** The feature flag (see directoryEnabled). */
  enabled: boolean | null;
  name: string;
  description: string | null;
  url: string | null;
  email: string | null;
  organizationId: string;
  organizationName: string;
  organizationWebsite: string | null;
  organizationEmail: string | null;
  locationName: string | null;
  latitude: number | null;
  longitude: number | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  stateProvince: string | null;
  postalCode: string | null;
  phone: string | null;
  categories: { id: string; name: string }[] | null;
  openNow: boolean | null;
  hours: HoursRow[] | null;
}

const searchStatement = (shape: SearchShape, perPage: number) =>
  preparedStatement((db: Db) =>
    db
      .select({
        position: sql<number | null>`r.position`,
        serviceId: sql<string | null>`r.service_id`,
        salId: sql<string | null>`r.sal_id`,
        locationId: sql<string | null>`r.location_id`,
        meters: sql<number | null>`r.meters`,
        total: sql<number>`r.total`,
        unknownCategories: sql<number>`r.unknown_categories`,
        enabled: sql<boolean | null>`r.enabled`,
        name: sql<string>`r.name`,
        description: sql<string | null>`r.description`,
        url: sql<string | null>`r.url`,
        email: sql<string | null>`r.email`,
        organizationId: sql<string>`r.organization_id`,
        organizationName: sql<string>`r.organization_name`,
        organizationWebsite: sql<string | null>`r.organization_website`,
        organizationEmail: sql<string | null>`r.organization_email`,
        locationName: sql<string | null>`r.location_name`,
        latitude: sql<number | null>`r.latitude`,
        longitude: sql<number | null>`r.longitude`,
        address1: sql<string | null>`r.address_1`,
        address2: sql<string | null>`r.address_2`,
        city: sql<string | null>`r.city`,
        stateProvince: sql<string | null>`r.state_province`,
        postalCode: sql<string | null>`r.postal_code`,
        phone: sql<string | null>`r.phone`,
        categories: sql<{ id: string; name: string }[] | null>`r.categories`,
        openNow: sql<boolean | null>`r.open_now`,
        hours: sql<HoursRow[] | null>`r.hours`,
      })
      .from(searchQuery(shape, perPage))
      .orderBy(sql`r.position`)
      .prepare(
        `directory_search_${['keyword', 'origin', 'categories', 'openNow'].map((k) => (shape[k as keyof SearchShape] ? 1 : 0)).join('')}${perPage === serviceDirectoryConstants.pageSize ? '' : `_${perPage}`}`,
      ),
  );

const searchStatements = new Map<string, ReturnType<typeof searchStatement>>();

export function shapeOf(filters: SearchFilters): SearchShape {
  return {
    keyword: filters.tsquery !== null,
    origin: filters.origin !== null,
    categories: filters.categoryIds !== null,
    openNow: filters.openNow,
  };
}

/** The search statement for these filters, e.g. for EXPLAIN (tests, bench). */
export function searchSql(shape: SearchShape, perPage: number): SQL {
  return sql`select * from ${searchQuery(shape, perPage)} order by r.position`;
}

export function searchParameters(filters: SearchFilters) {
  return {
    tsquery: filters.tsquery,
    latitude: filters.origin?.latitude ?? null,
    longitude: filters.origin?.longitude ?? null,
    radiusMeters: filters.origin?.radiusMeters ?? null,
    categoryIds: filters.categoryIds,
    sort: filters.sort,
    offset: (filters.page - 1) * filters.perPage,
    now: filters.now.toISOString(),
    timeZone: filters.defaultTimeZone,
  };
}

/** The page with its details, the total and how many of the categories asked for are not categories: one statement. */
export async function searchServices(db: Db, filters: SearchFilters): Promise<SearchRow[]> {
  const shape = shapeOf(filters);
  const key = JSON.stringify([shape, filters.perPage]);
  let statement = searchStatements.get(key);
  if (!statement) {
    statement = searchStatement(shape, filters.perPage);
    searchStatements.set(key, statement);
  }
  return await statement(db).execute(searchParameters(filters));
}

/** Open now for one service at one location (the detail call): the search's test, with values for its parameters. */
export async function openNowFor(
  db: DbOrTx,
  ids: { service: string; sal: string | null; location: string | null },
  now: Date,
  defaultTimeZone: string,
): Promise<boolean | null> {
  const zone = sql`(select time_zone from directory_locations where id = ${ids.location}::uuid)`;
  const local = sql`(${now.toISOString()}::timestamptz at time zone coalesce(${zone}, ${defaultTimeZone}::text))`;
  const result = await db.execute(
    sql`select ${openNowSubquery(
      { service: sql`${ids.service}::uuid`, sal: sql`${ids.sal}::uuid`, location: sql`${ids.location}::uuid` },
      local,
    )} as "openNow"`,
  );
  return (result as { rows: { openNow: boolean | null }[] }).rows[0]?.openNow ?? null;
}
