import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, documents, staffUsers } from './platform.ts';
import { serviceLogPrograms, serviceLogs } from './service-log.ts';

/**
 * Funding (forms spec 2-9, issue #25, docs/decisions/0032-funding-ledger.md): obligations and expenses of a customer
 * on an append-only ledger. Amounts are integer cents (bigint). The ledger tables refuse UPDATE and DELETE (triggers
 * in the migration); a transaction's status and version change only together with a ledger entry of that version
 * (trigger), and the per program-year balances are kept by a trigger on the ledger amounts.
 */

const cents = (name: string) => bigint(name, { mode: 'number' });

/** Vendors of training and support (forms spec 3 vendor option: id, name, address, email, tax_id). */
export const fundingVendors = pgTable(
  'funding_vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    email: text('email'),
    taxId: text('tax_id'),
    /** 1 training, 2 support; null offers the vendor for both. */
    category: smallint('category'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funding_vendors_name_idx').on(sql`lower(${t.name})`),
    check('funding_vendors_category_check', sql`${t.category} is null or ${t.category} in (1, 2)`),
  ],
);

export const fundingPaymentTypes = pgTable('funding_payment_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

export const fundingCourseTypes = pgTable('funding_course_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * An obligation that becomes an expense. `status`, `version` and `requested_by` are written only together with the
 * ledger entry of the new version (a trigger refuses anything else); the form fields are the current request.
 */
export const fundingTransactions = pgTable(
  'funding_transactions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    serviceLogId: integer('service_log_id').references(() => serviceLogs.id, { onDelete: 'set null' }),
    /** 1 training, 2 support, 3 log. */
    category: smallint('category').notNull(),
    status: smallint('status').notNull(),
    version: integer('version').notNull(),
    /** Who asked for the current pending step; never its approver. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    approverId: integer('approver_id').references(() => staffUsers.id),
    title: text('title').notNull(),
    /** The day of the request in the board's time zone; decides the program year. */
    requestedOn: date('requested_on').notNull(),
    /** WIOA program year, named by the year it starts (July 1). */
    programYear: smallint('program_year').notNull(),
    vendorId: integer('vendor_id').references(() => fundingVendors.id),
    paymentTypeId: integer('payment_type_id').references(() => fundingPaymentTypes.id),
    courseTypeId: integer('course_type_id').references(() => fundingCourseTypes.id),
    trainingCourse: text('training_course'),
    recipientOfPayment: text('recipient_of_payment'),
    description: text('description').notNull().default(''),
    employerName: text('employer_name'),
    employerPoc: text('employer_poc'),
    employerAddress: text('employer_address'),
    employerCity: text('employer_city'),
    employerState: text('employer_state'),
    employerZip: text('employer_zip'),
    employerPhone: text('employer_phone'),
    employerEmail: text('employer_email'),
    employerRateCents: cents('employer_rate_cents'),
    employerEstimatedHours: integer('employer_estimated_hours'),
    /** Sum of the current program lines (kept with them, for sorting and the CSV). */
    totalCents: cents('total_cents').notNull().default(0),
    /**
     * The customer's location_ids and whether the customer is deleted, copied by triggers (migration 0048), so the
     * aggregate counts a card at the caller's locations from one index without reading customers.
     */
    customerLocationIds: integer('customer_location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    customerDeleted: boolean('customer_deleted').notNull().default(false),
    /** The requester's 'last first', copied by triggers (migration 0049): the aggregate's submitter sort, from an index. */
    requesterSortName: text('requester_sort_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funding_transactions_customer_idx').on(t.customerId, t.status, t.createdAt, t.id),
    // The aggregate: one card (status), newest first, and the other sort keys.
    index('funding_transactions_status_date_idx').on(t.status, t.createdAt, t.id),
    index('funding_transactions_status_total_idx').on(t.status, t.totalCents, t.id),
    index('funding_transactions_status_title_idx').on(t.status, t.title, t.id),
    index('funding_transactions_status_customer_idx').on(t.status, t.customerId, t.id),
    index('funding_transactions_status_submitter_idx').on(t.status, t.requesterSortName, t.id),
    index('funding_transactions_service_log_idx').on(t.serviceLogId),
    index('funding_transactions_scope_idx')
      .on(t.status, t.customerLocationIds)
      .where(sql`not ${t.customerDeleted}`),
    check('funding_transactions_category_check', sql`${t.category} in (1, 2, 3)`),
    check('funding_transactions_status_check', sql`${t.status} between 1 and 8`),
    check(
      'funding_transactions_recipient_check',
      sql`${t.recipientOfPayment} is null or ${t.recipientOfPayment} in ('participant', 'vendor', 'employer')`,
    ),
    check('funding_transactions_total_check', sql`${t.totalCents} >= 0`),
  ],
);

/** The current program lines of the request (programs [{id, name, funds}]). */
export const fundingTransactionPrograms = pgTable(
  'funding_transaction_programs',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => fundingTransactions.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id),
    fundsCents: cents('funds_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.programId] }),
    index('funding_transaction_programs_program_idx').on(t.programId, t.transactionId),
    check('funding_transaction_programs_funds_check', sql`${t.fundsCents} > 0`),
  ],
);

/** Invoices linked to a transaction (forms spec 2 Invoice documents). */
export const fundingTransactionDocuments = pgTable(
  'funding_transaction_documents',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => fundingTransactions.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.documentId] })],
);

/**
 * The ledger: one row per state change, never updated or deleted (trigger). (transaction_id, version) is unique, so
 * the same step can never be written twice, whatever the application does.
 */
export const fundingLedgerEntries = pgTable(
  'funding_ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => fundingTransactions.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => staffUsers.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    note: text('note'),
  },
  (t) => [
    unique('funding_ledger_entries_version_unique').on(t.transactionId, t.version),
    check('funding_ledger_entries_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * Amounts of one ledger entry per program: what was requested at that step, and how the step changed the program's
 * obligated and expended totals for the program year (a deobligation is a negative obligated delta).
 */
export const fundingLedgerAmounts = pgTable(
  'funding_ledger_amounts',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => fundingLedgerEntries.id, { onDelete: 'restrict' }),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id),
    programYear: smallint('program_year').notNull(),
    /** Customer of the entry's transaction, for the summary's customer count. */
    customerId: integer('customer_id').notNull(),
    requestedCents: cents('requested_cents').notNull().default(0),
    obligatedDeltaCents: cents('obligated_delta_cents').notNull().default(0),
    expendedDeltaCents: cents('expended_delta_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.programId] }),
    index('funding_ledger_amounts_program_year_idx').on(t.programId, t.programYear, t.customerId),
  ],
);

/**
 * A program's budget for a program year (set by an admin) and its running obligated and expended totals, which only
 * the ledger trigger writes. available = budget - obligated - expended.
 */
export const fundingBudgets = pgTable(
  'funding_budgets',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id),
    programYear: smallint('program_year').notNull(),
    budgetCents: cents('budget_cents').notNull().default(0),
    obligatedCents: cents('obligated_cents').notNull().default(0),
    expendedCents: cents('expended_cents').notNull().default(0),
    updatedBy: integer('updated_by').references(() => staffUsers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.programYear] }),
    check('funding_budgets_budget_check', sql`${t.budgetCents} >= 0`),
  ],
);

/**
 * One row: a number that deferred triggers raise at the commit of any change to what the aggregate counts (a
 * transaction added, its status, scope or filter columns, its program lines). The server keeps each card count with
 * the number it was computed at and counts again only when the number has moved (docs/decisions/0032).
 */
export const fundingAggregateVersion = pgTable(
  'funding_aggregate_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('funding_aggregate_version_one_row', sql`${t.id} = 1`)],
);
