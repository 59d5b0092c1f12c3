import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { ReferralCategory, ReferralKind, ReferralSortColumn, ReferralStatus } from '@portal/contracts';
import { type Db, type DbOrTx, schema } from '@portal/db';
import { lazyRequire } from '../../platform/lazy-require.ts';

/** For its escaping only, loaded on the first export (the embedded database never loads pg otherwise). */
const pgDriver = lazyRequire<typeof pg>('pg');

/** Whose referrals a staff user reaches: those from or to some of these locations, or all of them (agency admins). */
export type ReferralScope = { kind: 'locations'; ids: number[] } | { kind: 'all' };

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

function atLocations(column: SQL, scope: ReferralScope): SQL {
  if (scope.kind === 'all') return sql`${column} is not null`;
  if (scope.ids.length === 0) return sql`false`;
  return sql`${column} in (${idList(scope.ids)})`;
}

/**
 * The Referral Type (docs/decisions/0023): incoming, in-network referrals to one of my locations (a customer's own
 * request is to their location); outgoing, in-network ones from one of my locations; external, out-of-network ones
 * made at one of my locations. Deleted referrals and deleted customers' referrals are not listed.
 */
export function typeCondition(type: ReferralCategory, scope: ReferralScope): SQL {
  switch (type) {
    case 'incoming':
      return sql`r.kind = 'network' and ${atLocations(sql`r.to_location_id`, scope)}`;
    case 'outgoing':
      return sql`r.kind = 'network' and ${atLocations(sql`r.from_location_id`, scope)}`;
    case 'external':
      return scope.kind === 'all'
        ? sql`r.kind = 'external'`
        : sql`r.kind = 'external' and ${atLocations(sql`r.from_location_id`, scope)}`;
  }
}

export const listed = sql`r.deleted_at is null and c.deleted_at is null`;

/**
 * The sortable columns, as SQL (the contract's referralSortColumns: anything else never reaches here). Names sort
 * without regard to case, the same on every engine's collation.
 */
const sortExpressions: Record<ReferralSortColumn, SQL> = {
  first_name: sql`lower(c.first_name)`,
  last_name: sql`lower(c.last_name)`,
  from_location: sql`lower(fl.name)`,
  to_name: sql`lower(coalesce(r.to_service_name, tl.name))`,
  status: sql`r.status`,
  created_at: sql`r.created_at`,
};

const rowColumns = sql`r.id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  r.customer_id, c.first_name, c.last_name, fl.name as from_location,
  coalesce(r.to_service_name, tl.name, '') as to_name, r.kind, r.status, r.note, c.status as customer_active`;

export const joins = sql`referrals r join customers c on c.id = r.customer_id
  left join locations fl on fl.id = r.from_location_id
  left join locations tl on tl.id = r.to_location_id`;

export interface ListRow {
  id: number;
  created_at: string;
  customer_id: number;
  first_name: string;
  last_name: string;
  from_location: string | null;
  to_name: string;
  kind: ReferralKind;
  status: ReferralStatus;
  note: string | null;
  customer_active: boolean;
}

export interface ListFilter {
  type: ReferralCategory;
  status: ReferralStatus | null;
  scope: ReferralScope;
  orderBy: ReferralSortColumn;
  sort: 'asc' | 'desc';
}

function whereOf(filter: ListFilter): SQL {
  const status = filter.status ? sql` and r.status = ${filter.status}` : sql``;
  return sql`${listed} and ${typeCondition(filter.type, filter.scope)}${status}`;
}

/** Sorted on the chosen column, then id: a stable order, so pages never repeat or skip a row. */
function orderOf(filter: ListFilter): SQL {
  const direction = filter.sort === 'desc' ? sql`desc` : sql`asc`;
  return sql`${sortExpressions[filter.orderBy]} ${direction} nulls last, r.id ${direction}`;
}

export function listQuery(filter: ListFilter, page?: { limit: number; offset: number }): SQL {
  const paging = page ? sql` limit ${page.limit} offset ${page.offset}` : sql``;
  return sql`select ${rowColumns} from ${joins} where ${whereOf(filter)} order by ${orderOf(filter)}${paging}`;
}

export async function listPage(db: Db, filter: ListFilter, page: { limit: number; offset: number }) {
  const [found, [counted]] = await Promise.all([
    rows<ListRow>(db, listQuery(filter, page)),
    rows<{ total: number }>(db, sql`select count(*)::int as total from ${joins} where ${whereOf(filter)}`),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

const dialect = new PgDialect();

/** The export's query as text and parameters, for the cursor (platform/exports/cursor.ts). */
export function exportQuery(filter: ListFilter): { text: string; params: unknown[] } {
  const compiled = dialect.sqlToQuery(listQuery(filter));
  return { text: compiled.sql, params: compiled.params };
}

/** A text cell a spreadsheet would run as a formula gets a leading apostrophe (as csvCell does, in SQL). */
const formulaSafe = (cell: SQL) =>
  sql`case when left(${cell}, 1) in ('=', '+', '-', '@', E'\t', E'\r') then '''' || ${cell} else ${cell} end`;

/** A bind parameter as a literal (COPY takes no parameters): integers as they are, text escaped. */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string') return pgDriver().escapeLiteral(value);
  throw new Error(`No literal for a ${typeof value} export parameter`);
}

/**
 * The export as `COPY (...) TO STDOUT` (Postgres; PGlite reads exportQuery through a cursor): the CSV's columns by
 * their header names, text cells formula-safe, the status by its label, in the list's order. The filter's values are
 * inlined as escaped literals.
 */
export function exportCopySql(filter: ListFilter, headers: readonly string[], statusLabels: Record<string, string>) {
  const cells = [
    sql`r.id`,
    formulaSafe(sql`c.first_name`),
    formulaSafe(sql`c.last_name`),
    formulaSafe(sql`fl.name`),
    formulaSafe(sql`coalesce(r.to_service_name, tl.name, '')`),
    sql`case r.status ${sql.join(
      Object.entries(statusLabels).map(([value, label]) => sql`when ${value} then ${label}`),
      sql` `,
    )} else r.status end`,
    formulaSafe(sql`r.note`),
    sql`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  ];
  if (cells.length !== headers.length) throw new Error('export headers and cells differ');
  const select = sql.join(
    cells.map((cell, index) => sql`${cell} as ${sql.raw(pgDriver().escapeIdentifier(headers[index]!))}`),
    sql`, `,
  );
  const compiled = dialect.sqlToQuery(
    sql`copy (select ${select} from ${joins} where ${whereOf(filter)} order by ${orderOf(filter)}) to stdout with (format csv, header)`,
  );
  return compiled.sql.replace(/\$(\d+)/g, (_, n: string) => literal(compiled.params[Number(n) - 1]));
}

/** The distinct customers of the export's rows, for the export ledger. */
export function exportCustomersSql(filter: ListFilter): { text: string; params: unknown[] } {
  const compiled = dialect.sqlToQuery(
    sql`select coalesce(array_agg(distinct r.customer_id order by r.customer_id), '{}') as ids from ${joins} where ${whereOf(filter)}`,
  );
  return { text: compiled.sql, params: compiled.params };
}

/** What a status change needs to know of each selected referral, locked until the change commits. */
export interface ReferralForUpdate {
  id: number;
  customer_id: number;
  kind: ReferralKind;
  status: ReferralStatus;
  from_location_id: number | null;
  to_location_id: number | null;
  to_name: string;
  deleted: boolean;
  customer_deleted: boolean;
  customer_active: boolean;
  customer_first_name: string;
  customer_last_name: string;
  customer_email: string | null;
  /** The language of the customer's portal account ('en' without an account). */
  customer_language: string;
  created_by_staff_id: number | null;
}

export async function lockForUpdate(tx: DbOrTx, ids: readonly number[]): Promise<ReferralForUpdate[]> {
  if (ids.length === 0) return [];
  return rows<ReferralForUpdate>(
    tx,
    sql`select r.id, r.customer_id, r.kind, r.status, r.from_location_id, r.to_location_id,
        coalesce(r.to_service_name, tl.name, '') as to_name, r.deleted_at is not null as deleted,
        c.deleted_at is not null as customer_deleted, c.status as customer_active, c.first_name as customer_first_name,
        c.last_name as customer_last_name, r.created_by_staff_id, coalesce(nullif(c.email, ''), ca.email) as customer_email,
        coalesce(ca.preferred_language, 'en') as customer_language
      from referrals r join customers c on c.id = r.customer_id
      left join customer_accounts ca on ca.customer_id = c.id
      left join locations tl on tl.id = r.to_location_id
      where r.id in (${idList(ids)})
      order by r.id
      for update of r`,
  );
}

export async function setStatus(
  tx: DbOrTx,
  changes: { id: number; from: ReferralStatus; to: ReferralStatus }[],
  by: { staffId: number },
  note: string | null,
) {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.id);
  const to = changes[0]!.to;
  await tx.execute(sql`update referrals set status = ${to}, updated_at = now() where id in (${idList(ids)})`);
  await tx.insert(schema.referralStatusHistory).values(
    changes.map((change) => ({
      referralId: change.id,
      fromStatus: change.from,
      toStatus: change.to,
      note,
      changedByStaffId: by.staffId,
    })),
  );
}

export async function insertReferral(
  tx: DbOrTx,
  values: typeof schema.referrals.$inferInsert,
  by: { staffId?: number; customerId?: number },
): Promise<number> {
  const [row] = await tx.insert(schema.referrals).values(values).returning({ id: schema.referrals.id });
  await tx.insert(schema.referralStatusHistory).values({
    referralId: row!.id,
    fromStatus: null,
    toStatus: values.status,
    note: values.note ?? null,
    changedByStaffId: by.staffId ?? null,
    changedByCustomerId: by.customerId ?? null,
  });
  return row!.id;
}

export async function locationExists(db: DbOrTx, id: number): Promise<boolean> {
  const found = await rows<{ id: number }>(db, sql`select id from locations where id = ${id}`);
  return found.length === 1;
}

/** A directory service that may be referred to: it exists and is active (HSDS status). */
export async function activeDirectoryService(
  db: DbOrTx,
  id: string,
): Promise<{ id: string; name: string; description: string | null } | null> {
  const [row] = await rows<{ id: string; name: string; description: string | null; status: string }>(
    db,
    sql`select id, name, description, status from directory_services where id = ${id}::uuid`,
  );
  return row && row.status === 'active' ? row : null;
}

export async function openRequestExists(db: DbOrTx, customerId: number, serviceId: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from referrals where customer_id = ${customerId} and to_service_id = ${serviceId}::uuid
      and requested_by_customer and deleted_at is null and status in ('new', 'accepted', 'in_progress')
      limit 1`,
  );
  return found.length > 0;
}

export interface CustomerLocationRow {
  primary_location_id: number | null;
  location_ids: number[];
}

export async function customerLocations(db: DbOrTx, customerId: number): Promise<CustomerLocationRow | null> {
  const [row] = await rows<CustomerLocationRow>(
    db,
    sql`select primary_location_id, location_ids from customers where id = ${customerId}`,
  );
  return row ?? null;
}

const itemColumns = sql`r.id, r.kind, r.status, fl.name as from_location,
  coalesce(r.to_service_name, tl.name, '') as to_name, r.to_service_id::text as to_service_id, r.note,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
  to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

export interface ItemRow {
  id: number;
  kind: ReferralKind;
  status: ReferralStatus;
  from_location: string | null;
  to_name: string;
  to_service_id: string | null;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A customer's own referrals, newest first. */
export async function customerReferrals(db: Db, customerId: number, page: { limit: number; offset: number }) {
  const where = sql`r.customer_id = ${customerId} and r.deleted_at is null`;
  const [found, [counted]] = await Promise.all([
    rows<ItemRow>(
      db,
      sql`select ${itemColumns} from ${joins} where ${where}
        order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from referrals r where ${where}`),
  ]);
  return { rows: found, total: counted?.total ?? 0 };
}

export interface DetailRow extends ItemRow {
  customer_id: number;
  customer_name: string;
  from_location_id: number | null;
  to_location_id: number | null;
  customer_deleted: boolean;
}

export async function referralDetail(db: Db, id: number): Promise<DetailRow | null> {
  const [row] = await rows<DetailRow>(
    db,
    sql`select ${itemColumns}, r.customer_id, c.first_name || ' ' || c.last_name as customer_name,
        r.from_location_id, r.to_location_id, c.deleted_at is not null as customer_deleted
      from ${joins} where r.id = ${id} and r.deleted_at is null`,
  );
  return row ?? null;
}

export async function referralHistory(db: Db, id: number) {
  return rows<{
    from_status: ReferralStatus | null;
    to_status: ReferralStatus;
    note: string | null;
    changed_by: string;
    created_at: string;
  }>(
    db,
    sql`select h.from_status, h.to_status, h.note,
        coalesce(s.first_name || ' ' || s.last_name, hc.first_name || ' ' || hc.last_name, '') as changed_by,
        to_char(h.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at
      from referral_status_history h
      left join staff_users s on s.id = h.changed_by_staff_id
      left join customers hc on hc.id = h.changed_by_customer_id
      where h.referral_id = ${id}
      order by h.created_at, h.id`,
  );
}
