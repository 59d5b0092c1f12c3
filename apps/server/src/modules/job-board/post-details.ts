import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { llToEarth, secToGc } from '../../platform/geo/earth-sql.ts';
import { preparedStatement } from '../../platform/prepared.ts';

/**
 * A post as the board shows it (the page's cards and the job page): its columns, employer, education level,
 * occupation and first career cluster, and its nearest live location to the search's origin, else its first.
 */
export interface BoardRow {
  id: number;
  title: string;
  description: string;
  employerId: number;
  companyName: string;
  remote: boolean;
  salaryRangeMin: number;
  salaryRangeMax: number;
  payUnit: string;
  hoursPerWeek: number | null;
  educationLevel: string;
  postedAt: Date | string | null;
  expiresAt: Date | string | null;
  applyLink: string;
  contactEmail: string | null;
  onetCode: string | null;
  occupationId: number | null;
  occupationTitle: string | null;
  clusterId: number | null;
  clusterName: string | null;
  industry: string;
  jobPositionTypeId: number;
  benefits: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  meters: number | null;
}

/**
 * The post's nearest live location to the origin, else its first; as columns city, state, zipcode, meters. Near an
 * origin, each location's chord is computed once (fenced by `offset 0`: sec_to_gc reads it three times).
 */
function locationJoin(here: SQL | null): SQL {
  const places = sql`job_post_locations jl join employer_locations l on l.id = jl.employer_location_id`;
  const ofPost = sql`jl.job_post_id = p.id and l.deleted_at is null`;
  if (!here) {
    return sql`left join lateral (
      select l.city, l.state, l.zipcode, null::float8 as meters from ${places} where ${ofPost} order by l.id limit 1
    ) loc on true`;
  }
  const there = llToEarth(sql`l.latitude`, sql`l.longitude`);
  return sql`left join lateral (
      select l.city, l.state, l.zipcode, d.meters
      from ${places}
      cross join lateral (select ${secToGc(sql`c.chord`)} as meters
        from (select cube_distance(${here}, ${there}) as chord offset 0) c) d
      where ${ofPost}
      order by d.meters, l.id limit 1
    ) loc on true`;
}

export function detailColumns(): SQL {
  return sql`p.id, p.title, p.description, p.employer_id as "employerId", e.company_name as "companyName", p.remote,
    p.salary_range_min as "salaryRangeMin", p.salary_range_max as "salaryRangeMax", p.pay_unit as "payUnit",
    p.hours_per_week as "hoursPerWeek", el.name as "educationLevel", p.posted_at as "postedAt",
    p.expires_at as "expiresAt", p.apply_link as "applyLink", p.contact_email as "contactEmail",
    p.onet_code as "onetCode", o.id as "occupationId", o.title as "occupationTitle",
    cl.id as "clusterId", cl.name as "clusterName", p.industry, p.job_position_type_id as "jobPositionTypeId",
    p.benefits, loc.city, loc.state, loc.zipcode, loc.meters`;
}

export function detailJoins(here: SQL | null): SQL {
  return sql`join employers e on e.id = p.employer_id
    join education_levels el on el.id = p.minimum_educational_level_id
    left join occupations o on o.code = p.onet_code
    left join lateral (
      select c.id, c.name from occupation_clusters oc join career_clusters c on c.id = oc.cluster_id
      where oc.occupation_id = o.id order by oc.position, c.id limit 1
    ) cl on true
    ${locationJoin(here)}`;
}

export const toNumbers = (row: BoardRow): BoardRow => ({
  ...row,
  salaryRangeMin: Number(row.salaryRangeMin),
  salaryRangeMax: Number(row.salaryRangeMax),
  meters: row.meters === null ? null : Number(row.meters),
});

/** The keys of a page's detail rows (BoardRow's), the select list of the prepared statements. */
const detailKeys = [
  'id',
  'title',
  'description',
  'employerId',
  'companyName',
  'remote',
  'salaryRangeMin',
  'salaryRangeMax',
  'payUnit',
  'hoursPerWeek',
  'educationLevel',
  'postedAt',
  'expiresAt',
  'applyLink',
  'contactEmail',
  'onetCode',
  'occupationId',
  'occupationTitle',
  'clusterId',
  'clusterName',
  'industry',
  'jobPositionTypeId',
  'benefits',
  'city',
  'state',
  'zipcode',
  'meters',
] as const satisfies readonly (keyof BoardRow)[];
const detailFields = Object.fromEntries(detailKeys.map((key) => [key, sql.raw(`d."${key}"`)])) as Record<
  (typeof detailKeys)[number],
  SQL
>;

/**
 * The details of a page's posts (ids in order), near an origin or not: prepared statements, planned once per
 * connection. They join each post by its key, so one generic plan serves every page; the search's own statement,
 * whose plan depends on its words, is planned per search but no longer plans these joins (issue #30). The values are
 * read through sub-selects, so a custom plan knows no more than the generic one and Postgres keeps the generic plan
 * after its first five (with the array as a constant, the demo's small tables kept a custom plan on every call).
 */
const detailStatement = (near: boolean) =>
  preparedStatement((db: Db) =>
    db
      .select(detailFields)
      .from(
        sql`(select ${detailColumns()}, page.position
          from unnest((select ${sql.placeholder('ids')}::int[])) with ordinality page(id, position)
          join job_posts p on p.id = page.id
          ${detailJoins(near ? sql`(select ${sql.placeholder('here')}::cube)` : null)}) d`,
      )
      .orderBy(sql`d.position`)
      .prepare(near ? 'job_board_page_near' : 'job_board_page'),
  );
const detailStatements = [detailStatement(false), detailStatement(true)] as const;

/** The details of a page's posts, in the order of `ids`; with the origin's point (`here`), each one's distance. */
export async function pageDetails(db: Db, ids: number[], here: string | undefined): Promise<BoardRow[]> {
  const rows = (await detailStatements[here === undefined ? 0 : 1](db).execute({ ids, here })) as BoardRow[];
  return rows.map(toNumbers);
}
