import { inArray, sql } from 'drizzle-orm';
import { brightOutlookReason } from '@portal/contracts';
import type { DbOrTx } from '../client.ts';
import { careerClusters, cipCodes, cipSocCrosswalk, occupations, referenceImports } from '../schema/occupations.ts';
import {
  batches,
  excludedSet,
  insertArrays,
  noWrites,
  type ProgressListener,
  roundTo,
  type WriteCounts,
} from './batch.ts';
import type { CipRecord, CipSocRecord, OccupationRecord } from './records.ts';
import { type ChildContext, type ChildSpec, childSpecs, type ChildTable } from './occupation-children.ts';
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
