import { and, eq, sql } from 'drizzle-orm';
import { type MergeField, mergeFields } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import { type ChildColumn, childColumns, ident, rowKeySql, rowsOf } from './catalog.ts';

const { customerMerges, customerMergeMoves, customers } = schema;

export async function findMerge(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(customerMerges).where(eq(customerMerges.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type MergeRow = NonNullable<Awaited<ReturnType<typeof findMerge>>>;

export async function runningMergeIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: customerMerges.id })
    .from(customerMerges)
    .where(eq(customerMerges.status, 'running'))
    .orderBy(customerMerges.id);
  return rows.map((row) => row.id);
}

/** The customers of a merge, locked in id order (two merges of the same pair cannot deadlock). */
export async function lockCustomers(db: DbOrTx, ids: number[], lock = true) {
  return rowsOf<{
    id: number;
    locationIds: number[];
    status: boolean;
    deletedAt: string | null;
    mergedInto: number | null;
    receiving: boolean;
  }>(
    db,
    sql`
    select c.id, c.location_ids as "locationIds", c.status, c.deleted_at as "deletedAt", c.merged_into as "mergedInto",
      exists (select 1 from customer_merges m where m.survivor_id = c.id and m.status = 'running') as "receiving"
    from customers c where c.id = any(${sql.param(ids)}::int[]) order by c.id ${lock ? sql`for update of c` : sql``}`,
  );
}

/** The chosen fields' current values on the survivor, as a customers row would hold them (for the undo). */
export async function survivorValues(db: DbOrTx, survivorId: number, fields: readonly MergeField[]) {
  if (fields.length === 0) return {};
  const [row] = await rowsOf<{ values: Record<string, unknown> }>(
    db,
    sql`select jsonb_build_object(${sql.join(
      fields.map((field) => sql`${field}::text, c.${ident(field)}`),
      sql`, `,
    )}) as values from customers c where c.id = ${survivorId}`,
  );
  return row?.values ?? {};
}

/** Copies the chosen fields from the loser onto the survivor. */
export async function copyFields(db: DbOrTx, survivorId: number, loserId: number, fields: readonly MergeField[]) {
  if (fields.length === 0) return;
  const assignments = fields.map((field) => sql`${ident(field)} = l.${ident(field)}`);
  await db.execute(sql`update customers s set ${sql.join(assignments, sql`, `)}, updated_at = now()
    from customers l where s.id = ${survivorId} and l.id = ${loserId}`);
}

/** Puts back the survivor's values from before the merge (only the merge's fields, only known names). */
export async function restoreFields(db: DbOrTx, survivorId: number, before: Record<string, unknown>) {
  const fields = mergeFields.filter((field) => field in before);
  if (fields.length === 0) return;
  const assignments = fields.map((field) => sql`${ident(field)} = r.${ident(field)}`);
  await db.execute(sql`update customers s set ${sql.join(assignments, sql`, `)}, updated_at = now()
    from jsonb_populate_record(null::customers, ${JSON.stringify(before)}::jsonb) r where s.id = ${survivorId}`);
}

export async function markLoser(db: DbOrTx, loserId: number, survivorId: number | null) {
  await db
    .update(customers)
    .set({
      mergedInto: survivorId,
      deletedAt: survivorId === null ? null : sql`now()`,
      updatedAt: new Date(),
    })
    .where(eq(customers.id, loserId));
}

export async function logMoves(
  db: DbOrTx,
  mergeId: number,
  child: ChildColumn,
  moves: Array<{ action: string; rowKey: Record<string, unknown>; rowData: Record<string, unknown> | null }>,
) {
  await db.insert(customerMergeMoves).values(
    moves.map((move) => ({
      mergeId,
      tableName: child.table,
      columnName: child.column,
      action: move.action,
      rowKey: move.rowKey,
      rowData: move.rowData,
    })),
  );
}

export async function addMovedRows(db: DbOrTx, mergeId: number, count: number) {
  if (count === 0) return;
  await db
    .update(customerMerges)
    .set({ movedRows: sql`${customerMerges.movedRows} + ${count}` })
    .where(eq(customerMerges.id, mergeId));
}

/** Running to completed, once: false when another worker finished it first. */
export async function completeMerge(db: DbOrTx, mergeId: number): Promise<boolean> {
  const done = await db
    .update(customerMerges)
    .set({ status: 'completed', completedAt: sql`now()`, lastError: null })
    .where(and(eq(customerMerges.id, mergeId), eq(customerMerges.status, 'running')))
    .returning({ id: customerMerges.id });
  return done.length > 0;
}

export async function recordFailure(db: DbOrTx, mergeId: number, message: string) {
  await db
    .update(customerMerges)
    .set({ lastError: message.slice(0, 1000) })
    .where(eq(customerMerges.id, mergeId));
}

/**
 * The merge's audit row, written by the job as the staff user who asked for it: every row it touched, per table
 * and column, by primary key and by what happened to it (the undo reads customer_merge_moves; this is the record).
 */
export async function auditCompleted(db: DbOrTx, mergeId: number) {
  await db.execute(sql`
    insert into audit_log (actor_guard, actor_id, action, entity_type, entity_id, customer_id, detail)
    select 'staff', m.requested_by, 'customer.merge.completed', 'customer_merge', m.id::text, m.survivor_id,
      jsonb_build_object('merge_id', m.id, 'survivor_id', m.survivor_id, 'loser_id', m.loser_id,
        'moved_rows', m.moved_rows, 'fields_from_loser', to_jsonb(m.fields_from_loser),
        'rows', coalesce((select jsonb_object_agg(t.name, t.actions) from (
          select a.name, jsonb_object_agg(a.action, a.keys) as actions from (
            select mv.table_name || '.' || mv.column_name as name, mv.action, jsonb_agg(mv.row_key order by mv.id) as keys
            from customer_merge_moves mv where mv.merge_id = m.id group by 1, 2) a group by 1) t), '{}'::jsonb))
    from customer_merges m where m.id = ${mergeId}`);
}

/**
 * Undo, inside the caller's transaction: every moved row that still points at the survivor goes back to the loser,
 * every folded row is inserted again as it was. Rows added to the survivor after the merge stay there.
 */
export async function undoMoves(db: DbOrTx, merge: { id: number; survivorId: number; loserId: number }) {
  const logged = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select distinct table_name, column_name from customer_merge_moves
    where merge_id = ${merge.id}`,
  );
  const touched = new Set(logged.map((r) => `${r.table_name}.${r.column_name}`));
  for (const child of await childColumns(db)) {
    if (!touched.has(`${child.table}.${child.column}`)) continue;
    const table = ident(child.table);
    const column = ident(child.column);
    await db.execute(sql`update ${table} t set ${column} = ${merge.loserId}
      from customer_merge_moves m
      where m.merge_id = ${merge.id} and m.table_name = ${child.table} and m.column_name = ${child.column}
        and m.action = 'moved' and t.${column} = ${merge.survivorId} and ${rowKeySql(child, 't')} = m.row_key`);
    const columns = sql.join(
      child.insertColumns.map((name) => ident(name)),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${columns})
      select ${sql.join(
        child.insertColumns.map((name) => sql`r.${ident(name)}`),
        sql`, `,
      )}
      from customer_merge_moves m, jsonb_populate_record(null::${table}, m.row_data) r
      where m.merge_id = ${merge.id} and m.table_name = ${child.table} and m.column_name = ${child.column}
        and m.action = 'folded'
      on conflict do nothing`);
  }
}

export async function markUndone(db: DbOrTx, mergeId: number, staffId: number) {
  await db
    .update(customerMerges)
    .set({ status: 'undone', undoneAt: sql`now()`, undoneBy: staffId })
    .where(eq(customerMerges.id, mergeId));
}
