import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';

const { programTypes, programFormats, providerTypes, programs, savedPrograms } = schema;

/**
 * Program Finder SQL. The search is one statement: a `page` CTE picks the ids of the asked page
 * (filters, text match, radius, order, total by window), and the outer select builds the rows of
 * that page only, so the per-row subqueries (provider locations, saved flag) run ten times.
 */

export interface SearchFilters {
  customerId: number;
  page: number;
  perPage: number;
  /** Lower-cased search text and its words; `fuzzy` lets near spellings match (see textCondition). */
  text: { phrase: string; words: string[]; fuzzy: boolean } | null;
  origin: { latitude: number; longitude: number; radiusMeters: number } | null;
  typeIds: number[] | undefined;
  formatIds: number[] | undefined;
  providerTypeIds: number[] | undefined;
  minCost: number | undefined;
  maxCost: number | undefined;
  tuitionSupport: '1' | '0' | '-1' | undefined;
  savedOnly: boolean;
  sort: 'relevance' | 'distance';
}

export interface ProgramRow {
  id: number;
  title: string;
  type: string;
  format: string;
  description: string | null;
  link: string | null;
  cipCode: string | null;
  cipTitle: string | null;
  isSaved: boolean;
  totalCost: number | null;
  tuitionCost: number | null;
  creditHours: number | null;
  contactHours: number | null;
  duration: string | null;
  semesters: number | null;
  eligibleForFinancialAid: boolean | null;
  eligibleForGiVeteranAid: boolean | null;
  eligibleForPaidTraining: boolean | null;
  eligibleForTuitionSupport: boolean | null;
  localAreasOfferingWioaFunding: string | null;
  prerequisiteSkills: string | null;
  expectedSkillsAcquired: string | null;
  relatedCareerInformation: string | null;
  location: { name: string; address: string | null; city: string | null; state: string | null } | null;
  meters: number | null;
  provider: {
    id: number;
    name: string;
    type: string | null;
    providerType: string;
    description: string | null;
    accreditation: string | null;
    supportServices: string | null;
    contactPhone: string | null;
    website: string | null;
    commutingAreaDescription: string | null;
    locations: { name: string; address: string | null; city: string | null; state: string | null }[];
  };
}

/** Both drivers answer `{ rows }`; numeric and bigint columns arrive as strings from node-postgres. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const list = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Every word must appear in the title or description (`search_text`, lower-cased when the row was written), the
 * provider's name or the CIP title.
 * Strict: as a substring. Fuzzy (the caller's second try when strict finds nothing): words of 5+
 * letters also match by trigram word similarity of at least 0.5, which lets one wrong, missing or
 * extra letter through ('nursng'); pg_trgm's `<%` operator would need its 0.6 threshold changed
 * per session. Providers and CIP titles are matched in their own small tables, once per query.
 */
function textCondition(words: string[], fuzzy: boolean): SQL {
  const matches = (word: string, column: SQL) => {
    const like = sql`${column} like ${containing(word)}`;
    return fuzzy && word.length >= 5 ? sql`(${like} or word_similarity(${word}, ${column}) >= 0.5)` : like;
  };
  return sql.join(
    words.map(
      (word) => sql`(p.search_text like ${containing(word)}
        ${fuzzy && word.length >= 5 ? sql`or word_similarity(${word}, lower(p.title)) >= 0.5` : sql``}
        or p.provider_id = any(array(select id from providers where ${matches(word, sql`lower(name)`)}))
        or p.cip_code = any(array(select code from cip_codes where ${matches(word, sql`lower(title)`)})))`,
    ),
    sql` and `,
  );
}

/** Higher for matches in the title, then the CIP title, the provider, the description. */
function relevance(phrase: string): SQL {
  return sql`(3 * word_similarity(${phrase}, lower(p.title))
    + 2 * coalesce(word_similarity(${phrase}, lower(c.title)), 0)
    + word_similarity(${phrase}, lower(pr.name))
    + case when strpos(lower(p.description), ${phrase}) > 0 then 0.5 else 0 end)`;
}

/**
 * Provider locations within the radius (the GiST index on ll_to_earth serves the box), and per
 * provider its nearest one. A program is as far as its own location; an online-only program (no
 * location) as far as its provider's nearest location.
 */
function distanceCtes(origin: NonNullable<SearchFilters['origin']>): SQL {
  const here = sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
  const there = sql`ll_to_earth(l.latitude, l.longitude)`;
  return sql`near as (
      select l.id, l.provider_id, earth_distance(${here}, ${there}) as meters
      from provider_locations l
      where earth_box(${here}, ${origin.radiusMeters}::float8) @> ${there}
        and earth_distance(${here}, ${there}) <= ${origin.radiusMeters}::float8
    ),
    near_providers as (select provider_id, min(meters) as meters from near group by provider_id),`;
}

const programMeters = sql`coalesce(nl.meters, np.meters)`;

function whereClause(filters: SearchFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filters.text) conditions.push(textCondition(filters.text.words, filters.text.fuzzy));
  if (filters.origin) conditions.push(sql`${programMeters} is not null`);
  if (filters.typeIds?.length) conditions.push(sql`p.type_id in (${list(filters.typeIds)})`);
  if (filters.formatIds?.length) conditions.push(sql`p.format_id in (${list(filters.formatIds)})`);
  if (filters.providerTypeIds?.length) conditions.push(sql`pr.provider_type_id in (${list(filters.providerTypeIds)})`);
  if (filters.minCost !== undefined) conditions.push(sql`p.total_cost >= ${filters.minCost}`);
  if (filters.maxCost !== undefined) conditions.push(sql`p.total_cost <= ${filters.maxCost}`);
  if (filters.tuitionSupport === '1') conditions.push(sql`p.eligible_for_tuition_support is true`);
  if (filters.tuitionSupport === '0') conditions.push(sql`p.eligible_for_tuition_support is false`);
  if (filters.tuitionSupport === '-1') conditions.push(sql`p.eligible_for_tuition_support is null`);
  if (filters.savedOnly) {
    conditions.push(
      sql`exists (select 1 from saved_programs s where s.program_id = p.id and s.customer_id = ${filters.customerId})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

function orderClause(filters: SearchFilters): SQL {
  const byTitle = sql`lower(p.title), p.id`;
  const byScore = filters.text ? sql`${relevance(filters.text.phrase)} desc, ` : sql``;
  if (filters.sort === 'distance' && filters.origin) return sql`${programMeters}, ${byScore}${byTitle}`;
  return sql`${byScore}${byTitle}`;
}

/** The details of the rows `pageSql` names (columns id, position, meters); ordered by position. */
function detailSelect(customerId: number, pageSql: SQL): SQL {
  return sql`with ${pageSql}
    select p.id, p.title, t.name as type, f.name as format, p.description, p.link,
      p.cip_code as "cipCode", c.title as "cipTitle",
      exists (select 1 from saved_programs s where s.program_id = p.id and s.customer_id = ${customerId}) as "isSaved",
      p.total_cost as "totalCost", p.tuition_cost as "tuitionCost", p.credit_hours as "creditHours",
      p.contact_hours as "contactHours", p.duration, p.semesters,
      p.eligible_for_financial_aid as "eligibleForFinancialAid",
      p.eligible_for_gi_veteran_aid as "eligibleForGiVeteranAid",
      p.eligible_for_paid_training as "eligibleForPaidTraining",
      p.eligible_for_tuition_support as "eligibleForTuitionSupport",
      p.local_areas_offering_wioa_funding as "localAreasOfferingWioaFunding",
      p.prerequisite_skills as "prerequisiteSkills", p.expected_skills_acquired as "expectedSkillsAcquired",
      p.related_career_information as "relatedCareerInformation",
      case when pl.id is null then null
        else json_build_object('name', pl.name, 'address', pl.address, 'city', pl.city, 'state', pl.state) end
        as location,
      page.meters, page.total,
      pr.id as "providerId", pr.name as "providerName", pr.type as "providerKind", pt.name as "providerType",
      pr.description as "providerDescription", pr.accreditation, pr.support_services as "supportServices",
      pr.contact_phone as "contactPhone", pr.website, pr.commuting_area_description as "commutingAreaDescription",
      coalesce((
        select json_agg(json_build_object('name', l.name, 'address', l.address, 'city', l.city, 'state', l.state)
          order by l.id)
        from provider_locations l where l.provider_id = pr.id
      ), '[]'::json) as "providerLocations"
    from page
    join programs p on p.id = page.id
    join providers pr on pr.id = p.provider_id
    join program_types t on t.id = p.type_id
    join program_formats f on f.id = p.format_id
    join provider_types pt on pt.id = pr.provider_type_id
    left join provider_locations pl on pl.id = p.provider_location_id
    left join cip_codes c on c.code = p.cip_code
    order by page.position`;
}

type RawProgram = Omit<
  ProgramRow,
  'provider' | 'totalCost' | 'tuitionCost' | 'creditHours' | 'meters' | 'semesters' | 'contactHours'
> & {
  totalCost: unknown;
  tuitionCost: unknown;
  creditHours: unknown;
  contactHours: unknown;
  semesters: unknown;
  meters: unknown;
  total: unknown;
  providerId: number;
  providerName: string;
  providerKind: string | null;
  providerType: string;
  providerDescription: string | null;
  accreditation: string | null;
  supportServices: string | null;
  contactPhone: string | null;
  website: string | null;
  commutingAreaDescription: string | null;
  providerLocations: ProgramRow['provider']['locations'];
};

function toProgramRow(raw: RawProgram): ProgramRow {
  return {
    id: raw.id,
    title: raw.title,
    type: raw.type,
    format: raw.format,
    description: raw.description,
    link: raw.link,
    cipCode: raw.cipCode,
    cipTitle: raw.cipTitle,
    isSaved: raw.isSaved,
    totalCost: num(raw.totalCost),
    tuitionCost: num(raw.tuitionCost),
    creditHours: num(raw.creditHours),
    contactHours: num(raw.contactHours),
    duration: raw.duration,
    semesters: num(raw.semesters),
    eligibleForFinancialAid: raw.eligibleForFinancialAid,
    eligibleForGiVeteranAid: raw.eligibleForGiVeteranAid,
    eligibleForPaidTraining: raw.eligibleForPaidTraining,
    eligibleForTuitionSupport: raw.eligibleForTuitionSupport,
    localAreasOfferingWioaFunding: raw.localAreasOfferingWioaFunding,
    prerequisiteSkills: raw.prerequisiteSkills,
    expectedSkillsAcquired: raw.expectedSkillsAcquired,
    relatedCareerInformation: raw.relatedCareerInformation,
    location: raw.location,
    meters: num(raw.meters),
    provider: {
      id: raw.providerId,
      name: raw.providerName,
      type: raw.providerKind,
      providerType: raw.providerType,
      description: raw.providerDescription,
      accreditation: raw.accreditation,
      supportServices: raw.supportServices,
      contactPhone: raw.contactPhone,
      website: raw.website,
      commutingAreaDescription: raw.commutingAreaDescription,
      locations: raw.providerLocations,
    },
  };
}

function matchingFrom(filters: SearchFilters): SQL {
  return sql`from programs p
      join providers pr on pr.id = p.provider_id
      left join cip_codes c on c.code = p.cip_code
      ${
        filters.origin
          ? sql`left join near nl on nl.id = p.provider_location_id
              left join near_providers np on p.provider_location_id is null and np.provider_id = p.provider_id`
          : sql``
      }
      where ${whereClause(filters)}`;
}

export async function searchPrograms(db: Db, filters: SearchFilters): Promise<{ rows: ProgramRow[]; total: number }> {
  const ctes = filters.origin ? distanceCtes(filters.origin) : sql``;
  const meters = filters.origin ? programMeters : sql`null::float8`;
  const offset = (filters.page - 1) * filters.perPage;
  const page = sql`${ctes} ordered as (
      select p.id, ${meters} as meters,
        row_number() over (order by ${orderClause(filters)}) as position,
        count(*) over () as total
      ${matchingFrom(filters)}
    ),
    page as (select * from ordered order by position limit ${filters.perPage} offset ${offset})`;
  const raw = await rowsOf<RawProgram>(db, detailSelect(filters.customerId, page));
  if (raw.length > 0) return { rows: raw.map(toProgramRow), total: Number(raw[0]!.total) };
  if (filters.page === 1) return { rows: [], total: 0 };
  // Past the last page: the window had no row to carry the total.
  const [counted] = await rowsOf<{ total: unknown }>(
    db,
    sql`with ${ctes} counted as (select count(*) as total ${matchingFrom(filters)}) select total from counted`,
  );
  return { rows: [], total: Number(counted?.total ?? 0) };
}

export async function findProgram(db: Db, customerId: number, id: number): Promise<ProgramRow | null> {
  const page = sql`page as (select ${id}::int as id, 1 as position, null::float8 as meters, 1 as total)`;
  const [raw] = await rowsOf<RawProgram>(db, detailSelect(customerId, page));
  return raw ? toProgramRow(raw) : null;
}

export async function programExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, id));
  return row !== undefined;
}

/** Saves when not saved, unsaves when saved; answers the new state. */
export async function toggleSaved(db: DbOrTx, customerId: number, programId: number): Promise<boolean> {
  const removed = await db
    .delete(savedPrograms)
    .where(and(eq(savedPrograms.customerId, customerId), eq(savedPrograms.programId, programId)))
    .returning({ programId: savedPrograms.programId });
  if (removed.length > 0) return false;
  await db.insert(savedPrograms).values({ customerId, programId }).onConflictDoNothing();
  return true;
}

export function listProgramTypes(db: Db) {
  return db.select({ id: programTypes.id, name: programTypes.name }).from(programTypes).orderBy(asc(programTypes.name));
}

export function listProgramFormats(db: Db) {
  return db
    .select({ id: programFormats.id, name: programFormats.name })
    .from(programFormats)
    .orderBy(asc(programFormats.name));
}

export function listProviderTypes(db: Db) {
  return db
    .select({ id: providerTypes.id, name: providerTypes.name })
    .from(providerTypes)
    .orderBy(asc(providerTypes.name));
}

export interface RelatedOccupationRow {
  id: number;
  title: string;
  medianAnnualSalary: number | null;
  growthRate: number | null;
  clusters: { id: number; name: string }[];
}

/**
 * Occupations whose SOC code the CIP-SOC crosswalk links to the CIP code; a 2- or 4-digit code
 * covers the 6-digit codes under it. Ordered by title.
 */
export async function relatedOccupations(
  db: Db,
  cipCode: string,
  page: number,
  perPage: number,
): Promise<{ rows: RelatedOccupationRow[]; total: number }> {
  const prefix = cipCode.length === 2 ? `${cipCode}.%` : `${cipCode}%`;
  const cip = cipCode.length === 7 ? sql`x.cip_code = ${cipCode}` : sql`x.cip_code like ${prefix}`;
  const matching = sql`from occupations o
    where o.soc_code in (select x.soc_code from cip_soc_crosswalk x where ${cip})`;
  const raw = await rowsOf<{
    id: number;
    title: string;
    medianAnnualSalary: unknown;
    growthRate: unknown;
    clusters: { id: number; name: string }[];
    total: unknown;
  }>(
    db,
    sql`with page as (
        select o.id, o.title, o.median_annual_salary, o.growth_rate, count(*) over () as total
        ${matching}
        order by o.title, o.id
        limit ${perPage} offset ${(page - 1) * perPage}
      )
      select page.id, page.title, page.median_annual_salary as "medianAnnualSalary",
        page.growth_rate as "growthRate", page.total,
        coalesce((
          select json_agg(json_build_object('id', cc.id, 'name', cc.name) order by oc.position, cc.id)
          from occupation_clusters oc join career_clusters cc on cc.id = oc.cluster_id
          where oc.occupation_id = page.id
        ), '[]'::json) as clusters
      from page order by page.title, page.id`,
  );
  let total = raw.length > 0 ? Number(raw[0]!.total) : 0;
  if (raw.length === 0 && page > 1) {
    const [counted] = await rowsOf<{ total: unknown }>(db, sql`select count(*) as total ${matching}`);
    total = Number(counted?.total ?? 0);
  }
  return {
    total,
    rows: raw.map((row) => ({
      id: row.id,
      title: row.title,
      medianAnnualSalary: num(row.medianAnnualSalary),
      growthRate: num(row.growthRate),
      clusters: row.clusters,
    })),
  };
}
