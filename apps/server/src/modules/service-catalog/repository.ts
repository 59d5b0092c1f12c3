import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type DbOrTx, schema } from '@portal/db';

const { serviceTypes, services, servicePrograms, serviceLogPrograms } = schema;

/** Catalogue writes run one at a time, so two admins cannot both take a free name. */
export const lockCatalog = (db: DbOrTx) => db.execute(sql`select pg_advisory_xact_lock(hashtext('service-catalog'))`);

export async function listCatalog(db: DbOrTx) {
  const [types, serviceRows, links, programs] = await Promise.all([
    db.select().from(serviceTypes).orderBy(asc(serviceTypes.name), asc(serviceTypes.id)),
    db.select().from(services).orderBy(asc(services.name), asc(services.id)),
    db.select().from(servicePrograms).orderBy(asc(servicePrograms.programId)),
    db.select().from(serviceLogPrograms).orderBy(asc(serviceLogPrograms.name), asc(serviceLogPrograms.id)),
  ]);
  return { types, services: serviceRows, links, programs };
}

const sameName = (column: AnyPgColumn, name: string) => sql`lower(${column}) = lower(${name})`;

export async function serviceTypeNameTaken(db: DbOrTx, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: serviceTypes.id })
    .from(serviceTypes)
    .where(and(sameName(serviceTypes.name, name), exceptId === null ? undefined : ne(serviceTypes.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** Service names are unique within their type (two types may both have e.g. 'Orientation'). */
export async function serviceNameTaken(db: DbOrTx, typeId: number, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: services.id })
    .from(services)
    .where(
      and(
        eq(services.serviceTypeId, typeId),
        sameName(services.name, name),
        exceptId === null ? undefined : ne(services.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function programNameTaken(db: DbOrTx, name: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: serviceLogPrograms.id })
    .from(serviceLogPrograms)
    .where(
      and(sameName(serviceLogPrograms.name, name), exceptId === null ? undefined : ne(serviceLogPrograms.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function serviceTypeExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: serviceTypes.id }).from(serviceTypes).where(eq(serviceTypes.id, id));
  return row !== undefined;
}

export async function serviceExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
  return row !== undefined;
}

export async function programExists(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: serviceLogPrograms.id })
    .from(serviceLogPrograms)
    .where(eq(serviceLogPrograms.id, id));
  return row !== undefined;
}

export async function existingProgramIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: serviceLogPrograms.id })
    .from(serviceLogPrograms)
    .where(inArray(serviceLogPrograms.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertServiceType(db: DbOrTx, values: { name: string; color: string; active: boolean }) {
  const [row] = await db.insert(serviceTypes).values(values).returning({ id: serviceTypes.id });
  return row!.id;
}

export const updateServiceType = (db: DbOrTx, id: number, values: { name: string; color: string; active: boolean }) =>
  db.update(serviceTypes).set(values).where(eq(serviceTypes.id, id));

interface ServiceValues {
  serviceTypeId: number;
  name: string;
  duration: string;
  enrollment: boolean;
  expenseAssociated: boolean;
  active: boolean;
}

export async function insertService(db: DbOrTx, values: ServiceValues) {
  const [row] = await db.insert(services).values(values).returning({ id: services.id });
  return row!.id;
}

export const updateService = (db: DbOrTx, id: number, values: ServiceValues) =>
  db.update(services).set(values).where(eq(services.id, id));

/** Replaces the programs the service counts towards. */
export async function setServicePrograms(db: DbOrTx, serviceId: number, programIds: number[]) {
  await db.delete(servicePrograms).where(eq(servicePrograms.serviceId, serviceId));
  if (programIds.length === 0) return;
  await db.insert(servicePrograms).values(programIds.map((programId) => ({ serviceId, programId })));
}

interface ProgramValues {
  name: string;
  pirlCode: string | null;
  isCommonExit: boolean;
  active: boolean;
}

export async function insertProgram(db: DbOrTx, values: ProgramValues) {
  const [row] = await db.insert(serviceLogPrograms).values(values).returning({ id: serviceLogPrograms.id });
  return row!.id;
}

export const updateProgram = (db: DbOrTx, id: number, values: ProgramValues) =>
  db.update(serviceLogPrograms).set(values).where(eq(serviceLogPrograms.id, id));
