import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import { recordReadAction } from './record-read.ts';

const {
  customers,
  customerRestrictions,
  customerPins,
  customerCaseManagers,
  restrictionOptions,
  staffUsers,
  auditLog,
  staffUserLocations,
  customerMessages,
  mailOutbox,
} = schema;

/**
 * The customer columns the banner and the access check need. Every record call runs it first, so it is a
 * prepared statement (parsed and planned once per connection).
 */
const findCustomerStatement = preparedStatement((db: Db) =>
  db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      birthdate: customers.birthdate,
      status: customers.status,
      deletedAt: customers.deletedAt,
      locationIds: customers.locationIds,
      engagementStatusFlag: customers.engagementStatusFlag,
      agreementSigned: customers.agreementSigned,
      customerType: customers.customerType,
      avatarUrl: customers.avatarUrl,
    })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('customer_record_find'),
);

export async function findCustomer(db: Db, id: number) {
  const [row] = await findCustomerStatement(db).execute({ id });
  return row ?? null;
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** The latest reads of a customer's record by staff, newest first. */
export function listAccesses(db: DbOrTx, customerId: number, limit: number) {
  return db
    .select({
      id: auditLog.id,
      staffUserId: auditLog.actorId,
      firstName: staffUsers.firstName,
      lastName: staffUsers.lastName,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(
      and(eq(auditLog.customerId, customerId), eq(auditLog.action, recordReadAction), eq(auditLog.actorGuard, 'staff')),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function setStatus(db: DbOrTx, customerId: number, status: boolean) {
  await db.update(customers).set({ status, updatedAt: new Date() }).where(eq(customers.id, customerId));
}

/** A deleted customer is a guest (docs/decisions/0010): this process forgets its cached sessions at once (0027). */
export async function softDelete(db: DbOrTx, customerId: number) {
  forgetCachedSessions();
  await db
    .update(customers)
    .set({ deletedAt: sql`coalesce(${customers.deletedAt}, now())`, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  forgetCachedSessions();
}

export async function setEngagement(db: DbOrTx, customerId: number, active: boolean) {
  await db
    .update(customers)
    .set({ engagementStatusFlag: active, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

/** Pins or unpins in one statement pair; returns whether the customer is pinned afterwards. */
export async function togglePin(db: Db, customerId: number, staffUserId: number): Promise<boolean> {
  const removed = await db
    .delete(customerPins)
    .where(and(eq(customerPins.customerId, customerId), eq(customerPins.staffUserId, staffUserId)))
    .returning({ id: customerPins.customerId });
  if (removed.length > 0) return false;
  await db.insert(customerPins).values({ customerId, staffUserId }).onConflictDoNothing();
  return true;
}

export function listRestrictionOptions(db: DbOrTx) {
  return db.select().from(restrictionOptions).orderBy(asc(restrictionOptions.id));
}

export async function findRestrictionOption(db: DbOrTx, id: number) {
  const [row] = await db.select().from(restrictionOptions).where(eq(restrictionOptions.id, id));
  return row ?? null;
}

export async function addRestriction(db: DbOrTx, values: typeof customerRestrictions.$inferInsert) {
  const [row] = await db.insert(customerRestrictions).values(values).returning({ id: customerRestrictions.id });
  return row!.id;
}

/** Removes one flag of the customer; false when the customer has no such flag. */
export async function removeRestriction(db: DbOrTx, customerId: number, flagId: number): Promise<boolean> {
  const rows = await db
    .delete(customerRestrictions)
    .where(and(eq(customerRestrictions.customerId, customerId), eq(customerRestrictions.id, flagId)))
    .returning({ id: customerRestrictions.id });
  return rows.length > 0;
}

export async function removeRestrictions(db: DbOrTx, customerId: number): Promise<number> {
  const rows = await db
    .delete(customerRestrictions)
    .where(eq(customerRestrictions.customerId, customerId))
    .returning({ id: customerRestrictions.id });
  return rows.length;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Active staff users, optionally only those working at one of `locationIds` (null: everyone), matching `search`
 * in their first, last or full name or email; one page plus the total.
 */
export async function caseManagerOptions(
  db: DbOrTx,
  locationIds: number[] | null,
  search: string,
  page: { offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(staffUsers.active, true)];
  if (locationIds !== null) {
    const atLocations = db
      .select({ id: staffUserLocations.staffUserId })
      .from(staffUserLocations)
      .where(inArray(staffUserLocations.locationId, locationIds.length > 0 ? locationIds : [-1]));
    conditions.push(inArray(staffUsers.id, atLocations));
  }
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(sql`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`, pattern),
        ilike(staffUsers.email, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
      .from(staffUsers)
      .where(where)
      .orderBy(asc(staffUsers.lastName), asc(staffUsers.firstName), asc(staffUsers.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(staffUsers).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

/** The staff users among `ids` who may manage a customer at `locationIds`: active, and at one of them or agency admins. */
export async function eligibleCaseManagers(db: DbOrTx, ids: number[], locationIds: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: staffUsers.id })
    .from(staffUsers)
    .leftJoin(staffUserLocations, eq(staffUserLocations.staffUserId, staffUsers.id))
    .where(
      and(
        inArray(staffUsers.id, ids),
        eq(staffUsers.active, true),
        or(
          eq(staffUsers.role, 'agency_admin'),
          inArray(staffUserLocations.locationId, locationIds.length > 0 ? locationIds : [-1]),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** Makes the customer's case managers exactly `ids`; returns how many were added and removed. */
export async function replaceCaseManagers(db: Db, customerId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: customerCaseManagers.staffUserId })
      .from(customerCaseManagers)
      .where(eq(customerCaseManagers.customerId, customerId));
    const before = new Set(current.map((row) => row.id));
    const wanted = new Set(ids);
    const toRemove = [...before].filter((id) => !wanted.has(id));
    const toAdd = [...wanted].filter((id) => !before.has(id));
    if (toRemove.length > 0) {
      await tx
        .delete(customerCaseManagers)
        .where(
          and(eq(customerCaseManagers.customerId, customerId), inArray(customerCaseManagers.staffUserId, toRemove)),
        );
    }
    if (toAdd.length > 0) {
      await tx
        .insert(customerCaseManagers)
        .values(toAdd.map((staffUserId) => ({ customerId, staffUserId })))
        .onConflictDoNothing();
    }
    return { added: toAdd.length, removed: toRemove.length };
  });
}

/** Stores the message and, when the customer has an email address, queues it for the mailer. */
export async function storeMessage(
  db: DbOrTx,
  values: { customerId: number; senderUserId: number; subject: string; body: string; toAddress: string | null },
) {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(customerMessages)
      .values({
        customerId: values.customerId,
        senderUserId: values.senderUserId,
        subject: values.subject,
        body: values.body,
      })
      .returning({ id: customerMessages.id });
    const [outbox] = values.toAddress
      ? await tx
          .insert(mailOutbox)
          .values({
            toAddress: values.toAddress,
            subject: values.subject,
            body: values.body,
            customerMessageId: message!.id,
          })
          .returning({ id: mailOutbox.id })
      : [];
    return { id: message!.id, queued: outbox !== undefined, outboxId: outbox?.id ?? null };
  });
}

/** One page of the messages sent to a customer, newest first, each with its outbox row when it was mailed. */
export async function listMessages(db: Db, customerId: number, page: { limit: number; offset: number }) {
  const ofCustomer = eq(customerMessages.customerId, customerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: customerMessages.id,
        subject: customerMessages.subject,
        body: customerMessages.body,
        createdAt: customerMessages.createdAt,
        senderFirstName: staffUsers.firstName,
        senderLastName: staffUsers.lastName,
        status: mailOutbox.status,
        transport: mailOutbox.transport,
        attempts: mailOutbox.attempts,
        sentAt: mailOutbox.sentAt,
        lastError: mailOutbox.lastError,
      })
      .from(customerMessages)
      .innerJoin(staffUsers, eq(staffUsers.id, customerMessages.senderUserId))
      .leftJoin(mailOutbox, eq(mailOutbox.customerMessageId, customerMessages.id))
      .where(ofCustomer)
      .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(customerMessages).where(ofCustomer),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
