import { sql } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';

/** What one My Career page statement is given; null means "no such filter". */
export interface MyCareerParams {
  customerId: number;
  scales: number[] | null;
  clusters: number[] | null;
  salaryMin: number | null;
  salaryMax: number | null;
  saved: boolean;
  brightOutlook: boolean;
  /** Occupations the keyword found, with their relevance; null without a keyword. */
  hitIds: number[] | null;
  hitScores: number[] | null;
  /** Their tiers: title and alias matches (1) order before the match score (see titleHits in occupations). */
  hitTiers: number[] | null;
  sort: string | null;
  offset: number;
  limit: number;
}

const p = (name: string) => sql.placeholder(name);

/**
 * One statement per page: the customer's latest complete set of scores joined to the occupations, filtered,
 * counted, ordered (a keyword's title and alias matches, then best match, unless another sort is chosen) and one page read with clusters and the
 * saved flag. The Bright Outlook filter is the designation's rule (brightOutlookReason in the contracts) in SQL.
 */
const pageStatement = sql`(
  with scores as (
    select u.occupation_id, u.score from customer_matches m
    cross join lateral unnest(m.occupation_ids, m.scores) as u(occupation_id, score)
    where m.customer_id = ${p('customerId')}::int),
  hits as (select * from unnest(${p('hitIds')}::int[], ${p('hitScores')}::float8[], ${p('hitTiers')}::int[])
    as h(occupation_id, score, tier)),
  filtered as (
    select o.id, o.title, o.code, o.median_annual_salary, o.annual_job_openings, s.score, coalesce(h.score, 0) as relevance,
      coalesce(h.tier, 0) as tier
    from occupations o
    left join scores s on s.occupation_id = o.id
    left join hits h on h.occupation_id = o.id
    where (${p('hitIds')}::int[] is null or h.occupation_id is not null)
      and (${p('scales')}::int[] is null or o.education_level = any(${p('scales')}::int[]))
      and (${p('clusters')}::int[] is null or exists (
        select 1 from occupation_clusters oc where oc.occupation_id = o.id and oc.cluster_id = any(${p('clusters')}::int[])))
      and (${p('salaryMin')}::int is null or o.median_annual_salary >= ${p('salaryMin')}::int)
      and (${p('salaryMax')}::int is null or o.median_annual_salary <= ${p('salaryMax')}::int)
      and (not ${p('saved')}::boolean or exists (
        select 1 from saved_occupations sv where sv.customer_id = ${p('customerId')}::int and sv.occupation_id = o.id))
      and (not ${p('brightOutlook')}::boolean or o.growth_rate >= 5
        or exists (select 1 from unnest(string_to_array(lower(coalesce(o.bright_outlook_category, '')), ';')) c(name)
                   where btrim(c.name) in ('numerous job openings', 'new and emerging')))),
  page as (
    select f.id, f.score, row_number() over (order by
      case when ${p('sort')}::text = 'a-z' then f.title end asc,
      case when ${p('sort')}::text = 'z-a' then f.title end desc,
      case when ${p('sort')}::text = 'high-low' then f.median_annual_salary end desc nulls last,
      case when ${p('sort')}::text = 'low-high' then f.median_annual_salary end asc nulls last,
      f.tier desc, f.score desc nulls last, f.relevance desc, (f.code like '%.00') desc, f.annual_job_openings desc nulls last,
      f.title, f.id) as ord
    from filtered f
    order by ord
    limit ${p('limit')}::int offset ${p('offset')}::int)
  select (select count(*) from filtered) as total, pg.ord, pg.score,
    o.id, o.title, o.image, o.description, o.growth_rate, o.median_annual_salary, o.annual_job_openings,
    o.bright_outlook_category,
    coalesce((
      select json_agg(json_build_object('id', c.id, 'name', c.name) order by oc.position, c.id)
      from occupation_clusters oc join career_clusters c on c.id = oc.cluster_id
      where oc.occupation_id = o.id), '[]'::json) as clusters,
    exists (
      select 1 from saved_occupations sv
      where sv.customer_id = ${p('customerId')}::int and sv.occupation_id = o.id) as is_saved
  from (select 1) as one
  left join (page pg join occupations o on o.id = pg.id) on true
) as r`;

const columns = {
  total: sql<number>`r.total`.mapWith(Number),
  id: sql<number | null>`r.id`,
  score: sql<number | null>`r.score`.mapWith((value) => (value === null ? null : Number(value))),
  title: sql<string>`r.title`,
  image: sql<string | null>`r.image`,
  description: sql<string>`r.description`,
  growthRate: sql<number | null>`r.growth_rate`.mapWith((value) => (value === null ? null : Number(value))),
  medianAnnualSalary: sql<number | null>`r.median_annual_salary`,
  annualJobOpenings: sql<number | null>`r.annual_job_openings`,
  brightOutlookCategory: sql<string | null>`r.bright_outlook_category`,
  clusters: sql<{ id: number; name: string }[]>`r.clusters`,
  isSaved: sql<boolean>`r.is_saved`,
};

const myCareerPageStatement = preparedStatement((db: Db) =>
  db
    .select(columns)
    .from(pageStatement)
    .orderBy(sql`r.ord`)
    .prepare('my_career_opportunities'),
);

export async function myCareerPage(db: Db, params: MyCareerParams) {
  const rows = await myCareerPageStatement(db).execute({ ...params });
  const page = rows.filter((row): row is typeof row & { id: number } => row.id !== null);
  return { total: rows[0]?.total ?? 0, rows: page };
}
