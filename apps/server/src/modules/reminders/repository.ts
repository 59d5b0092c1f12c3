import { and, asc, count, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ReminderStatus, ReminderSupportType } from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';

const { reminders, customers, groups, staffUsers, staffUserLocations } = schema;

/** The shown date (spec 4): remind_again_at when set, otherwise remind_at. */
export const shownAt = sql<Date>`coalesce(${reminders.remindAgainAt}, ${reminders.remindAt})`;

const reminderColumns = {
  id: reminders.id,
  userId: reminders.userId,
  title: reminders.title,
  description: reminders.description,
  action: reminders.action,
  status: reminders.status,
  remindAt: reminders.remindAt,
  remindAgainAt: reminders.remindAgainAt,
  createdAt: reminders.createdAt,
  inSupportOfType: reminders.inSupportOfType,
  customerId: reminders.customerId,
  customerName: sql<string | null>`${customers.firstName} || ' ' || ${customers.lastName}`,
  groupId: reminders.groupId,
  groupName: groups.name,
};

function selectReminders(db: DbOrTx) {
  return db
    .select(reminderColumns)
    .from(reminders)
    .leftJoin(customers, eq(customers.id, reminders.customerId))
    .leftJoin(groups, eq(groups.id, reminders.groupId));
}
export type ReminderRow = Awaited<ReturnType<typeof findReminder>> & {};

export async function findReminder(db: DbOrTx, id: number) {
  const [row] = await selectReminders(db).where(eq(reminders.id, id));
  return row ?? null;
}

export interface ReminderFilters {
  userId: number;
  statuses: readonly ReminderStatus[] | null;
  includeDeleted: boolean;
  supportType: ReminderSupportType | null;
  /** The shown date falls in [from, to). */
  shownBetween: { from: Date; to: Date } | null;
}

function filterCondition(filters: ReminderFilters): SQL | undefined {
  return and(
    eq(reminders.userId, filters.userId),
    filters.statuses ? inArray(reminders.status, [...filters.statuses]) : undefined,
    filters.includeDeleted ? undefined : ne(reminders.status, 'deleted'),
    filters.supportType ? eq(reminders.inSupportOfType, filters.supportType) : undefined,
    filters.shownBetween
      ? and(gte(shownAt, filters.shownBetween.from), lt(shownAt, filters.shownBetween.to))
      : undefined,
  );
}

export async function listReminders(db: Db, filters: ReminderFilters, page: { offset: number; limit: number }) {
  const where = filterCondition(filters);
  const [rows, [total]] = await Promise.all([
    selectReminders(db).where(where).orderBy(asc(shownAt), asc(reminders.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(reminders).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export interface ReminderValues {
  userId: number;
  title: string;
  description: string;
  action: (typeof schema.reminders.$inferInsert)['action'];
  remindAt: Date;
  inSupportOfType: ReminderSupportType;
  customerId: number | null;
  groupId: number | null;
}

export async function insertReminder(db: DbOrTx, createdBy: number, values: ReminderValues) {
  const [row] = await db
    .insert(reminders)
    .values({ ...values, createdByUserId: createdBy })
    .returning({ id: reminders.id });
  return row!.id;
}

/** Edits an upcoming reminder; null when it is no longer upcoming (changed meanwhile). */
export async function updateUpcomingReminder(db: DbOrTx, id: number, values: ReminderValues) {
  const [row] = await db
    .update(reminders)
    .set({ ...values, remindAgainAt: null, updatedAt: sql`now()` })
    .where(and(eq(reminders.id, id), eq(reminders.status, 'upcoming')))
    .returning({ id: reminders.id });
  return row ?? null;
}

/**
 * Moves the reminder from `from` to `to` in one conditional UPDATE: a reminder changed meanwhile (by the sweep or
 * another tab) is left alone and null comes back.
 */
export async function moveReminder(
  db: DbOrTx,
  id: number,
  from: ReminderStatus,
  to: ReminderStatus,
  extra: { remindAgainAt?: SQL; completedAt?: SQL; deletedAt?: SQL } = {},
) {
  const [row] = await db
    .update(reminders)
    .set({ status: to, updatedAt: sql`now()`, ...extra })
    .where(and(eq(reminders.id, id), eq(reminders.status, from)))
    .returning({ id: reminders.id });
  return row ?? null;
}

export async function findGroup(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name, locationId: groups.locationId })
    .from(groups)
    .where(eq(groups.id, id));
  return row ?? null;
}

/** An active staff user and their locations, for assigning a reminder to a colleague. */
export async function findStaffUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      active: staffUsers.active,
      role: staffUsers.role,
      locationIds: sql<
        number[]
      >`coalesce(array_agg(${staffUserLocations.locationId}) filter (where ${staffUserLocations.locationId} is not null), '{}')`,
    })
    .from(staffUsers)
    .leftJoin(staffUserLocations, eq(staffUserLocations.staffUserId, staffUsers.id))
    .where(eq(staffUsers.id, id))
    .groupBy(staffUsers.id);
  return row ?? null;
}

const likePattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Staff users a reminder may be assigned to: active, at one of `locationIds` (all when null), whose first name,
 * last name or email starts with the query; the `userId` one is always included (a form showing its choice).
 */
export async function searchStaffUsers(
  db: Db,
  query: string,
  locationIds: number[] | null,
  userId: number | undefined,
  limit: number,
) {
  const pattern = likePattern(query.trim().toLowerCase());
  const matches = or(
    sql`lower(${staffUsers.firstName}) like ${pattern}`,
    sql`lower(${staffUsers.lastName}) like ${pattern}`,
    sql`lower(${staffUsers.email}) like ${pattern}`,
  );
  const atLocations = locationIds
    ? sql`exists (select 1 from ${staffUserLocations} l where l.staff_user_id = ${staffUsers.id} and l.location_id = any(${sql.param(locationIds)}::int[]))`
    : undefined;
  const wanted = query.trim() === '' ? sql`false` : matches;
  return db
    .select({
      id: staffUsers.id,
      first_name: staffUsers.firstName,
      last_name: staffUsers.lastName,
      email: staffUsers.email,
    })
    .from(staffUsers)
    .where(and(eq(staffUsers.active, true), atLocations, userId ? or(wanted, eq(staffUsers.id, userId)) : wanted))
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id))
    .limit(limit);
}

/**
 * Customers a reminder may be about: not deleted, at one of `locationIds` (all when null), whose full name,
 * first or last name starts with the query (lower, unaccented as the customer search keys them).
 */
export async function searchCustomers(
  db: Db,
  query: string,
  locationIds: number[] | null,
  customerId: number | null | undefined,
  limit: number,
) {
  const pattern = sql`replace(replace(replace(portal_search_name(${query}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
  const matches = or(
    sql`${customers.searchName} like ${pattern}`,
    sql`portal_search_name(${customers.lastName}) like ${pattern}`,
  );
  const wanted = query.trim() === '' ? sql`false` : matches;
  return db
    .select({ id: customers.id, full_name: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}` })
    .from(customers)
    .where(
      and(
        sql`${customers.deletedAt} is null`,
        locationIds ? sql`${customers.locationIds} && ${sql.param(locationIds)}::int[]` : undefined,
        customerId ? or(wanted, eq(customers.id, customerId)) : wanted,
      ),
    )
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id))
    .limit(limit);
}
