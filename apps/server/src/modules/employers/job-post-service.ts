import {
  employerLimits,
  encouragedTypes,
  industries,
  type JobPost,
  type JobPostBodyParsed,
  type JobPostLookup,
  jobPositionTypes,
  jobPostDaysOpen,
  jobPostMessages,
  jobPostStateNames,
  jobPostStatus,
  payUnits,
} from '@portal/contracts';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/access/actor.ts';
import { requireStaff } from '../../platform/access/policies.ts';
import { audit } from '../../platform/audit.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './job-post-repository.ts';
import { latestNlxEntries, queueNlxChange } from './nlx-feed.ts';
import { pagedResult } from './paging.ts';
import { reachableEmployer } from './scope.ts';

const { jobPosts } = schema;
const day = 86_400_000;

async function toJobPosts(db: DbOrTx, rows: repository.PostRow[]): Promise<JobPost[]> {
  const ids = rows.map((row) => row.post.id);
  const [places, nlx] = await Promise.all([repository.postLocations(db, ids), latestNlxEntries(db, ids)]);
  return rows.map(({ post, creator, companyName, state }) => {
    const entry = nlx.get(post.id);
    return {
      id: post.id,
      employer_id: post.employerId,
      send_to_nlx: post.sendToNlx,
      onet_code: post.onetCode,
      remote: post.remote,
      benefits: post.benefits,
      title: post.title,
      description: post.description,
      industry: post.industry,
      job_position_type_id: post.jobPositionTypeId,
      job_position_type_value: post.jobPositionTypeValue,
      encouraged_types: post.encouragedTypes,
      salary_range_min: post.salaryRangeMin,
      salary_range_max: post.salaryRangeMax,
      pay_unit: post.payUnit,
      minimum_educational_level: post.minimumEducationalLevelId,
      hours_per_week: post.hoursPerWeek,
      apply_link: post.applyLink,
      contact_email: post.contactEmail,
      creator: { full_name: creator },
      employer: { company_name: companyName },
      employer_job_post_status_id: post.statusId,
      employer_job_post_status: jobPostStateNames[state],
      state,
      posted_at: post.postedAt?.toISOString() ?? null,
      expires_at: post.expiresAt?.toISOString() ?? null,
      locations: places.filter((place) => place.jobPostId === post.id).map(({ jobPostId: _post, ...place }) => place),
      nlx_feed: entry
        ? {
            action: entry.action,
            queued_at: entry.queuedAt.toISOString(),
            pulled_at: entry.pulledAt?.toISOString() ?? null,
          }
        : null,
    };
  });
}

/** Staff spec 7: each lookup is a map of id to name. */
export async function lookup(db: Db, actor: Actor, which: JobPostLookup): Promise<{ data: Record<string, string> }> {
  requireStaff(actor);
  switch (which) {
    case 'position-types':
      return {
        data: Object.fromEntries(Object.entries(jobPositionTypes).map(([id, type]) => [id, type.name])),
      };
    case 'pay-units':
      return { data: { ...payUnits } };
    case 'industries':
      return { data: { ...industries } };
    case 'encouraged-types':
      return { data: Object.fromEntries(Object.entries(encouragedTypes)) };
    case 'educational-levels':
      return {
        data: Object.fromEntries((await repository.educationLevelNames(db)).map((level) => [level.id, level.name])),
      };
  }
}

export async function listPosts(db: Db, actor: Actor, employerId: number, page: number) {
  await reachableEmployer(db, actor, employerId);
  const perPage = employerLimits.pageSize;
  const rows = await repository.listPosts(db, employerId, { limit: perPage, offset: (page - 1) * perPage });
  return pagedResult(await toJobPosts(db, rows), page, perPage, rows[0]?.total ?? 0);
}

async function reachablePost(db: DbOrTx, actor: Actor, employerId: number, postId: number) {
  const { staff } = await reachableEmployer(db, actor, employerId);
  const row = await repository.findPost(db, employerId, postId);
  if (!row) throw notFound();
  return { staff, row };
}

export async function getPost(db: DbOrTx, actor: Actor, employerId: number, postId: number): Promise<JobPost> {
  const { row } = await reachablePost(db, actor, employerId, postId);
  const [post] = await toJobPosts(db, [row]);
  return post!;
}

async function checkEducationLevel(db: DbOrTx, body: JobPostBodyParsed) {
  if (!(await repository.educationLevelExists(db, body.minimum_educational_level)))
    throw invalid({ minimum_educational_level: [jobPostMessages.educationInvalid] });
}

/** The chosen locations, when all are live locations of the employer; else a 422 on the field. */
async function checkedLocations(db: DbOrTx, employerId: number, ids: number[], message: string) {
  const known = ids.length === 0 ? [] : await repository.employerLocationIds(db, employerId, ids);
  if (known.length !== ids.length) throw invalid({ locations: [message] });
  return known;
}

/** A post on the board says where the job is: at one of the employer's locations, or remote. */
function requireWhere(remote: boolean, locationCount: number) {
  if (!remote && locationCount === 0) throw invalid({ locations: [jobPostMessages.locationOrRemote] });
}

/** A new post starts as a draft; Publish puts it on the board. */
export async function createPost(db: Db, actor: Actor, employerId: number, body: JobPostBodyParsed, ip: string) {
  const { staff } = await reachableEmployer(db, actor, employerId);
  await checkEducationLevel(db, body);
  const locationIds = await checkedLocations(db, employerId, body.locations ?? [], jobPostMessages.selectLocations);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobPosts)
      .values({ ...repository.postValues(body), employerId, createdBy: staff.staffId, statusId: jobPostStatus.draft })
      .returning({ id: jobPosts.id });
    await repository.setLocations(tx, row!.id, locationIds);
    await audit(tx, { actor, action: 'job_post.create', entityType: 'job_post', entityId: row!.id, ip });
    return row!.id;
  });
  return getPost(db, actor, employerId, id);
}

/**
 * A published post flagged for NLX queues a fresh 'publish' entry when it changes; unflagging it queues a 'withdraw'.
 */
function nlxChangeOnUpdate(before: { sendToNlx: boolean; statusId: number }, sendToNlx: boolean) {
  if (before.statusId !== jobPostStatus.published) return null;
  if (sendToNlx) return 'publish' as const;
  return before.sendToNlx ? ('withdraw' as const) : null;
}

export async function updatePost(
  db: Db,
  actor: Actor,
  employerId: number,
  postId: number,
  body: JobPostBodyParsed,
  ip: string,
) {
  const { row } = await reachablePost(db, actor, employerId, postId);
  await checkEducationLevel(db, body);
  const locationIds =
    body.locations === undefined
      ? undefined
      : await checkedLocations(db, employerId, body.locations, jobPostMessages.selectLocations);
  if (row.post.statusId === jobPostStatus.published) {
    const count = locationIds?.length ?? (await repository.postLocations(db, [postId])).length;
    requireWhere(body.remote, count);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(jobPosts)
      .set({ ...repository.postValues(body), updatedAt: new Date() })
      .where(eq(jobPosts.id, postId));
    if (locationIds) await repository.setLocations(tx, postId, locationIds);
    const change = nlxChangeOnUpdate(row.post, body.send_to_nlx);
    if (change) await queueNlxChange(tx, postId, change);
    await audit(tx, { actor, action: 'job_post.update', entityType: 'job_post', entityId: postId, ip });
  });
  return getPost(db, actor, employerId, postId);
}

/** Soft delete: the post leaves the staff list and the board, but still resolves for whoever applied to it. */
export async function deletePost(db: Db, actor: Actor, employerId: number, postId: number, ip: string) {
  const { row } = await reachablePost(db, actor, employerId, postId);
  await db.transaction(async (tx) => {
    await tx.update(jobPosts).set({ deletedAt: new Date() }).where(eq(jobPosts.id, postId));
    if (row.post.sendToNlx && row.post.statusId === jobPostStatus.published)
      await queueNlxChange(tx, postId, 'withdraw');
    await audit(tx, { actor, action: 'job_post.delete', entityType: 'job_post', entityId: postId, ip });
  });
  return { deleted: true };
}

/** Staff spec 4: publishing (re)starts the post's time on the board; a draft leaves the board at once. */
export async function setStatus(
  db: Db,
  actor: Actor,
  employerId: number,
  postId: number,
  status: 'draft' | 'published',
  ip: string,
) {
  const { row } = await reachablePost(db, actor, employerId, postId);
  if (status === 'published') requireWhere(row.post.remote, (await repository.postLocations(db, [postId])).length);
  const now = new Date();
  await db.transaction(async (tx) => {
    if (status === 'published') {
      await tx
        .update(jobPosts)
        .set({
          statusId: jobPostStatus.published,
          postedAt: now,
          expiresAt: new Date(now.getTime() + jobPostDaysOpen * day),
          updatedAt: now,
        })
        .where(eq(jobPosts.id, postId));
      if (row.post.sendToNlx) await queueNlxChange(tx, postId, 'publish');
    } else {
      await tx.update(jobPosts).set({ statusId: jobPostStatus.draft, updatedAt: now }).where(eq(jobPosts.id, postId));
      if (row.post.sendToNlx && row.post.statusId === jobPostStatus.published)
        await queueNlxChange(tx, postId, 'withdraw');
    }
    await audit(tx, { actor, action: `job_post.${status}`, entityType: 'job_post', entityId: postId, ip });
  });
  return getPost(db, actor, employerId, postId);
}

export async function getPostLocations(db: Db, actor: Actor, employerId: number, postId: number) {
  await reachablePost(db, actor, employerId, postId);
  const [data, available] = await Promise.all([
    repository.postLocations(db, [postId]),
    repository.availableLocations(db, employerId, postId),
  ]);
  return { data: data.map(({ jobPostId: _post, ...place }) => place), available };
}

export async function changePostLocations(
  db: Db,
  actor: Actor,
  employerId: number,
  postId: number,
  locationIds: number[],
  change: 'add' | 'remove',
  ip: string,
) {
  const { row } = await reachablePost(db, actor, employerId, postId);
  const known = await checkedLocations(
    db,
    employerId,
    [...new Set(locationIds)],
    change === 'add' ? jobPostMessages.selectLocations : jobPostMessages.selectLocationsToRemove,
  );
  if (change === 'remove' && row.post.statusId === jobPostStatus.published) {
    const left = (await repository.postLocations(db, [postId])).filter((place) => !known.includes(place.id));
    requireWhere(row.post.remote, left.length);
  }
  await db.transaction(async (tx) => {
    if (change === 'add') await repository.addLocations(tx, postId, known);
    else await repository.removeLocations(tx, postId, known);
    if (row.post.sendToNlx && row.post.statusId === jobPostStatus.published)
      await queueNlxChange(tx, postId, 'publish');
    await audit(tx, {
      actor,
      action: `job_post.locations_${change}`,
      entityType: 'job_post',
      entityId: postId,
      detail: { locations: known },
      ip,
    });
  });
  return getPostLocations(db, actor, employerId, postId);
}
