import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** One row (id = 1) holding the client's settings. */
export const clientSettings = pgTable('client_settings', {
  id: integer('id').primaryKey().default(1),
  terminologyCustomer: text('terminology_customer').notNull().default('Customer'),
  terminologyCustomers: text('terminology_customers').notNull().default('Customers'),
  allowedMaximumUploadSize: integer('allowed_maximum_upload_size').notNull().default(2),
  allowedMinimumAge: integer('allowed_minimum_age').notNull().default(18),
  featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
  allowedBackDays: integer('allowed_back_days').notNull().default(30),
  minimumFundingThreshold: numeric('minimum_funding_threshold', { precision: 12, scale: 2 }).notNull().default('0'),
  /** Service log windows (staff spec 6): its creator edits it for this many days and deletes it for this many minutes. */
  serviceLogEditWindowDays: integer('service_log_edit_window_days').notNull().default(7),
  serviceLogDeleteWindowMinutes: integer('service_log_delete_window_minutes').notNull().default(60),
  ...timestamps,
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
  ...timestamps,
});

export const staffRole = pgEnum('staff_role', ['case_manager', 'admin', 'agency_admin']);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: staffRole('role').notNull().default('case_manager'),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_users_email_unique').on(sql`lower(${t.email})`)],
);

export const staffUserLocations = pgTable(
  'staff_user_locations',
  {
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffUserId, t.locationId] })],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthdate: date('birthdate'),
    /** Street address and zip, matched by the staff lookup (spec 2.2). */
    address: text('address'),
    zip: text('zip'),
    primaryLocationId: integer('primary_location_id').references(() => locations.id),
    status: boolean('status').notNull().default(true),
    /** Soft delete: a deleted customer is only found with show_deleted. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The customer's id in the system they were imported from (the search's External ID). */
    sourceSystemCustomerId: text('source_system_customer_id'),
    /** lower, unaccented "first last" with single spaces: what name search matches (see migration 0003's function). */
    searchName: text('search_name').generatedAlwaysAs(sql`portal_search_name(first_name || ' ' || last_name)`),
    /**
     * The primary location and every source's location, kept by triggers (migration 0004), so "at my
     * locations" is one array condition: name search checks it inside its covering indexes (decision 0008).
     */
    locationIds: integer('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Engagement: true Active, false Idle, null not tracked (the control is then hidden). */
    engagementStatusFlag: boolean('engagement_status_flag'),
    agreementSigned: boolean('agreement_signed').notNull().default(false),
    customerType: text('customer_type'),
    avatarUrl: text('avatar_url'),
    /** Demographics the eligibility forms and the PIRL file use (values: contracts/customer-demographics.ts). */
    preferredName: text('preferred_name'),
    sex: text('sex'),
    hispanicLatino: text('hispanic_latino'),
    /** Null: nobody asked; empty: the customer chose not to self-identify. */
    races: text('races').array(),
    disability: text('disability'),
    veteranStatus: text('veteran_status'),
    highestGradeCompleted: text('highest_grade_completed'),
    employmentStatusAtEntry: text('employment_status_at_entry'),
    /** Set when this record was merged into another (ADR 0033): read-only, kept for the undo. */
    mergedInto: integer('merged_into').references((): AnyPgColumn => customers.id),
    ...timestamps,
  },
  (t) => [
    index('customers_primary_location_idx').on(t.primaryLocationId),
    // Name search at scale (docs/decisions/0008): one index per way a name matches, each holding the sort
    // order and every filter column, so a search reads no table rows until its page and stops after the cap.
    index('customers_search_name_cover_idx').on(t.searchName, ...nameSearchColumns(t)),
    index('customers_search_first_cover_idx').on(sql`portal_search_name(${t.firstName})`, ...nameSearchColumns(t)),
    index('customers_search_last_cover_idx').on(sql`portal_search_name(${t.lastName})`, ...nameSearchColumns(t)),
    index('customers_location_ids_idx').using('gin', t.locationIds),
    index('customers_birthdate_idx').on(t.birthdate),
    index('customers_email_lower_idx').on(sql`lower(${t.email})`),
    // External ID search compares case-insensitively (issue #23).
    index('customers_source_system_id_lower_idx').on(sql`lower(${t.sourceSystemCustomerId})`),
    // Query tool pages sorted by last name (decision 0021): walked in order until a page of matches is found.
    index('customers_last_name_idx').on(t.lastName, t.id),
  ],
);

/**
 * After a name key: the search's order (last name, first name, id), then what its filters read (locations,
 * status, deleted). Drizzle cannot declare INCLUDE columns, so these are trailing key columns. "Currently enrolled"
 * is not a column: it is derived from the service-log enrolments (apps/server/src/modules/service-log/enrolled.ts).
 */
function nameSearchColumns(t: {
  lastName: AnyPgColumn;
  firstName: AnyPgColumn;
  id: AnyPgColumn;
  locationIds: AnyPgColumn;
  status: AnyPgColumn;
  deletedAt: AnyPgColumn;
}) {
  return [t.lastName, t.firstName, t.id, t.locationIds, t.status, t.deletedAt] as const;
}

/** The optional portal account a customer signs in with. */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Null while a self-made account waits for its confirmation link (ADR 0041); accounts made by staff are confirmed. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    /** The language of the account's mails (and the portal's default for the customer): 'en' or 'es'. */
    preferredLanguage: text('preferred_language').notNull().default('en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('customer_accounts_email_unique').on(sql`lower(${t.email})`)],
);

/** Where a customer came from: each location that enrolled them, with the source label. */
export const customerSources = pgTable(
  'customer_sources',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    source: text('source').notNull(),
    /** The customer's id in that source system, when it has one (shown on the snapshot page). */
    sourceCustomerId: text('source_customer_id'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('customer_sources_customer_idx').on(t.customerId),
    index('customer_sources_location_idx').on(t.locationId),
    // External ID search also finds the ids a customer has in their sources (issue #23).
    index('customer_sources_source_customer_id_lower_idx').on(sql`lower(${t.sourceCustomerId})`),
  ],
);

export const sessionGuard = pgEnum('session_guard', ['customer', 'staff']);

/** Server-side sessions. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    guard: sessionGuard('guard').notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.guard, t.userId)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorGuard: sessionGuard('actor_guard'),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    customerId: integer('customer_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_customer_idx').on(t.customerId)],
);

/**
 * A file a user was allowed to upload through a signed URL. It becomes a document
 * only when the uploader records it; unrecorded uploads expire and are swept.
 */
export const pendingUploads = pgTable('pending_uploads', {
  path: text('path').primaryKey(),
  guard: sessionGuard('guard').notNull(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose').notNull(),
  originalName: text('original_name').notNull(),
  maxBytes: integer('max_bytes').notNull(),
  size: integer('size'),
  mime: text('mime'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    name: text('name').notNull(),
    originalFilename: text('original_filename').notNull(),
    path: text('path').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    creatorGuard: sessionGuard('creator_guard').notNull(),
    creatorUserId: integer('creator_user_id').notNull(),
    documentCategory: text('document_category'),
    isOnFile: boolean('is_on_file').notNull().default(false),
    locationId: integer('location_id').references(() => locations.id),
    /** Soft delete (forms spec 3 deleted_at): a deleted document is neither listed, downloaded nor accepted as an answer. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('documents_customer_idx').on(t.customerId), uniqueIndex('documents_path_unique').on(t.path)],
);
