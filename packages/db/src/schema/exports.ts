import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from './platform.ts';

/**
 * The export ledger (apps/server/src/platform/exports): one row per file a staff user exported, with what it held
 * (the source, its criteria at the time, the columns, the row count) and where the file is. Reused by every export.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** What was exported, e.g. 'dynamic-query' or 'referrals'. */
    kind: text('kind').notNull(),
    sourceId: text('source_id'),
    /** The criteria that chose the rows, as run (e.g. the stored query's request). */
    criteria: jsonb('criteria').$type<unknown>().notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** pending, then running once a worker has claimed it (one conditional update), then ready or failed. */
    status: text('status').$type<'pending' | 'running' | 'ready' | 'failed'>().notNull().default('pending'),
    fileName: text('file_name').notNull(),
    storagePath: text('storage_path'),
    rowCount: integer('row_count'),
    /** The customers whose rows were written (distinct), for "who exported whose data". */
    customerIds: integer('customer_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker claimed the row; a claim older than the job's expiry is stale and may be taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ],
);
