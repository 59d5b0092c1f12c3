import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { performanceRecords, wageRecords } from './performance.ts';
import { customers, documents, staffUsers } from './platform.ts';
import { reminders } from './reminders.ts';
import { serviceLogEnrollments, serviceLogPrograms } from './service-log.ts';

/**
 * A program from application to follow-up (issue #26; docs/decisions/0037): staff open an application to a service
 * log program, the eligibility check weighs it, a staff decision settles it, and after the enrolment's exit the
 * follow-ups of the 2nd and 4th quarter collect employment, wage and credential answers.
 */

/** The documents a program needs before it is likely eligible: admin data, one row per requirement. */
export const programDocumentRequirements = pgTable(
  'program_document_requirements',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id, { onDelete: 'cascade' }),
    /** What staff read, e.g. 'Proof of identity and right to work'. */
    label: text('label').notNull(),
    /** A live document of the customer in any of these categories (contracts/documents.ts) meets the requirement. */
    documentCategories: text('document_categories').array().notNull(),
  },
  (t) => [index('program_document_requirements_program_idx').on(t.programId)],
);

/** An application of a customer to a program: open until a staff decision makes it eligible or not eligible. */
export const programApplications = pgTable(
  'program_applications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id),
    status: text('status').$type<'open' | 'eligible' | 'not_eligible'>().notNull().default('open'),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => staffUsers.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('program_applications_customer_idx').on(t.customerId, t.openedAt),
    // One open application per customer and program; a new one may follow a decision.
    uniqueIndex('program_applications_open_unique')
      .on(t.customerId, t.programId)
      .where(sql`${t.status} = 'open'`),
    check('program_applications_status_check', sql`${t.status} in ('open', 'eligible', 'not_eligible')`),
    check('program_applications_decided_check', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
  ],
);

/** The staff decision on an application (one per application), with its reason; audited when recorded. */
export const eligibilityDecisions = pgTable(
  'eligibility_decisions',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id),
    decision: text('decision').$type<'eligible' | 'not_eligible'>().notNull(),
    reason: text('reason').notNull(),
    decidedBy: integer('decided_by')
      .notNull()
      .references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('eligibility_decisions_application_unique').on(t.applicationId),
    index('eligibility_decisions_customer_program_idx').on(t.customerId, t.programId, t.decidedAt),
    check('eligibility_decisions_decision_check', sql`${t.decision} in ('eligible', 'not_eligible')`),
  ],
);

/** The customer's documents a decision relied on. */
export const eligibilityDecisionDocuments = pgTable(
  'eligibility_decision_documents',
  {
    decisionId: integer('decision_id')
      .notNull()
      .references(() => eligibilityDecisions.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.decisionId, t.documentId] })],
);

/**
 * A follow-up after an exit, due in the 2nd or 4th quarter after the exit quarter, shown to the case manager as a
 * reminder. Its answers feed a wage record (employed) and a credential attainment performance record.
 */
export const programFollowUps = pgTable(
  'program_follow_ups',
  {
    id: serial('id').primaryKey(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => serviceLogEnrollments.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 2 or 4: the quarter after the exit quarter it asks about. */
    quarter: smallint('quarter').notNull(),
    /** The first day of that quarter; the reminder comes due then. */
    dueOn: date('due_on').notNull(),
    reminderId: integer('reminder_id').references(() => reminders.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staffUsers.id),
    employed: boolean('employed'),
    employerName: text('employer_name'),
    jobTitle: text('job_title'),
    hourlyWage: numeric('hourly_wage', { precision: 12, scale: 2, mode: 'number' }),
    credentialAttained: boolean('credential_attained'),
    wageRecordId: integer('wage_record_id').references(() => wageRecords.id, { onDelete: 'set null' }),
    performanceRecordId: integer('performance_record_id').references(() => performanceRecords.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_follow_ups_enrollment_quarter_unique').on(t.enrollmentId, t.quarter),
    index('program_follow_ups_customer_idx').on(t.customerId, t.dueOn),
    check('program_follow_ups_quarter_check', sql`${t.quarter} in (2, 4)`),
  ],
);
