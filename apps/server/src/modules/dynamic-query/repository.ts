import { and, asc, eq, getTableColumns, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';

const { storedQueries, storedQueryShares, staffUsers, staffUserLocations, locations } = schema;

export type StoredQueryRow = typeof storedQueries.$inferSelect & {
  ownerFirstName: string;
  ownerLastName: string;
  sharedWith: number[];
};

const sharedWith = sql<
  number[]
>`coalesce((select array_agg(sh.user_id order by sh.user_id) from stored_query_shares sh where sh.stored_query_id = ${storedQueries.id}), '{}')`;
const isShared = (userId: number) =>
  sql`exists (select 1 from stored_query_shares sh where sh.stored_query_id = ${storedQueries.id} and sh.user_id = ${userId})`;

function selectStored(db: DbOrTx) {
  return db
    .select({
      ...getTableColumns(storedQueries),
      ownerFirstName: staffUsers.firstName,
      ownerLastName: staffUsers.lastName,
      sharedWith,
    })
    .from(storedQueries)
    .innerJoin(staffUsers, eq(staffUsers.id, storedQueries.ownerUserId));
}

/** The user's own stored queries and those shared with them, newest first. */
export async function listReadable(db: DbOrTx, userId: number): Promise<StoredQueryRow[]> {
  return selectStored(db)
    .where(or(eq(storedQueries.ownerUserId, userId), isShared(userId)))
    .orderBy(sql`${storedQueries.createdAt} desc`, sql`${storedQueries.id} desc`);
}

export async function findStored(db: DbOrTx, id: number): Promise<StoredQueryRow | null> {
  const [row] = await selectStored(db).where(eq(storedQueries.id, id));
  return row ?? null;
}

export interface StoredQueryValues {
  name: string;
  queryRequest: unknown;
  isPrimary: boolean;
  totalRecords: number;
  uniqueCount: number;
}

export async function insertStored(db: DbOrTx, ownerUserId: number, values: StoredQueryValues): Promise<number> {
  const [row] = await db
    .insert(storedQueries)
    .values({ ownerUserId, ...values })
    .returning({ id: storedQueries.id });
  if (!row) throw new Error('stored query not inserted');
  return row.id;
}

export async function updateStored(db: DbOrTx, id: number, values: StoredQueryValues): Promise<void> {
  await db
    .update(storedQueries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(storedQueries.id, id));
}

export async function deleteStored(db: DbOrTx, id: number): Promise<void> {
  await db.delete(storedQueries).where(eq(storedQueries.id, id));
}

export async function recordRun(db: DbOrTx, id: number, counts: { total: number; unique: number }): Promise<void> {
  await db
    .update(storedQueries)
    .set({
      lastRunTimestamp: sql`now()`,
      lastRunCount: counts.total,
      lastRunUniqueCount: counts.unique,
      totalRecords: counts.total,
      uniqueCount: counts.unique,
    })
    .where(eq(storedQueries.id, id));
}

/** Replaces the share list with these users (the owner is never among them). */
export async function replaceShares(db: DbOrTx, id: number, userIds: number[], sharedBy: number): Promise<void> {
  await db.delete(storedQueryShares).where(eq(storedQueryShares.storedQueryId, id));
  if (userIds.length === 0) return;
  await db
    .insert(storedQueryShares)
    .values(userIds.map((userId) => ({ storedQueryId: id, userId, sharedByUserId: sharedBy })));
}

/** Active staff users among these ids, except one. */
export async function activeStaffIds(db: DbOrTx, ids: number[], except: number): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(inArray(staffUsers.id, ids), eq(staffUsers.active, true), ne(staffUsers.id, except)));
  return rows.map((row) => row.id);
}

export interface UserSearch {
  query?: string | undefined;
  ids?: number[] | undefined;
  /** A location to filter by; null: every location. */
  locationId: number | null;
  except: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function searchUsers(db: DbOrTx, search: UserSearch) {
  const conditions = [eq(staffUsers.active, true), ne(staffUsers.id, search.except)];
  const text = search.query?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(
      or(
        ilike(staffUsers.firstName, pattern),
        ilike(staffUsers.lastName, pattern),
        ilike(staffUsers.email, pattern),
        ilike(sql`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`, pattern),
      )!,
    );
  }
  if (search.ids?.length) conditions.push(inArray(staffUsers.id, search.ids));
  if (search.locationId !== null) {
    conditions.push(
      sql`exists (select 1 from ${staffUserLocations} sl where sl.staff_user_id = ${staffUsers.id} and sl.location_id = ${search.locationId})`,
    );
  }
  return db
    .select({
      id: staffUsers.id,
      first_name: staffUsers.firstName,
      last_name: staffUsers.lastName,
      email: staffUsers.email,
    })
    .from(staffUsers)
    .where(and(...conditions))
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id))
    .limit(50);
}

export async function listLocations(db: DbOrTx) {
  return db.select({ id: locations.id, label: locations.name }).from(locations).orderBy(asc(locations.name));
}

/** The viewer of a staff user now (an export job re-checks it when it runs). */
export async function staffViewerRow(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({ role: staffUsers.role, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ locationId: staffUserLocations.locationId })
    .from(staffUserLocations)
    .where(eq(staffUserLocations.staffUserId, userId));
  return { ...user, locationIds: rows.map((row) => row.locationId) };
}

/** Options of a field whose options live in a table, in the table's own order of names. */
export async function optionRows(db: DbOrTx, source: 'locations' | 'programs' | 'services' | 'forms' | 'restrictions') {
  const queries = {
    locations: sql`select id as value, name as label from locations order by name, id`,
    programs: sql`select id as value, name as label from service_log_programs order by name, id`,
    services: sql`select id as value, name as label from services order by name, id`,
    forms: sql`select id as value, name_short as label from forms order by name_short, id`,
    restrictions: sql`select id as value, label from restriction_options order by id`,
  };
  const result = (await db.execute(queries[source])) as { rows: { value: number; label: string }[] };
  return result.rows.map((row) => ({ value: Number(row.value), label: String(row.label) }));
}
