import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerAccounts } from './platform.ts';

export type CustomerAccountTokenPurpose = 'verify_email' | 'email_change' | 'password_reset';

/**
 * What a registration link applies when it is opened: the details given with that sign-up (a second sign-up for an
 * address that is not confirmed yet gets its own link with its own details, so whoever holds the mailbox decides).
 */
export interface RegistrationTokenPayload {
  kind: 'registration';
  first_name: string;
  last_name: string;
  birthdate: string;
  preferred_language: 'en' | 'es';
  password_hash: string;
  /** The guest's career-cluster survey cookie, hashed, whose answers move into the account. */
  guest_token_hash: string | null;
}

export interface EmailChangeTokenPayload {
  kind: 'email_change';
  new_email: string;
}

export type CustomerAccountTokenPayload = RegistrationTokenPayload | EmailChangeTokenPayload | { kind: 'reset' };

/**
 * Single-use links mailed to a customer (docs/decisions/0041-customer-accounts.md): the email confirmation of a
 * sign-up, an email change's confirmation at the new address, and a password reset. Only the SHA-256 of the token is
 * stored; the link carries the token itself.
 */
export const customerAccountTokens = pgTable(
  'customer_account_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customerAccounts.customerId, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CustomerAccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the link was sent to. */
    sentTo: text('sent_to').notNull(),
    payload: jsonb('payload').$type<CustomerAccountTokenPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link was used, or when a newer link or a password change made it void. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_account_tokens_hash_unique').on(t.tokenHash),
    index('customer_account_tokens_customer_idx').on(t.customerId, t.purpose),
    check(
      'customer_account_tokens_purpose_check',
      sql`${t.purpose} in ('verify_email', 'email_change', 'password_reset')`,
    ),
  ],
);
