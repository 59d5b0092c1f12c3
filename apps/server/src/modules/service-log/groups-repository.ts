import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';

const { groups, groupMembers, customers, staffUsers, staffUserLocations, locations } = schema;

/** `null` locations: every location (agency admins). */
export type LocationScope = number[] | null;

const inScope = (scope: LocationScope) => (scope === null ? undefined : inArray(groups.locationId, scope));

const likePattern = (query: string) => `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function findGroup(db: DbOrTx, id: number) {
  const [row] = await db.select().from(groups).where(eq(groups.id, id));
  return row ?? null;
}

export async function searchGroups(db: DbOrTx, scope: LocationScope, query: string, limit: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(inScope(scope), query ? ilike(groups.name, likePattern(query)) : undefined))
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(limit);
}

export async function listGroups(db: DbOrTx, scope: LocationScope, limit: number) {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      locationId: groups.locationId,
      locationName: locations.name,
      contactCustomerId: groups.contactCustomerId,
      contactStaffUserId: groups.contactStaffUserId,
      createdAt: groups.createdAt,
      memberTotal: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`,
      contactName: sql<string | null>`coalesce(
        (select c.first_name || ' ' || c.last_name from ${customers} c where c.id = ${groups.contactCustomerId}),
        (select s.first_name || ' ' || s.last_name from ${staffUsers} s where s.id = ${groups.contactStaffUserId}))`,
    })
    .from(groups)
    .innerJoin(locations, eq(locations.id, groups.locationId))
    .where(inScope(scope))
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(limit);
}

export async function insertGroup(db: DbOrTx, values: { name: string; locationId: number; createdBy: number }) {
  const [row] = await db.insert(groups).values(values).returning();
  return row!;
}

export async function groupMembersOf(db: DbOrTx, groupId: number) {
  return db
    .select({ id: customers.id, firstName: customers.firstName, lastName: customers.lastName })
    .from(groupMembers)
    .innerJoin(customers, eq(customers.id, groupMembers.customerId))
    .where(and(eq(groupMembers.groupId, groupId), sql`${customers.deletedAt} is null`))
    .orderBy(asc(customers.lastName), asc(customers.firstName), asc(customers.id));
}

export async function locationName(db: DbOrTx, id: number) {
  const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, id));
  return row?.name ?? null;
}

export async function addMember(db: DbOrTx, groupId: number, customerId: number) {
  await db.insert(groupMembers).values({ groupId, customerId }).onConflictDoNothing();
  await touch(db, groupId);
}

export async function removeMember(db: DbOrTx, groupId: number, customerId: number) {
  await db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.customerId, customerId)));
  await touch(db, groupId);
}

export async function setContact(
  db: DbOrTx,
  groupId: number,
  contact: { contactCustomerId: number | null; contactStaffUserId: number | null },
) {
  await db
    .update(groups)
    .set({ ...contact, updatedAt: new Date() })
    .where(eq(groups.id, groupId));
}

async function touch(db: DbOrTx, groupId: number) {
  await db.update(groups).set({ updatedAt: new Date() }).where(eq(groups.id, groupId));
}

export async function isMember(db: DbOrTx, groupId: number, customerId: number) {
  const [row] = await db
    .select({ customerId: groupMembers.customerId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.customerId, customerId)));
  return row !== undefined;
}

export async function staffAtLocation(db: DbOrTx, staffUserId: number, locationId: number) {
  const [row] = await db
    .select({
      id: staffUsers.id,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      role: staffUsers.role,
    })
    .from(staffUsers)
    .leftJoin(
      staffUserLocations,
      and(eq(staffUserLocations.staffUserId, staffUsers.id), eq(staffUserLocations.locationId, locationId)),
    )
    .where(
      and(
        eq(staffUsers.id, staffUserId),
        eq(staffUsers.active, true),
        sql`(${staffUserLocations.locationId} is not null or ${staffUsers.role} = 'agency_admin')`,
      ),
    );
  return row ?? null;
}

/** Spec 2.4's contact picker: the group's customers or the location's staff members, by name. */
export async function searchContacts(
  db: DbOrTx,
  kind: 'customer' | 'staff',
  groupId: number,
  locationId: number,
  query: string,
  limit: number,
) {
  const pattern = likePattern(query);
  if (kind === 'customer') {
    return db
      .select({ id: customers.id, name: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}` })
      .from(groupMembers)
      .innerJoin(customers, eq(customers.id, groupMembers.customerId))
      .where(
        and(
          eq(groupMembers.groupId, groupId),
          sql`${customers.deletedAt} is null`,
          sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern}`,
        ),
      )
      .orderBy(asc(customers.lastName), asc(customers.id))
      .limit(limit);
  }
  return db
    .selectDistinct({
      id: staffUsers.id,
      name: sql<string>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
      lastName: staffUsers.lastName,
    })
    .from(staffUsers)
    .innerJoin(staffUserLocations, eq(staffUserLocations.staffUserId, staffUsers.id))
    .where(
      and(
        eq(staffUserLocations.locationId, locationId),
        eq(staffUsers.active, true),
        sql`(${staffUsers.firstName} || ' ' || ${staffUsers.lastName}) ilike ${pattern}`,
      ),
    )
    .orderBy(asc(staffUsers.lastName), asc(staffUsers.id))
    .limit(limit);
}
