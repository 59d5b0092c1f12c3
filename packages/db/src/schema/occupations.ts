import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './platform.ts';

/**
 * Occupation reference data: O*NET occupations with BLS wages and projections, the 16 career
 * clusters, and the CIP 2020 program codes with their CIP-SOC crosswalk. Loaded by the
 * reference importer or, on the embedded default, from the built-in demo catalogue.
 */

/** The 16 National Career Clusters; ids 1-16 are stable (cluster colours are picked by id). */
export const careerClusters = pgTable('career_clusters', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

export const occupations = pgTable(
  'occupations',
  {
    id: serial('id').primaryKey(),
    /** O*NET-SOC 2019 code, e.g. 15-1252.00. */
    code: text('code').notNull().unique(),
    /** SOC 2018 detailed code (first 7 characters of the O*NET-SOC code), used to join BLS and CIP-SOC rows. */
    socCode: text('soc_code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** 1-5 education scale (see docs/spec-decisions.md), from the most common O*NET RL category; null when unknown. */
    educationLevel: smallint('education_level'),
    jobZone: smallint('job_zone'),
    /** BLS OEWS national median annual wage in dollars; null when BLS publishes none. */
    medianAnnualSalary: integer('median_annual_salary'),
    /** BLS projected employment change in percent over the projection decade. */
    growthRate: numeric('growth_rate', { precision: 6, scale: 1, mode: 'number' }),
    /** BLS average annual openings (people, not thousands). */
    annualJobOpenings: integer('annual_job_openings'),
    brightOutlook: boolean('bright_outlook').notNull().default(false),
    /** Bright Outlook categories joined by '; ' (Rapid Growth, Numerous Job Openings, New and Emerging). */
    brightOutlookCategory: text('bright_outlook_category'),
    image: text('image'),
    video: text('video'),
  },
  (t) => [
    index('occupations_soc_idx').on(t.socCode),
    index('occupations_title_idx').on(t.title),
    index('occupations_salary_idx').on(t.medianAnnualSalary),
  ],
);

export const occupationClusters = pgTable(
  'occupation_clusters',
  {
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => careerClusters.id),
    pathway: text('pathway'),
    /** 0 for the occupation's first (primary) cluster. */
    position: smallint('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.occupationId, t.clusterId] }),
    index('occupation_clusters_cluster_idx').on(t.clusterId),
  ],
);

/**
 * Every title an occupation is searched by: its own title, O*NET alternate titles and reported
 * titles. `normalized` is lower-cased and unaccented by the writer, so one trigram index serves
 * typo-tolerant keyword search.
 */
export const occupationTitles = pgTable(
  'occupation_titles',
  {
    id: serial('id').primaryKey(),
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    normalized: text('normalized').notNull(),
    /** 'primary' | 'alternate' | 'reported' */
    kind: text('kind').notNull(),
    /** Shown in the detail page's Also Called list (O*NET's "Shown in My Next Move" reported titles). */
    alsoCalled: boolean('also_called').notNull().default(false),
  },
  (t) => [
    index('occupation_titles_occupation_idx').on(t.occupationId),
    // Occupation search: `normalized like '%phrase%'` and, for a misspelt phrase, `normalized %> 'phrase'`. No pending
    // list (fastupdate off): right after a bulk load one makes the planner choose a sequential scan until a vacuum
    // merges it (docs/decisions/0028-occupation-search-at-scale.md).
    index('occupation_titles_trgm_idx')
      .using('gin', sql`${t.normalized} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * The search vocabulary, derived from occupation_titles by refreshTitleWords whenever titles are written: one
 * row per occupation, space-separated word of its normalized titles, and the facts a keyword's ranking reads
 * (first word, whole title, primary title, an Also Called alias), with the shortest such title's length. A one-word keyword reads
 * these few rows instead of ranking every title that contains it.
 */
export const occupationTitleWords = pgTable(
  'occupation_title_words',
  {
    word: text('word').notNull(),
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    first: boolean('first').notNull(),
    whole: boolean('whole').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    /** From an Also Called title (occupation_titles.also_called): with the primary title, what ranks first. */
    isAlias: boolean('is_alias').notNull().default(false),
    titleLength: integer('title_length').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'occupation_title_words_pk',
      columns: [t.word, t.occupationId, t.first, t.whole, t.isPrimary, t.isAlias],
    }),
    index('occupation_title_words_occupation_idx').on(t.occupationId),
  ],
);

/** Every distinct word of occupation_title_words, indexed for contains (trigram) and prefix lookups. */
export const titleWords = pgTable('title_words', { word: text('word').primaryKey() }, (t) => [
  // A misspelt word's corrections and a keyword's words: `word like '%...%'`. No pending list, as occupation_titles_trgm_idx.
  index('title_words_trgm_idx')
    .using('gin', sql`${t.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
  index('title_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
]);

export const occupationTasks = pgTable(
  'occupation_tasks',
  {
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    task: text('task').notNull(),
    /** 'Core' | 'Supplemental' | null */
    taskType: text('task_type'),
  },
  (t) => [primaryKey({ columns: [t.occupationId, t.position] })],
);

/** Knowledge areas, skills and technology skills, ranked per occupation. */
export const occupationTopics = pgTable(
  'occupation_topics',
  {
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    /** 'knowledge' | 'skills' | 'tech' */
    kind: text('kind').notNull(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    /** O*NET importance (1-5) for knowledge and skills; null for technology. */
    importance: real('importance'),
    /** Technology skills: O*NET's Hot Technology flag. */
    hot: boolean('hot').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.occupationId, t.kind, t.position] })],
);

/** RIASEC occupational interest profile (O*NET OI scale, 1-7). */
export const occupationInterests = pgTable(
  'occupation_interests',
  {
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    /** 'R' | 'I' | 'A' | 'S' | 'E' | 'C' */
    interest: text('interest').notNull(),
    score: real('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.occupationId, t.interest] })],
);

export const relatedOccupations = pgTable(
  'related_occupations',
  {
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    relatedOccupationId: integer('related_occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    rank: smallint('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.occupationId, t.relatedOccupationId] })],
);

/** CIP 2020 instructional program codes (2-, 4- and 6-digit levels). */
export const cipCodes = pgTable(
  'cip_codes',
  {
    code: text('code').primaryKey(),
    title: text('title').notNull(),
    definition: text('definition'),
    /** 2, 4 or 6 (digits). */
    level: smallint('level').notNull(),
  },
  // Program Finder: a search word in the CIP title, as typed (like) or misspelt (<%).
  (t) => [index('cip_codes_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`)],
);

/** CIP 2020 to SOC 2018 crosswalk; 99-9999 "no match" rows are not stored. */
export const cipSocCrosswalk = pgTable(
  'cip_soc_crosswalk',
  {
    cipCode: text('cip_code').notNull(),
    socCode: text('soc_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cipCode, t.socCode] }), index('cip_soc_crosswalk_soc_idx').on(t.socCode)],
);

export const savedOccupations = pgTable(
  'saved_occupations',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.occupationId] })],
);

/** Which reference sources were loaded and when (the About page and the importer's summary read it). */
export const referenceImports = pgTable('reference_imports', {
  source: text('source').primaryKey(),
  vintage: text('vintage').notNull(),
  rowCount: integer('row_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
