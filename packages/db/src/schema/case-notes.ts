import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './platform.ts';

/**
 * Case notes (issue #26): rich-text notes on a customer, not tied to a service. The body is stored sanitised
 * (modules/case-notes). Confidential notes are read only by their author and admins: every read filters in SQL.
 */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => staffUsers.id),
    category: text('category').notNull(),
    body: text('body').notNull(),
    confidential: boolean('confidential').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_notes_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc()),
    check(
      'case_notes_category_check',
      // contracts/case-notes.ts caseNoteCategories (case-notes.test.ts compares the two).
      sql`${t.category} in ('general', 'employment', 'training', 'barriers', 'supportive_services', 'follow_up')`,
    ),
  ],
);
