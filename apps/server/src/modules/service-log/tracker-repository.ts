import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, schema } from '@portal/db';
import type { LocationScope } from './groups-repository.ts';

const {
  contactTypes,
  serviceTypes,
  services,
  servicePrograms,
  serviceLogPrograms,
  serviceLogs,
  serviceLogEntryPrograms,
  serviceLogNotes,
  serviceLogEnrollments,
  serviceLogEnrollmentStatuses,
  staffUsers,
  staffUserLocations,
  locations,
} = schema;

export const listContactTypes = (db: DbOrTx) =>
  db.select().from(contactTypes).orderBy(asc(contactTypes.name), asc(contactTypes.id));

/** The log form's lists offer active rows only; logs already made keep their inactive service's name. */
export async function listServiceTypes(db: DbOrTx) {
  const types = await db
    .select()
    .from(serviceTypes)
    .where(eq(serviceTypes.active, true))
    .orderBy(asc(serviceTypes.name), asc(serviceTypes.id));
  const rows = await db
    .select()
    .from(services)
    .where(eq(services.active, true))
    .orderBy(asc(services.name), asc(services.id));
  return types.map((type) => ({ ...type, services: rows.filter((row) => row.serviceTypeId === type.id) }));
}

export const listPrograms = (db: DbOrTx) =>
  db
    .select()
    .from(serviceLogPrograms)
    .where(eq(serviceLogPrograms.active, true))
    .orderBy(asc(serviceLogPrograms.name), asc(serviceLogPrograms.id));

/** Programs any of the services counts towards. */
export async function programsForServices(db: DbOrTx, serviceIds: number[]) {
  if (serviceIds.length === 0) return [];
  return db
    .selectDistinct({
      id: serviceLogPrograms.id,
      name: serviceLogPrograms.name,
      isCommonExit: serviceLogPrograms.isCommonExit,
      eligibilityFormId: serviceLogPrograms.eligibilityFormId,
      eligibilityQuestion: serviceLogPrograms.eligibilityQuestion,
    })
    .from(servicePrograms)
    .innerJoin(serviceLogPrograms, eq(serviceLogPrograms.id, servicePrograms.programId))
    .where(and(inArray(servicePrograms.serviceId, serviceIds), eq(serviceLogPrograms.active, true)))
    .orderBy(asc(serviceLogPrograms.name), asc(serviceLogPrograms.id));
}

/** Services that may be logged: active, of an active type. */
export const servicesByIds = (db: DbOrTx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(services)
        .where(
          and(
            inArray(services.id, ids),
            eq(services.active, true),
            sql`exists (select 1 from ${serviceTypes} st where st.id = ${services.serviceTypeId} and st.active)`,
          ),
        );

export async function contactTypeExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: contactTypes.id }).from(contactTypes).where(eq(contactTypes.id, id));
  return row !== undefined;
}

/** Active staff users working at the location (agency admins count everywhere). */
export async function staffWorksAt(db: DbOrTx, staffUserId: number, locationId: number) {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.id, staffUserId),
        eq(staffUsers.active, true),
        sql`(${staffUsers.role} = 'agency_admin' or exists (select 1 from ${staffUserLocations} sul
          where sul.staff_user_id = ${staffUsers.id} and sul.location_id = ${locationId}))`,
      ),
    );
  return row !== undefined;
}

export async function locationsInScope(db: DbOrTx, scope: LocationScope) {
  return db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(scope === null ? undefined : inArray(locations.id, scope.length ? scope : [0]))
    .orderBy(asc(locations.name), asc(locations.id));
}

type ProfessionalRow = { id: number; first_name: string; last_name: string; location_ids: number[] };

/** Professionals at the locations in scope, with their locations (the form's User list and the tracker filter). */
export async function professionals(db: DbOrTx, scope: LocationScope, query: string, ids: number[], limit: number) {
  const result = (await db.execute<ProfessionalRow>(sql`
    select su.id, su.first_name, su.last_name,
      coalesce(array_agg(sul.location_id) filter (where sul.location_id is not null), '{}') as location_ids
    from staff_users su
    left join staff_user_locations sul on sul.staff_user_id = su.id
    where su.active
      ${scope === null ? sql`` : sql`and exists (select 1 from staff_user_locations x where x.staff_user_id = su.id and x.location_id = any(${sql.param(scope)}::int[]))`}
      ${query ? sql`and (su.first_name || ' ' || su.last_name) ilike ${`%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}
      ${ids.length ? sql`and su.id = any(${sql.param(ids)}::int[])` : sql``}
    group by su.id
    order by su.last_name, su.first_name, su.id
    limit ${limit}
  `)) as { rows: ProfessionalRow[] };
  return result.rows;
}

export async function insertLogs(db: DbOrTx, rows: (typeof serviceLogs.$inferInsert)[]) {
  return db.insert(serviceLogs).values(rows).returning({ id: serviceLogs.id, serviceId: serviceLogs.serviceId });
}

export async function insertEntryPrograms(db: DbOrTx, rows: { serviceLogId: number; programId: number }[]) {
  if (rows.length > 0) await db.insert(serviceLogEntryPrograms).values(rows);
}

export async function insertNotes(db: DbOrTx, rows: (typeof serviceLogNotes.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(serviceLogNotes).values(rows).returning();
}

export async function openEnrollment(db: DbOrTx, customerId: number, programId: number) {
  const [row] = await db
    .select({ id: serviceLogEnrollments.id })
    .from(serviceLogEnrollments)
    .where(
      and(
        eq(serviceLogEnrollments.customerId, customerId),
        eq(serviceLogEnrollments.programId, programId),
        isNull(serviceLogEnrollments.exitAt),
      ),
    )
    .orderBy(sql`${serviceLogEnrollments.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

export async function currentStatus(db: DbOrTx, enrollmentId: number) {
  const [row] = await db
    .select({ name: serviceLogEnrollmentStatuses.name })
    .from(serviceLogEnrollmentStatuses)
    .where(eq(serviceLogEnrollmentStatuses.enrollmentId, enrollmentId))
    .orderBy(sql`${serviceLogEnrollmentStatuses.createdAt} desc, ${serviceLogEnrollmentStatuses.id} desc`)
    .limit(1);
  return row?.name ?? null;
}

export async function insertEnrollment(db: DbOrTx, values: typeof serviceLogEnrollments.$inferInsert) {
  const [row] = await db.insert(serviceLogEnrollments).values(values).returning({ id: serviceLogEnrollments.id });
  return row!;
}

export async function insertEnrollmentStatus(db: DbOrTx, enrollmentId: number, name: string) {
  await db.insert(serviceLogEnrollmentStatuses).values({ enrollmentId, name });
}

/** A common exit: every open enrolment of the customer in a common-exit program ends at `exitAt`. */
export async function closeCommonExitEnrollments(db: DbOrTx, customerId: number, exitAt: Date) {
  return db
    .update(serviceLogEnrollments)
    .set({ exitAt })
    .where(
      and(
        eq(serviceLogEnrollments.customerId, customerId),
        isNull(serviceLogEnrollments.exitAt),
        sql`${serviceLogEnrollments.programId} in (select id from ${serviceLogPrograms} where is_common_exit)`,
      ),
    )
    .returning({ id: serviceLogEnrollments.id });
}

export async function findLog(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceLogs).where(eq(serviceLogs.id, id));
  return row ?? null;
}

export async function updateLogEnd(db: DbOrTx, id: number, endAt: Date) {
  await db.update(serviceLogs).set({ endAt, updatedAt: new Date() }).where(eq(serviceLogs.id, id));
}

/**
 * Deletes a log and what it did to the customer's enrolments, so the enrolments panel, the "only enrolled" filter and
 * the Enrolled widget never show an enrolment no log stands for: the enrolments the log opened go (their status
 * history with them), and a status the log moved an already open enrolment to is taken back. The store writes the
 * log, the enrolments and their statuses in one transaction, so they share its timestamp (Postgres now()).
 */
export async function deleteLog(db: DbOrTx, id: number) {
  const log = await findLog(db, id);
  if (!log) return;
  if (log.customerId !== null) {
    const [service] = await db
      .select({ enrollment: services.enrollment })
      .from(services)
      .where(eq(services.id, log.serviceId));
    if (service?.enrollment) {
      const programIds = (
        await db
          .select({ programId: serviceLogEntryPrograms.programId })
          .from(serviceLogEntryPrograms)
          .where(eq(serviceLogEntryPrograms.serviceLogId, id))
      ).map((row) => row.programId);
      if (programIds.length > 0) {
        // Compared in SQL: read into a JS Date the microseconds of a Postgres timestamp would be lost.
        const createdInSameSave = sql`(select ${serviceLogs.createdAt} from ${serviceLogs} where ${serviceLogs.id} = ${id})`;
        const ofThisLog = and(
          eq(serviceLogEnrollments.customerId, log.customerId),
          inArray(serviceLogEnrollments.programId, programIds),
        );
        await db
          .delete(serviceLogEnrollments)
          .where(
            and(
              ofThisLog,
              eq(serviceLogEnrollments.serviceId, log.serviceId),
              eq(serviceLogEnrollments.createdAt, createdInSameSave),
            ),
          );
        await db
          .delete(serviceLogEnrollmentStatuses)
          .where(
            and(
              eq(serviceLogEnrollmentStatuses.createdAt, createdInSameSave),
              eq(serviceLogEnrollmentStatuses.name, log.status),
              inArray(
                serviceLogEnrollmentStatuses.enrollmentId,
                db.select({ id: serviceLogEnrollments.id }).from(serviceLogEnrollments).where(ofThisLog),
              ),
            ),
          );
      }
    }
  }
  await db.delete(serviceLogs).where(eq(serviceLogs.id, id));
}

export async function findNote(db: DbOrTx, id: number) {
  const [row] = await db.select().from(serviceLogNotes).where(eq(serviceLogNotes.id, id));
  return row ?? null;
}

export async function updateNote(db: DbOrTx, id: number, body: string) {
  await db.update(serviceLogNotes).set({ body, updatedAt: new Date() }).where(eq(serviceLogNotes.id, id));
}

export async function linkLogsToEnrollment(db: DbOrTx, logIds: number[], enrollmentId: number) {
  await db.update(serviceLogs).set({ enrollmentId }).where(inArray(serviceLogs.id, logIds));
}
