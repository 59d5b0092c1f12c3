import { asc, inArray, sql } from 'drizzle-orm';
import { brightOutlookReason } from '@portal/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import {
  careerClusters,
  cipCodes,
  cipSocCrosswalk,
  occupationClusters,
  occupationInterests,
  occupations,
  occupationTasks,
  occupationTitles,
  occupationTopics,
  referenceImports,
  relatedOccupations,
} from '../schema/occupations.ts';
import {
  type ArrayColumn,
  batches,
  excludedSet,
  insertArrays,
  noWrites,
  type ProgressListener,
  roundReal,
  roundTo,
  type WriteCounts,
} from './batch.ts';
import { normalizeTitle } from './normalize.ts';
import type { CipRecord, CipSocRecord, OccupationRecord } from './records.ts';
import { refreshTitleWords } from './title-words.ts';

/**
 * The one writer for reference data (ADR 0006). Every function is idempotent by natural key: rows
 * that already hold the same values are not written again, so a second identical run writes nothing.
 * Callers run it inside one transaction (importReferenceFolder, seedCatalogue).
 */

export { storeProgramCatalogue, type ProgramCatalogue } from './store-programs.ts';
export type { WriteCounts } from './batch.ts';

export interface StoreOptions {
  onProgress?: ProgressListener | undefined;
}

type ChildTable = 'titles' | 'tasks' | 'topics' | 'interests' | 'related' | 'clusters';

export interface OccupationStoreResult {
  occupations: WriteCounts;
  /** Per child table: occupations whose rows were replaced, and the rows written. */
  children: Record<ChildTable, { occupationsReplaced: number; rowsWritten: number }>;
  /** Related codes that are not loaded and were left out. */
  skippedRelated: number;
}

const scalarColumns = {
  socCode: occupations.socCode,
  title: occupations.title,
  description: occupations.description,
  educationLevel: occupations.educationLevel,
  jobZone: occupations.jobZone,
  medianAnnualSalary: occupations.medianAnnualSalary,
  growthRate: occupations.growthRate,
  annualJobOpenings: occupations.annualJobOpenings,
  brightOutlook: occupations.brightOutlook,
  brightOutlookCategory: occupations.brightOutlookCategory,
};
type ScalarKey = keyof typeof scalarColumns;
const scalarKeys = Object.keys(scalarColumns) as ScalarKey[];

function occupationRow(record: OccupationRecord) {
  const whole = (n: number | null) => (n === null ? null : Math.round(n));
  return {
    code: record.code,
    socCode: record.code.slice(0, 7),
    title: record.title,
    description: record.description,
    educationLevel: record.educationLevel,
    jobZone: record.jobZone,
    medianAnnualSalary: whole(record.medianAnnualSalary),
    growthRate: roundTo(record.growthRate, 1),
    annualJobOpenings: whole(record.annualJobOpenings),
    // The designation agrees with the growth shown beside it (brightOutlookReason, docs/spec-decisions.md).
    brightOutlook: brightOutlookReason(roundTo(record.growthRate, 1), record.brightOutlookCategory) !== null,
    brightOutlookCategory: record.brightOutlookCategory,
  };
}

/** Child rows of one occupation, without the occupation id; `sig` is what "unchanged" compares. */
interface ChildSpec<Row> {
  table: PgTable;
  occupationId: PgColumn;
  label: string;
  /** Every column written, `occupationId` first. */
  columns: ArrayColumn[];
  desired(record: OccupationRecord, context: ChildContext): Row[];
  /** All stored rows, in the order `desired` produces them. */
  load(db: DbOrTx): Promise<(Row & { occupationId: number })[]>;
  sig(row: Row): unknown[];
}

interface ChildContext {
  clusterIds: Map<string, number>;
  occupationIds: Map<string, number>;
  skippedRelated: number;
}

function columnsOf(table: PgTable, columns: [string, ArrayColumn['type']][]): ArrayColumn[] {
  const byKey = table as unknown as Record<string, PgColumn>;
  return columns.map(([key, type]) => ({ key, column: byKey[key]!, type }));
}

function titleRows(record: OccupationRecord) {
  const rows: { title: string; normalized: string; kind: string; alsoCalled: boolean }[] = [];
  const seen = new Set<string>();
  const add = (title: string, kind: string, alsoCalled: boolean) => {
    const normalized = normalizeTitle(title);
    // One row per spelling and kind: a title may be both reported and alternate, but not twice as either.
    if (normalized === '' || seen.has(`${kind}|${normalized}`)) return;
    seen.add(`${kind}|${normalized}`);
    rows.push({ title: title.trim(), normalized, kind, alsoCalled });
  };
  add(record.title, 'primary', false);
  for (const title of record.alsoCalled) add(title, 'reported', true);
  for (const title of record.reportedTitles ?? []) add(title, 'reported', false);
  for (const title of record.alternateTitles) add(title, 'alternate', false);
  return rows;
}

const childSpecs: Record<ChildTable, ChildSpec<Record<string, unknown>>> = {
  titles: {
    table: occupationTitles,
    occupationId: occupationTitles.occupationId,
    label: 'occupation_titles',
    columns: columnsOf(occupationTitles, [
      ['occupationId', 'int4'],
      ['title', 'text'],
      ['normalized', 'text'],
      ['kind', 'text'],
      ['alsoCalled', 'bool'],
    ]),
    desired: titleRows,
    load: (db) =>
      db
        .select({
          occupationId: occupationTitles.occupationId,
          title: occupationTitles.title,
          normalized: occupationTitles.normalized,
          kind: occupationTitles.kind,
          alsoCalled: occupationTitles.alsoCalled,
        })
        .from(occupationTitles)
        .orderBy(asc(occupationTitles.id)),
    sig: (r) => [r.title, r.normalized, r.kind, r.alsoCalled],
  },
  tasks: {
    table: occupationTasks,
    occupationId: occupationTasks.occupationId,
    label: 'occupation_tasks',
    columns: columnsOf(occupationTasks, [
      ['occupationId', 'int4'],
      ['position', 'int2'],
      ['task', 'text'],
      ['taskType', 'text'],
    ]),
    desired: (record) => record.tasks.map((t, i) => ({ position: i + 1, task: t.task, taskType: t.type })),
    load: (db) =>
      db
        .select({
          occupationId: occupationTasks.occupationId,
          position: occupationTasks.position,
          task: occupationTasks.task,
          taskType: occupationTasks.taskType,
        })
        .from(occupationTasks)
        .orderBy(asc(occupationTasks.occupationId), asc(occupationTasks.position)),
    sig: (r) => [r.position, r.task, r.taskType],
  },
  topics: {
    table: occupationTopics,
    occupationId: occupationTopics.occupationId,
    label: 'occupation_topics',
    columns: columnsOf(occupationTopics, [
      ['occupationId', 'int4'],
      ['kind', 'text'],
      ['position', 'int2'],
      ['name', 'text'],
      ['importance', 'float4'],
      ['hot', 'bool'],
    ]),
    // Kinds in alphabetical order, matching the stored order below.
    desired: (record) => [
      ...record.knowledge.map((k, i) => ({
        kind: 'knowledge',
        position: i + 1,
        name: k.name,
        importance: k.importance,
        hot: false,
      })),
      ...record.skills.map((k, i) => ({
        kind: 'skills',
        position: i + 1,
        name: k.name,
        importance: k.importance,
        hot: false,
      })),
      ...record.tech.map((t, i) => ({ kind: 'tech', position: i + 1, name: t.name, importance: null, hot: t.hot })),
    ],
    load: (db) =>
      db
        .select({
          occupationId: occupationTopics.occupationId,
          kind: occupationTopics.kind,
          position: occupationTopics.position,
          name: occupationTopics.name,
          importance: occupationTopics.importance,
          hot: occupationTopics.hot,
        })
        .from(occupationTopics)
        .orderBy(asc(occupationTopics.occupationId), asc(occupationTopics.kind), asc(occupationTopics.position)),
    sig: (r) => [r.kind, r.position, r.name, roundReal(r.importance as number | null), r.hot],
  },
  interests: {
    table: occupationInterests,
    occupationId: occupationInterests.occupationId,
    label: 'occupation_interests',
    columns: columnsOf(occupationInterests, [
      ['occupationId', 'int4'],
      ['interest', 'text'],
      ['score', 'float4'],
    ]),
    desired: (record) =>
      Object.entries(record.interests)
        .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([interest, score]) => ({ interest, score })),
    load: (db) =>
      db
        .select({
          occupationId: occupationInterests.occupationId,
          interest: occupationInterests.interest,
          score: occupationInterests.score,
        })
        .from(occupationInterests)
        .orderBy(asc(occupationInterests.occupationId), asc(occupationInterests.interest)),
    sig: (r) => [r.interest, roundReal(r.score as number)],
  },
  related: {
    table: relatedOccupations,
    occupationId: relatedOccupations.occupationId,
    label: 'related_occupations',
    columns: columnsOf(relatedOccupations, [
      ['occupationId', 'int4'],
      ['relatedOccupationId', 'int4'],
      ['tier', 'text'],
      ['rank', 'int2'],
    ]),
    desired(record, context) {
      const rows: { relatedOccupationId: number; tier: string; rank: number }[] = [];
      const seen = new Set<number>();
      for (const code of record.related) {
        const id = context.occupationIds.get(code);
        if (id === undefined || code === record.code || seen.has(id)) {
          if (id === undefined) context.skippedRelated += 1;
          continue;
        }
        seen.add(id);
        rows.push({
          relatedOccupationId: id,
          tier: record.relatedTiers?.[code] ?? 'Primary-Short',
          rank: rows.length + 1,
        });
      }
      return rows;
    },
    load: (db) =>
      db
        .select({
          occupationId: relatedOccupations.occupationId,
          relatedOccupationId: relatedOccupations.relatedOccupationId,
          tier: relatedOccupations.tier,
          rank: relatedOccupations.rank,
        })
        .from(relatedOccupations)
        .orderBy(asc(relatedOccupations.occupationId), asc(relatedOccupations.rank)),
    sig: (r) => [r.relatedOccupationId, r.tier, r.rank],
  },
  clusters: {
    table: occupationClusters,
    occupationId: occupationClusters.occupationId,
    label: 'occupation_clusters',
    columns: columnsOf(occupationClusters, [
      ['occupationId', 'int4'],
      ['clusterId', 'int4'],
      ['pathway', 'text'],
      ['position', 'int2'],
    ]),
    desired(record, context) {
      const rows: { clusterId: number; pathway: string | null; position: number }[] = [];
      for (const cluster of record.clusters) {
        const id = context.clusterIds.get(cluster.name);
        if (id === undefined) throw new Error(`Occupation ${record.code}: unknown career cluster "${cluster.name}"`);
        if (rows.some((r) => r.clusterId === id)) continue;
        rows.push({ clusterId: id, pathway: cluster.pathway, position: rows.length });
      }
      return rows;
    },
    load: (db) =>
      db
        .select({
          occupationId: occupationClusters.occupationId,
          clusterId: occupationClusters.clusterId,
          pathway: occupationClusters.pathway,
          position: occupationClusters.position,
        })
        .from(occupationClusters)
        .orderBy(asc(occupationClusters.occupationId), asc(occupationClusters.position)),
    sig: (r) => [r.clusterId, r.pathway, r.position],
  },
};

/**
 * Upserts occupations by code and replaces an occupation's child rows (titles, tasks, topics,
 * interests, related, clusters) only where they differ from the record. Occupations stored
 * earlier but absent from `records` are left as they are.
 */
export async function storeOccupations(
  db: DbOrTx,
  records: readonly OccupationRecord[],
  options: StoreOptions = {},
): Promise<OccupationStoreResult> {
  const codes = new Set<string>();
  for (const record of records) {
    if (codes.has(record.code)) throw new Error(`Occupation ${record.code} appears twice`);
    codes.add(record.code);
  }
  const clusterRows = await db.select({ id: careerClusters.id, name: careerClusters.name }).from(careerClusters);
  const clusterIds = new Map(clusterRows.map((c) => [c.name, c.id]));

  const existing = await db.select({ id: occupations.id, code: occupations.code, ...scalarColumns }).from(occupations);
  const existingByCode = new Map(existing.map((row) => [row.code, row]));
  const counts = noWrites();
  const toWrite: ReturnType<typeof occupationRow>[] = [];
  for (const record of records) {
    const row = occupationRow(record);
    const stored = existingByCode.get(record.code);
    if (!stored) counts.inserted += 1;
    else if (scalarKeys.some((key) => stored[key] !== row[key])) counts.updated += 1;
    else {
      counts.unchanged += 1;
      continue;
    }
    toWrite.push(row);
  }
  let written = 0;
  for (const batch of batches(toWrite, 12)) {
    await db
      .insert(occupations)
      .values(batch)
      .onConflictDoUpdate({ target: occupations.code, set: excludedSet(scalarColumns) });
    written += batch.length;
    options.onProgress?.({ phase: 'write', label: 'occupations', done: written, total: toWrite.length });
  }

  const allIds = await db.select({ id: occupations.id, code: occupations.code }).from(occupations);
  const context: ChildContext = {
    clusterIds,
    occupationIds: new Map(allIds.map((o) => [o.code, o.id])),
    skippedRelated: 0,
  };
  const children = {} as OccupationStoreResult['children'];
  for (const [name, spec] of Object.entries(childSpecs) as [ChildTable, ChildSpec<Record<string, unknown>>][]) {
    const { replaced, ...written } = await replaceChildren(db, spec, records, existingByCode, context, options);
    children[name] = written;
    if (name === 'titles') await refreshTitleWords(db, replaced);
  }
  return { occupations: counts, children, skippedRelated: context.skippedRelated };
}

async function replaceChildren(
  db: DbOrTx,
  spec: ChildSpec<Record<string, unknown>>,
  records: readonly OccupationRecord[],
  existingByCode: Map<string, { id: number }>,
  context: ChildContext,
  options: StoreOptions,
) {
  // Stored rows matter only for occupations that existed before this run; new ones have none.
  const stored = new Map<number, string>();
  if (existingByCode.size > 0) {
    const grouped = new Map<number, unknown[]>();
    for (const row of await spec.load(db)) {
      let list = grouped.get(row.occupationId);
      if (!list) grouped.set(row.occupationId, (list = []));
      list.push(spec.sig(row));
    }
    for (const [id, list] of grouped) stored.set(id, JSON.stringify(list));
  }

  const replace: number[] = [];
  const rows: Record<string, unknown>[] = [];
  for (const record of records) {
    const occupationId = context.occupationIds.get(record.code)!;
    const desired = spec.desired(record, context);
    const signature = JSON.stringify(desired.map((row) => spec.sig(row)));
    if ((stored.get(occupationId) ?? '[]') === signature) continue;
    replace.push(occupationId);
    for (const row of desired) rows.push({ occupationId, ...row });
  }

  const toClear = replace.filter((id) => stored.has(id));
  for (const ids of batches(toClear, 1)) {
    await db.delete(spec.table).where(inArray(spec.occupationId, ids));
  }
  await insertArrays(db, spec.table, spec.columns, rows, (done) =>
    options.onProgress?.({ phase: 'write', label: spec.label, done, total: rows.length }),
  );
  return { occupationsReplaced: replace.length, rowsWritten: rows.length, replaced: replace };
}

/**
 * Serialises reference writers (an import, a second server seeding the demo catalogue) for the rest
 * of the caller's transaction, so two of them never interleave child-row replacements.
 */
export async function lockReferenceWriters(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal-reference-writer'))`);
}

/** CIP level from the code's digits: '51' → 2, '51.08' → 4, '51.0801' → 6. */
export function cipLevel(code: string): number {
  return code.replace('.', '').length;
}

/** Upserts CIP codes by code. */
export async function storeCipCodes(db: DbOrTx, records: readonly CipRecord[]): Promise<WriteCounts> {
  const existing = new Map((await db.select().from(cipCodes)).map((row) => [row.code, row]));
  const counts = noWrites();
  const toWrite: (typeof cipCodes.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.code)) throw new Error(`CIP code ${record.code} appears twice`);
    seen.add(record.code);
    const row = { code: record.code, title: record.title, definition: record.definition, level: cipLevel(record.code) };
    const stored = existing.get(record.code);
    if (!stored) counts.inserted += 1;
    else if (stored.title !== row.title || stored.definition !== row.definition || stored.level !== row.level) {
      counts.updated += 1;
    } else {
      counts.unchanged += 1;
      continue;
    }
    toWrite.push(row);
  }
  for (const batch of batches(toWrite, 4)) {
    await db
      .insert(cipCodes)
      .values(batch)
      .onConflictDoUpdate({
        target: cipCodes.code,
        set: excludedSet({ title: cipCodes.title, definition: cipCodes.definition, level: cipCodes.level }),
      });
  }
  return counts;
}

/** Adds CIP-SOC pairs that are not stored yet (pairs are the whole row, so there is nothing to update). */
export async function storeCipSoc(db: DbOrTx, records: readonly CipSocRecord[]): Promise<WriteCounts> {
  const counts = noWrites();
  for (const batch of batches(records, 2)) {
    const inserted = await db
      .insert(cipSocCrosswalk)
      .values(batch.map((r) => ({ cipCode: r.cipCode, socCode: r.socCode })))
      .onConflictDoNothing()
      .returning({ cipCode: cipSocCrosswalk.cipCode });
    counts.inserted += inserted.length;
    counts.unchanged += batch.length - inserted.length;
  }
  return counts;
}

/** Notes that a source was loaded; the row is rewritten only when its vintage or size changes. */
export async function recordReferenceImport(
  db: DbOrTx,
  entry: { source: string; vintage: string; rowCount: number },
): Promise<void> {
  await db
    .insert(referenceImports)
    .values(entry)
    .onConflictDoUpdate({
      target: referenceImports.source,
      set: { vintage: entry.vintage, rowCount: entry.rowCount, importedAt: sql`now()` },
      setWhere: sql`(${referenceImports.vintage}, ${referenceImports.rowCount}) is distinct from (excluded.vintage, excluded.row_count)`,
    });
}
