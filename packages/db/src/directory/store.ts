import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  type DirectoryRow,
  type DirectoryRows,
  directoryTables,
  type DirectoryTable,
  type HsdsTable,
} from './tables.ts';

/**
 * Writes directory rows: an upsert by id that leaves an identical row alone, so importing the same data twice writes
 * nothing the second time. Then the finder's derived columns (category ids, search vector, term roots).
 */

export interface TableWrites {
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
}
export type DirectoryWrites = Record<HsdsTable, TableWrites>;

export interface StoreProgress {
  table: HsdsTable;
  done: number;
  total: number;
}

const batchRows = 400;

const cast = (type: string) =>
  sql.raw(
    {
      uuid: 'uuid',
      text: 'text',
      int: 'integer',
      real: 'real',
      float: 'double precision',
      date: 'date',
      time: 'time',
    }[type] ?? 'text',
  );

async function upsertBatch(
  db: DbOrTx,
  spec: DirectoryTable,
  rows: DirectoryRow[],
): Promise<{ inserted: number; updated: number }> {
  const columns = spec.columns.map((column) => column.name);
  const names = sql.raw(columns.map((name) => `"${name}"`).join(', '));
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          spec.columns.map((column) => sql`${row[column.name] ?? null}::${cast(column.type)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const updatable = columns.filter((name) => name !== 'id');
  const set = sql.raw(updatable.map((name) => `"${name}" = excluded."${name}"`).join(', '));
  const mine = sql.raw(updatable.map((name) => `${spec.table}."${name}"`).join(', '));
  const theirs = sql.raw(updatable.map((name) => `excluded."${name}"`).join(', '));
  const result = await db.execute<{ inserted: boolean }>(sql`
    insert into ${sql.raw(spec.table)} (${names}) values ${values}
    on conflict (id) do update set ${set} where (${mine}) is distinct from (${theirs})
    returning (xmax = 0) as inserted`);
  const returned = (result as { rows: { inserted: boolean }[] }).rows;
  const inserted = returned.filter((row) => row.inserted).length;
  return { inserted, updated: returned.length - inserted };
}

/** Upserts every table's rows in foreign-key order (call inside a transaction for all-or-nothing). */
export async function storeDirectoryRows(
  db: DbOrTx,
  data: DirectoryRows,
  onProgress?: (progress: StoreProgress) => void,
): Promise<DirectoryWrites> {
  const writes = {} as DirectoryWrites;
  for (const spec of directoryTables) {
    const rows = data[spec.hsds];
    const tally: TableWrites = { rows: rows.length, inserted: 0, updated: 0, unchanged: 0 };
    for (let start = 0; start < rows.length; start += batchRows) {
      const done = await upsertBatch(db, spec, rows.slice(start, start + batchRows));
      tally.inserted += done.inserted;
      tally.updated += done.updated;
      onProgress?.({ table: spec.hsds, done: Math.min(rows.length, start + batchRows), total: rows.length });
    }
    tally.unchanged = tally.rows - tally.inserted - tally.updated;
    writes[spec.hsds] = tally;
  }
  return writes;
}

/**
 * The finder's derived columns: each term's top-level ancestor (root_id), each service's categories (the roots of the
 * terms its attributes name) and its search vector (name A; organization, alternate name and categories B;
 * description C). Rows that already hold the right values are not rewritten. `serviceIds` limits the services.
 */
export async function refreshDirectorySearch(db: DbOrTx, serviceIds?: string[]): Promise<void> {
  await db.execute(sql`
    with recursive tree as (
      select id, id as root, 0 as depth from directory_taxonomy_terms
      where parent_id is null or parent_id not in (select id from directory_taxonomy_terms)
      union all
      select t.id, tree.root, tree.depth + 1 from directory_taxonomy_terms t join tree on t.parent_id = tree.id
      where tree.depth < 20
    )
    update directory_taxonomy_terms t set root_id = tree.root from tree
    where tree.id = t.id and t.root_id is distinct from tree.root`);
  const only: SQL = serviceIds ? sql`and s.id = any(${`{${serviceIds.join(',')}}`}::uuid[])` : sql``;
  await db.execute(sql`
    with derived as (
      select s.id,
        coalesce(array(
          select distinct t.root_id from directory_attributes a join directory_taxonomy_terms t on t.id = a.taxonomy_term_id
          where a.link_entity = 'service' and a.link_id = s.id and t.root_id is not null order by 1
        ), '{}'::uuid[]) as category_ids,
        setweight(to_tsvector('english', coalesce(s.name, '')), 'A')
          || setweight(to_tsvector('english', coalesce(o.name, '') || ' ' || coalesce(s.alternate_name, '') || ' ' ||
               coalesce((select string_agg(distinct t.name, ' ') from directory_attributes a
                 join directory_taxonomy_terms t on t.id = a.taxonomy_term_id or t.id = (
                   select root_id from directory_taxonomy_terms x where x.id = a.taxonomy_term_id)
                 where a.link_entity = 'service' and a.link_id = s.id), '')), 'B')
          || setweight(to_tsvector('english', coalesce(s.description, '')), 'C') as search_vector
      from directory_services s join directory_organizations o on o.id = s.organization_id
      where true ${only}
    )
    update directory_services s set category_ids = d.category_ids, search_vector = d.search_vector
    from derived d
    where d.id = s.id and (s.category_ids is distinct from d.category_ids or s.search_vector is distinct from d.search_vector)`);
}

/** Fresh planner statistics for the directory tables (after a bulk write). */
export async function analyzeDirectory(db: DbOrTx): Promise<void> {
  for (const spec of directoryTables) await db.execute(sql.raw(`analyze ${spec.table}`));
}
