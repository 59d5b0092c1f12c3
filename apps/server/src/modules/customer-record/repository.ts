import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Restriction } from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';

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

export const recordReadAction = 'customers.record.read';

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

interface BannerRow {
  sources: { id: number; location: string; source: string }[];
  source_total: number;
  restrictions: Restriction[];
  case_managers: { id: number; name: string }[];
  tracked: boolean;
}

const customerId = sql.placeholder('customerId');
const staffUserId = sql.placeholder('staffUserId');

/**
 * The access rule of `canSeeCustomer` (platform/access/policies.ts) for a staff user, in SQL: agency admins reach
 * every customer, every other role the customers of one of its locations. The role and the locations are the
 * signed-in caller's (the same actor the TypeScript rule sees); customer-record.access.test.ts compares both.
 */
const staffReachesCustomer = sql`(${sql.placeholder('role')}::text = 'agency_admin'
  or ${customers.locationIds} && ${sql.placeholder('locationIds')}::int[])`;

/**
 * The read's audit row (the columns platform/audit.ts writes for a staff actor), written only when the customer
 * exists and the caller reaches it: a missing or denied read leaves no row. The statement below joins its
 * output, so "reached" and "audited" are one fact.
 */
const recordReadAudit = (db: Db) =>
  db.$with('record_read_audit', { auditId: sql<number>`audit_id`.as('audit_id') }).as(
    sql`insert into ${auditLog} (actor_guard, actor_id, action, entity_type, entity_id, customer_id)
      select 'staff', ${staffUserId}::int, ${sql.raw(`'${recordReadAction}'`)}, 'customer', ${customers.id}::text,
        ${customers.id}
      from ${customers}
      where ${customers.id} = ${customerId}::int and ${staffReachesCustomer}
      returning id as audit_id`,
  );

/** A part of the banner, read only when the caller reached the customer (null otherwise). */
const whenReached = <T>(part: SQL) => sql<T>`case when record_read_audit.audit_id is not null then ${part} end`;

/**
 * A staff user's read of the record in one prepared statement (one round trip, one commit): the customer's row,
 * whether the caller reaches it, and, only where it does, the read's audit row and the parts of the banner kept
 * outside the customers row: sources (the first few and the count), flags newest first, case managers, and
 * whether this staff user pinned the customer. No row: no such customer (404); `reached` false: 403.
 */
const readRecordStatement = preparedStatement((db: Db) => {
  const audit = recordReadAudit(db);
  return db
    .with(audit)
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      birthdate: customers.birthdate,
      status: customers.status,
      deletedAt: customers.deletedAt,
      engagementStatusFlag: customers.engagementStatusFlag,
      agreementSigned: customers.agreementSigned,
      customerType: customers.customerType,
      avatarUrl: customers.avatarUrl,
      reached: sql<boolean>`record_read_audit.audit_id is not null`,
      sources: whenReached<BannerRow['sources'] | null>(sql`(select coalesce(json_agg(s), '[]') from (
        select cs.id, l.name as location, cs.source
        from customer_sources cs join locations l on l.id = cs.location_id
        where cs.customer_id = ${customers.id}
        order by cs.created_at, cs.id
        limit ${sql.placeholder('sourceLimit')}
      ) s)`),
      sourceTotal: whenReached<number | null>(
        sql`(select count(*)::int from customer_sources where customer_id = ${customers.id})`,
      ),
      restrictions: whenReached<BannerRow['restrictions'] | null>(sql`(select coalesce(json_agg(r), '[]') from (
        select cr.restriction_id as value, ro.label, ro.description, cr.created_at,
          su.first_name || ' ' || su.last_name as creator, l.name as location, cr.narrative
        from customer_restrictions cr
        join restriction_options ro on ro.id = cr.restriction_id
        join staff_users su on su.id = cr.creator_user_id
        left join locations l on l.id = cr.location_id
        where cr.customer_id = ${customers.id}
        order by cr.created_at desc, cr.id desc
      ) r)`),
      caseManagers: whenReached<BannerRow['case_managers'] | null>(sql`(select coalesce(json_agg(m), '[]') from (
        select su.id, su.first_name || ' ' || su.last_name as name
        from customer_case_managers ccm join staff_users su on su.id = ccm.staff_user_id
        where ccm.customer_id = ${customers.id}
        order by su.last_name, su.id
      ) m)`),
      tracked: whenReached<boolean | null>(sql`exists(
        select 1 from customer_pins where customer_id = ${customers.id} and staff_user_id = ${staffUserId}::int
      )`),
    })
    .from(customers)
    .leftJoin(audit, sql`true`)
    .where(eq(customers.id, customerId))
    .prepare('customer_record_read');
});

export interface RecordReader {
  staffUserId: number;
  role: string;
  locationIds: number[];
}

/**
 * The audited banner read, access check included: null when there is no such customer; `reached: false` (and no
 * audit row, no banner parts) when the caller's locations do not reach it.
 */
export async function readRecord(db: Db, read: RecordReader & { customerId: number; sourceLimit: number }) {
  const [row] = await readRecordStatement(db).execute({
    customerId: read.customerId,
    staffUserId: read.staffUserId,
    role: read.role,
    locationIds: read.locationIds,
    sourceLimit: read.sourceLimit,
  });
  if (!row) return null;
  const { reached, sources, sourceTotal, restrictions, caseManagers, tracked, ...customer } = row;
  if (!reached) return { reached: false as const };
  return {
    reached: true as const,
    customer,
    banner: {
      sources: sources ?? [],
      sourceTotal: sourceTotal ?? 0,
      // json_agg writes timestamps in Postgres' text form; the API sends ISO 8601.
      restrictions: (restrictions ?? []).map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
      caseManagers: caseManagers ?? [],
      tracked: tracked ?? false,
    },
  };
}

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
