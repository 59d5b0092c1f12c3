import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './platform.ts';

/** A library outcome's plan as an admin writes it: goals, each with steps due some days after the start. */
export interface OutcomeTemplatePlan {
  goals: { name: string; steps: { name: string; due_in_days: number | null }[] }[];
}

/**
 * Outcomes, a personal pathway plan (issue #24, ADR 0043). The library an admin keeps: each template's goals and
 * steps are copied into a customer's outcome when it is assigned, recommended or added, so editing the library later
 * never changes a plan a customer is working on.
 */
export const outcomeTemplates = pgTable(
  'outcome_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    plan: jsonb('plan').$type<OutcomeTemplatePlan>().notNull(),
    createdBy: integer('created_by').references(() => staffUsers.id),
    /** Retired from the library: no longer offered, kept for the outcomes made from it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outcome_templates_name_idx').on(t.name)],
);

/**
 * A customer's outcome. `source` says how it came: assigned or recommended by staff, or added by the customer.
 * A recommended outcome waits for the customer to start it (`startedAt`); its status, like every outcome's, is
 * derived from its steps (modules/outcomes/status.ts), never stored.
 */
export const customerOutcomes = pgTable(
  'customer_outcomes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => outcomeTemplates.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    source: text('source').notNull(),
    createdByStaffId: integer('created_by_staff_id').references(() => staffUsers.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_outcomes_customer_idx').on(t.customerId, t.id),
    index('customer_outcomes_staff_idx').on(t.createdByStaffId),
    check('customer_outcomes_source_check', sql`${t.source} in ('assigned', 'recommended', 'self')`),
  ],
);

export const customerOutcomeGoals = pgTable(
  'customer_outcome_goals',
  {
    id: serial('id').primaryKey(),
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => customerOutcomes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('customer_outcome_goals_outcome_idx').on(t.outcomeId, t.position)],
);

/** A goal is complete when every one of its steps is: the steps are the one source of truth. */
export const customerOutcomeSteps = pgTable(
  'customer_outcome_steps',
  {
    id: serial('id').primaryKey(),
    outcomeId: integer('outcome_id')
      .notNull()
      .references(() => customerOutcomes.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id')
      .notNull()
      .references(() => customerOutcomeGoals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_outcome_steps_outcome_idx').on(t.outcomeId),
    index('customer_outcome_steps_goal_idx').on(t.goalId, t.position),
  ],
);
