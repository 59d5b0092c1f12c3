import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers, staffUsers } from './platform.ts';

/**
 * Eligibility forms as data (forms spec 2-8). One writer (forms/store.ts) turns a validated FormDefinition into these
 * rows; answers live in form_responses keyed by question identifier, except SSNs, which only exist encrypted in
 * form_secret_answers.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export interface StoredFormSettings {
  useLastFourSsn: boolean;
}

export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    nameShort: text('name_short').notNull(),
    nameLong: text('name_long').notNull(),
    description: text('description').notNull().default(''),
    detailedDescription: text('detailed_description').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    showSectionComponents: boolean('show_section_components').notNull().default(true),
    requiresSelfAttestation: boolean('requires_self_attestation').notNull().default(false),
    settings: jsonb('settings').$type<StoredFormSettings>().notNull().default({ useLastFourSsn: false }),
    ...timestamps,
  },
  (t) => [uniqueIndex('forms_name_short_unique').on(t.nameShort)],
);

export const formSections = pgTable(
  'form_sections',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    order: integer('order').notNull(),
  },
  (t) => [uniqueIndex('form_sections_form_key_unique').on(t.formId, t.key)],
);

export interface StoredQuestionOption {
  value: string;
  display: string;
}

export const formQuestions = pgTable(
  'form_questions',
  {
    id: serial('id').primaryKey(),
    /** Denormalised from the section so the identifier can be unique per form. */
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => formSections.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    control: text('control').notNull(),
    component: text('component'),
    text: text('text').notNull(),
    description: text('description'),
    required: boolean('required').notNull().default(false),
    order: integer('order').notNull(),
    options: jsonb('options').$type<StoredQuestionOption[]>().notNull().default([]),
    inputMask: text('input_mask'),
    default: jsonb('default').$type<unknown>(),
    hidden: boolean('hidden').notNull().default(false),
    readonly: boolean('readonly').notNull().default(false),
    href: text('href'),
  },
  (t) => [
    uniqueIndex('form_questions_form_identifier_unique').on(t.formId, t.identifier),
    index('form_questions_section_idx').on(t.sectionId, t.order),
  ],
);

export interface StoredSectionState {
  completed: boolean;
  error: boolean;
}

/** One customer's answers to one form: a draft (Incomplete) until a complete submission passes. */
export const formResponses = pgTable(
  'form_responses',
  {
    id: serial('id').primaryKey(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Incomplete'),
    /** Answers keyed by question identifier; never an SSN (see form_secret_answers). */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    /** Section states keyed by section id. */
    sectionStates: jsonb('section_states').$type<Record<string, StoredSectionState>>().notNull().default({}),
    /** The customer's signature of the self-attestation step. */
    signature: text('signature'),
    /** Who saved last: a staff user acting for the customer, or null when the customer did. */
    updatedByStaffId: integer('updated_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('form_responses_form_customer_unique').on(t.formId, t.customerId),
    index('form_responses_customer_idx').on(t.customerId),
    check('form_responses_status_check', sql`${t.status} in ('Incomplete', 'Complete')`),
  ],
);

/** SSN answers: AES-256-GCM ciphertext (key outside the database) and the last four digits for the mask. */
export const formSecretAnswers = pgTable(
  'form_secret_answers',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => formResponses.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    ciphertext: text('ciphertext').notNull(),
    lastFour: text('last_four').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('form_secret_answers_response_identifier_unique').on(t.responseId, t.identifier)],
);

/** Race categories of the races component (participant spec: option 13 is exclusive). */
export const races = pgTable('races', {
  id: integer('id').primaryKey(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
});
