import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import type { CatalogueOccupationInput } from './catalogue.ts';
import type { MatchProfile } from './engine.ts';

/** The match engine's reads and writes: the catalogue, the customers' inputs, and the match sets. */

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as { rows: T[] }).rows;

// ---------------------------------------------------------------- catalogue

/** Names the loaded catalogue: changes whenever an import or the demo catalogue changes occupations. */
export async function catalogueStamp(db: DbOrTx): Promise<string> {
  const [row] = await rows<{ stamp: string }>(
    db,
    sql`select (select count(*) from occupations)::text || ':' || coalesce((select max(id) from occupations), 0)::text
          || ':' || coalesce((select max(imported_at)::text from reference_imports), '-') as stamp`,
  );
  return row!.stamp;
}

export async function loadCatalogueRows(db: Db): Promise<{
  occupations: CatalogueOccupationInput[];
  clusterNames: Map<number, string>;
}> {
  const [occupationRows, clusterRows, topicRows, relatedRows, clusterNameRows] = await Promise.all([
    rows<{ id: number; title: string; education_level: number | null }>(
      db,
      sql`select id, title, education_level from occupations order by id`,
    ),
    rows<{ occupation_id: number; cluster_id: number }>(
      db,
      sql`select occupation_id, cluster_id from occupation_clusters order by occupation_id, position, cluster_id`,
    ),
    rows<{ occupation_id: number; kind: string; name: string; importance: number | null }>(
      db,
      sql`select occupation_id, kind, name, importance from occupation_topics
          where kind in ('skills', 'knowledge') order by occupation_id, kind, position`,
    ),
    rows<{ occupation_id: number; related_occupation_id: number; tier: string }>(
      db,
      sql`select occupation_id, related_occupation_id, tier from related_occupations order by occupation_id, rank`,
    ),
    rows<{ id: number; name: string }>(db, sql`select id, name from career_clusters`),
  ]);
  const byId = new Map<number, CatalogueOccupationInput>(
    occupationRows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        educationLevel: row.education_level,
        clusterIds: [],
        skills: [],
        knowledge: [],
        related: [],
      },
    ]),
  );
  for (const row of clusterRows) byId.get(row.occupation_id)?.clusterIds.push(row.cluster_id);
  for (const row of topicRows) {
    const entry = byId.get(row.occupation_id);
    const topic = { name: row.name, importance: row.importance === null ? null : Number(row.importance) };
    if (entry) (row.kind === 'skills' ? entry.skills : entry.knowledge).push(topic);
  }
  for (const row of relatedRows) {
    byId.get(row.occupation_id)?.related.push({ id: row.related_occupation_id, tier: row.tier });
  }
  return {
    occupations: [...byId.values()],
    clusterNames: new Map(clusterNameRows.map((row) => [row.id, row.name])),
  };
}

// ---------------------------------------------------------------- inputs

export interface RawInputs {
  clusters: MatchProfile['clusters'];
  skills: Record<string, number> | null;
  jobTitles: string[] | null;
  education: number | null;
}

/** Every input of the given customers, in five set-based reads. */
export async function loadInputs(db: DbOrTx, customerIds: number[]): Promise<Map<number, RawInputs>> {
  const ids = sql`${`{${customerIds.join(',')}}`}::int[]`;
  const [strengthRows, savedRows, skillRows, jobRows, educationRows] = await Promise.all([
    rows<{ customer_id: number; cluster_id: number | null; strength: number | null }>(
      db,
      sql`with latest as (
            select distinct on (customer_id) id, customer_id from cluster_survey_responses
            where customer_id = any(${ids}) order by customer_id, created_at desc, id desc),
          totals as (select cluster_id, count(*)::float8 as total from cluster_survey_options group by cluster_id)
          select l.customer_id, o.cluster_id, (count(*)::float8 / max(t.total)) as strength
          from latest l
          left join cluster_survey_answers a on a.response_id = l.id and a.selected
          left join cluster_survey_options o on o.id = a.option_id
          left join totals t on t.cluster_id = o.cluster_id
          group by l.customer_id, o.cluster_id`,
    ),
    rows<{ customer_id: number; cluster_id: number }>(
      db,
      sql`select customer_id, cluster_id from saved_clusters where customer_id = any(${ids})`,
    ),
    rows<{ customer_id: number; ratings: Record<string, number> }>(
      db,
      sql`select customer_id, ratings from skills_survey_responses where customer_id = any(${ids})`,
    ),
    rows<{ customer_id: number; job_title: string }>(
      db,
      sql`select customer_id, job_title from customer_job_experiences where customer_id = any(${ids}) order by id`,
    ),
    rows<{ customer_id: number; scale: number }>(
      db,
      sql`select e.customer_id, max(l.scale)::int as scale from customer_educational_experiences e
          join education_levels l on l.id = e.education_level_id
          where e.customer_id = any(${ids}) group by e.customer_id`,
    ),
  ]);
  const inputs = new Map<number, RawInputs>(
    customerIds.map((id) => [id, { clusters: null, skills: null, jobTitles: null, education: null }]),
  );
  for (const row of strengthRows) {
    const entry = inputs.get(row.customer_id)!;
    entry.clusters ??= { strengths: {}, saved: [] };
    if (row.cluster_id !== null) entry.clusters.strengths[String(row.cluster_id)] = Number(row.strength);
  }
  for (const row of savedRows) {
    const entry = inputs.get(row.customer_id)!;
    // Saving a cluster says as much as a survey about that cluster.
    entry.clusters ??= { strengths: {}, saved: [] };
    entry.clusters.saved.push(row.cluster_id);
  }
  for (const row of skillRows) inputs.get(row.customer_id)!.skills = row.ratings;
  for (const row of jobRows) (inputs.get(row.customer_id)!.jobTitles ??= []).push(row.job_title);
  for (const row of educationRows) inputs.get(row.customer_id)!.education = row.scale;
  return inputs;
}

export async function hasInputs(db: DbOrTx, customerId: number) {
  const [row] = await rows<{
    cluster_survey: boolean;
    skills_survey: boolean;
    professional: boolean;
    education: boolean;
    saved_clusters: boolean;
  }>(
    db,
    sql`select
          exists (select 1 from cluster_survey_responses where customer_id = ${customerId}) as cluster_survey,
          exists (select 1 from skills_survey_responses where customer_id = ${customerId}) as skills_survey,
          exists (select 1 from customer_job_experiences where customer_id = ${customerId}) as professional,
          exists (select 1 from customer_educational_experiences where customer_id = ${customerId}) as education,
          exists (select 1 from saved_clusters where customer_id = ${customerId}) as saved_clusters`,
  );
  return row!;
}

// ---------------------------------------------------------------- match sets

/** An input changed: the customer's set is no longer current until a recompute catches up. */
export async function markInputsChanged(db: DbOrTx, customerId: number): Promise<void> {
  await db.execute(sql`
    insert into customer_matches (customer_id) values (${customerId})
    on conflict (customer_id) do update set requested_version = customer_matches.requested_version + 1`);
}

export interface MatchState {
  requestedVersion: number;
  computedVersion: number;
  catalogueStamp: string | null;
  hasScores: boolean;
  inputs: MatchProfile | null;
}

export async function matchState(db: DbOrTx, customerId: number): Promise<MatchState | null> {
  const [row] = await rows<{
    requested_version: number;
    computed_version: number;
    catalogue_stamp: string | null;
    has_scores: boolean;
    inputs: MatchProfile | null;
  }>(
    db,
    sql`select requested_version, computed_version, catalogue_stamp, cardinality(scores) > 0 as has_scores, inputs
        from customer_matches where customer_id = ${customerId}`,
  );
  if (!row) return null;
  return {
    requestedVersion: row.requested_version,
    computedVersion: row.computed_version,
    catalogueStamp: row.catalogue_stamp,
    hasScores: row.has_scores,
    inputs: row.inputs,
  };
}

/** Customers whose set is behind their inputs or the catalogue, lowest id first. */
export async function staleCustomers(db: DbOrTx, stamp: string, afterId: number, limit: number) {
  return rows<{ customer_id: number; requested_version: number }>(
    db,
    sql`select customer_id, requested_version from customer_matches
        where customer_id > ${afterId}
          and (computed_version <> requested_version or catalogue_stamp is distinct from ${stamp})
        order by customer_id limit ${limit}`,
  );
}

export async function countStale(db: DbOrTx, stamp: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from customer_matches
        where computed_version <> requested_version or catalogue_stamp is distinct from ${stamp}`,
  );
  return row!.n;
}

export interface ComputedSet {
  customerId: number;
  version: number;
  /** Null when the customer has no inputs: no scores (example matches). */
  scores: number[] | null;
  inputs: MatchProfile;
}

/**
 * Replaces the sets in one statement: a reader sees a customer's old set or the new one, never a mix. A set
 * computed from older inputs than the one stored is not written.
 */
export async function writeSets(db: DbOrTx, stamp: string, occupationIds: Int32Array, sets: ComputedSet[]) {
  if (sets.length === 0) return;
  const payload = JSON.stringify(
    sets.map((set) => ({
      customer_id: set.customerId,
      version: set.version,
      scores: set.scores ?? [],
      inputs: set.inputs,
      empty: set.scores === null,
    })),
  );
  await db.execute(sql`
    update customer_matches m set
      computed_version = v.version,
      catalogue_stamp = ${stamp},
      occupation_ids = case when v.empty then '{}'::int[] else ${`{${occupationIds.join(',')}}`}::int[] end,
      scores = v.scores,
      inputs = v.inputs,
      computed_at = now()
    from jsonb_to_recordset(${payload}::jsonb)
      as v(customer_id int, version int, scores real[], inputs jsonb, empty boolean)
    where m.customer_id = v.customer_id and m.computed_version <= v.version`);
}

export async function scoreFor(db: DbOrTx, customerId: number, occupationId: number): Promise<number | null> {
  const [row] = await rows<{ score: number }>(
    db,
    sql`select u.score from customer_matches m
        cross join lateral unnest(m.occupation_ids, m.scores) as u(occupation_id, score)
        where m.customer_id = ${customerId} and u.occupation_id = ${occupationId}`,
  );
  return row ? Number(row.score) : null;
}

/** The customer's best-scored occupations with their ids (for the skills result). */
export async function topScores(db: DbOrTx, customerId: number, limit: number) {
  return rows<{ occupation_id: number; score: number }>(
    db,
    sql`select u.occupation_id, u.score from customer_matches m
        cross join lateral unnest(m.occupation_ids, m.scores) as u(occupation_id, score)
        where m.customer_id = ${customerId} order by u.score desc, u.occupation_id limit ${limit}`,
  );
}

/** Guest surveys nobody has touched for `days` days are deleted with their answers. */
export async function deleteExpiredGuestSurveys(db: DbOrTx, days: number): Promise<number> {
  const deleted = await rows<{ id: number }>(
    db,
    sql`delete from cluster_survey_responses
        where customer_id is null and updated_at < now() - make_interval(days => ${days}) returning id`,
  );
  return deleted.length;
}

/** The guest's survey becomes the signed-in customer's own; answers whether there was one. */
export async function adoptGuestSurvey(db: DbOrTx, customerId: number, guestTokenHash: string): Promise<boolean> {
  const result = await rows<{ id: number }>(
    db,
    sql`update cluster_survey_responses set customer_id = ${customerId}, guest_token_hash = null
        where guest_token_hash = ${guestTokenHash} and customer_id is null returning id`,
  );
  return result.length > 0;
}
