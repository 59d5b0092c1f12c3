import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './platform.ts';
import { groups } from './service-log.ts';

/** Reminder statuses (staff spec 4); overdue is set by the reminders.sweep job when the reminder comes due. */
export const reminderStatusValues = ['upcoming', 'completed', 'snoozed', 'overdue', 'deleted'] as const;
export type ReminderStatusValue = (typeof reminderStatusValues)[number];
export const reminderActionValues = ['call', 'email', 'meet', 'follow up', 'update info'] as const;
export const reminderSupportTypeValues = ['none', 'customer', 'group'] as const;

/**
 * A staff user's reminder (staff spec 2.9, 3). The owner (user_id) is the only one who sees and acts on it. In
 * Support Of is none, one customer or one group: the type says which id column is set (a check keeps them in step).
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => staffUsers.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    action: text('action').$type<(typeof reminderActionValues)[number]>().notNull(),
    status: text('status').$type<ReminderStatusValue>().notNull().default('upcoming'),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    /** Set by Snooze: the reminder comes due again then (and is shown with this date). */
    remindAgainAt: timestamp('remind_again_at', { withTimezone: true }),
    inSupportOfType: text('in_support_of_type').$type<(typeof reminderSupportTypeValues)[number]>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('reminders_user_idx').on(t.userId, t.remindAt),
    // The sweep reads only reminders that can still come due, in due order: the rest of the table is never read.
    index('reminders_due_idx')
      .on(sql`coalesce(${t.remindAgainAt}, ${t.remindAt})`)
      .where(sql`${t.status} in ('upcoming', 'snoozed')`),
    check('reminders_status_check', sql`${t.status} in ('upcoming', 'completed', 'snoozed', 'overdue', 'deleted')`),
    check('reminders_action_check', sql`${t.action} in ('call', 'email', 'meet', 'follow up', 'update info')`),
    check(
      'reminders_support_check',
      sql`(${t.inSupportOfType} = 'none' and ${t.customerId} is null and ${t.groupId} is null)
        or (${t.inSupportOfType} = 'customer' and ${t.customerId} is not null and ${t.groupId} is null)
        or (${t.inSupportOfType} = 'group' and ${t.groupId} is not null and ${t.customerId} is null)`,
    ),
  ],
);

/** A web alert for a staff user (staff spec 3: email_subject, web_message HTML); unread while read_at is null. */
export const webAlerts = pgTable(
  'web_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    reminderId: integer('reminder_id').references(() => reminders.id, { onDelete: 'set null' }),
    emailSubject: text('email_subject').notNull(),
    /** Built by the server from escaped text only. */
    webMessage: text('web_message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('web_alerts_user_idx').on(t.userId, t.createdAt),
    index('web_alerts_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
