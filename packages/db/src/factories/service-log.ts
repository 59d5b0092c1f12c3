import type { DbOrTx } from '../client.ts';
import {
  contactTypes,
  groupMembers,
  groups,
  serviceLogEnrollments,
  servicePrograms,
  serviceLogEnrollmentStatuses,
  serviceLogPrograms,
  serviceLogs,
  services,
  serviceTypes,
} from '../schema/index.ts';

let sequence = 0;
const next = () => ++sequence;

export async function createServiceType(db: DbOrTx, overrides: Partial<typeof serviceTypes.$inferInsert> = {}) {
  const [row] = await db
    .insert(serviceTypes)
    .values({ name: `Career Services ${next()}`, color: '#1c7ed6', ...overrides })
    .returning();
  return row!;
}

/** A service; creates a service type unless one is given. */
export async function createService(db: DbOrTx, overrides: Partial<typeof services.$inferInsert> = {}) {
  const serviceTypeId = overrides.serviceTypeId ?? (await createServiceType(db)).id;
  const [row] = await db
    .insert(services)
    .values({ name: `Initial Assessment ${next()}`, ...overrides, serviceTypeId })
    .returning();
  return row!;
}

export async function createServiceLogProgram(
  db: DbOrTx,
  overrides: Partial<typeof serviceLogPrograms.$inferInsert> = {},
) {
  const [row] = await db
    .insert(serviceLogPrograms)
    .values({ name: `WIOA Adult ${next()}`, ...overrides })
    .returning();
  return row!;
}

export interface EnrollmentOverrides extends Partial<typeof serviceLogEnrollments.$inferInsert> {
  /** Status names, oldest first; each a day after the enrolment's start or the previous status. */
  statuses?: string[];
}

/** An enrolment with its status history; creates a program unless one is given. */
export async function createEnrollment(db: DbOrTx, customerId: number, overrides: EnrollmentOverrides = {}) {
  const { statuses = ['Active - Reportable Individual'], ...values } = overrides;
  const programId = values.programId ?? (await createServiceLogProgram(db)).id;
  const createdAt = values.createdAt ?? new Date(Date.now() - 30 * 86_400_000);
  const [row] = await db
    .insert(serviceLogEnrollments)
    .values({ ...values, customerId, programId, createdAt })
    .returning();
  if (statuses.length > 0) {
    await db.insert(serviceLogEnrollmentStatuses).values(
      statuses.map((name, index) => ({
        enrollmentId: row!.id,
        name,
        createdAt: new Date(createdAt.getTime() + index * 86_400_000),
      })),
    );
  }
  return row!;
}

/** A logged service; creates a service unless one is given. Starts now, one hour long, by default. */
export async function createServiceLog(
  db: DbOrTx,
  values: Pick<typeof serviceLogs.$inferInsert, 'customerId' | 'createdBy'> & Partial<typeof serviceLogs.$inferInsert>,
) {
  const serviceId = values.serviceId ?? (await createService(db)).id;
  const startAt = values.startAt ?? new Date();
  const [row] = await db
    .insert(serviceLogs)
    .values({
      title: 'Met to review the individual employment plan',
      endAt: new Date(startAt.getTime() + 3_600_000),
      createdOn: startAt.toISOString().slice(0, 10),
      ...values,
      serviceId,
      startAt,
    })
    .returning();
  return row!;
}

export async function createGroup(
  db: DbOrTx,
  values: Pick<typeof groups.$inferInsert, 'locationId' | 'createdBy'> &
    Partial<typeof groups.$inferInsert> & { memberIds?: number[] },
) {
  const { memberIds = [], ...rest } = values;
  const [row] = await db
    .insert(groups)
    .values({ name: `Job Club ${next()}`, ...rest })
    .returning();
  if (memberIds.length > 0)
    await db.insert(groupMembers).values(memberIds.map((customerId) => ({ groupId: row!.id, customerId })));
  return row!;
}

export async function createContactType(db: DbOrTx, overrides: Partial<typeof contactTypes.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactTypes)
    .values({ name: `In person ${next()}`, icon: 'users', ...overrides })
    .returning();
  return row!;
}

/** Lets a service count towards programs (the form's program list). */
export async function linkServicePrograms(db: DbOrTx, serviceId: number, programIds: number[]) {
  if (programIds.length === 0) return;
  await db
    .insert(servicePrograms)
    .values(programIds.map((programId) => ({ serviceId, programId })))
    .onConflictDoNothing();
}
