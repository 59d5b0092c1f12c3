import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  time,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The 211 community-resource directory, modelled on Open Referral HSDS 3.0 (docs/decisions/0022-service-directory-hsds.md).
 * Table and column names follow the standard's (prefixed `directory_`), so the HSDS datapackage import and export map
 * one column to one column. Ids are uuids as in HSDS 3.0; rows imported from a layout with other ids (HSDS 1.1 text
 * ids, Ohana integers) get a stable uuid derived from the layout, table and source id, so a re-import finds them.
 *
 * `directory_services.id` is the service's identity for the rest of the portal (referrals point at it).
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** earthdistance's point type (a cube domain). */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });

export const directoryOrganizations = pgTable(
  'directory_organizations',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    alternateName: text('alternate_name'),
    description: text('description'),
    email: text('email'),
    website: text('website'),
    taxStatus: text('tax_status'),
    taxId: text('tax_id'),
    yearIncorporated: integer('year_incorporated'),
    legalStatus: text('legal_status'),
    logo: text('logo'),
    uri: text('uri'),
    /** No foreign key: HSDS files name parents that are not in the file; the importer keeps only known ones. */
    parentOrganizationId: uuid('parent_organization_id'),
  },
  (t) => [index('directory_organizations_name_idx').on(t.name)],
);

export const directoryTaxonomies = pgTable('directory_taxonomies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  uri: text('uri'),
  version: text('version'),
});

export const directoryTaxonomyTerms = pgTable(
  'directory_taxonomy_terms',
  {
    id: uuid('id').primaryKey(),
    code: text('code'),
    name: text('name').notNull(),
    description: text('description'),
    parentId: uuid('parent_id'),
    /** HSDS 3.0 `taxonomy`: the vocabulary's name when there is no taxonomies row. */
    taxonomy: text('taxonomy'),
    language: text('language'),
    taxonomyId: uuid('taxonomy_id').references(() => directoryTaxonomies.id, { onDelete: 'set null' }),
    termUri: text('term_uri'),
    /** Ours: the top-level ancestor (itself at the top). The finder's categories are the top-level terms. */
    rootId: uuid('root_id'),
  },
  (t) => [
    index('directory_taxonomy_terms_parent_idx').on(t.parentId),
    index('directory_taxonomy_terms_root_idx').on(t.rootId),
  ],
);

export const directoryServices = pgTable(
  'directory_services',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => directoryOrganizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    alternateName: text('alternate_name'),
    description: text('description'),
    url: text('url'),
    email: text('email'),
    /** HSDS: active, inactive, defunct, temporarily closed. The finder lists active services. */
    status: text('status').notNull().default('active'),
    interpretationServices: text('interpretation_services'),
    applicationProcess: text('application_process'),
    feesDescription: text('fees_description'),
    waitTime: text('wait_time'),
    eligibilityDescription: text('eligibility_description'),
    minimumAge: integer('minimum_age'),
    maximumAge: integer('maximum_age'),
    alert: text('alert'),
    /** Ours, kept by refreshDirectorySearch(): name (A), organization and categories (B), description (C). */
    searchVector: tsvector('search_vector'),
    /** Ours, kept by refreshDirectorySearch(): the top-level taxonomy terms of the service's terms. */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
  },
  (t) => [
    index('directory_services_organization_idx').on(t.organizationId),
    index('directory_services_search_idx').using('gin', t.searchVector),
    index('directory_services_categories_idx').using('gin', t.categoryIds),
    // The finder's first page (no keyword, no place): active services by name, read in order.
    index('directory_services_active_name_idx')
      .on(t.name, t.id)
      .where(sql`status = 'active'`),
  ],
);

export const directoryLocations = pgTable(
  'directory_locations',
  {
    id: uuid('id').primaryKey(),
    locationType: text('location_type').notNull().default('physical'),
    url: text('url'),
    organizationId: uuid('organization_id').references(() => directoryOrganizations.id, { onDelete: 'cascade' }),
    name: text('name'),
    alternateName: text('alternate_name'),
    description: text('description'),
    transportation: text('transportation'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    externalIdentifier: text('external_identifier'),
    externalIdentifierType: text('external_identifier_type'),
    /** Ours: the IANA time zone its hours are in; null means the region's (DIRECTORY_TIME_ZONE). */
    timeZone: text('time_zone'),
    /**
     * Ours: ll_to_earth(latitude, longitude), materialised (null without coordinates), so the finder's radius search
     * reads its GiST index alone (an index-only scan with the id and time zone included) and computes no point per
     * row (issue #13, ADR 0022).
     */
    earthPoint: earth('earth_point').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
  },
  (t) => [
    index('directory_locations_organization_idx').on(t.organizationId),
    // earthdistance: the radius search's GiST index. Migration 0034 adds INCLUDE (id, time_zone), which Drizzle's
    // index builder cannot say, for the index-only scan.
    index('directory_locations_earth_point_idx').using('gist', t.earthPoint),
  ],
);

export const directoryServiceAtLocations = pgTable(
  'directory_service_at_locations',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => directoryServices.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => directoryLocations.id, { onDelete: 'cascade' }),
    description: text('description'),
  },
  (t) => [
    index('directory_service_at_locations_service_idx').on(t.serviceId),
    index('directory_service_at_locations_location_idx').on(t.locationId),
  ],
);

export const directoryAddresses = pgTable(
  'directory_addresses',
  {
    id: uuid('id').primaryKey(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => directoryLocations.id, { onDelete: 'cascade' }),
    attention: text('attention'),
    address1: text('address_1').notNull(),
    address2: text('address_2'),
    city: text('city'),
    region: text('region'),
    stateProvince: text('state_province'),
    postalCode: text('postal_code'),
    country: text('country'),
    /** HSDS 3.0: physical, postal or virtual. */
    addressType: text('address_type').notNull().default('physical'),
  },
  (t) => [index('directory_addresses_location_idx').on(t.locationId)],
);

export const directoryContacts = pgTable(
  'directory_contacts',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id').references(() => directoryOrganizations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => directoryServices.id, { onDelete: 'cascade' }),
    serviceAtLocationId: uuid('service_at_location_id').references(() => directoryServiceAtLocations.id, {
      onDelete: 'cascade',
    }),
    locationId: uuid('location_id').references(() => directoryLocations.id, { onDelete: 'cascade' }),
    name: text('name'),
    title: text('title'),
    department: text('department'),
    email: text('email'),
  },
  (t) => [index('directory_contacts_service_idx').on(t.serviceId)],
);

export const directoryPhones = pgTable(
  'directory_phones',
  {
    id: uuid('id').primaryKey(),
    locationId: uuid('location_id').references(() => directoryLocations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => directoryServices.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => directoryOrganizations.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => directoryContacts.id, { onDelete: 'cascade' }),
    serviceAtLocationId: uuid('service_at_location_id').references(() => directoryServiceAtLocations.id, {
      onDelete: 'cascade',
    }),
    number: text('number').notNull(),
    extension: text('extension'),
    type: text('type'),
    description: text('description'),
  },
  (t) => [
    index('directory_phones_service_idx').on(t.serviceId),
    index('directory_phones_location_idx').on(t.locationId),
    index('directory_phones_organization_idx').on(t.organizationId),
    index('directory_phones_sal_idx').on(t.serviceAtLocationId),
  ],
);

/**
 * HSDS 3.0 schedules (iCalendar RRULE fields). Open now reads WEEKLY rows: byday ('MO,TU'), opens_at, closes_at and
 * the valid_from / valid_to window; a schedule attaches to a service at a location, a service, or a location.
 */
export const directorySchedules = pgTable(
  'directory_schedules',
  {
    id: uuid('id').primaryKey(),
    serviceId: uuid('service_id').references(() => directoryServices.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => directoryLocations.id, { onDelete: 'cascade' }),
    serviceAtLocationId: uuid('service_at_location_id').references(() => directoryServiceAtLocations.id, {
      onDelete: 'cascade',
    }),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    dtstart: date('dtstart'),
    /** HSDS 3.0: the UTC offset the dates are expressed in (kept for the export; open now uses the location's zone). */
    timezone: real('timezone'),
    until: date('until'),
    count: integer('count'),
    wkst: text('wkst'),
    freq: text('freq'),
    interval: integer('interval'),
    byday: text('byday'),
    byweekno: text('byweekno'),
    bymonthday: text('bymonthday'),
    byyearday: text('byyearday'),
    description: text('description'),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    scheduleLink: text('schedule_link'),
    attendingType: text('attending_type'),
    notes: text('notes'),
  },
  (t) => [
    index('directory_schedules_service_idx').on(t.serviceId),
    index('directory_schedules_location_idx').on(t.locationId),
    index('directory_schedules_sal_idx').on(t.serviceAtLocationId),
  ],
);

/**
 * HSDS 3.0 attributes: a taxonomy term linked to any entity (link_entity 'service', 'location', ...). Services carry
 * their categories this way.
 */
export const directoryAttributes = pgTable(
  'directory_attributes',
  {
    id: uuid('id').primaryKey(),
    linkId: uuid('link_id').notNull(),
    taxonomyTermId: uuid('taxonomy_term_id')
      .notNull()
      .references(() => directoryTaxonomyTerms.id, { onDelete: 'cascade' }),
    linkType: text('link_type'),
    linkEntity: text('link_entity').notNull(),
    value: text('value'),
  },
  (t) => [
    index('directory_attributes_link_idx').on(t.linkEntity, t.linkId),
    index('directory_attributes_term_idx').on(t.taxonomyTermId),
  ],
);

/**
 * Ours, the finder's radius search (issue #30): each active service at each of its locations with coordinates,
 * pre-joined with what the search tests (name, search vector, categories, the location's point and zone), so that a
 * circle is one index-only scan instead of a probe of service_at_location and of services per location. Kept by the
 * triggers of migration 0052 in the same transaction as every write to services, service_at_locations and locations.
 */
export const directorySearch = pgTable(
  'directory_search',
  {
    salId: uuid('sal_id')
      .primaryKey()
      .references(() => directoryServiceAtLocations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => directoryServices.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => directoryLocations.id, { onDelete: 'cascade' }),
    earthPoint: earth('earth_point').notNull(),
    timeZone: text('time_zone'),
    name: text('name').notNull(),
    searchVector: tsvector('search_vector'),
    categoryIds: uuid('category_ids').array().notNull(),
  },
  (t) => [
    index('directory_search_service_idx').on(t.serviceId),
    index('directory_search_location_idx').on(t.locationId),
    // Migration 0052 adds INCLUDE (every column the search reads), which Drizzle's index builder cannot say.
    index('directory_search_earth_idx').using('gist', t.earthPoint),
  ],
);
