import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';

/** Bound parameters per statement: well under PostgreSQL's 65,535, large enough that 56k titles take ~10 inserts. */
const parameterBudget = 30_000;

/** Splits rows into multi-row INSERT batches that stay under the parameter budget. */
export function batches<T>(rows: readonly T[], columnsPerRow: number): T[][] {
  const size = Math.max(1, Math.floor(parameterBudget / columnsPerRow));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export interface ArrayColumn {
  /** Property of the row object. */
  key: string;
  column: PgColumn;
  /** PostgreSQL element type for the array parameter, e.g. 'int4', 'text'. */
  type: 'int4' | 'int2' | 'text' | 'bool' | 'float4';
}

/** Rows per array insert; only progress reporting needs it smaller than "all". */
const arrayBatchRows = 20_000;

/**
 * Inserts many rows as one array parameter per column (`INSERT ... SELECT * FROM unnest(...)`):
 * the statement has as many parameters as columns, so large child tables load without building
 * hundreds of thousands of placeholders. Twice as fast as a plain multi-row VALUES insert here.
 */
export async function insertArrays(
  db: DbOrTx,
  table: PgTable,
  columns: readonly ArrayColumn[],
  rows: readonly Record<string, unknown>[],
  onBatch?: (done: number) => void,
): Promise<void> {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += arrayBatchRows) {
    const batch = rows.slice(start, start + arrayBatchRows);
    const arrays = sql.join(
      columns.map((c) => sql`${sql.param(batch.map((row) => row[c.key] ?? null))}::${sql.raw(c.type)}[]`),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
    onBatch?.(start + batch.length);
  }
}

/** `SET col = excluded.col` for an upsert, for the given columns. */
export function excludedSet(columns: Record<string, PgColumn>): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
  );
}

export interface StoreProgress {
  phase: 'read' | 'write';
  /** A file (read) or a table (write). */
  label: string;
  done: number;
  total: number;
}

export type ProgressListener = (progress: StoreProgress) => void;

/** What a writer did to one table. */
export interface WriteCounts {
  inserted: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

export const noWrites = (): WriteCounts => ({ inserted: 0, updated: 0, deleted: 0, unchanged: 0 });

/** Real (float4) columns come back rounded; compare on four decimals. */
export function roundReal(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : Math.round(value * 10_000) / 10_000;
}

export function roundTo(value: number | null | undefined, decimals: number): number | null {
  if (value === null || value === undefined) return null;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
