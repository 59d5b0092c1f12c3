import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db';
import { currentlyEnrolled } from '../service-log/enrolled.ts';

/** Whose customers a figure counts: those at some of these locations, or everyone's (agency admins). */
export type CustomerScope = { kind: 'locations'; ids: number[] } | { kind: 'all' };

/** A half-open time window [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

/** customers.location_ids holds the primary and every source location (kept by triggers, GIN-indexed). */
function inScope(scope: CustomerScope): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (scope.ids.length === 0) return sql`false`;
  const ids = sql.join(
    scope.ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`c.location_ids && array[${ids}]::integer[]`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

/** Successful customer sign-ins (audit_log 'login' rows of the customer guard) in the period. */
export async function customerLogins(db: Db, scope: CustomerScope, period: Period) {
  const [row] = await rows<{ unique_logins: number; total_logins: number }>(
    db,
    sql`select count(distinct a.actor_id)::int as unique_logins, count(*)::int as total_logins
      from audit_log a join customers c on c.id = a.actor_id
      where a.action = 'login' and a.actor_guard = 'customer'
        and a.created_at >= ${period.from.toISOString()}::timestamptz
        and a.created_at < ${period.to.toISOString()}::timestamptz
        and c.deleted_at is null and ${inScope(scope)}`,
  );
  return row ?? { unique_logins: 0, total_logins: 0 };
}

/** Portal accounts that signed in since `from` (active) and the others (inactive). */
export async function portalAccounts(db: Db, scope: CustomerScope, from: Date) {
  const [row] = await rows<{ active: number; inactive: number }>(
    db,
    sql`select count(*) filter (where ca.last_login_at >= ${from.toISOString()}::timestamptz)::int as active,
        count(*) filter (where ca.last_login_at is null
          or ca.last_login_at < ${from.toISOString()}::timestamptz)::int as inactive
      from customer_accounts ca join customers c on c.id = ca.customer_id
      where c.deleted_at is null and ${inScope(scope)}`,
  );
  return row ?? { active: 0, inactive: 0 };
}

/** Active (not archived, not deleted) customers currently enrolled in a program (derived from their enrolments). */
export async function enrolledCustomers(db: Db, scope: CustomerScope): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from customers c
      where ${currentlyEnrolled(sql`c.id`)} and c.status and c.deleted_at is null and ${inScope(scope)}`,
  );
  return row?.total ?? 0;
}

export interface MyCustomerRow {
  id: number;
  full_name: string;
  avatar_url: string | null;
  email: string | null;
  total: number;
}

/** The customers the staff user is a case manager of (customer_case_managers), by last and first name. */
export async function myCustomers(db: Db, staffId: number, limit: number): Promise<MyCustomerRow[]> {
  return rows<MyCustomerRow>(
    db,
    sql`select c.id, c.first_name || ' ' || c.last_name as full_name, c.avatar_url, c.email,
        count(*) over ()::int as total
      from customer_case_managers m join customers c on c.id = m.customer_id
      where m.staff_user_id = ${staffId} and c.deleted_at is null
      order by c.last_name, c.first_name, c.id
      limit ${limit}`,
  );
}

/** How many customers the staff user has pinned (the banner's tracking pin). */
export async function pinnedCustomers(db: Db, staffId: number): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select count(distinct p.customer_id)::int as total
      from customer_pins p join customers c on c.id = p.customer_id
      where p.staff_user_id = ${staffId} and c.deleted_at is null`,
  );
  return row?.total ?? 0;
}

/** One drill-down row; `total` repeats the count of every matching row (a window count). */
export interface DrillDownRow {
  id: number;
  full_name: string;
  email: string | null;
  logins: number | null;
  last_login_at: string | null;
  total: number;
}

export interface Slice {
  offset: number;
  limit: number;
}

const fullName = sql`c.first_name || ' ' || c.last_name`;
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Who signed in during the period, most recent first, with their number of sign-ins. */
export async function loginCustomers(db: Db, scope: CustomerScope, period: Period, slice: Slice) {
  return rows<DrillDownRow>(
    db,
    sql`select c.id, ${fullName} as full_name, c.email, count(*)::int as logins,
        ${isoTime(sql`max(a.created_at)`)} as last_login_at, count(*) over ()::int as total
      from audit_log a join customers c on c.id = a.actor_id
      where a.action = 'login' and a.actor_guard = 'customer'
        and a.created_at >= ${period.from.toISOString()}::timestamptz
        and a.created_at < ${period.to.toISOString()}::timestamptz
        and c.deleted_at is null and ${inScope(scope)}
      group by c.id
      order by max(a.created_at) desc, c.id
      limit ${slice.limit} offset ${slice.offset}`,
  );
}

/** Portal accounts, the most recently used first (never-used ones last). */
export async function portalAccountList(db: Db, scope: CustomerScope, slice: Slice) {
  return rows<DrillDownRow>(
    db,
    sql`select c.id, ${fullName} as full_name, c.email, null::int as logins,
        ${isoTime(sql`ca.last_login_at`)} as last_login_at, count(*) over ()::int as total
      from customer_accounts ca join customers c on c.id = ca.customer_id
      where c.deleted_at is null and ${inScope(scope)}
      order by ca.last_login_at desc nulls last, c.id
      limit ${slice.limit} offset ${slice.offset}`,
  );
}

export async function enrolledList(db: Db, scope: CustomerScope, slice: Slice) {
  return rows<DrillDownRow>(
    db,
    sql`select c.id, ${fullName} as full_name, c.email, null::int as logins, null::text as last_login_at,
        count(*) over ()::int as total
      from customers c
      where ${currentlyEnrolled(sql`c.id`)} and c.status and c.deleted_at is null and ${inScope(scope)}
      order by c.last_name, c.first_name, c.id
      limit ${slice.limit} offset ${slice.offset}`,
  );
}

export async function myCustomerList(db: Db, staffId: number, slice: Slice) {
  return rows<DrillDownRow>(
    db,
    sql`select c.id, ${fullName} as full_name, c.email, null::int as logins, null::text as last_login_at,
        count(*) over ()::int as total
      from customer_case_managers m join customers c on c.id = m.customer_id
      where m.staff_user_id = ${staffId} and c.deleted_at is null
      order by c.last_name, c.first_name, c.id
      limit ${slice.limit} offset ${slice.offset}`,
  );
}
