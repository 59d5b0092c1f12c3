import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './platform.ts';

/**
 * A staff lookup that matched exactly one customer leaves one of these: the permission to import that customer,
 * once, shortly after, by the same user, into one of the locations the user could add to at lookup time. Only
 * the SHA-256 of the token the lookup answered is kept.
 */
export const customerImportGrants = pgTable(
  'customer_import_grants',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The locations the user could add to at lookup time; null for an agency admin (every location). */
    locationIds: integer('location_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('customer_import_grants_expires_idx').on(t.expiresAt)],
);

/**
 * Rate-limit counters shared by every app process on the database (@fastify/rate-limit's store): one row per
 * key (a limit's name plus what it counts, e.g. an IP), reset when its window has ended.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
