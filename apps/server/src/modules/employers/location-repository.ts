import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { EmployerLocationBody, EmployerUserBody } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';

const { employerLocations, employerLocationUsers, locations, staffUsers } = schema;

export interface LocationValues extends Omit<Required<EmployerLocationBody>, 'country'> {
  latitude: number | null;
  longitude: number | null;
}

const locationColumns = {
  location: employerLocations,
  creator: sql<string>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
  creatorLocation: locations.name,
};

export async function listLocations(db: DbOrTx, employerId: number, page: { limit: number; offset: number } | null) {
  const where = and(eq(employerLocations.employerId, employerId), isNull(employerLocations.deletedAt));
  const query = db
    .select({ ...locationColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(employerLocations)
    .innerJoin(staffUsers, eq(staffUsers.id, employerLocations.createdBy))
    .leftJoin(locations, eq(locations.id, employerLocations.creatorLocationId))
    .where(where)
    .orderBy(asc(employerLocations.label), asc(employerLocations.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows;
}

export async function findLocation(db: DbOrTx, employerId: number, locationId: number) {
  const [row] = await db
    .select(locationColumns)
    .from(employerLocations)
    .innerJoin(staffUsers, eq(staffUsers.id, employerLocations.createdBy))
    .leftJoin(locations, eq(locations.id, employerLocations.creatorLocationId))
    .where(
      and(
        eq(employerLocations.id, locationId),
        eq(employerLocations.employerId, employerId),
        isNull(employerLocations.deletedAt),
      ),
    );
  return row ?? null;
}

export async function insertLocation(
  db: DbOrTx,
  values: LocationValues & { employerId: number; createdBy: number; creatorLocationId: number | null },
) {
  const [row] = await db.insert(employerLocations).values(values).returning({ id: employerLocations.id });
  return row!.id;
}

export async function updateLocation(db: DbOrTx, locationId: number, values: LocationValues) {
  await db
    .update(employerLocations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(employerLocations.id, locationId));
}

/** Soft delete: posts that named the location keep it in their history; lists and the board skip it. */
export async function softDeleteLocation(db: DbOrTx, locationId: number) {
  await db.update(employerLocations).set({ deletedAt: new Date() }).where(eq(employerLocations.id, locationId));
}

export async function listUsers(db: DbOrTx, locationId: number, page: { limit: number; offset: number }) {
  return db
    .select({ user: employerLocationUsers, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(employerLocationUsers)
    .where(and(eq(employerLocationUsers.employerLocationId, locationId), isNull(employerLocationUsers.deletedAt)))
    .orderBy(
      sql`${employerLocationUsers.primaryContact} desc`,
      asc(employerLocationUsers.name),
      asc(employerLocationUsers.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function findUser(db: DbOrTx, locationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(employerLocationUsers)
    .where(
      and(
        eq(employerLocationUsers.id, userId),
        eq(employerLocationUsers.employerLocationId, locationId),
        isNull(employerLocationUsers.deletedAt),
      ),
    );
  return row ?? null;
}

/** Whether a live contact other than `exceptId` already uses the email (any case). */
export async function emailInUse(db: DbOrTx, email: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: employerLocationUsers.id })
    .from(employerLocationUsers)
    .where(
      and(
        sql`lower(${employerLocationUsers.email}) = lower(${email})`,
        isNull(employerLocationUsers.deletedAt),
        exceptId === null ? undefined : sql`${employerLocationUsers.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const userValues = (body: Required<EmployerUserBody>) => ({
  primaryContact: body.primary_contact,
  name: body.name,
  title: body.title,
  email: body.email,
  phone: body.phone,
});

export async function insertUser(db: DbOrTx, locationId: number, body: Required<EmployerUserBody>) {
  const [row] = await db
    .insert(employerLocationUsers)
    .values({ employerLocationId: locationId, ...userValues(body) })
    .returning();
  return row!;
}

export async function updateUser(db: DbOrTx, userId: number, body: Required<EmployerUserBody>) {
  const [row] = await db
    .update(employerLocationUsers)
    .set({ ...userValues(body), updatedAt: new Date() })
    .where(eq(employerLocationUsers.id, userId))
    .returning();
  return row!;
}

export async function softDeleteUser(db: DbOrTx, userId: number) {
  await db.update(employerLocationUsers).set({ deletedAt: new Date() }).where(eq(employerLocationUsers.id, userId));
}
