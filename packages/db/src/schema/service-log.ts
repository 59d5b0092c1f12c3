import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, locations, staffUsers } from './platform.ts';

/**
 * The service log (staff spec 2.12, 3, 7): what staff did for a customer, and the programs a customer is enrolled
 * in. Only the tables the customer record reads exist yet; the service tracker extends them (contact types,
 * notes, groups, funding).
 */

/** A kind of service, shown with its colour in the tracker (service {type {name, color}}). */
export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** A CSS colour, e.g. #1c7ed6. */
  color: text('color').notNull(),
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
});

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

/** One logged service for a customer, under one of their enrolments when it counts towards a program. */
export const serviceLogs = pgTable(
  'service_logs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    enrollmentId: integer('enrollment_id').references(() => serviceLogEnrollments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    locationId: integer('location_id').references(() => locations.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    /** The day the service was given (the tracker's "created on" filter). */
    createdOn: date('created_on').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_logs_customer_idx').on(t.customerId, t.startAt),
    index('service_logs_enrollment_idx').on(t.enrollmentId),
    index('service_logs_created_by_idx').on(t.createdBy, t.createdOn),
  ],
);
