import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './platform.ts';

/** The skills survey: one set of 1-5 ratings per customer, keyed by the contracts' skill ids (validated there). */
export const skillsSurveyResponses = pgTable('skills_survey_responses', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  ratings: jsonb('ratings').$type<Record<string, number>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's match scores against every occupation: the latest complete set, replaced in one statement when a
 * recompute finishes, so the old set stays readable meanwhile. An input change bumps requested_version; the set is
 * current while computed_version equals it and catalogue_stamp names the loaded catalogue (nothing else is stored
 * about freshness). `inputs` is the engine profile the set was computed from: explanations are derived from it.
 */
export const customerMatches = pgTable('customer_matches', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  requestedVersion: integer('requested_version').notNull().default(1),
  computedVersion: integer('computed_version').notNull().default(0),
  catalogueStamp: text('catalogue_stamp'),
  occupationIds: integer('occupation_ids')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
  scores: real('scores')
    .array()
    .notNull()
    .default(sql`'{}'::real[]`),
  inputs: jsonb('inputs'),
  computedAt: timestamp('computed_at', { withTimezone: true }),
});
