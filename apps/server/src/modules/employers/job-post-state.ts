import { jobPostStatus, type JobPostState } from '@portal/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The one definition of a job post's state, shared by the staff list and detail, the job board and the NLX feed.
 * Only draft (1) and published (3) are stored; a published post past its expires_at is expired, so the state can
 * never drift from the dates. The open test keeps `status_id = 3` a plain conjunct, so the board's partial indexes
 * (where status_id = 3 and deleted_at is null) still serve it.
 */

interface StateColumns {
  statusId: AnyColumn | SQL;
  expiresAt: AnyColumn | SQL;
}

/** Published and not past its expiry: the post is on the board. */
export const isOpenSql = ({ statusId, expiresAt }: StateColumns): SQL =>
  sql`(${statusId} = ${sql.raw(String(jobPostStatus.published))} and (${expiresAt} is null or ${expiresAt} > now()))`;

export const stateSql = (columns: StateColumns): SQL<JobPostState> =>
  sql<JobPostState>`case when ${isOpenSql(columns)} then 'published'
    when ${columns.statusId} = ${sql.raw(String(jobPostStatus.published))} then 'expired' else 'draft' end`;

/** The columns of the board's raw SQL, where job_posts is `p`. */
export const boardPostColumns: StateColumns = { statusId: sql`p.status_id`, expiresAt: sql`p.expires_at` };
