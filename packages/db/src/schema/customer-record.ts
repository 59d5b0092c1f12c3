import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, locations, staffUsers } from './platform.ts';

/** The flags staff may put on a customer (spec 2.6). Values 3 and 4 are admin-only (spec 6). */
export const restrictionOptions = pgTable('restriction_options', {
  id: integer('id').primaryKey(),
  label: text('label').notNull(),
  description: text('description').notNull().default(''),
});

/** A flag on a customer: who set it, at which location, with the required note. */
export const customerRestrictions = pgTable(
  'customer_restrictions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    restrictionId: integer('restriction_id')
      .notNull()
      .references(() => restrictionOptions.id),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => staffUsers.id),
    locationId: integer('location_id').references(() => locations.id),
    narrative: text('narrative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_restrictions_customer_idx').on(t.customerId, t.createdAt)],
);

/** A staff user's pin on a customer (the banner's tracking pin). */
export const customerPins = pgTable(
  'customer_pins',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.customerId] })],
);

/** The staff users assigned as a customer's case managers. */
export const customerCaseManagers = pgTable(
  'customer_case_managers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.staffUserId] }),
    index('customer_case_managers_staff_idx').on(t.staffUserId),
  ],
);

/** The message center: what staff sent a customer. */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => staffUsers.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_messages_customer_idx').on(t.customerId, t.createdAt)],
);

/** Delivery states of an outbox row; 'sending' is a claimed row, 'failed' has used all its attempts. */
export const mailOutboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailOutboxStatus = (typeof mailOutboxStatuses)[number];

/**
 * The mail outbox: the row is the truth about a mail's delivery. The mail.deliver job and the periodic
 * sweep (apps/server/src/platform/mail) claim due rows, send them, and record the outcome here.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** An HTML alternative of the body, when the mail has one (ADR 0041); the text body is always sent. */
    htmlBody: text('html_body'),
    customerMessageId: integer('customer_message_id').references(() => customerMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    status: text('status').$type<MailOutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The transport's error of the last failed attempt (never the mail's body). */
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** A failed row waits until then before its next attempt (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The Message-ID the transport gave the mail. */
    messageId: text('message_id'),
    /** 'smtp', or 'local' when the embedded default rendered it without sending it anywhere. */
    transport: text('transport'),
  },
  (t) => [
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('mail_outbox_message_idx').on(t.customerMessageId),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
