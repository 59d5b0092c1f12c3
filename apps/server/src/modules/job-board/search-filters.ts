import { sql, type SQL } from 'drizzle-orm';
import { jobBoardConstants } from '@portal/contracts';
import { secToGc } from '../../platform/geo/earth-sql.ts';
import type { NearTuning } from './near-search.ts';

/**
 * What a job board search asks for, and the conditions on the search rows (job_board_search, migration 0056) that the
 * statements of repository.ts and near-search.ts share.
 */

export const countCap = jobBoardConstants.countCap;

export interface Origin {
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

/**
 * An origin with its earth point and the box around it within the radius, as the database's ll_to_earth and
 * earth_box give them (cube text, exact: cube_out writes the shortest text that reads back as the same float8s). The
 * statements read them as constants (repository.placeOrigin looks them up once per origin): computed in each
 * statement, those SQL functions ran while it was planned, about 0.2 ms per search (issue #30).
 */
export interface PlacedOrigin extends Origin {
  here: string;
  box: string;
}

export interface BoardFilters {
  page: number;
  perPage: number;
  /** Lower-cased words; every one must appear in the title, the description or the employer's name. */
  words: string[];
  origin: Origin | null;
  remote: boolean | undefined;
  industries: string[] | undefined;
  educationLevelIds: number[] | undefined;
  positionTypeIds: number[] | undefined;
  minAnnualSalary: number | undefined;
  /** O*NET codes: the occupation's own, or its related occupations' when it has no posts. */
  onetCodes: string[] | undefined;
}

/** A search as its statement reads it: the origin with its point and box (repository.searchPosts places it). */
export type PlacedFilters = Omit<BoardFilters, 'origin'> & { origin: PlacedOrigin | null };

/** A search with no filter: the whole board, newest first, page 1. */
export const emptyBoardFilters: BoardFilters = {
  page: 1,
  perPage: jobBoardConstants.pageSize,
  words: [],
  origin: null,
  remote: undefined,
  industries: undefined,
  educationLevelIds: undefined,
  positionTypeIds: undefined,
  minAnnualSalary: undefined,
  onetCodes: undefined,
};

export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The values a search statement reads, each by its key (searchValues gives them): the statements are built from the
 * search's shape and these keys alone, so one text serves every search of a shape (repository.renderedSearch).
 */
export type SearchValues = {
  /** offset + page size: the newest K posts of each part that the page can come from. */
  wanted: number;
  perPage: number;
  offset: number;
  /** Whether remote posts are asked for (false when the search does not say: the near part's posts). */
  remote: boolean;
  /** The search's total is counted to one more than the cap (countCap, or the tuning's in a search near an address). */
  capped: number;
  cap: number;
  box: string;
  here: string;
  radius: number;
  walkRows: number;
  /** The offset of the last located row a walk may read (walkRows - 1). */
  walkLast: number;
  sampleRows: number;
  sampleHits: number;
  /** The sample's hits at which the remote walk is expected to find K matches (near-search.remotePageSql). */
  walkHits: number;
  countWalkRows: number;
} & Record<`pattern${number}` | `word${number}`, string>;

export type SearchValueKey = Extract<keyof SearchValues, string>;

/** How a statement holds a value of the search, by its key (`type`: the SQL type it is read as). */
export type Bind = (key: SearchValueKey, type: string) => SQL;

/** The search's values by key; `tuning` bounds a search near an address (near-search.NearTuning). */
export function searchValues(filters: PlacedFilters, tuning: Omit<NearTuning, 'remoteWords'>): SearchValues {
  const offset = (filters.page - 1) * filters.perPage;
  const wanted = offset + filters.perPage;
  const near = filters.origin !== null && filters.remote === undefined;
  const values: SearchValues = {
    wanted,
    perPage: filters.perPage,
    offset,
    remote: filters.remote ?? false,
    capped: (near ? tuning.cap : countCap) + 1,
    cap: tuning.cap,
    box: filters.origin?.box ?? '',
    here: filters.origin?.here ?? '',
    radius: filters.origin?.radiusMeters ?? 0,
    walkRows: tuning.walkRows,
    walkLast: tuning.walkRows - 1,
    sampleRows: tuning.sampleRows,
    sampleHits: tuning.sampleHits,
    walkHits: Math.max(tuning.pageWalkHits, Math.ceil((wanted * tuning.sampleRows) / tuning.countWalkRows)),
    countWalkRows: tuning.countWalkRows,
  };
  filters.words.forEach((word, index) => {
    values[`pattern${index}`] = containing(word);
    values[`word${index}`] = word;
  });
  return values;
}

/**
 * How a search's statement holds its values. A search planned for its values (plannedOnce false: words nationwide or
 * with a remote choice, or a filter on the post's columns) binds them as parameters: plan_cache_mode auto keeps custom
 * plans for it, since a generic plan is many times slower there and, for a high minimum salary, counts by a scan of
 * every post. Any other search (an address, remote or not, a page, words near an address) reads each value through a
 * sub-select, so a custom plan knows no more than the generic one and Postgres keeps the generic plan after the first
 * five runs of the named statement: it is planned once per connection (issue #30, bench/issue-30-job-board-6.md and
 * -7.md, bench/issue-30-one-round-trip.md).
 * `values` gives each key its value; without them each key is a placeholder, filled per search (drizzle's
 * fillPlaceholders), for the text a shape of search shares.
 */
export function bindOf(filters: BoardFilters, values?: SearchValues): Bind {
  const valueOf = (key: SearchValueKey) => (values ? values[key] : sql.placeholder(key));
  return plannedOnce(filters)
    ? (key, type) => sql`(select ${valueOf(key)}::${sql.raw(type)})`
    : (key) => sql`${valueOf(key)}`;
}

/**
 * Whether a search's statement has one plan for all values (bindOf): no filter on the post's columns, and no words or
 * words near an address with remote posts shown. A search of words near an address decides its paths itself at run
 * time (the remote posts' sample, near-search.ts), so its plan needs no estimate of the words; other word searches
 * still lean on the planner's estimate of how common their words are. With two words or more the generic plan is
 * costed past jit_above_cost, which the app's sessions have no use for (JIT is off, ADR 0057).
 */
export const plannedOnce = (filters: BoardFilters): boolean =>
  postColumnConditions(filters).length === 0 &&
  (filters.words.length === 0 || (filters.origin !== null && filters.remote === undefined));

export const list = (values: (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export const here = (bind: Bind) => sql`${bind('here', 'cube')}::cube`;

/** earth_box(here, radius) @> point and earth_distance(here, point) <= radius, for a column holding an earth point. */
export const withinRadiusOf = (point: SQL, bind: Bind) =>
  sql`${bind('box', 'cube')}::cube @> ${point}
    and ${secToGc(sql`cube_distance(${here(bind)}, ${point})`)} <= ${bind('radius', 'float8')}::float8`;

/**
 * The search row conditions (job_board_search as p, migration 0056): the filters of a search, tested on the row that
 * pre-joins a live post with one of its places, so a search in a circle or over the remote posts reads no post.
 */
export function searchRowConditions(
  filters: BoardFilters,
  bind: Bind,
  testRemote: boolean,
  text: 'whole' | 'short',
): SQL {
  const conditions: SQL[] = [sql`(p.expires_at is null or p.expires_at > now())`];
  if (testRemote) conditions.push(sql`p.remote = ${bind('remote', 'boolean')}`);
  return sql.join([...conditions, ...postFilterConditions(filters, bind, text)], sql` and `);
}

/** The search's own filters (keywords, industry, education, position type, salary, occupation), none when absent. */
export function postFilterConditions(filters: BoardFilters, bind: Bind, text: 'whole' | 'short'): SQL[] {
  const conditions: SQL[] = [];
  // The row's text holds the post's title and description and its employer's name (a line apart). The radius index
  // holds it as search_short, null when longer than 1,000 bytes (migration 0064): then the row's whole text is read.
  for (const index of filters.words.keys()) {
    const pattern = bind(`pattern${index}`, 'text');
    conditions.push(
      text === 'whole'
        ? sql`p.search_text like ${pattern}`
        : sql`(${holdsWord(sql`p.search_short`, index, bind)} or (p.search_short is null and exists (
            select 1 from job_board_search t where t.job_post_id = p.job_post_id and t.search_text like ${pattern})))`,
    );
  }
  return [...conditions, ...postColumnConditions(filters)];
}

/**
 * Whether a text holds the search's word `index`, for a text read row by row (a walk, or an index's copy of the row):
 * strpos finds a substring as `like '%word%'` does, at about three quarters of its CPU per row (issue #30). A text an
 * index is to search (the trigram index of search_text) is tested with LIKE, the operator that index serves.
 */
export const holdsWord = (text: SQL, index: number, bind: Bind) =>
  sql`strpos(${text}, ${bind(`word${index}`, 'text')}) > 0`;

/**
 * The filters on the post's own columns (industry, education, position type, salary, occupation), none when absent:
 * the same column names on job_posts and on its search rows, so both kinds of statement test them alike.
 */
export function postColumnConditions(filters: BoardFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.industries?.length) conditions.push(sql`p.industry in (${list(filters.industries)})`);
  if (filters.educationLevelIds?.length) {
    conditions.push(sql`p.minimum_educational_level_id in (${list(filters.educationLevelIds)})`);
  }
  if (filters.positionTypeIds?.length)
    conditions.push(sql`p.job_position_type_id in (${list(filters.positionTypeIds)})`);
  if (filters.minAnnualSalary !== undefined) conditions.push(sql`p.annual_salary_max >= ${filters.minAnnualSalary}`);
  if (filters.onetCodes !== undefined) conditions.push(sql`p.onet_code in (${list(filters.onetCodes)})`);
  return conditions;
}

/**
 * Live posts offered within the radius, once each: one index-only scan of the search rows' GiST index (the circle's
 * box, then the exact distance), the filters tested on the index's copy of each row (the text's when it is short).
 */
export function nearPosts(filters: BoardFilters, bind: Bind): SQL {
  return sql`select p.job_post_id as id, max(p.posted_at) as posted_at from job_board_search p
    where p.employer_location_id is not null and ${withinRadiusOf(sql`p.earth_point`, bind)}
      and ${searchRowConditions(filters, bind, true, 'short')}
    group by p.job_post_id`;
}

/** Live remote posts, which can be done from anywhere: their search rows with no place. */
export function remotePosts(filters: BoardFilters, bind: Bind): SQL {
  return sql`(select p.job_post_id as id, p.posted_at from job_board_search p
    where p.employer_location_id is null and ${searchRowConditions(filters, bind, false, 'whole')}) p`;
}
