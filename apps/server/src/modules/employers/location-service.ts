import type { employerLocationBodySchema, employerUserBodySchema } from '@portal/contracts';
import { type EmployerLocation, type EmployerUser, employerLimits, employerMessages } from '@portal/contracts';
import { type Db, type schema } from '@portal/db';
import type { z } from 'zod';
import type { Actor, StaffActor } from '../../platform/access/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { ZipPlace } from '../../platform/geo/index.ts';
import { findPostgresError } from '../../platform/http/database-errors.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './location-repository.ts';
import { pagedResult } from './paging.ts';
import { reachableEmployer } from './scope.ts';

export type ZipLookup = (zip: string) => Promise<ZipPlace | null>;
type LocationBody = z.output<typeof employerLocationBodySchema>;
type UserBody = z.output<typeof employerUserBodySchema>;

type LocationRow = NonNullable<Awaited<ReturnType<typeof repository.findLocation>>>;
function toLocation(row: LocationRow): EmployerLocation {
  const { location } = row;
  return {
    id: location.id,
    employer_id: location.employerId,
    label: location.label,
    address: location.address,
    city: location.city,
    county: location.county,
    state: location.state,
    zipcode: location.zipcode,
    country: location.country,
    phone: location.phone,
    creator: row.creator,
    creator_location: row.creatorLocation ?? null,
  };
}

function toUser(row: typeof schema.employerLocationUsers.$inferSelect): EmployerUser {
  return {
    id: row.id,
    primary_contact: row.primaryContact,
    name: row.name,
    title: row.title,
    email: row.email,
    phone: row.phone,
  };
}

/** The ZIP centroid places the location on the job board's map; an unknown ZIP leaves it off radius searches. */
async function locationValues(body: LocationBody, lookupZip: ZipLookup): Promise<repository.LocationValues> {
  const place = await lookupZip(body.zipcode.slice(0, 5)).catch(() => null);
  const { country: _country, ...fields } = body;
  return { ...fields, latitude: place?.latitude ?? null, longitude: place?.longitude ?? null };
}

export async function listLocations(db: Db, actor: Actor, employerId: number, page: number, all: boolean) {
  await reachableEmployer(db, actor, employerId);
  const perPage = employerLimits.pageSize;
  const rows = await repository.listLocations(
    db,
    employerId,
    all ? null : { limit: perPage, offset: (page - 1) * perPage },
  );
  const total = rows[0]?.total ?? 0;
  return all
    ? pagedResult(rows.map(toLocation), 1, Math.max(total, 1), total)
    : pagedResult(rows.map(toLocation), page, perPage, total);
}

export async function reachableLocation(db: Db, actor: Actor, employerId: number, locationId: number) {
  const { staff } = await reachableEmployer(db, actor, employerId);
  const location = await repository.findLocation(db, employerId, locationId);
  if (!location) throw notFound();
  return { staff, location };
}

export async function getLocation(db: Db, actor: Actor, employerId: number, locationId: number) {
  return toLocation((await reachableLocation(db, actor, employerId, locationId)).location);
}

/** The creator's location (the spec's creator_location): the employer's originator when the user works there. */
function creatorLocationId(staff: StaffActor, originatorId: number): number | null {
  if (staff.locationIds.includes(originatorId)) return originatorId;
  return staff.locationIds[0] ?? null;
}

export async function createLocation(
  db: Db,
  lookupZip: ZipLookup,
  actor: Actor,
  employerId: number,
  body: LocationBody,
  ip: string,
) {
  const { staff, employer } = await reachableEmployer(db, actor, employerId);
  const values = await locationValues(body, lookupZip);
  const id = await db.transaction(async (tx) => {
    const inserted = await repository.insertLocation(tx, {
      ...values,
      employerId,
      createdBy: staff.staffId,
      creatorLocationId: creatorLocationId(staff, employer.accountOriginatorLocationId),
    });
    await audit(tx, {
      actor,
      action: 'employer_location.create',
      entityType: 'employer_location',
      entityId: inserted,
      ip,
    });
    return inserted;
  });
  return getLocation(db, actor, employerId, id);
}

export async function updateLocation(
  db: Db,
  lookupZip: ZipLookup,
  actor: Actor,
  employerId: number,
  locationId: number,
  body: LocationBody,
  ip: string,
) {
  await reachableLocation(db, actor, employerId, locationId);
  const values = await locationValues(body, lookupZip);
  await db.transaction(async (tx) => {
    await repository.updateLocation(tx, locationId, values);
    await audit(tx, {
      actor,
      action: 'employer_location.update',
      entityType: 'employer_location',
      entityId: locationId,
      ip,
    });
  });
  return getLocation(db, actor, employerId, locationId);
}

export async function deleteLocation(db: Db, actor: Actor, employerId: number, locationId: number, ip: string) {
  await reachableLocation(db, actor, employerId, locationId);
  await db.transaction(async (tx) => {
    await repository.softDeleteLocation(tx, locationId);
    await audit(tx, {
      actor,
      action: 'employer_location.delete',
      entityType: 'employer_location',
      entityId: locationId,
      ip,
    });
  });
  return { deleted: true };
}

export async function listUsers(db: Db, actor: Actor, employerId: number, locationId: number, page: number) {
  await reachableLocation(db, actor, employerId, locationId);
  const perPage = employerLimits.pageSize;
  const rows = await repository.listUsers(db, locationId, { limit: perPage, offset: (page - 1) * perPage });
  return pagedResult(
    rows.map((row) => toUser(row.user)),
    page,
    perPage,
    rows[0]?.total ?? 0,
  );
}

export async function getUser(db: Db, actor: Actor, employerId: number, locationId: number, userId: number) {
  await reachableLocation(db, actor, employerId, locationId);
  const user = await repository.findUser(db, locationId, userId);
  if (!user) throw notFound();
  return toUser(user);
}

const emailInUse = () => invalid({ email: [employerMessages.emailInUse] });

/** The unique index is the last word on a race between two saves of the same email. */
async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (findPostgresError(error)?.code === '23505') throw emailInUse();
    throw error;
  }
}

export async function createUser(
  db: Db,
  actor: Actor,
  employerId: number,
  locationId: number,
  body: UserBody,
  ip: string,
) {
  await reachableLocation(db, actor, employerId, locationId);
  if (await repository.emailInUse(db, body.email, null)) throw emailInUse();
  const user = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const inserted = await repository.insertUser(tx, locationId, body);
      await audit(tx, {
        actor,
        action: 'employer_user.create',
        entityType: 'employer_user',
        entityId: inserted.id,
        ip,
      });
      return inserted;
    }),
  );
  return toUser(user);
}

export async function updateUser(
  db: Db,
  actor: Actor,
  employerId: number,
  locationId: number,
  userId: number,
  body: UserBody,
  ip: string,
) {
  await getUser(db, actor, employerId, locationId, userId);
  if (await repository.emailInUse(db, body.email, userId)) throw emailInUse();
  const user = await withUniqueEmail(() =>
    db.transaction(async (tx) => {
      const updated = await repository.updateUser(tx, userId, body);
      await audit(tx, { actor, action: 'employer_user.update', entityType: 'employer_user', entityId: userId, ip });
      return updated;
    }),
  );
  return toUser(user);
}

export async function deleteUser(
  db: Db,
  actor: Actor,
  employerId: number,
  locationId: number,
  userId: number,
  ip: string,
) {
  await getUser(db, actor, employerId, locationId, userId);
  await db.transaction(async (tx) => {
    await repository.softDeleteUser(tx, userId);
    await audit(tx, { actor, action: 'employer_user.delete', entityType: 'employer_user', entityId: userId, ip });
  });
  return { deleted: true };
}
