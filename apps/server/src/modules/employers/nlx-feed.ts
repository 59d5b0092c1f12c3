import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NlxFeedResponse } from '@portal/contracts';
import { type Db, type DbOrTx, schema } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { isOpenSql } from './job-post-state.ts';

/**
 * The NLX feed (docs/decisions/0017): there is no national job exchange to reach from here, so nothing is sent. A
 * change to a post flagged send_to_nlx queues an entry; the feed serves the live flagged posts and the entries not
 * pulled yet, and marks those pulled.
 */

const { employerLocations, employers, jobPostLocations, jobPosts, nlxFeedQueue } = schema;

export type NlxAction = 'publish' | 'withdraw';

export async function queueNlxChange(db: DbOrTx, jobPostId: number, action: NlxAction) {
  await db.insert(nlxFeedQueue).values({ jobPostId, action });
}

/** An employer's deletion takes its flagged, published posts out of the feed. */
export async function queueWithdrawalsOfEmployer(db: DbOrTx, employerId: number) {
  await db.execute(sql`
    insert into ${nlxFeedQueue} (job_post_id, action)
    select id, 'withdraw' from ${jobPosts}
    where employer_id = ${employerId} and send_to_nlx and status_id = 3 and deleted_at is null`);
}

export async function latestNlxEntries(db: DbOrTx, jobPostIds: number[]) {
  if (jobPostIds.length === 0) return new Map<number, { action: NlxAction; queuedAt: Date; pulledAt: Date | null }>();
  const rows = await db
    .selectDistinctOn([nlxFeedQueue.jobPostId], {
      jobPostId: nlxFeedQueue.jobPostId,
      action: nlxFeedQueue.action,
      queuedAt: nlxFeedQueue.queuedAt,
      pulledAt: nlxFeedQueue.pulledAt,
    })
    .from(nlxFeedQueue)
    .where(inArray(nlxFeedQueue.jobPostId, jobPostIds))
    .orderBy(nlxFeedQueue.jobPostId, sql`${nlxFeedQueue.id} desc`);
  return new Map(rows.map((row) => [row.jobPostId, { ...row, action: row.action as NlxAction }]));
}

export async function pullFeed(db: Db, actor: Actor, ip: string): Promise<NlxFeedResponse> {
  requireStaff(actor);
  const now = new Date();
  return db.transaction(async (tx) => {
    const posts = await tx
      .select({ post: jobPosts, companyName: employers.companyName, nlxCompanyNumber: employers.nlxCompanyNumber })
      .from(jobPosts)
      .innerJoin(employers, eq(employers.id, jobPosts.employerId))
      .where(
        and(eq(jobPosts.sendToNlx, true), isOpenSql(jobPosts), isNull(jobPosts.deletedAt), isNull(employers.deletedAt)),
      )
      .orderBy(asc(jobPosts.id));
    const ids = posts.map((row) => row.post.id);
    const places =
      ids.length === 0
        ? []
        : await tx
            .select({
              jobPostId: jobPostLocations.jobPostId,
              city: employerLocations.city,
              state: employerLocations.state,
              zipcode: employerLocations.zipcode,
            })
            .from(jobPostLocations)
            .innerJoin(employerLocations, eq(employerLocations.id, jobPostLocations.employerLocationId))
            .where(and(inArray(jobPostLocations.jobPostId, ids), isNull(employerLocations.deletedAt)));
    const changes = await tx
      .update(nlxFeedQueue)
      .set({ pulledAt: now })
      .where(isNull(nlxFeedQueue.pulledAt))
      .returning({ jobPostId: nlxFeedQueue.jobPostId, action: nlxFeedQueue.action, queuedAt: nlxFeedQueue.queuedAt });
    await audit(tx, {
      actor,
      action: 'nlx_feed.pull',
      entityType: 'nlx_feed',
      detail: { changes: changes.length },
      ip,
    });
    return {
      generated_at: now.toISOString(),
      jobs: posts.map(({ post, companyName, nlxCompanyNumber }) => ({
        id: post.id,
        title: post.title,
        description: post.description,
        company_name: companyName,
        nlx_company_number: nlxCompanyNumber,
        onet_code: post.onetCode,
        apply_link: post.applyLink,
        remote: post.remote,
        salary_range_min: post.salaryRangeMin,
        salary_range_max: post.salaryRangeMax,
        pay_unit: post.payUnit,
        posted_at: post.postedAt?.toISOString() ?? null,
        expires_at: post.expiresAt?.toISOString() ?? null,
        locations: places
          .filter((place) => place.jobPostId === post.id)
          .map(({ city, state, zipcode }) => ({ city, state, zipcode })),
      })),
      changes: changes
        .sort((a, b) => a.queuedAt.getTime() - b.queuedAt.getTime())
        .map((change) => ({
          job_post_id: change.jobPostId,
          action: change.action as NlxAction,
          queued_at: change.queuedAt.toISOString(),
        })),
    };
  });
}
