import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, boolean } from 'drizzle-orm/pg-core';
import { staffUsers } from './platform.ts';

/** A staff user's stored query (forms spec 3); query_request is kept as sent so an old structure can still be shown. */
export const storedQueries = pgTable(
  'stored_queries',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    queryRequest: jsonb('query_request').$type<unknown>().notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    totalRecords: integer('total_records').notNull().default(0),
    uniqueCount: integer('unique_count').notNull().default(0),
    lastRunTimestamp: timestamp('last_run_timestamp', { withTimezone: true }),
    lastRunCount: integer('last_run_count'),
    lastRunUniqueCount: integer('last_run_unique_count'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_queries_owner_idx').on(t.ownerUserId, t.createdAt)],
);

/** Who a stored query is shared with: they may read, run and export it; only the owner changes it. */
export const storedQueryShares = pgTable(
  'stored_query_shares',
  {
    storedQueryId: integer('stored_query_id')
      .notNull()
      .references(() => storedQueries.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    sharedByUserId: integer('shared_by_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storedQueryId, t.userId] }), index('stored_query_shares_user_idx').on(t.userId)],
);
