import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';
import {
  fuzzyHits,
  type KeywordParams,
  oneEditWordsQuery,
  oneWordHits,
  p,
  phraseHits,
  typoParams,
} from './keyword-hits.ts';

const { careerClusters, educationLevels, occupations, savedOccupations } = schema;

export function listCareerClusters(db: Db) {
  return db
    .select({ id: careerClusters.id, name: careerClusters.name })
    .from(careerClusters)
    .orderBy(asc(careerClusters.id));
}

/** The 1-5 scales of the given education levels; ids that do not exist are missing from the map. */
export async function educationScales(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: educationLevels.id, scale: educationLevels.scale })
    .from(educationLevels)
    .where(inArray(educationLevels.id, ids));
  return new Map(rows.map((row) => [row.id, row.scale]));
}

// ---------------------------------------------------------------- search

/** What one search statement is given; null means "no such filter". */
export interface SearchParams {
  customerId: number;
  /** Education scales (1-5) to keep. */
  scales: number[] | null;
  clusters: number[] | null;
  salaryMin: number | null;
  salaryMax: number | null;
  saved: boolean;
  sort: string | null;
  offset: number;
  limit: number;
}

export interface OpportunityRow {
  id: number;
  title: string;
  image: string | null;
  description: string;
  growthRate: number | null;
  medianAnnualSalary: number | null;
  annualJobOpenings: number | null;
  /** O*NET's Bright Outlook categories; the designation itself is derived with the growth (brightOutlookReason). */
  brightOutlookCategory: string | null;
  clusters: { id: number; name: string }[];
  isSaved: boolean;
  matchScore?: number | null;
}

/**
 * The filters, each a parameter that may be null. The clusters and saved ones are `= any(array(select ...))`, computed
 * once per search rather than a subquery per row: that keeps the generic plan's estimate close to the one planned for
 * the values, so Postgres keeps the generic plan (no planning per search).
 */
const filters = sql`
  (${p('scales')}::int[] is null or o.education_level = any(${p('scales')}::int[]))
  and (${p('clusters')}::int[] is null or o.id = any(array(
    select oc.occupation_id from occupation_clusters oc where oc.cluster_id = any(${p('clusters')}::int[]))))
  and (${p('salaryMin')}::int is null or o.median_annual_salary >= ${p('salaryMin')}::int)
  and (${p('salaryMax')}::int is null or o.median_annual_salary <= ${p('salaryMax')}::int)
  and (not ${p('saved')}::boolean or o.id = any(array(
    select s.occupation_id from saved_occupations s where s.customer_id = ${p('customerId')}::int)))`;

/**
 * The chosen order of titles or salaries first; then the keyword's tier (its title and alias matches), so best match
 * orders within a tier; then relevance (keyword score), an O*NET base occupation (code ending .00) before its
 * specialties (which share its BLS figures), more openings, title.
 */
const order = sql`
  case when ${p('sort')}::text = 'a-z' then f.title end asc,
  case when ${p('sort')}::text = 'z-a' then f.title end desc,
  case when ${p('sort')}::text = 'high-low' then f.median_annual_salary end desc nulls last,
  case when ${p('sort')}::text = 'low-high' then f.median_annual_salary end asc nulls last,
  f.tier desc,
  case when ${p('sort')}::text = 'match-desc' then f.match_score end desc nulls last,
  f.score desc, (f.code like '%.00') desc, f.annual_job_openings desc nulls last, f.title, f.id`;

/**
 * One statement per search: the matching occupations are filtered once, counted, and one page of them is
 * read with its clusters and saved flag. The total comes on a row of its own kind: a page past the end
 * still answers one row (id null) carrying it.
 */
function searchStatement(hits: SQL | null): SQL {
  const source = hits
    ? sql`select o.id, o.title, o.code, o.median_annual_salary, o.annual_job_openings, o.education_level, h.score,
            h.tier, ms.match_score
          from hits h
          -- Each hit's occupation by its key (offset 0 keeps the lateral a probe per hit): the generic plan, knowing
          -- nothing of the keyword, otherwise hashed all 1,016 occupations for a few dozen hits (issue #30).
          cross join lateral (select o.id, o.title, o.code, o.median_annual_salary, o.annual_job_openings,
              o.education_level from occupations o where o.id = h.occupation_id offset 0) o
          left join match_scores ms on ms.occupation_id = o.id`
    : sql`select o.id, o.title, o.code, o.median_annual_salary, o.annual_job_openings, o.education_level,
            0::float8 as score, 0 as tier, ms.match_score
          from occupations o left join match_scores ms on ms.occupation_id = o.id`;
  return sql`(
    with ${hits ? sql`hits as (${hits}),` : sql``}
    match_scores as (
      select u.occupation_id, u.score as match_score from customer_matches m
      cross join lateral unnest(m.occupation_ids, m.scores) as u(occupation_id, score)
      where m.customer_id = ${p('customerId')}::int),
    -- The hits joined to their occupations first (offset 0: the filters are not pushed into that join, where their
    -- estimate, the product of five maybe-null conditions, made the generic plan scan every occupation per hit).
    filtered as (select * from (${source} offset 0) as o where ${filters}),
    page as (
      select f.id, f.match_score, row_number() over (order by ${order}) as ord
      from filtered f
      order by ord
      limit ${p('limit')}::int offset ${p('offset')}::int
    )
    select (select count(*) from filtered) as total,
      p.ord, p.match_score,
      o.id, o.title, o.image, o.description, o.growth_rate, o.median_annual_salary, o.annual_job_openings,
      o.bright_outlook_category,
      coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name) order by oc.position, c.id)
        from occupation_clusters oc join career_clusters c on c.id = oc.cluster_id
        where oc.occupation_id = o.id), '[]'::json) as clusters,
      exists (
        select 1 from saved_occupations s
        where s.customer_id = ${p('customerId')}::int and s.occupation_id = o.id) as is_saved
    from (select 1) as one
    left join (page p join occupations o on o.id = p.id) on true
  ) as r`;
}

const resultColumns = {
  total: sql<number>`r.total`.mapWith(Number),
  id: sql<number | null>`r.id`,
  title: sql<string>`r.title`,
  image: sql<string | null>`r.image`,
  description: sql<string>`r.description`,
  growthRate: sql<number | null>`r.growth_rate`.mapWith((value) => (value === null ? null : Number(value))),
  medianAnnualSalary: sql<number | null>`r.median_annual_salary`,
  annualJobOpenings: sql<number | null>`r.annual_job_openings`,
  brightOutlookCategory: sql<string | null>`r.bright_outlook_category`,
  clusters: sql<{ id: number; name: string }[]>`r.clusters`,
  isSaved: sql<boolean>`r.is_saved`,
  /** The customer's latest complete match score (my-career), null without one. */
  matchScore: sql<number | null>`r.match_score`.mapWith((value) => (value === null ? null : Number(value))),
};

const searchQuery = (hits: SQL | null) => (db: Db) =>
  db
    .select(resultColumns)
    .from(searchStatement(hits))
    .orderBy(sql`r.ord`);
const searchStatementNamed = (name: string, hits: SQL | null) =>
  preparedStatement((db: Db) => searchQuery(hits)(db).prepare(name));

/**
 * A keyword: its hits and the page in one statement (one round trip), a typo's second pass included (see
 * typoTolerantHits). Every value the hits' indexes are searched with is a `(select $n)`, unknown to the planner, so the
 * estimates are the same whatever the keyword and Postgres keeps one generic plan for the whole statement instead of
 * planning it for every keyword.
 */
const searchByWordStatement = searchStatementNamed('search_opportunities_words', oneWordHits);
const searchByPhraseStatement = searchStatementNamed('search_opportunities_titles', phraseHits);
const searchAllStatement = searchStatementNamed('search_opportunities', null);

/**
 * The statements that read the titles, unprepared (`.toSQL()`), for the plan test: a one-word keyword and a phrase as
 * the service runs them (typos included), and the parts of a typo's second pass alone: a misspelt word's one-edit
 * corrections, and a misspelt phrase's similar titles.
 */
export const titleSearchQueries = {
  word: searchQuery(oneWordHits),
  title: searchQuery(phraseHits),
  oneEditWords: oneEditWordsQuery,
  similar: searchQuery(fuzzyHits),
};

export async function searchOpportunities(
  db: Db,
  params: SearchParams,
  keyword: KeywordParams | null,
): Promise<{ total: number; rows: OpportunityRow[] }> {
  let rows;
  if (keyword) {
    // A keyword without spaces lies within one word of a title: the vocabulary answers it (as keywordHits).
    const statement = keyword.keyword.includes(' ') ? searchByPhraseStatement : searchByWordStatement;
    rows = await statement(db).execute({ ...params, ...typoParams(keyword) });
  } else {
    rows = await searchAllStatement(db).execute({ ...params });
  }
  const page = rows.filter((row): row is typeof row & { id: number } => row.id !== null);
  return { total: rows[0]?.total ?? 0, rows: page };
}

// ---------------------------------------------------------------- detail

const detailColumns = {
  id: occupations.id,
  title: occupations.title,
  image: occupations.image,
  description: occupations.description,
  growthRate: occupations.growthRate,
  medianAnnualSalary: occupations.medianAnnualSalary,
  annualJobOpenings: occupations.annualJobOpenings,
  brightOutlookCategory: occupations.brightOutlookCategory,
  educationLevel: occupations.educationLevel,
  video: occupations.video,
  clusters: sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'name', c.name) order by oc.position, c.id)
    from occupation_clusters oc join career_clusters c on c.id = oc.cluster_id
    where oc.occupation_id = occupations.id), '[]'::json)`,
  isSaved: sql<boolean>`exists (
    select 1 from saved_occupations s
    where s.customer_id = ${p('customerId')}::int and s.occupation_id = occupations.id)`,
  // One alias per spelling, never the occupation's own title.
  aliases: sql<string[]>`coalesce((
    select json_agg(a.title order by a.title) from (
      select min(t.title) as title from occupation_titles t
      where t.occupation_id = occupations.id and t.also_called
        and t.normalized <> (select p.normalized from occupation_titles p
                             where p.occupation_id = occupations.id and p.kind = 'primary' limit 1)
      group by t.normalized) a), '[]'::json)`,
  topics: sql<{ kind: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('kind', t.kind, 'name', t.name) order by t.kind, t.position)
    from occupation_topics t where t.occupation_id = occupations.id), '[]'::json)`,
  tasks: sql<string[]>`coalesce((
    select json_agg(t.task order by t.position) from occupation_tasks t
    where t.occupation_id = occupations.id), '[]'::json)`,
  related: sql<{ id: number; title: string }[]>`coalesce((
    select json_agg(json_build_object('id', o.id, 'title', o.title) order by r.rank)
    from related_occupations r join occupations o on o.id = r.related_occupation_id
    where r.occupation_id = occupations.id and r.rank <= 10), '[]'::json)`,
};
export type OpportunityDetailRow = Awaited<ReturnType<typeof findOpportunity>>;

/** Everything the detail page shows, in one prepared statement. */
const findOpportunityStatement = preparedStatement((db: Db) =>
  db
    .select(detailColumns)
    .from(occupations)
    .where(eq(occupations.id, sql.placeholder('id')))
    .prepare('find_opportunity'),
);

export async function findOpportunity(db: Db, id: number, customerId: number) {
  const [row] = await findOpportunityStatement(db).execute({ id, customerId });
  return row ?? null;
}

// ---------------------------------------------------------------- save

export async function occupationExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: occupations.id }).from(occupations).where(eq(occupations.id, id));
  return row !== undefined;
}

/** Saves the occupation for the customer, or unsaves it when it was saved; answers the new state. */
export async function toggleSaved(tx: DbOrTx, customerId: number, occupationId: number): Promise<boolean> {
  const removed = await tx
    .delete(savedOccupations)
    .where(and(eq(savedOccupations.customerId, customerId), eq(savedOccupations.occupationId, occupationId)))
    .returning({ id: savedOccupations.occupationId });
  if (removed.length > 0) return false;
  await tx.insert(savedOccupations).values({ customerId, occupationId }).onConflictDoNothing();
  return true;
}
