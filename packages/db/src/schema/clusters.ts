import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { careerClusters } from './occupations.ts';
import { customers } from './platform.ts';

/** The career-cluster interest survey: steps of checkbox options, each option pointing at one cluster. */
export const clusterSurveySteps = pgTable('cluster_survey_steps', {
  id: serial('id').primaryKey(),
  position: smallint('position').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

export const clusterSurveyOptions = pgTable(
  'cluster_survey_options',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id')
      .notNull()
      .references(() => clusterSurveySteps.id, { onDelete: 'cascade' }),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => careerClusters.id),
    /** 'activity' | 'quality' | 'subject' */
    kind: text('kind').notNull(),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('cluster_survey_options_step_idx').on(t.stepId, t.position)],
);

/**
 * One survey taken by a customer or by a guest. A guest is known only by the hash of a random
 * token kept in a cookie, so a guest can see and update their own results and nobody else's.
 */
export const clusterSurveyResponses = pgTable(
  'cluster_survey_responses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cluster_survey_responses_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('cluster_survey_responses_guest_idx').on(t.guestTokenHash),
  ],
);

export const clusterSurveyAnswers = pgTable(
  'cluster_survey_answers',
  {
    responseId: integer('response_id')
      .notNull()
      .references(() => clusterSurveyResponses.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => clusterSurveyOptions.id, { onDelete: 'cascade' }),
    selected: boolean('selected').notNull(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.optionId] })],
);

export const savedClusters = pgTable(
  'saved_clusters',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => careerClusters.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.clusterId] })],
);
