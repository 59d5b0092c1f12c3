import { boolean, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './platform.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const educationLevels = pgTable('education_levels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Position on the 1-5 education scale used by occupation pages. */
  scale: integer('scale').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const customerJobExperiences = pgTable(
  'customer_job_experiences',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    startDate: date('start_date').notNull(),
    finishDate: date('finish_date'),
    currentRole: boolean('current_role').notNull().default(false),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('customer_job_experiences_customer_idx').on(t.customerId, t.startDate)],
);

export const jobExperienceAccomplishments = pgTable(
  'job_experience_accomplishments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    jobExperienceId: integer('job_experience_id')
      .notNull()
      .references(() => customerJobExperiences.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('job_experience_accomplishments_parent_idx').on(t.jobExperienceId, t.position)],
);

export const customerEducationalExperiences = pgTable(
  'customer_educational_experiences',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    school: text('school').notNull(),
    educationLevelId: integer('education_level_id')
      .notNull()
      .references(() => educationLevels.id),
    fieldOfStudy: text('field_of_study').notNull(),
    finishDate: date('finish_date'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('customer_educational_experiences_customer_idx').on(t.customerId)],
);

export const educationalExperienceAccomplishments = pgTable(
  'educational_experience_accomplishments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    educationalExperienceId: integer('educational_experience_id')
      .notNull()
      .references(() => customerEducationalExperiences.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('educational_experience_accomplishments_parent_idx').on(t.educationalExperienceId, t.position)],
);
