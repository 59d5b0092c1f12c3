import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { educationLevels } from './experiences.ts';
import { customers, documents, locations, staffUsers } from './platform.ts';

/**
 * Employer records (staff spec 2.14, 3, 5) and their job posts, which the participant job board searches. Every
 * row a job seeker may have touched is soft-deleted (deleted_at), so an applied-to post still resolves.
 * Lookup lists (industries, position types, encouraged types, pay units) are constants in
 * packages/contracts/src/job-posts.ts; their ids are stored here.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
};

export const employers = pgTable(
  'employers',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    /** Federal Employer Identification Number: exactly 9 digits, business data (not personal). */
    fein: text('fein').notNull(),
    website: text('website').notNull(),
    nlxCompanyNumber: text('nlx_company_number'),
    h2aJobs: boolean('h2a_jobs').notNull().default(false),
    h2bJobs: boolean('h2b_jobs').notNull().default(false),
    hostRegisteredApprenticeships: boolean('host_registered_apprenticeships').notNull().default(false),
    /** Asked only while not hosting; null when hosting. */
    hostRegisteredApprenticeshipsFuture: boolean('host_registered_apprenticeships_future'),
    hostRegisteredApprenticeshipsTypes: jsonb('host_registered_apprenticeships_types')
      .$type<string[]>()
      .notNull()
      .default([]),
    workBasedLearningOpportunities: boolean('work_based_learning_opportunities').notNull().default(false),
    workBasedLearningOpportunitiesFuture: boolean('work_based_learning_opportunities_future'),
    workBasedLearningOpportunitiesTypes: jsonb('work_based_learning_opportunities_types')
      .$type<string[]>()
      .notNull()
      .default([]),
    /** The staff location that created the record (the account originator); the list is scoped by it. */
    accountOriginatorLocationId: integer('account_originator_location_id')
      .notNull()
      .references(() => locations.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [
    index('employers_originator_idx')
      .on(t.accountOriginatorLocationId, t.companyName)
      .where(sql`${t.deletedAt} is null`),
    index('employers_company_name_trgm_idx').using('gin', sql`lower(${t.companyName}) gin_trgm_ops`),
    index('employers_fein_idx').on(t.fein),
    // The job board leaves out posts of deleted employers (an anti join per post): this tiny index answers it without
    // reading the whole table (ADR 0018).
    index('employers_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export const employerLocations = pgTable(
  'employer_locations',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    label: text('label').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    /** Two-letter state code. */
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    /** Fixed to US (staff spec 3): not editable. */
    country: text('country').notNull().default('US'),
    phone: text('phone').notNull(),
    /** The ZIP centroid, for the job board's radius search; null when the ZIP is unknown. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    /** The creator's location (creator_location, the account originator). */
    creatorLocationId: integer('creator_location_id').references(() => locations.id),
    ...timestamps,
  },
  (t) => [
    check('employer_locations_country_us', sql`${t.country} = 'US'`),
    index('employer_locations_employer_idx')
      .on(t.employerId)
      .where(sql`${t.deletedAt} is null`),
    index('employer_locations_earth_idx').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index('employer_locations_address_trgm_idx').using('gin', sql`lower(${t.address}) gin_trgm_ops`),
    index('employer_locations_county_idx').on(sql`lower(${t.county})`),
    index('employer_locations_zipcode_idx').on(t.zipcode),
  ],
);

/** A contact person at an employer location (the spec's "location user"); emails and phones are staff-only. */
export const employerLocationUsers = pgTable(
  'employer_location_users',
  {
    id: serial('id').primaryKey(),
    employerLocationId: integer('employer_location_id')
      .notNull()
      .references(() => employerLocations.id),
    primaryContact: boolean('primary_contact').notNull().default(false),
    name: text('name').notNull(),
    title: text('title').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    ...timestamps,
  },
  (t) => [
    index('employer_location_users_location_idx')
      .on(t.employerLocationId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('employer_location_users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const employerServiceTypes = pgTable('employer_service_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const employerServices = pgTable(
  'employer_services',
  {
    id: serial('id').primaryKey(),
    employerServiceTypeId: integer('employer_service_type_id')
      .notNull()
      .references(() => employerServiceTypes.id),
    name: text('name').notNull(),
  },
  (t) => [index('employer_services_type_idx').on(t.employerServiceTypeId)],
);

/** A service staff provided to an employer (Service Provided list, Log Service Provided). */
export const employerServicesProvided = pgTable(
  'employer_services_provided',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    employerLocationId: integer('employer_location_id')
      .notNull()
      .references(() => employerLocations.id),
    employerServiceTypeId: integer('employer_service_type_id')
      .notNull()
      .references(() => employerServiceTypes.id),
    employerServiceId: integer('employer_service_id')
      .notNull()
      .references(() => employerServices.id),
    notes: text('notes').notNull(),
    startDate: date('start_date').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    ...timestamps,
  },
  (t) => [index('employer_services_provided_employer_idx').on(t.employerId, t.startDate)],
);

/** Links a stored document (platform documents table, soft-deleted there) to an employer. */
export const employerDocuments = pgTable(
  'employer_documents',
  {
    documentId: integer('document_id')
      .primaryKey()
      .references(() => documents.id),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employer_documents_employer_idx').on(t.employerId, t.createdAt)],
);

export const jobPosts = pgTable(
  'job_posts',
  {
    id: serial('id').primaryKey(),
    employerId: integer('employer_id')
      .notNull()
      .references(() => employers.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffUsers.id),
    /** employer_job_post_status_id: 1 draft, 3 published (JOB_POST_STATUS in contracts). */
    statusId: smallint('status_id').notNull().default(1),
    sendToNlx: boolean('send_to_nlx').notNull(),
    /** O*NET-SOC code, e.g. 47-2111.00 (occupations.code). Optional on the form. */
    onetCode: text('onet_code'),
    remote: boolean('remote').notNull().default(false),
    benefits: text('benefits'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** NAICS sector code (industries list in contracts), e.g. '62'. */
    industry: text('industry').notNull(),
    jobPositionTypeId: smallint('job_position_type_id').notNull(),
    /** RAPIDS ID for Registered Apprenticeship, DOL ID for H2A or H2B. */
    jobPositionTypeValue: text('job_position_type_value'),
    encouragedTypes: jsonb('encouraged_types').$type<number[]>().notNull().default([]),
    salaryRangeMin: numeric('salary_range_min', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    salaryRangeMax: numeric('salary_range_max', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** hour, day, week, month or year. */
    payUnit: text('pay_unit').notNull(),
    /** The top of the range per year, so the board's salary filter compares like with like. */
    annualSalaryMax: numeric('annual_salary_max', { precision: 14, scale: 2, mode: 'number' }).generatedAlwaysAs(
      (): SQL =>
        sql`${jobPosts.salaryRangeMax} * case ${jobPosts.payUnit} when 'hour' then 2080 when 'day' then 260 when 'week' then 52 when 'month' then 12 else 1 end`,
    ),
    minimumEducationalLevelId: integer('minimum_educational_level_id')
      .notNull()
      .references(() => educationLevels.id),
    hoursPerWeek: smallint('hours_per_week'),
    applyLink: text('apply_link').notNull(),
    contactEmail: text('contact_email'),
    /** Set each time the post is published; the board shows it until expires_at. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Title and description, lower-cased when written, for the keyword search. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${jobPosts.title} || ' ' || ${jobPosts.description})`,
    ),
    ...timestamps,
  },
  (t) => [
    check('job_posts_status', sql`${t.statusId} in (1, 3)`),
    check('job_posts_pay_unit', sql`${t.payUnit} in ('hour', 'day', 'week', 'month', 'year')`),
    check('job_posts_hours', sql`${t.hoursPerWeek} is null or ${t.hoursPerWeek} between 1 and 168`),
    index('job_posts_employer_idx')
      .on(t.employerId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    // The board reads only live posts: published, not deleted. Partial indexes keep drafts out of them. Newest first
    // in the index's own order, so a count of the board (which has no order) meets the live posts first; migration
    // 0057 adds INCLUDE (expires_at, employer_id), which Drizzle cannot say, so that count reads the index alone.
    index('job_posts_live_posted_idx')
      .on(t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.statusId} = 3 and ${t.deletedAt} is null`),
    index('job_posts_live_onet_idx')
      .on(t.onetCode, t.expiresAt)
      .where(sql`${t.statusId} = 3 and ${t.deletedAt} is null`),
    index('job_posts_live_industry_idx')
      .on(t.industry, t.expiresAt)
      .where(sql`${t.statusId} = 3 and ${t.deletedAt} is null`),
    index('job_posts_live_salary_idx')
      .on(t.annualSalaryMax)
      .where(sql`${t.statusId} = 3 and ${t.deletedAt} is null`),
    index('job_posts_live_remote_idx')
      .on(t.expiresAt)
      .where(sql`${t.statusId} = 3 and ${t.deletedAt} is null and ${t.remote}`),
    index('job_posts_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.statusId} = 3 and ${t.deletedAt} is null`),
  ],
);

/** The employer locations a post is offered at. */
export const jobPostLocations = pgTable(
  'job_post_locations',
  {
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id),
    employerLocationId: integer('employer_location_id')
      .notNull()
      .references(() => employerLocations.id),
  },
  (t) => [
    primaryKey({ columns: [t.jobPostId, t.employerLocationId] }),
    index('job_post_locations_location_idx').on(t.employerLocationId, t.jobPostId),
  ],
);

/** One click on Apply (participant spec: fire-and-forget); customer null for a guest. */
export const jobPostApplyClicks = pgTable(
  'job_post_apply_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_post_apply_clicks_post_idx').on(t.jobPostId, t.clickedAt)],
);

/**
 * The NLX feed queue. There is no national job exchange to reach from here: a change to a post flagged
 * send_to_nlx queues an entry ('publish' or 'withdraw'), and the feed endpoint a job exchange would pull serves
 * the entries and marks them pulled. Nothing is ever "sent".
 */
export const nlxFeedQueue = pgTable(
  'nlx_feed_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id),
    action: text('action').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    pulledAt: timestamp('pulled_at', { withTimezone: true }),
  },
  (t) => [
    check('nlx_feed_queue_action', sql`${t.action} in ('publish', 'withdraw')`),
    index('nlx_feed_queue_post_idx').on(t.jobPostId, t.queuedAt),
    index('nlx_feed_queue_pending_idx')
      .on(t.queuedAt)
      .where(sql`${t.pulledAt} is null`),
  ],
);
