import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import { findPostgresError } from '../../platform/http/database-errors.ts';
import { type ChildColumn, childColumns, ident, rowKeySql, rowsOf } from './catalog.ts';
import * as repository from './repository.ts';

export interface RunOptions {
  /** Child rows moved per transaction. */
  batchSize?: number;
  /** Called after each committed batch (tests stop the job here to prove a retry neither loses nor doubles). */
  afterBatch?: (batches: number) => void | Promise<void>;
}

type MoveAction = 'moved' | 'folded' | 'kept';
interface PendingRow {
  key: Record<string, unknown>;
  row: Record<string, unknown>;
}

const defaultBatchSize = 500;

/**
 * The merge job (ADR 0033): moves the loser's rows of every child table to the survivor, a batch per transaction.
 * Each batch logs what it did in the same transaction, and only picks rows still on the loser (less the ones it
 * decided to keep there), so a job stopped at any point and run again finishes the work exactly once. Ends by
 * marking the merge completed with its audit row. A merge that is not running (completed, undone) is left alone.
 */
export async function runMerge(db: Db, mergeId: number, options: RunOptions = {}): Promise<void> {
  const merge = await repository.findMerge(db, mergeId);
  if (!merge || merge.status !== 'running') return;
  const batchSize = options.batchSize ?? defaultBatchSize;
  let batches = 0;
  for (const child of await childColumns(db)) {
    for (;;) {
      const moved = await db.transaction((tx) => moveBatch(tx, child, merge, batchSize));
      if (moved === 0) break;
      batches += 1;
      await options.afterBatch?.(batches);
      if (moved < batchSize) break;
    }
  }
  await db.transaction(async (tx) => {
    if (await repository.completeMerge(tx, mergeId)) await repository.auditCompleted(tx, mergeId);
  });
}

interface MergeRef {
  id: number;
  survivorId: number;
  loserId: number;
}

/** One batch of one child column: answers how many rows it dealt with (0: the column is done). */
async function moveBatch(tx: DbOrTx, child: ChildColumn, merge: MergeRef, batchSize: number): Promise<number> {
  const table = ident(child.table);
  const column = ident(child.column);
  const key = rowKeySql(child, 't');
  const rows = await rowsOf<PendingRow>(
    tx,
    sql`
    select ${key} as key, to_jsonb(t) as row from ${table} t
    where t.${column} = ${merge.loserId}
      and not exists (select 1 from customer_merge_moves m where m.merge_id = ${merge.id}
        and m.table_name = ${child.table} and m.column_name = ${child.column} and m.action = 'kept'
        and m.row_key = ${key})
    order by 1 limit ${batchSize} for update of t`,
  );
  if (rows.length === 0) return 0;

  // The common case, no row collides with one of the survivor's: one statement. Otherwise row by row.
  const allMoved = await savepoint(tx, () => moveRows(tx, child, merge, rows));
  const actions: MoveAction[] = allMoved ? rows.map(() => 'moved') : [];
  if (!allMoved) {
    for (const row of rows) actions.push(await moveOne(tx, child, merge, row));
  }
  await repository.logMoves(
    tx,
    merge.id,
    child,
    rows.map((row, index) => {
      const action = actions[index]!;
      return {
        action,
        // A moved row whose key holds the customer is named by its key as it is now.
        rowKey:
          action === 'moved' && child.column in row.key ? { ...row.key, [child.column]: merge.survivorId } : row.key,
        rowData: action === 'folded' ? row.row : null,
      };
    }),
  );
  await repository.addMovedRows(tx, merge.id, actions.filter((action) => action !== 'kept').length);
  return rows.length;
}

async function moveRows(tx: DbOrTx, child: ChildColumn, merge: MergeRef, rows: PendingRow[]): Promise<void> {
  const column = ident(child.column);
  await tx.execute(sql`
    update ${ident(child.table)} t set ${column} = ${merge.survivorId}
    where t.${column} = ${merge.loserId}
      and ${rowKeySql(child, 't')} in (select jsonb_array_elements(${JSON.stringify(rows.map((row) => row.key))}::jsonb))`);
}

/**
 * A row that would collide with one of the survivor's (a program saved by both, the same form answered twice):
 * the survivor's stays. A leaf row is removed and logged whole for the undo; a row other rows hang off stays on
 * the loser, still readable there, so no child of it is lost.
 */
async function moveOne(tx: DbOrTx, child: ChildColumn, merge: MergeRef, row: PendingRow): Promise<MoveAction> {
  if (await savepoint(tx, () => moveRows(tx, child, merge, [row]))) return 'moved';
  if (child.referenced) return 'kept';
  await tx.execute(
    sql`delete from ${ident(child.table)} t where ${rowKeySql(child, 't')} = ${JSON.stringify(row.key)}::jsonb`,
  );
  return 'folded';
}

/** Runs the statement inside a savepoint: false when it broke a unique constraint (and nothing of it stays). */
async function savepoint(tx: DbOrTx, run: () => Promise<void>): Promise<boolean> {
  try {
    await tx.transaction(async () => run());
    return true;
  } catch (error) {
    if (findPostgresError(error)?.code === '23505') return false;
    throw error;
  }
}
