import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { JobPostBodyParsed, JobPostState } from '@portal/contracts';
import { type DbOrTx, schema } from '@portal/db';
import { stateSql } from './job-post-state.ts';

const { educationLevels, employerLocations, employers, jobPostLocations, jobPosts, staffUsers } = schema;

export function postValues({ locations: _locations, ...body }: JobPostBodyParsed) {
  return {
    sendToNlx: body.send_to_nlx,
    onetCode: body.onet_code,
    remote: body.remote,
    benefits: body.benefits,
    title: body.title,
    description: body.description,
    industry: body.industry,
    jobPositionTypeId: body.job_position_type_id,
    jobPositionTypeValue: body.job_position_type_value,
    encouragedTypes: body.encouraged_types,
    salaryRangeMin: body.salary_range_min,
    salaryRangeMax: body.salary_range_max,
    payUnit: body.pay_unit,
    minimumEducationalLevelId: body.minimum_educational_level,
    hoursPerWeek: body.hours_per_week,
    applyLink: body.apply_link,
    contactEmail: body.contact_email,
  };
}

const postColumns = {
  post: jobPosts,
  creator: sql<string>`${staffUsers.firstName} || ' ' || ${staffUsers.lastName}`,
  companyName: employers.companyName,
  state: stateSql(jobPosts),
};

export type PostRow = {
  post: typeof jobPosts.$inferSelect;
  creator: string;
  companyName: string;
  state: JobPostState;
};

export async function listPosts(db: DbOrTx, employerId: number, page: { limit: number; offset: number }) {
  return db
    .select({ ...postColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobPosts)
    .innerJoin(staffUsers, eq(staffUsers.id, jobPosts.createdBy))
    .innerJoin(employers, eq(employers.id, jobPosts.employerId))
    .where(and(eq(jobPosts.employerId, employerId), isNull(jobPosts.deletedAt)))
    .orderBy(desc(jobPosts.createdAt), desc(jobPosts.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findPost(db: DbOrTx, employerId: number, postId: number): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns)
    .from(jobPosts)
    .innerJoin(staffUsers, eq(staffUsers.id, jobPosts.createdBy))
    .innerJoin(employers, eq(employers.id, jobPosts.employerId))
    .where(and(eq(jobPosts.id, postId), eq(jobPosts.employerId, employerId), isNull(jobPosts.deletedAt)));
  return row ?? null;
}

const locationColumns = {
  id: employerLocations.id,
  label: employerLocations.label,
  address: employerLocations.address,
  city: employerLocations.city,
  state: employerLocations.state,
  zipcode: employerLocations.zipcode,
};

/** The live locations of each post (a deleted location drops out of the post's list). */
export async function postLocations(db: DbOrTx, postIds: number[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ jobPostId: jobPostLocations.jobPostId, ...locationColumns })
    .from(jobPostLocations)
    .innerJoin(employerLocations, eq(employerLocations.id, jobPostLocations.employerLocationId))
    .where(and(inArray(jobPostLocations.jobPostId, postIds), isNull(employerLocations.deletedAt)))
    .orderBy(asc(employerLocations.label), asc(employerLocations.id));
}

/** The employer's live locations not on the post. */
export async function availableLocations(db: DbOrTx, employerId: number, postId: number) {
  const onPost = db
    .select({ id: jobPostLocations.employerLocationId })
    .from(jobPostLocations)
    .where(eq(jobPostLocations.jobPostId, postId));
  return db
    .select(locationColumns)
    .from(employerLocations)
    .where(
      and(
        eq(employerLocations.employerId, employerId),
        isNull(employerLocations.deletedAt),
        notInArray(employerLocations.id, onPost),
      ),
    )
    .orderBy(asc(employerLocations.label), asc(employerLocations.id));
}

/** Of the given ids, those that are live locations of the employer. */
export async function employerLocationIds(db: DbOrTx, employerId: number, ids: number[]) {
  const rows = await db
    .select({ id: employerLocations.id })
    .from(employerLocations)
    .where(
      and(
        eq(employerLocations.employerId, employerId),
        isNull(employerLocations.deletedAt),
        inArray(employerLocations.id, ids),
      ),
    );
  return rows.map((row) => row.id);
}

export async function educationLevelExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: educationLevels.id }).from(educationLevels).where(eq(educationLevels.id, id));
  return row !== undefined;
}

export async function educationLevelNames(db: DbOrTx) {
  return db
    .select({ id: educationLevels.id, name: educationLevels.name })
    .from(educationLevels)
    .orderBy(asc(educationLevels.sortOrder));
}

export async function addLocations(db: DbOrTx, postId: number, locationIds: number[]) {
  await db
    .insert(jobPostLocations)
    .values(locationIds.map((employerLocationId) => ({ jobPostId: postId, employerLocationId })))
    .onConflictDoNothing();
}

/** Makes the post's locations exactly these. */
export async function setLocations(db: DbOrTx, postId: number, locationIds: number[]) {
  await db.delete(jobPostLocations).where(eq(jobPostLocations.jobPostId, postId));
  if (locationIds.length > 0) await addLocations(db, postId, locationIds);
}

export async function removeLocations(db: DbOrTx, postId: number, locationIds: number[]) {
  await db
    .delete(jobPostLocations)
    .where(and(eq(jobPostLocations.jobPostId, postId), inArray(jobPostLocations.employerLocationId, locationIds)));
}
