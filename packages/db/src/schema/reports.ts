import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staffUsers } from './platform.ts';

/**
 * Report runs (issue #28): one row per run of a report type (PIRL, quarterly performance, funding summary) with the
 * criteria it ran on. A worker claims a pending run, raises `progress` as it goes, and leaves the result (figures or
 * edit-check counts) and the file it wrote in storage. Downloads of the file are recorded in the export ledger.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** pirl, quarterly_performance or funding_summary (contracts/reports.ts). */
    type: text('type').notNull(),
    criteria: jsonb('criteria').$type<unknown>().notNull(),
    /** pending, then running once claimed, then ready or failed. */
    status: text('status').$type<'pending' | 'running' | 'ready' | 'failed'>().notNull().default('pending'),
    /** 0 to 100. */
    progress: integer('progress').notNull().default(0),
    /** What the run found: the figures, or the edit-check counts; shape per type (contracts/reports.ts). */
    result: jsonb('result').$type<unknown>(),
    /** The file the run wrote, as a storage key, and its name for the download. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    /** Rows in the file, and records failing an edit check (PIRL). */
    rowCount: integer('row_count'),
    failureCount: integer('failure_count'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_runs_created_idx').on(t.createdAt),
    index('report_runs_user_idx').on(t.userId, t.createdAt),
    check('report_runs_status_check', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
    check('report_runs_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
