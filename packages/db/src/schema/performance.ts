import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers, documents, staffUsers } from './platform.ts';
import { serviceLogEnrollments } from './service-log.ts';

/**
 * Performance metrics and wage and employment records (staff spec 2.8, 3, 4, 5, 6; docs/decisions/0025). A
 * performance record points at the customer's service-log enrolment; the exit date is read from there, never copied.
 */

const performanceKindCheck = (column: unknown) =>
  sql`${column} in ('measurable_skill_gain', 'credential_attainment', 'program_incomplete_reason', 'program_exempt_reason')`;

/** The type lists of the four kinds (reference data); is_evidence_must makes evidence required. */
export const performanceTypes = pgTable(
  'performance_types',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    isEvidenceMust: boolean('is_evidence_must').notNull().default(false),
    /** Inactive types are no longer offered; records keep showing the name. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('performance_types_kind_idx').on(t.kind, t.type),
    check('performance_types_kind_check', performanceKindCheck(t.kind)),
  ],
);

export const performanceRecords = pgTable(
  'performance_records',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    creatorUserId: integer('creator_user_id')
      .notNull()
      .references(() => staffUsers.id),
    kind: text('kind').notNull(),
    performanceTypeId: integer('performance_type_id')
      .notNull()
      .references(() => performanceTypes.id),
    /** Date of indicator (day granularity). */
    dateAffected: date('date_affected').notNull(),
    /** The enrolment the outcome counts for; its exit_at decides the 20-month window. */
    enrollmentId: integer('enrollment_id').references(() => serviceLogEnrollments.id, { onDelete: 'set null' }),
    /** The evidence, a document of the customer. */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** Sanitised HTML; an empty note is '<p></p>'. */
    note: text('note').notNull().default('<p></p>'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The per-customer table, newest indicator first, paged.
    index('performance_records_customer_idx').on(t.customerId, t.dateAffected, t.id),
    index('performance_records_creator_idx').on(t.creatorUserId),
    index('performance_records_enrollment_idx').on(t.enrollmentId),
    check('performance_records_kind_check', performanceKindCheck(t.kind)),
  ],
);

/** Where a wage record came from: 1 manual; 2, 3, 4 external (staff spec 4). */
export const wageSources = pgTable('wage_sources', {
  id: smallint('id').primaryKey(),
  source: text('source').notNull(),
});

export const wageRecords = pgTable(
  'wage_records',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    sourceId: smallint('source_id')
      .notNull()
      .references(() => wageSources.id),
    /** Who entered it; null for an external record. */
    creatorUserId: integer('creator_user_id').references(() => staffUsers.id),
    dateReceived: date('date_received').notNull(),
    startDate: date('start_date').notNull(),
    employerName: text('employer_name').notNull(),
    /** NAICS 2022 code (2 to 6 digits), optional. */
    naicsCode: text('naics_code'),
    jobTitle: text('job_title').notNull(),
    /** Sources 2 and 4 carry no wage, increment or O*NET code. */
    startingWage: numeric('starting_wage', { precision: 12, scale: 2, mode: 'number' }),
    recentWage: numeric('recent_wage', { precision: 12, scale: 2, mode: 'number' }),
    wageIncrement: text('wage_increment'),
    /** O*NET-SOC code from the catalogue (occupations.code), e.g. 29-2061.00. */
    onetCode: text('onet_code'),
    /** 1 yes, 0 no, null unanswered. */
    isJobRelevant: smallint('is_job_relevant'),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wage_records_customer_idx').on(t.customerId, t.dateReceived, t.id),
    check('wage_records_increment_check', sql`${t.wageIncrement} in ('hourly', 'annually', 'project')`),
    check('wage_records_job_relevant_check', sql`${t.isJobRelevant} in (0, 1)`),
    check('wage_records_naics_check', sql`${t.naicsCode} ~ '^[0-9]{2,6}$'`),
    check(
      'wage_records_manual_complete_check',
      sql`${t.sourceId} <> 1 or (${t.startingWage} is not null and ${t.wageIncrement} is not null and ${t.onetCode} is not null and ${t.creatorUserId} is not null)`,
    ),
  ],
);
