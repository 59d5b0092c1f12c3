import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './platform.ts';

/** Education and training programs (Program Finder) and the providers that run them. */

export const programTypes = pgTable('program_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const programFormats = pgTable('program_formats', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const providerTypes = pgTable('provider_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** Free-text kind shown on the card, e.g. 'Public two-year college'. */
    type: text('type'),
    providerTypeId: integer('provider_type_id')
      .notNull()
      .references(() => providerTypes.id),
    description: text('description'),
    accreditation: text('accreditation'),
    supportServices: text('support_services'),
    contactPhone: text('contact_phone'),
    website: text('website'),
    commutingAreaDescription: text('commuting_area_description'),
  },
  // Program Finder: a search word in the provider's name, as typed (like) or misspelt (<%).
  (t) => [index('providers_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);

export const providerLocations = pgTable(
  'provider_locations',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [
    index('provider_locations_provider_idx').on(t.providerId),
    // earthdistance: radius and distance queries use ll_to_earth() through this GiST index.
    index('provider_locations_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Where the program is taught; null for online-only programs. */
    providerLocationId: integer('provider_location_id').references(() => providerLocations.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => programTypes.id),
    formatId: integer('format_id')
      .notNull()
      .references(() => programFormats.id),
    description: text('description'),
    link: text('link'),
    /** CIP 2020 code, e.g. 51.0801; related occupations come from the CIP-SOC crosswalk. */
    cipCode: text('cip_code'),
    totalCost: numeric('total_cost', { precision: 10, scale: 2, mode: 'number' }),
    tuitionCost: numeric('tuition_cost', { precision: 10, scale: 2, mode: 'number' }),
    creditHours: numeric('credit_hours', { precision: 6, scale: 1, mode: 'number' }),
    contactHours: integer('contact_hours'),
    duration: text('duration'),
    semesters: smallint('semesters'),
    eligibleForFinancialAid: boolean('eligible_for_financial_aid'),
    eligibleForGiVeteranAid: boolean('eligible_for_gi_veteran_aid'),
    eligibleForPaidTraining: boolean('eligible_for_paid_training'),
    /** WIOA Individual Training Account eligibility: true, false, or null when unknown (filter 1 / 0 / -1). */
    eligibleForTuitionSupport: boolean('eligible_for_tuition_support'),
    localAreasOfferingWioaFunding: text('local_areas_offering_wioa_funding'),
    prerequisiteSkills: text('prerequisite_skills'),
    expectedSkillsAcquired: text('expected_skills_acquired'),
    relatedCareerInformation: text('related_career_information'),
    /** Title and description, lower-cased once when written, so a keyword search does not lower every row. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${programs.title} || ' ' || coalesce(${programs.description}, ''))`,
    ),
  },
  (t) => [
    index('programs_provider_idx').on(t.providerId),
    // Program Finder near an address: the programs at the locations within the radius.
    index('programs_provider_location_idx').on(t.providerLocationId),
    // ... and the online programs (no location) of the providers with a location within it.
    index('programs_online_provider_idx')
      .on(t.providerId)
      .where(sql`${t.providerLocationId} is null`),
    index('programs_cip_idx').on(t.cipCode),
    index('programs_cost_idx').on(t.totalCost),
    // Program Finder text search: `search_text like '%word%'`, `lower(title) %> 'word'` for a misspelt one. No pending
    // list (fastupdate off): right after a bulk load one makes the planner choose a sequential scan until a vacuum
    // merges it (docs/decisions/0024-program-search-at-scale.md).
    index('programs_title_trgm_idx')
      .using('gin', sql`lower(${t.title}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index('programs_search_text_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const savedPrograms = pgTable(
  'saved_programs',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.programId] })],
);
