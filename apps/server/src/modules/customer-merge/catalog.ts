import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '@portal/db';

/** One column of another table that points at customers(id): what a merge moves to the survivor. */
export interface ChildColumn {
  table: string;
  column: string;
  /** The table's primary key columns: how a moved row is named in the merge's log. */
  keyColumns: string[];
  /** Columns an undo writes back when it re-inserts a folded row (generated ones excluded). */
  insertColumns: string[];
  /** Other tables reference this one: a colliding row is kept on the loser rather than removed with its children. */
  referenced: boolean;
}

/** Tables that point at customers but are not the customer's history: the merge's own bookkeeping. */
const notChildren = ['customers', 'customer_merges'];

/**
 * Rows that go with their parent when it folds rather than making it a parent to keep: a portal account's single-use
 * links (ADR 0041), void once the loser's account is folded into the survivor's (the undo restores the account, not
 * its links).
 */
const voidedWithParent = ['customer_account_tokens'];

/**
 * Every single-column foreign key to customers(id), read from the catalog, so a table added later (case notes,
 * applications, ...) is moved without a change here (ADR 0033). A child table without a primary key would make
 * its rows unnameable in the log: refused loudly instead of merged half.
 */
export async function childColumns(db: DbOrTx): Promise<ChildColumn[]> {
  const rows = await rowsOf<ChildColumn>(
    db,
    sql`
    select c.conrelid::regclass::text as "table", a.attname as "column",
      coalesce((select array_agg(pa.attname::text order by k.ord)
        from pg_index i cross join lateral unnest(i.indkey) with ordinality k(attnum, ord)
        join pg_attribute pa on pa.attrelid = i.indrelid and pa.attnum = k.attnum
        where i.indrelid = c.conrelid and i.indisprimary), '{}') as "keyColumns",
      (select array_agg(x.attname::text order by x.attnum) from pg_attribute x
        where x.attrelid = c.conrelid and x.attnum > 0 and not x.attisdropped and x.attgenerated = '')
        as "insertColumns",
      exists (select 1 from pg_constraint r where r.confrelid = c.conrelid and r.contype = 'f'
        and r.conrelid <> c.conrelid and r.conrelid::regclass::text <> all(${sql.param(voidedWithParent)}::text[]))
        as "referenced"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'customers'::regclass and cardinality(c.conkey) = 1
      and c.conrelid::regclass::text <> all(${sql.param(notChildren)}::text[])
    order by 1, 2`,
  );
  for (const row of rows) {
    if (row.keyColumns.length === 0) throw new Error(`${row.table} points at customers but has no primary key`);
  }
  return rows;
}

export const ident = (name: string) => sql.identifier(name);

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as { rows: T[] }).rows;
}

/** jsonb_build_object('k1', alias.k1, ...): a row's primary key as the merge log stores it. */
export function rowKeySql(child: ChildColumn, alias: string): SQL {
  const parts = child.keyColumns.map((key) => sql`${key}::text, ${sql.identifier(alias)}.${ident(key)}`);
  return sql`jsonb_build_object(${sql.join(parts, sql`, `)})`;
}

/** How many rows of every child table belong to each customer (the compare page's "records" figure). */
export async function childRowCounts(db: DbOrTx, customerIds: number[]): Promise<Map<number, number>> {
  const children = await childColumns(db);
  const counts = new Map(customerIds.map((id) => [id, 0]));
  if (children.length === 0) return counts;
  const parts = children.map(
    (child) =>
      sql`select ${ident(child.column)} as customer_id, count(*)::int as n from ${ident(child.table)}
        where ${ident(child.column)} = any(${sql.param(customerIds)}::int[]) group by 1`,
  );
  const rows = await rowsOf<{ customer_id: number; n: number }>(
    db,
    sql`select customer_id, sum(n)::int as n from (${sql.join(parts, sql` union all `)}) t group by 1`,
  );
  for (const row of rows) counts.set(row.customer_id, row.n);
  return counts;
}
