import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { forms } from './forms.ts';
import { customers, locations, staffUsers } from './platform.ts';

/**
 * The service log (staff spec 2.12, 3, 7): what staff did for a customer or a group, the programs a customer is
 * enrolled in, and the groups services are logged for. Service types, services, contact types and programs are
 * data an admin changes.
 */

/** How the service was given (phone, in person, ...), with the icon the tracker shows. */
export const contactTypes = pgTable('contact_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** A Tabler icon name, e.g. 'phone'. */
  icon: text('icon').notNull().default('message'),
});

/** A group of customers a service can be logged for (e.g. a workshop cohort), kept at one location. */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    /** The contact person (spec 2.4): a customer or a staff member, or nobody yet. */
    contactCustomerId: integer('contact_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    contactStaffUserId: integer('contact_staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_location_name_idx').on(t.locationId, t.name),
    check('groups_one_contact_check', sql`num_nonnulls(${t.contactCustomerId}, ${t.contactStaffUserId}) <= 1`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.customerId] }), index('group_members_customer_idx').on(t.customerId)],
);

/** A kind of service, shown with its colour in the tracker (service {type {name, color}}). */
export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** A CSS colour, e.g. #1c7ed6. */
  color: text('color').notNull(),
  /** Inactive types are no longer offered on the log form; logs already made keep showing the name. */
  active: boolean('active').notNull().default(true),
});

/** A service of a type. `enrollment` services enrol the customer in a program when logged. */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id),
    name: text('name').notNull(),
    /** How long the service usually runs: the form's service_length, 'Single-day' or 'Multi-day'. */
    duration: text('duration').notNull().default('Single-day'),
    enrollment: boolean('enrollment').notNull().default(false),
    expenseAssociated: boolean('expense_associated').notNull().default(false),
    /**
     * The funding category a log of this service may request money under (forms spec 3: training, support, log);
     * null for a service without a TRANSACTION block (staff spec 5).
     */
    expenseCategory: text('expense_category', { enum: ['training', 'support', 'log'] }),
    /** Inactive services are no longer offered on the log form; logs already made keep showing the name. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('services_type_idx').on(t.serviceTypeId)],
);

/**
 * The programs a customer is enrolled in through the service log (e.g. WIOA Adult). Not the Program Finder's
 * training `programs`, hence the name.
 */
export const serviceLogPrograms = pgTable('service_log_programs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Exiting one common-exit program exits the customer from the others too. */
  isCommonExit: boolean('is_common_exit').notNull().default(false),
  /** The program's PIRL data element (e.g. 903 for WIOA Adult), when it is a WIOA PIRL program. */
  pirlCode: text('pirl_code'),
  /**
   * The eligibility form that decides the program: the customer is eligible once that form is complete and, when
   * a question is named, its answer is yes. No form: no eligibility review.
   */
  eligibilityFormId: integer('eligibility_form_id').references(() => forms.id, { onDelete: 'set null' }),
  eligibilityQuestion: text('eligibility_question'),
  /** Inactive programs are no longer offered on the log form; enrolments and logs keep showing the name. */
  active: boolean('active').notNull().default(true),
});

/** Which programs a service can count towards (the form's program list depends on the chosen services). */
export const servicePrograms = pgTable(
  'service_programs',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.programId] }), index('service_programs_program_idx').on(t.programId)],
);

/** A customer's enrolment in a program, opened by an enrolling service; exit_at null while it runs. */
export const serviceLogEnrollments = pgTable(
  'service_log_enrollments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id),
    serviceId: integer('service_id').references(() => services.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    exitAt: timestamp('exit_at', { withTimezone: true }),
    /** The PIRL's other reason for exit (contracts/customer-demographics.ts), null for none. */
    exitReason: text('exit_reason'),
    /** 'recorded' by staff or 'automatic' (90 days without service, none planned); null while it runs. */
    exitKind: text('exit_kind'),
    exitRecordedBy: integer('exit_recorded_by').references(() => staffUsers.id),
    /**
     * The start of the enrolment's latest service log (max(service_logs.start_at)), null without logs. Derived: kept
     * by statement triggers on service_logs in the writing transaction (migration 0023), never written by the app.
     */
    lastServiceAt: timestamp('last_service_at', { withTimezone: true }),
  },
  (t) => [index('service_log_enrollments_customer_idx').on(t.customerId, t.createdAt)],
);

/** The history of an enrolment's status, e.g. 'Active - Reportable Individual', then 'Active - Enrolled'. */
export const serviceLogEnrollmentStatuses = pgTable(
  'service_log_enrollment_statuses',
  {
    id: serial('id').primaryKey(),
    enrollmentId: integer('enrollment_id')
      .notNull()
      .references(() => serviceLogEnrollments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_log_enrollment_statuses_enrollment_idx').on(t.enrollmentId, t.createdAt)],
);

/**
 * One logged service for a customer or for a group (exactly one of them), under one of the customer's enrolments
 * when it counts towards a program.
 */
export const serviceLogs = pgTable(
  'service_logs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    contactTypeId: integer('contact_type_id').references(() => contactTypes.id),
    /** The status chosen on the form: 'Active - Reportable Individual' or 'Active - Enrolled'. */
    status: text('status').notNull().default('Active - Reportable Individual'),
    /** 'Single-day' or 'Multi-day'. */
    serviceLength: text('service_length').notNull().default('Multi-day'),
    /** Minutes spent, for a single-day service. */
    minutesInDay: integer('minutes_in_day'),
    enrollmentId: integer('enrollment_id').references(() => serviceLogEnrollments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    locationId: integer('location_id').references(() => locations.id),
    /** The professional the service is logged for (the form's User; the tracker's professionals filter). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    /**
     * The author: the signed-in staff user who saved the log, who alone may edit or delete it and write its notes.
     * Null on logs from before it was kept, whose author is the professional named.
     */
    loggedBy: integer('logged_by').references(() => staffUsers.id),
    /** The day the service was given (the tracker's "created on" filter). */
    createdOn: date('created_on').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_logs_customer_idx').on(t.customerId, t.startAt),
    index('service_logs_enrollment_idx').on(t.enrollmentId),
    index('service_logs_created_by_idx').on(t.createdBy, t.createdOn),
    // The tracker's timeline: one professional's logs, newest start first, paged by (start_at, id).
    index('service_logs_created_by_start_idx').on(t.createdBy, t.startAt, t.id),
    index('service_logs_group_idx').on(t.groupId, t.startAt),
    check('service_logs_customer_or_group_check', sql`num_nonnulls(${t.customerId}, ${t.groupId}) = 1`),
  ],
);

/** The programs a log counts towards (programValue on the form). */
export const serviceLogEntryPrograms = pgTable(
  'service_log_entry_programs',
  {
    serviceLogId: integer('service_log_id')
      .notNull()
      .references(() => serviceLogs.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => serviceLogPrograms.id),
  },
  (t) => [
    primaryKey({ columns: [t.serviceLogId, t.programId] }),
    index('service_log_entry_programs_program_idx').on(t.programId),
  ],
);

/** Notes on a log (notes [{body, customer}]); only the note's writer edits it. */
export const serviceLogNotes = pgTable(
  'service_log_notes',
  {
    id: serial('id').primaryKey(),
    serviceLogId: integer('service_log_id')
      .notNull()
      .references(() => serviceLogs.id, { onDelete: 'cascade' }),
    /** The customer the note is about, for a group log; the log's customer otherwise. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_log_notes_log_idx').on(t.serviceLogId, t.id)],
);
