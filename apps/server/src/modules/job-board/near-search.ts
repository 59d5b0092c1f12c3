import { sql, type SQL } from 'drizzle-orm';
import {
  countCap,
  holdsWord,
  nearPosts,
  postColumnConditions,
  postFilterConditions,
  remotePosts,
  searchRowConditions,
  withinRadiusOf,
  type Bind,
  type BoardFilters,
} from './search-filters.ts';

/**
 * How far a search near an address may walk the located search rows, newest first (see `nearOrRemoteSql`): about
 * 1.3 hours of posts at 1,000,000 live ones, and reading the bound costs 0.2 ms of a narrow index.
 */
export const recentWalkRows = 2000;

/**
 * The bounds of a search near an address; tests make them small enough to reach with a few posts. `cap`: the total is
 * counted up to cap + 1 ('1,000+'). `sampleRows`, `sampleHits`, `countWalkRows`: when the count walks the remote rows
 * (see countedSql). At 1,000,000 posts, walking a remote row costs about 0.6 µs and a common word's trigram bitmap
 * about 0.5 µs per remote row holding it plus the texts it rechecks: the walk is the cheaper from about one remote
 * row in ten holding the words (12 % asked of the sample); 12,000 rows reach the cap down to 8.3 %. `pageWalkHits`:
 * the fewest sample hits at which the remote page is found by that walk (see remotePageSql). `remoteWords`:
 * whether the count first asks the remote posts' words (job_board_remote_words, migration 0067); tests turn it off to
 * count the other ways.
 */
export interface NearTuning {
  walkRows: number;
  cap: number;
  sampleRows: number;
  sampleHits: number;
  countWalkRows: number;
  pageWalkHits: number;
  remoteWords: boolean;
}
export const nearTuning: NearTuning = {
  walkRows: recentWalkRows,
  cap: countCap,
  sampleRows: 300,
  sampleHits: 36,
  countWalkRows: 12_000,
  pageWalkHits: 3,
  remoteWords: true,
};

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
export function nearOrRemoteSql(filters: BoardFilters, bind: Bind, remoteWords: boolean): SQL {
  const wanted = bind('wanted', 'int8');
  const newest = sql`order by p.posted_at desc, p.id desc`;
  const postFilters = searchRowConditions(filters, bind, true, 'whole');
  // The walk reads the narrow posted_at index; the filters on the rest of the row are tested on the few posts in
  // the circle, on their search row (the post's values are the same on each of its rows).
  const rowFilters =
    postFilterConditions(filters, bind, 'whole').length > 0
      ? sql`and exists (select 1 from job_board_search p where p.job_post_id = w.id and ${postFilters})`
      : sql``;
  const recentPart = (bound: SQL) => sql`(select p.job_post_id as id, p.posted_at, p.earth_point, p.remote,
      p.expires_at from job_board_search p
      where p.employer_location_id is not null and ${bound}
      order by p.posted_at desc, p.job_post_id desc limit ${bind('walkRows', 'int8')})`;
  return sql`with near as materialized (${nearPosts(filters, bind)}),
    ${remotePageSql(filters, bind)},
    walk as materialized (
      select min(r.posted_at) as since from remote_page r
      having count(*) = ${wanted} and count(r.posted_at) > 0
        and coalesce(min(r.posted_at) > (select coalesce(b.posted_at, 'infinity') from job_board_search b
          where b.employer_location_id is not null
          order by b.posted_at desc, b.job_post_id desc offset ${bind('walkLast', 'int8')} limit 1), true)
    ),
    recent_near as (
      select w.id, w.posted_at from (
        ${recentPart(sql`p.posted_at >= (select since from walk)`)}
        union all
        ${recentPart(sql`p.posted_at is null and exists (select 1 from walk)`)}
      ) w
      where w.remote = ${bind('remote', 'boolean')} and (w.expires_at is null or w.expires_at > now())
        and ${withinRadiusOf(sql`w.earth_point`, bind)}
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
        limit ${bind('perPage', 'int8')} offset ${bind('offset', 'int8')}
      ) p
    ),
    ${countedSql(filters, bind, remoteWords)}`;
}

/** A search of words alone (no filter on the post's columns): the count's and the remote page's runtime paths. */
const wordsOnly = (filters: BoardFilters) => filters.words.length > 0 && postColumnConditions(filters).length === 0;

const remoteNewest = sql`from job_board_search p where p.employer_location_id is null
    order by p.posted_at desc, p.job_post_id desc`;

/**
 * The CTE `remote_page`: the newest K remote matches (K = offset + page size). With words alone, `remote_sample` first
 * counts the matches among the newest `sampleRows` remote rows (index only, their short texts); when there are at least
 * `pageWalkHits` and enough to expect K matches within `countWalkRows` rows, the remote rows are walked newest
 * first (the covering index, up to `countWalkRows`) until K match, and when K are found they are the page's remote part; otherwise (a rare word, a deep page) the matches are found through the
 * trigram index and the newest K kept. Exact either way. The path is chosen by the data at run time, not by the
 * planner's estimate of the words, so words near an address have one plan for any words (search-filters.bindOf);
 * planned with the word's estimate, a generic plan sorted every remote post holding a common word (13,063 for 'nurse'
 * at 1,000,000 posts, 20-150 ms against 1.5 ms).
 */
function remotePageSql(filters: BoardFilters, bind: Bind): SQL {
  const wanted = bind('wanted', 'int8');
  const newest = sql`order by p.posted_at desc, p.id desc`;
  if (!wordsOnly(filters)) {
    return sql`remote_page as materialized (select p.id, p.posted_at from ${remotePosts(filters, bind)} ${newest} limit ${wanted})`;
  }
  const shortMatches = sql.join(postFilterConditions(filters, bind, 'short'), sql` and `);
  return sql`remote_sample as materialized (
      select count(*) filter (where ${shortMatches}) as hits
      from (select p.job_post_id, p.search_short ${remoteNewest} limit ${bind('sampleRows', 'int8')}) p
    ),
    remote_walked_page as materialized (
      select p.job_post_id as id, p.posted_at from (
        select p.job_post_id, p.posted_at, p.search_short, p.expires_at from job_board_search p
        where p.employer_location_id is null and (select hits from remote_sample) >= ${bind('walkHits', 'int8')}
        order by p.posted_at desc, p.job_post_id desc limit ${bind('countWalkRows', 'int8')}
      ) p
      where (p.expires_at is null or p.expires_at > now()) and ${shortMatches}
      order by p.posted_at desc, p.job_post_id desc
      limit ${wanted}
    ),
    remote_matches as materialized (select p.id, p.posted_at from ${remotePosts(filters, bind)}),
    remote_page as materialized (
      select p.id, p.posted_at from remote_walked_page p where (select count(*) from remote_walked_page) = ${wanted}
      union all
      (select p.id, p.posted_at from remote_matches p
        where (select count(*) from remote_walked_page) < ${wanted} ${newest} limit ${wanted})
    )`;
}

/**
 * The total, up to the cap: the remote matches first, then the circle's only if they stop short of it. When the search
 * is one word, the remote posts holding it as a whole word (job_board_remote_words, migration 0067, kept with the
 * search rows) are counted first, up to the cap, from that table's index alone: a post holding a word holds it as a
 * substring too, so more than the cap of them is the total (cap + 1) and nothing else runs; fewer (a rare word, part
 * of a word), and the count goes on as below. When the search is only words and they are common among the remote
 * posts (`remote_sample`: the newest `sampleRows` remote rows hold them at least `sampleHits` times), the remote rows
 * are walked newest first through their covering index (job_board_search_remote_text_idx, index only, the text from
 * its copy of the row) up to `countWalkRows` rows; when that finds more than the cap live matches, the total is
 * cap + 1 and nothing else runs. Otherwise (rare words, other filters, a walk that stops short) the matches are counted
 * through the trigram index and the circle as before, which for a common word builds a bitmap of every remote row
 * holding it. Exact either way: the sample only picks the path.
 */
function countedSql(filters: BoardFilters, bind: Bind, remoteWords: boolean): SQL {
  const capped = bind('capped', 'int8');
  const counted = sql`(select count(*) from (
      select c.id from (
        (select p.id from ${remotePosts(filters, bind)} limit ${capped})
        union all
        (select p.id from near p limit ${capped})
      ) c limit ${capped}
    ) c)`;
  if (!wordsOnly(filters)) return sql`counted as (select ${counted}::int as total)`;
  // Only rows whose text the index holds (search_short, migration 0064) count in the walk: the matches among them are
  // some of the search's, so more than the cap of them is the total; fewer, and the count below runs. (Reading a long
  // text per walked row would be a subplan per row, which the planner charges to every one of them.)
  const matches = sql.join(
    [...filters.words.keys()].map((index) => holdsWord(sql`w.search_short`, index, bind)),
    sql` and `,
  );
  // The live remote posts holding the word, up to cap + 1. With two words or more, the posts holding all of them were
  // a join of two words' posts (a hash of every post holding one, 5 ms for 'registered nurse' on 1,000,000 posts), no
  // cheaper than the walk below: those searches count as before.
  const byWords =
    remoteWords && filters.words.length === 1
      ? sql`when (select count(*) from (select 1 from job_board_remote_words v
          where v.word = ${bind('word0', 'text')} and v.live_until > now() limit ${capped}) v)
          > ${bind('cap', 'int8')} then ${capped}`
      : sql``;
  return sql`remote_walked as materialized (
      select count(*) as n from (
        select 1 from (
          select p.search_short, p.expires_at from job_board_search p
          where p.employer_location_id is null
            and (select hits from remote_sample) >= ${bind('sampleHits', 'int8')}
          order by p.posted_at desc, p.job_post_id desc limit ${bind('countWalkRows', 'int8')}
        ) w
        where (w.expires_at is null or w.expires_at > now()) and ${matches}
        limit ${capped}
      ) w
    ),
    counted as (select (case ${byWords} when (select n from remote_walked) > ${bind('cap', 'int8')} then ${capped}
      else ${counted} end)::int as total)`;
}
