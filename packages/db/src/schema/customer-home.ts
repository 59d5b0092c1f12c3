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
import { customers } from './platform.ts';

/**
 * The customer's home (issue #24, ADR 0044). Impact questions: one answer per customer and question (the questions
 * themselves are contracts/customer-home.ts).
 */
export const customerImpactAnswers = pgTable(
  'customer_impact_answers',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    answer: text('answer').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.questionKey] })],
);

/**
 * A customer's use of a tool, at most one row per customer, tool, kind and board day: the tools widget counts
 * distinct tools in the last month, so a day's repeated calls add nothing.
 */
export const customerToolUses = pgTable(
  'customer_tool_uses',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    kind: text('kind').notNull(),
    day: date('day').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.day, t.tool, t.kind] }),
    check('customer_tool_uses_kind_check', sql`${t.kind} in ('visit', 'update')`),
  ],
);

/** The avatar file of a customer (the upload's storage path); customers.avatar_url carries its address. */
export const customerAvatars = pgTable('customer_avatars', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Videos and articles an admin curates for the home's resources carousel; content is sanitised HTML. */
export const homeResources = pgTable(
  'home_resources',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    durationMinutes: integer('duration_minutes'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('home_resources_type_check', sql`${t.type} in ('video', 'article_section_link')`),
    index('home_resources_order_idx').on(t.position, t.id),
  ],
);
