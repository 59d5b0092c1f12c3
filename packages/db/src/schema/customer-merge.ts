import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, locations, staffUsers } from './platform.ts';

/**
 * One merge of a duplicate (the loser) into the record that stays (the survivor), issue #26 and
 * docs/decisions/0033-merge-and-transfer.md. The row is the truth the background job works from: 'running' until
 * every child row has moved, then 'completed'; 'undone' after an admin's undo. What the survivor's own columns held
 * before the chosen values were copied over is kept in `survivorBefore`, for the undo.
 */
export const customerMerges = pgTable(
  'customer_merges',
  {
    id: serial('id').primaryKey(),
    survivorId: integer('survivor_id')
      .notNull()
      .references(() => customers.id),
    loserId: integer('loser_id')
      .notNull()
      .references(() => customers.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    status: text('status').notNull().default('running'),
    /** The profile fields whose value came from the loser (contracts/customer-merge.ts mergeFields). */
    fieldsFromLoser: text('fields_from_loser')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The survivor's columns the merge overwrote, as they were (column name to value). */
    survivorBefore: jsonb('survivor_before').notNull().default({}),
    movedRows: integer('moved_rows').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneBy: integer('undone_by').references(() => staffUsers.id),
  },
  (t) => [
    check('customer_merges_status_check', sql`${t.status} in ('running', 'completed', 'undone')`),
    check('customer_merges_distinct_check', sql`${t.survivorId} <> ${t.loserId}`),
    // A record is merged away at most once at a time; after an undo it may be merged again.
    uniqueIndex('customer_merges_active_loser_unique')
      .on(t.loserId)
      .where(sql`${t.status} <> 'undone'`),
    index('customer_merges_running_idx')
      .on(t.id)
      .where(sql`${t.status} = 'running'`),
    // The records merged into a survivor, listed on its record (possible-duplicates answer).
    index('customer_merges_survivor_idx').on(t.survivorId),
  ],
);

/**
 * Every child row a merge touched, written in the same transaction as the change, so a retried batch knows what
 * is done and the undo knows what to put back. `rowKey` is the row's primary key as it is after the merge.
 * moved: the row now points at the survivor. folded: it collided with the survivor's own (a saved item twice)
 * and was removed; `rowData` holds it whole. kept: it collided and other rows hang off it, so it stays on the loser.
 */
export const customerMergeMoves = pgTable(
  'customer_merge_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mergeId: integer('merge_id')
      .notNull()
      .references(() => customerMerges.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    columnName: text('column_name').notNull(),
    rowKey: jsonb('row_key').notNull(),
    action: text('action').notNull(),
    rowData: jsonb('row_data'),
  },
  (t) => [
    check('customer_merge_moves_action_check', sql`${t.action} in ('moved', 'folded', 'kept')`),
    index('customer_merge_moves_merge_idx').on(t.mergeId, t.tableName, t.columnName),
  ],
);

/** A move of a customer to another location's caseload, or a location added to it (issue #26, ADR 0033). */
export const customerTransfers = pgTable(
  'customer_transfers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromLocationId: integer('from_location_id').references(() => locations.id),
    toLocationId: integer('to_location_id')
      .notNull()
      .references(() => locations.id),
    note: text('note').notNull(),
    transferredBy: integer('transferred_by')
      .notNull()
      .references(() => staffUsers.id),
    newCaseManagerId: integer('new_case_manager_id').references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_transfers_kind_check', sql`${t.kind} in ('move', 'add')`),
    index('customer_transfers_customer_idx').on(t.customerId, t.createdAt),
  ],
);
