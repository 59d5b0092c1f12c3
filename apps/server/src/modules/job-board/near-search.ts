import { sql, type SQL } from 'drizzle-orm';
import {
  countCap,
  here,
  nearPosts,
  postFilterConditions,
  remotePosts,
  searchRowConditions,
  type BoardFilters,
  type Origin,
} from './search-filters.ts';

/**
 * How far a search near an address may walk the located search rows, newest first (see `nearOrRemoteSql`): about
 * 1.3 hours of posts at 1,000,000 live ones, and reading the bound costs 0.2 ms of a narrow index.
 */
export const recentWalkRows = 2000;

/**
 * A search near an address that also shows remote posts (the board's default). Remote posts are a tenth of the posts
 * and every one of them is near, so the newest K (K = offset + page size) usually came out recently and bound the
 * page: a near post older than the K-th of them cannot be on it. When that K-th remote post is newer than the
 * `recentWalkRows`-th located row, the near posts of the page are found by walking the located rows from the newest
 * down to it (the posted_at index, index only, stopping at the bound), not by collecting every post in the circle;
 * otherwise, or with fewer than K remote matches, every post in the circle is collected as before (`near`), behind a
 * one-time filter. The count reads the remote matches first and the circle only if they stop short of the cap: near
 * and remote posts are disjoint (a post is in the near part only when not remote), so no union needs to dedupe.
 * Answers the statement's CTEs up to `page` and `counted`; repository.ts adds the page's details.
 */
export function nearOrRemoteSql(filters: BoardFilters, origin: Origin, walkRows: number): SQL {
  const offset = (filters.page - 1) * filters.perPage;
  const wanted = offset + filters.perPage;
  const newest = sql`order by p.posted_at desc, p.id desc`;
  const postFilters = searchRowConditions(filters, false, 'whole');
  // The walk reads the narrow posted_at index; the filters on the rest of the row are tested on the few posts in
  // the circle, on their search row (the post's values are the same on each of its rows).
  const rowFilters =
    postFilterConditions(filters, 'whole').length > 0
      ? sql`and exists (select 1 from job_board_search p where p.job_post_id = w.id and ${postFilters})`
      : sql``;
  const recentPart = (bound: SQL) => sql`(select p.job_post_id as id, p.posted_at, p.earth_point, p.remote,
      p.expires_at from job_board_search p
      where p.employer_location_id is not null and ${bound}
      order by p.posted_at desc, p.job_post_id desc limit ${walkRows})`;
  return sql`with near as materialized (${nearPosts(filters, origin)}),
    remote_page as materialized (
      select p.id, p.posted_at from ${remotePosts(filters)} ${newest} limit ${wanted}
    ),
    walk as materialized (
      select min(r.posted_at) as since from remote_page r
      having count(*) = ${wanted} and count(r.posted_at) > 0
        and coalesce(min(r.posted_at) > (select coalesce(b.posted_at, 'infinity') from job_board_search b
          where b.employer_location_id is not null
          order by b.posted_at desc, b.job_post_id desc offset ${walkRows - 1} limit 1), true)
    ),
    recent_near as (
      select w.id, w.posted_at from (
        ${recentPart(sql`p.posted_at >= (select since from walk)`)}
        union all
        ${recentPart(sql`p.posted_at is null and exists (select 1 from walk)`)}
      ) w
      where w.remote = ${filters.remote ?? false} and (w.expires_at is null or w.expires_at > now())
        and earth_box(${here(origin)}, ${origin.radiusMeters}::float8) @> w.earth_point
        and earth_distance(${here(origin)}, w.earth_point) <= ${origin.radiusMeters}::float8
        ${rowFilters}
    ),
    page as (
      select p.id, row_number() over (${newest}) as position from (
        select distinct on (p.posted_at, p.id) p.id, p.posted_at from (
          (select p.id, p.posted_at from recent_near p)
          union all
          (select p.id, p.posted_at from near p where not exists (select 1 from walk) ${newest} limit ${wanted})
          union all
          (select p.id, p.posted_at from remote_page p)
        ) p
        ${newest}
        limit ${filters.perPage} offset ${offset}
      ) p
    ),
    counted as (select count(*)::int as total from (
      select c.id from (
        (select p.id from ${remotePosts(filters)} limit ${countCap + 1})
        union all
        (select p.id from near p limit ${countCap + 1})
      ) c limit ${countCap + 1}
    ) c)
    `;
}
