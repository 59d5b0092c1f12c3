import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './platform.ts';

/**
 * One changed field of a customer's profile (issue #26): written in the same transaction as the edit, one row per
 * field that changed. `field` is the profile field's key in contracts/customer-profile.ts (firstName, address, races,
 * ...); old and new values are stored as text as the customer row held them (a list joined with commas, null when
 * empty), so the history reads without the profile's code. Rows of one edit share `changed_at` and the staff user.
 * PII is masked when read (modules/customer-profile), never when written.
 */
export const customerChanges = pgTable(
  'customer_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    changedByStaffId: integer('changed_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [index('customer_changes_customer_idx').on(t.customerId, t.changedAt.desc(), t.id.desc())],
);
