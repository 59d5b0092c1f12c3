import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  employerLimits,
  employerMessages,
  type ServiceProvided,
  type serviceProvidedBodySchema,
} from '@portal/contracts';
import { type Db, schema } from '@portal/db';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import { pagedResult } from './paging.ts';
import { reachableEmployer } from './scope.ts';

/** Service Provided (staff spec 2.12): services staff gave an employer, and the catalogue they pick from. */

const { employerLocations, employerServices, employerServicesProvided, employerServiceTypes, staffUsers } = schema;

export async function listServiceTypes(db: Db, actor: Actor) {
  requireStaff(actor);
  const rows = await db
    .select({ id: employerServiceTypes.id, name: employerServiceTypes.name })
    .from(employerServiceTypes)
    .orderBy(asc(employerServiceTypes.name));
  return { data: rows };
}

export async function listServices(db: Db, actor: Actor, typeId: number) {
  requireStaff(actor);
  const rows = await db
    .select({ id: employerServices.id, name: employerServices.name })
    .from(employerServices)
    .where(eq(employerServices.employerServiceTypeId, typeId))
    .orderBy(asc(employerServices.name));
  return { data: rows };
}

export async function listServicesProvided(db: Db, actor: Actor, employerId: number, page: number) {
  await reachableEmployer(db, actor, employerId);
  const perPage = employerLimits.pageSize;
  const rows = await db
    .select({
      id: employerServicesProvided.id,
      creator: sql<string>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
      address: employerLocations.address,
      label: employerLocations.label,
      serviceType: employerServiceTypes.name,
      service: employerServices.name,
      notes: employerServicesProvided.notes,
      startDate: employerServicesProvided.startDate,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(employerServicesProvided)
    .innerJoin(staffUsers, eq(staffUsers.id, employerServicesProvided.createdBy))
    .innerJoin(employerLocations, eq(employerLocations.id, employerServicesProvided.employerLocationId))
    .innerJoin(employerServiceTypes, eq(employerServiceTypes.id, employerServicesProvided.employerServiceTypeId))
    .innerJoin(employerServices, eq(employerServices.id, employerServicesProvided.employerServiceId))
    .where(and(eq(employerServicesProvided.employerId, employerId), isNull(employerServicesProvided.deletedAt)))
    .orderBy(desc(employerServicesProvided.startDate), desc(employerServicesProvided.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const data: ServiceProvided[] = rows.map((row) => ({
    id: row.id,
    creator: { full_name: row.creator },
    location: { address: row.address, label: row.label },
    serviceType: { name: row.serviceType },
    service: { name: row.service },
    notes: row.notes,
    start_date: row.startDate,
  }));
  return pagedResult(data, page, perPage, rows[0]?.total ?? 0);
}

export async function createServiceProvided(
  db: Db,
  actor: Actor,
  employerId: number,
  body: z.output<typeof serviceProvidedBodySchema>,
  ip: string,
) {
  const { staff } = await reachableEmployer(db, actor, employerId);
  const [location] = await db
    .select({ id: employerLocations.id })
    .from(employerLocations)
    .where(
      and(
        eq(employerLocations.id, body.employer_location_id),
        eq(employerLocations.employerId, employerId),
        isNull(employerLocations.deletedAt),
      ),
    );
  if (!location) throw invalid({ employer_location_id: [employerMessages.locationNotOfEmployer] });
  const [service] = await db
    .select({ typeId: employerServices.employerServiceTypeId })
    .from(employerServices)
    .where(eq(employerServices.id, body.employer_service_id));
  if (!service || service.typeId !== body.employer_service_type_id)
    throw invalid({ employer_service_id: [employerMessages.serviceNotOfType] });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(employerServicesProvided)
      .values({
        employerId,
        employerLocationId: body.employer_location_id,
        employerServiceTypeId: body.employer_service_type_id,
        employerServiceId: body.employer_service_id,
        notes: body.notes,
        startDate: body.start_date,
        createdBy: staff.staffId,
      })
      .returning({ id: employerServicesProvided.id });
    await audit(tx, {
      actor,
      action: 'employer_service.create',
      entityType: 'employer_service',
      entityId: row!.id,
      ip,
    });
    return row!.id;
  });
  return { id };
}

export async function deleteServiceProvided(db: Db, actor: Actor, employerId: number, id: number, ip: string) {
  await reachableEmployer(db, actor, employerId);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .update(employerServicesProvided)
      .set({ deletedAt: new Date() })
      .where(
        and(
          eq(employerServicesProvided.id, id),
          eq(employerServicesProvided.employerId, employerId),
          isNull(employerServicesProvided.deletedAt),
        ),
      )
      .returning({ id: employerServicesProvided.id });
    if (deleted.length === 0) throw notFound();
    await audit(tx, { actor, action: 'employer_service.delete', entityType: 'employer_service', entityId: id, ip });
  });
  return { deleted: true };
}
