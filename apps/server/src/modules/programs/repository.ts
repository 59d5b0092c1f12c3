import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';
import { earthBox, llToEarth, secToGc } from '../../platform/geo/earth-sql.ts';
import { detailsOf, num, resultFields, toProgramRow, type ProgramRow, type RawProgram } from './program-rows.ts';
import { containing, driverMatch, everyWord, p, typedNames, typoTolerantHits, wordsCte } from './text-match.ts';

export type { ProgramRow } from './program-rows.ts';

const { programTypes, programFormats, providerTypes, programs, savedPrograms } = schema;

/**
 * Program Finder SQL. A search is one prepared statement (see searchSql): the matches are gathered and counted, the
 * page is picked among them, and only the page's rows are read in detail, so the per-row subqueries (provider
 * locations, saved flag) run ten times.
 */

export interface SearchFilters {
  customerId: number;
  page: number;
  perPage: number;
  /**
   * Lower-cased search text and its words; `fuzzy` lets near spellings match when nothing matches as typed, in the
   * same statement (see searchSql).
   */
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

/** Both drivers answer `{ rows }`; numeric and bigint columns arrive as strings from node-postgres. */
async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * Provider locations within the radius (the GiST index on ll_to_earth serves the box); none without an origin. The
 * search point and its box are computed once (InitPlans), each location's distance from its coordinates, with
 * earthdistance's arithmetic written out (earth.ts: its functions are SQL functions, each call an executor of its own).
 */
const lat = p('latitude');
const lon = p('longitude');
const here = sql`(select ${llToEarth(sql`${lat}::float8`, sql`${lon}::float8`)})`;
const box = sql`(select ${earthBox(llToEarth(sql`${lat}::float8`, sql`${lon}::float8`), sql`${p('radius')}::float8`)})`;
const nearCtes = sql`near as (
    select l.id, l.provider_id, d.meters
    from provider_locations l
    cross join lateral (select ${secToGc(sql`c.chord`)} as meters
      from (select cube_distance(${here}, ${llToEarth(sql`l.latitude`, sql`l.longitude`)}) as chord offset 0) c) d
    where ${box} @> ll_to_earth(l.latitude, l.longitude)
      and d.meters <= ${p('radius')}::float8
  ),
  near_providers as (select provider_id, min(meters) as meters from near group by provider_id)`;

const rowFilters = sql`(${p('typeIds')}::int[] is null or p.type_id = any(${p('typeIds')}::int[]))
  and (${p('formatIds')}::int[] is null or p.format_id = any(${p('formatIds')}::int[]))
  and (${p('providerTypeIds')}::int[] is null or p.provider_id = any(array(
    select id from providers where provider_type_id = any(${p('providerTypeIds')}::int[]))))
  and (${p('minCost')}::numeric is null or p.total_cost >= ${p('minCost')}::numeric)
  and (${p('maxCost')}::numeric is null or p.total_cost <= ${p('maxCost')}::numeric)
  and case ${p('tuitionSupport')}::text
    when '1' then p.eligible_for_tuition_support is true
    when '0' then p.eligible_for_tuition_support is false
    when '-1' then p.eligible_for_tuition_support is null
    else true end
  and (not ${p('savedOnly')}::boolean or p.id = any(array(
    select s.program_id from saved_programs s where s.customer_id = ${p('customerId')}::int)))`;

/** Higher for matches in the title, then the CIP title, the provider, the description (null without text). */
const relevance = sql`(3 * word_similarity(${p('phrase')}::text, m.title_key)
    + 2 * coalesce(cs.score, 0) + ps.score
    + case when strpos(lower(p.description), ${p('phrase')}::text) > 0 then 0.5 else 0 end)`;
/**
 * The CIP titles' and providers' part of the relevance, once per CIP code and provider among the matches rather than
 * once per scored program: many programs share them, and the CIP title's similarity was the costliest term. Each
 * read by primary key (`= any(array(...))`, one probe per distinct value), not a scan of the CIP list and providers.
 */
const sharedScores = sql`cip_scores as materialized (
      select c.code, word_similarity(${p('phrase')}::text, lower(c.title)) as score from cip_codes c
      where c.code = any(array(select m.cip_code from matched m))
    ),
    provider_scores as materialized (
      select pr.id, word_similarity(${p('phrase')}::text, lower(pr.name)) as score from providers pr
      where pr.id = any(array(select m.provider_id from matched m))
    ),`;
const byDistance = p('byDistance');

type Kind = 'indexed' | 'fuzzy' | 'scan' | 'browse';

/**
 * The statement of one kind of search: text through the indexes (as typed, or typo-tolerant: as typed, else with
 * near spellings), text whose words have no
 * trigrams (a scan), no text. `hits` (materialized, so that no plan folds the joins into the index scan) holds the
 * programs matching the text and the filters; `matched` adds the distance and keeps those within the radius. A
 * distance sort puts the page among the programs no further than the page's last one (`cut`): only those are scored
 * and ordered, a few dozen rather than every match. The page is a top-N sort (no full sort, no window over every
 * match), and only its rows are read in detail; one row (all null but total) answers an empty page.
 */
function searchSql(kind: Kind, near: boolean): SQL {
  const text = kind === 'indexed' || kind === 'fuzzy' ? driverMatch(typedNames, false) : sql`true`;
  // Near an address: only programs at a location within the radius (or online, of a provider with one), through the
  // location and provider indexes, so rows beyond the radius are never read.
  const nearOnly = near
    ? sql`and (p.provider_location_id = any(array(select id from near))
        or (p.provider_location_id is null and p.provider_id = any(array(select provider_id from near))))`
    : sql``;
  const scored = kind !== 'browse';
  const hitColumns = sql`p.id, p.provider_id, p.provider_location_id, p.cip_code, lower(p.title) as title_key`;
  const hits =
    kind === 'fuzzy'
      ? typoTolerantHits(hitColumns, sql`${rowFilters} ${nearOnly}`)
      : sql`hits as materialized (
      select ${hitColumns} from programs p
      where ${text} and ${scored ? everyWord(typedNames) : sql`true`} and ${rowFilters} ${nearOnly}
    ),`;
  return sql`(with ${nearCtes}, ${wordsCte(typedNames)}, ${hits}
    matched as (
      select h.id, h.provider_id, h.cip_code, h.title_key, coalesce(nl.meters, np.meters) as meters
      from hits h
      left join near nl on nl.id = h.provider_location_id
      left join near_providers np on h.provider_location_id is null and np.provider_id = h.provider_id
      where ${p('latitude')}::float8 is null or coalesce(nl.meters, np.meters) is not null
    ),
    counted as (select count(*)::int as total from matched),
    cut as materialized (
      select case when ${byDistance}::boolean then (
        select m.meters from matched m order by m.meters offset ${p('end')}::int - 1 limit 1
      ) end as meters
    ),
    ${scored ? sharedScores : sql``}
    ranked as (
      select m.id, m.meters, case when ${byDistance}::boolean then m.meters end as by_distance,
        ${scored ? relevance : sql`null::float8`} as score, m.title_key
      from matched m
      cross join cut
      ${
        scored
          ? sql`join programs p on p.id = m.id
      join provider_scores ps on ps.id = m.provider_id
      left join cip_scores cs on cs.code = m.cip_code`
          : sql``
      }
      where cut.meters is null or m.meters <= cut.meters
      order by by_distance, score desc, m.title_key, m.id
      limit ${p('limit')}::int offset ${p('offset')}::int
    ),
    page as (
      select r.id, r.meters, row_number() over (order by r.by_distance, r.score desc, r.title_key, r.id) as position
      from ranked r
    )
    select d.*, counted.total from counted left join (${detailsOf(sql`page`)}) d on true) as r`;
}

const searchStatement = (kind: Kind, near: boolean) =>
  preparedStatement((db: Db) => searchQuery(db, kind, near).prepare(`program_search_${kind}${near ? '_near' : ''}`));
const searchStatements = {
  indexed: [searchStatement('indexed', false), searchStatement('indexed', true)],
  fuzzy: [searchStatement('fuzzy', false), searchStatement('fuzzy', true)],
  scan: [searchStatement('scan', false), searchStatement('scan', true)],
  browse: [searchStatement('browse', false), searchStatement('browse', true)],
};

/** Words with a run of three letters or digits have trigrams for the index to look up. */
const indexable = (word: string) => /[\p{L}\p{N}]{3}/u.test(word);
const longest = (words: string[]) => words.reduce((a, b) => (b.length > a.length ? b : a));

/** The search's statement as a select builder, for the plan test (the app runs its prepared form). */
export function searchQuery(db: DbOrTx, kind: Kind, near: boolean) {
  return db
    .select(resultFields)
    .from(searchSql(kind, near))
    .orderBy(sql`r.position`);
}

/** Which statement a search runs, and its parameters by name. */
export function searchPlan(filters: SearchFilters) {
  const offset = (filters.page - 1) * filters.perPage;
  const words = filters.text?.words ?? [];
  // As typed: the longest indexable word drives. Typo-tolerant (only when a word has 5+ letters, the only ones near
  // spellings are tried for): its second pass is driven by the longest word of 5+ letters.
  const typedCandidates = words.filter(indexable);
  const driver = typedCandidates.length > 0 ? longest(typedCandidates) : null;
  const typoCandidates = filters.text?.fuzzy === true ? words.filter((word) => word.length >= 5) : [];
  const typoDriver = typoCandidates.length > 0 ? longest(typoCandidates) : null;
  const others = words.filter((word) => word !== driver);
  const typoOthers = words.filter((word) => word !== typoDriver);
  const kind: Kind =
    words.length === 0 ? 'browse' : driver === null ? 'scan' : typoDriver !== null ? 'fuzzy' : 'indexed';
  const values = {
    customerId: filters.customerId,
    phrase: filters.text?.phrase ?? null,
    latitude: filters.origin?.latitude ?? null,
    longitude: filters.origin?.longitude ?? null,
    radius: filters.origin?.radiusMeters ?? null,
    byDistance: filters.sort === 'distance' && filters.origin !== null,
    typeIds: filters.typeIds?.length ? filters.typeIds : null,
    formatIds: filters.formatIds?.length ? filters.formatIds : null,
    providerTypeIds: filters.providerTypeIds?.length ? filters.providerTypeIds : null,
    minCost: filters.minCost ?? null,
    maxCost: filters.maxCost ?? null,
    tuitionSupport: filters.tuitionSupport ?? null,
    savedOnly: filters.savedOnly,
    limit: filters.perPage,
    offset,
    end: offset + filters.perPage,
    driver: driver === null ? null : containing(driver),
    driverWord: driver,
    patterns: others.map(containing),
    words: others,
    fuzzy: others.map(() => false),
    typoDriver: typoDriver === null ? null : containing(typoDriver),
    typoDriverWord: typoDriver,
    typoPatterns: typoOthers.map(containing),
    typoWords: typoOthers,
    typoFuzzy: typoOthers.map((word) => word.length >= 5),
  };
  return { kind, values };
}

/** The page of matches and their total: one statement. */
export async function searchPrograms(db: Db, filters: SearchFilters): Promise<{ rows: ProgramRow[]; total: number }> {
  const { kind, values } = searchPlan(filters);
  const near = values.latitude !== null;
  const raw = (await searchStatements[kind][near ? 1 : 0]!(db).execute(values)) as unknown as RawProgram[];
  const total = Number(raw[0]?.total ?? 0);
  return { rows: raw.filter((row) => row.id !== null).map(toProgramRow), total };
}

const findStatement = preparedStatement((db: Db) =>
  db
    .select(resultFields)
    .from(
      sql`(select d.*, null::int as total
        from (${detailsOf(sql`(select ${p('id')}::int as id, 1 as position, null::float8 as meters)`)}) d) as r`,
    )
    .prepare('program_find'),
);

export async function findProgram(db: Db, customerId: number, id: number): Promise<ProgramRow | null> {
  const [raw] = await findStatement(db).execute({ customerId, id });
  return raw ? toProgramRow(raw as unknown as RawProgram) : null;
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
