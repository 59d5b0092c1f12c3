import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers, locations, staffUsers } from './platform.ts';
import { directoryServices } from './service-directory.ts';

/** In-network statuses, then out-of-network ones (docs/decisions/0023-referrals.md). */
export const networkReferralStatusValues = ['new', 'accepted', 'in_progress', 'completed', 'rejected'] as const;
export const externalReferralStatusValues = ['info', 'inquiry', 'referral'] as const;
export type ReferralStatusValue =
  (typeof networkReferralStatusValues)[number] | (typeof externalReferralStatusValues)[number];
export type ReferralKindValue = 'network' | 'external';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A referral of a customer (staff spec 2.10, 3, 4). In-network: from a location (the staff user's chosen one) to
 * another location, or a customer's own request from the 211 finder (to their location, naming the directory
 * service). Out-of-network: from a location to a directory service. The target's name is kept on the row, so a
 * referral still reads after the directory is re-imported without its service (the id is then set null).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReferralKindValue>().notNull(),
    status: text('status').$type<ReferralStatusValue>().notNull(),
    fromLocationId: integer('from_location_id').references(() => locations.id),
    toLocationId: integer('to_location_id').references(() => locations.id),
    toServiceId: uuid('to_service_id').references(() => directoryServices.id, { onDelete: 'set null' }),
    /** The directory service's name when it was referred to (null for a referral to a location). */
    toServiceName: text('to_service_name'),
    /** A customer asked for this referral themselves (from a finder result). */
    requestedByCustomer: boolean('requested_by_customer').notNull().default(false),
    createdByStaffId: integer('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('referrals_to_location_idx').on(t.toLocationId, t.kind, t.status),
    index('referrals_from_location_idx').on(t.fromLocationId, t.kind, t.status),
    index('referrals_customer_idx').on(t.customerId, t.createdAt),
    check('referrals_kind_check', sql`${t.kind} in ('network', 'external')`),
    check(
      'referrals_status_check',
      sql`(${t.kind} = 'network' and ${t.status} in (${quoted(networkReferralStatusValues)}))
        or (${t.kind} = 'external' and ${t.status} in (${quoted(externalReferralStatusValues)}))`,
    ),
    check('referrals_target_check', sql`${t.toLocationId} is not null or ${t.toServiceName} is not null`),
  ],
);

/** Every status a referral has had: who changed it (a staff user, or the customer asking), from what, to what, why. */
export const referralStatusHistory = pgTable(
  'referral_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<ReferralStatusValue>(),
    toStatus: text('to_status').$type<ReferralStatusValue>().notNull(),
    note: text('note'),
    changedByStaffId: integer('changed_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    changedByCustomerId: integer('changed_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_status_history_referral_idx').on(t.referralId, t.createdAt)],
);
