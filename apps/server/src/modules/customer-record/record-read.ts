import { sql, eq, type SQL } from 'drizzle-orm';
import { openReferralStatuses, type Restriction } from '@portal/contracts';
import type { Db } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';

const { customers, auditLog } = schema;

/** The audit action of a staff user's read of a customer record (also written by the snapshot page). */
export const recordReadAction = 'customers.record.read';

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
 * `openReferralToStaff` (platform/access/referral-read.ts) in SQL: the newest open in-network referral of the customer
 * to one of the caller's locations, which lets its staff read (only read) the record.
 */
const openReferralToCaller = sql`(select r.id from referrals r
  where r.customer_id = ${customers.id} and r.kind = 'network'
    and r.status in (${sql.raw(openReferralStatuses.map((status) => `'${status}'`).join(', '))})
    and r.to_location_id = any(${sql.placeholder('locationIds')}::int[]) and r.deleted_at is null
  order by r.id desc limit 1)`;

/**
 * The read's audit row (the columns platform/audit.ts writes for a staff actor), written only when the customer
 * exists and the caller reaches it, by location or by an open referral (then the detail names the referral): a
 * missing or denied read leaves no row. The statement below joins its output, so "reached" and "audited" are one fact.
 */
const recordReadAudit = (db: Db) =>
  db
    .$with('record_read_audit', {
      auditId: sql<number>`audit_id`.as('audit_id'),
      viaReferral: sql<boolean>`via_referral`.as('via_referral'),
    })
    .as(
      sql`insert into ${auditLog} (actor_guard, actor_id, action, entity_type, entity_id, customer_id, detail)
      select 'staff', ${staffUserId}::int, ${sql.raw(`'${recordReadAction}'`)}, 'customer', ${customers.id}::text,
        ${customers.id},
        case when not ${staffReachesCustomer}
          then jsonb_build_object('allowed_by', 'referral', 'referral_id', referral.id) end
      from ${customers} left join lateral ${openReferralToCaller} referral(id) on true
      where ${customers.id} = ${customerId}::int and (${staffReachesCustomer} or referral.id is not null)
      returning id as audit_id, detail is not null as via_referral`,
    );

/** A part of the banner, read only when the caller reached the customer (null otherwise). */
const whenReached = <T>(part: SQL) => sql<T>`case when record_read_audit.audit_id is not null then ${part} end`;

/**
 * A staff user's read of the record in one prepared statement (one round trip, one commit): the customer's row,
 * whether the caller reaches it, and, only where it does, the read's audit row and the parts of the banner kept
 * outside the customers row: sources (the first few and the count), flags newest first, case managers, and
 * whether this staff user pinned the customer. No row: no such customer (404); `reached` false: 403.
 */
function buildReadRecord(db: Db) {
  const audit = recordReadAudit(db);
  return db
    .with(audit)
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
      // Flags rather than the values: the banner only asks whether they are set, and a flag costs the driver less.
      hasBirthdate: sql<boolean>`${customers.birthdate} is not null`,
      status: customers.status,
      deleted: sql<boolean>`${customers.deletedAt} is not null`,
      engagementStatusFlag: customers.engagementStatusFlag,
      agreementSigned: customers.agreementSigned,
      customerType: customers.customerType,
      avatarUrl: customers.avatarUrl,
      reached: sql<boolean>`record_read_audit.audit_id is not null`,
      viaReferral: sql<boolean>`coalesce(record_read_audit.via_referral, false)`,
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
        select cr.id, cr.restriction_id as value, ro.label, ro.description,
          to_char(cr.created_at at time zone 'UTC', ${sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`)}) as created_at,
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
}
const readRecordStatement = preparedStatement(buildReadRecord);

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
  const { reached, viaReferral, sources, sourceTotal, restrictions, caseManagers, tracked, ...customer } = row;
  if (!reached) return { reached: false as const };
  return {
    reached: true as const,
    /** Reached only through an open referral to the caller's location: read only. */
    viaReferral,
    customer,
    banner: {
      sources: sources ?? [],
      sourceTotal: sourceTotal ?? 0,
      // created_at is already ISO 8601 in UTC with milliseconds (to_char above), as Date's toISOString writes it.
      restrictions: restrictions ?? [],
      caseManagers: caseManagers ?? [],
      tracked: tracked ?? false,
    },
  };
}
