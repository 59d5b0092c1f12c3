import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { employerLocations, jobPosts } from './employers.ts';

/** earthdistance's point type (a cube domain). */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });

/**
 * The job board's search rows (issue #30): what a radius search and the remote part of a search read, pre-joined so
 * that neither probes a million posts one by one. A live post (published, not deleted, its employer not deleted) has
 * one row per live location with coordinates (`employer_location_id` set, `earth_point` its ZIP centroid) and, when
 * remote, one row for anywhere (`employer_location_id` null). Expiry is left to the query (it passes with time).
 * Kept by the triggers of migration 0052 in the same transaction as every write to posts, their locations, employer
 * locations and employers; nothing else writes it.
 */
export const jobBoardSearch = pgTable(
  'job_board_search',
  {
    jobPostId: integer('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    employerLocationId: integer('employer_location_id').references(() => employerLocations.id, {
      onDelete: 'cascade',
    }),
    earthPoint: earth('earth_point'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remote: boolean('remote').notNull(),
    /** The post's search_text and its employer's name, lower-cased, a line apart (no keyword word spans the two). */
    searchText: text('search_text').notNull(),
    industry: text('industry').notNull(),
    minimumEducationalLevelId: integer('minimum_educational_level_id').notNull(),
    jobPositionTypeId: smallint('job_position_type_id').notNull(),
    annualSalaryMax: numeric('annual_salary_max', { precision: 14, scale: 2, mode: 'number' }),
    onetCode: text('onet_code'),
  },
  (t) => [
    index('job_board_search_post_idx').on(t.jobPostId),
    index('job_board_search_location_idx').on(t.employerLocationId),
    // The radius: migration 0064 gives it INCLUDE (job_post_id, posted_at, expires_at, remote, search_short), which
    // Drizzle's index builder cannot say, so that a search in a circle reads this index alone. 0064 also adds the
    // generated column search_short (the text up to 1,000 bytes) and an index of the located rows newest first;
    // neither is declared here, so generate leaves them alone.
    index('job_board_search_earth_idx')
      .using('gist', t.earthPoint)
      .where(sql`${t.employerLocationId} is not null`),
    // Remote posts, anywhere: newest first, and by keyword. Migration 0065 adds a third, undeclared here (INCLUDE):
    // job_board_search_remote_text_idx, the remote rows newest first with expires_at and search_short, which a
    // search near an address walks to count common words (apps/server/src/modules/job-board/near-search.ts).
    index('job_board_search_remote_posted_idx')
      .on(t.postedAt.desc(), t.jobPostId.desc())
      .where(sql`${t.employerLocationId} is null`),
    index('job_board_search_remote_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.employerLocationId} is null`),
  ],
);
