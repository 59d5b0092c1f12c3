import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import {
  occupationClusters,
  occupationInterests,
  occupationTasks,
  occupationTitles,
  occupationTopics,
  relatedOccupations,
} from '../schema/occupations.ts';
import { type ArrayColumn, roundReal } from './batch.ts';
import { normalizeTitle } from './normalize.ts';
import type { OccupationRecord } from './records.ts';

/**
 * An occupation's child tables (titles, tasks, topics, interests, related occupations, clusters): for each, the rows a
 * record wants and the rows stored, compared by signature so store.ts rewrites only the occupations whose rows differ.
 */

export type ChildTable = 'titles' | 'tasks' | 'topics' | 'interests' | 'related' | 'clusters';

/** Child rows of one occupation, without the occupation id; `sig` is what "unchanged" compares. */
export interface ChildSpec<Row> {
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

export interface ChildContext {
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

export const childSpecs: Record<ChildTable, ChildSpec<Record<string, unknown>>> = {
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
