import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@portal/db';
import { schema } from '@portal/db';
import { preparedStatement } from '../../platform/prepared.ts';
import type { AccomplishmentInput, EducationalExperienceInput, JobExperienceInput } from '@portal/contracts';

const {
  customerJobExperiences: jobs,
  jobExperienceAccomplishments: jobAccomplishments,
  customerEducationalExperiences: educations,
  educationalExperienceAccomplishments: educationAccomplishments,
  educationLevels,
} = schema;

export interface AccomplishmentRow {
  id: number;
  uuid: string;
  description: string;
}

/**
 * The accomplishments of each parent row as one JSON array, so a list is a single statement.
 * The parent id is written table-qualified: inside the subquery a bare "id" would mean the accomplishment's.
 */
function accomplishmentsOf(table: PgTable, parentColumn: PgColumn, parent: PgTable): SQL<AccomplishmentRow[]> {
  const parentId = sql`${sql.identifier(getTableConfig(parent).name)}.${sql.identifier('id')}`;
  return sql<AccomplishmentRow[]>`coalesce((
    select json_agg(json_build_object('id', a.id, 'uuid', a.uuid, 'description', a.description) order by a.position)
    from ${table} a where a.${sql.identifier(parentColumn.name)} = ${parentId}
  ), '[]'::json)`;
}

const jobColumns = {
  id: jobs.id,
  jobTitle: jobs.jobTitle,
  companyName: jobs.companyName,
  startDate: jobs.startDate,
  finishDate: jobs.finishDate,
  currentRole: jobs.currentRole,
  description: jobs.description,
  accomplishments: accomplishmentsOf(jobAccomplishments, jobAccomplishments.jobExperienceId, jobs),
};
export type JobExperienceRow = Awaited<ReturnType<typeof listJobExperiencesQuery>>[number];

/** Current roles first, then the most recent start. Prepared: the profile page reads it on every visit. */
const listJobExperiencesStatement = preparedStatement((db: Db) =>
  db
    .select(jobColumns)
    .from(jobs)
    .where(eq(jobs.customerId, sql.placeholder('customerId')))
    .orderBy(desc(jobs.currentRole), desc(jobs.startDate), desc(jobs.id))
    .prepare('list_job_experiences'),
);

export function listJobExperiencesQuery(db: Db, customerId: number) {
  return listJobExperiencesStatement(db).execute({ customerId });
}

export async function findJobExperience(db: DbOrTx, customerId: number, id: number) {
  const [row] = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.customerId, customerId)));
  return row ?? null;
}

function jobValues(input: JobExperienceInput) {
  return {
    jobTitle: input.job_title,
    companyName: input.company_name,
    startDate: input.start_date,
    finishDate: input.finish_date,
    currentRole: input.current_role,
    description: input.description,
  };
}

export async function insertJobExperience(tx: DbOrTx, customerId: number, input: JobExperienceInput) {
  const [row] = await tx
    .insert(jobs)
    .values({ customerId, ...jobValues(input) })
    .returning({ id: jobs.id });
  await replaceAccomplishments(tx, jobAccomplishmentStore, row!.id, input.accomplishments);
  return row!.id;
}

/** Updates only the caller's row; false when it is not theirs (or gone). */
export async function updateJobExperience(tx: DbOrTx, customerId: number, id: number, input: JobExperienceInput) {
  const updated = await tx
    .update(jobs)
    .set({ ...jobValues(input), updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.customerId, customerId)))
    .returning({ id: jobs.id });
  if (updated.length === 0) return false;
  await replaceAccomplishments(tx, jobAccomplishmentStore, id, input.accomplishments);
  return true;
}

export async function deleteJobExperience(db: DbOrTx, customerId: number, id: number) {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.customerId, customerId)))
    .returning({ id: jobs.id });
  return deleted.length > 0;
}

const educationColumns = {
  id: educations.id,
  school: educations.school,
  educationLevelId: educations.educationLevelId,
  educationLevel: educationLevels.name,
  fieldOfStudy: educations.fieldOfStudy,
  finishDate: educations.finishDate,
  description: educations.description,
  accomplishments: accomplishmentsOf(
    educationAccomplishments,
    educationAccomplishments.educationalExperienceId,
    educations,
  ),
};
export type EducationalExperienceRow = Awaited<ReturnType<typeof listEducationalExperiencesQuery>>[number];

/** Latest finish first; those without a finish date (in progress) lead. */
const listEducationalExperiencesStatement = preparedStatement((db: Db) =>
  db
    .select(educationColumns)
    .from(educations)
    .innerJoin(educationLevels, eq(educationLevels.id, educations.educationLevelId))
    .where(eq(educations.customerId, sql.placeholder('customerId')))
    .orderBy(sql`${educations.finishDate} desc nulls first`, desc(educations.id))
    .prepare('list_educational_experiences'),
);

export function listEducationalExperiencesQuery(db: Db, customerId: number) {
  return listEducationalExperiencesStatement(db).execute({ customerId });
}

export async function findEducationalExperience(db: DbOrTx, customerId: number, id: number) {
  const [row] = await db
    .select(educationColumns)
    .from(educations)
    .innerJoin(educationLevels, eq(educationLevels.id, educations.educationLevelId))
    .where(and(eq(educations.id, id), eq(educations.customerId, customerId)));
  return row ?? null;
}

function educationValues(input: EducationalExperienceInput) {
  return {
    school: input.school,
    educationLevelId: input.education_level_id,
    fieldOfStudy: input.field_of_study,
    finishDate: input.finish_date,
    description: input.description,
  };
}

export async function insertEducationalExperience(tx: DbOrTx, customerId: number, input: EducationalExperienceInput) {
  const [row] = await tx
    .insert(educations)
    .values({ customerId, ...educationValues(input) })
    .returning({ id: educations.id });
  await replaceAccomplishments(tx, educationAccomplishmentStore, row!.id, input.accomplishments);
  return row!.id;
}

export async function updateEducationalExperience(
  tx: DbOrTx,
  customerId: number,
  id: number,
  input: EducationalExperienceInput,
) {
  const updated = await tx
    .update(educations)
    .set({ ...educationValues(input), updatedAt: new Date() })
    .where(and(eq(educations.id, id), eq(educations.customerId, customerId)))
    .returning({ id: educations.id });
  if (updated.length === 0) return false;
  await replaceAccomplishments(tx, educationAccomplishmentStore, id, input.accomplishments);
  return true;
}

export async function deleteEducationalExperience(db: DbOrTx, customerId: number, id: number) {
  const deleted = await db
    .delete(educations)
    .where(and(eq(educations.id, id), eq(educations.customerId, customerId)))
    .returning({ id: educations.id });
  return deleted.length > 0;
}

export async function educationLevelExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: educationLevels.id }).from(educationLevels).where(eq(educationLevels.id, id));
  return row !== undefined;
}

export function listEducationLevels(db: Db) {
  return db
    .select({ id: educationLevels.id, name: educationLevels.name })
    .from(educationLevels)
    .orderBy(asc(educationLevels.sortOrder));
}

// ---------------------------------------------------------------- accomplishments

interface AccomplishmentStore {
  table: typeof jobAccomplishments | typeof educationAccomplishments;
  parent: typeof jobAccomplishments.jobExperienceId | typeof educationAccomplishments.educationalExperienceId;
  parentKey: 'jobExperienceId' | 'educationalExperienceId';
}

const jobAccomplishmentStore: AccomplishmentStore = {
  table: jobAccomplishments,
  parent: jobAccomplishments.jobExperienceId,
  parentKey: 'jobExperienceId',
};
const educationAccomplishmentStore: AccomplishmentStore = {
  table: educationAccomplishments,
  parent: educationAccomplishments.educationalExperienceId,
  parentKey: 'educationalExperienceId',
};

/**
 * Makes the parent's accomplishments exactly `items`, in order. Rows keep their id when the
 * browser sends back the same uuid, so an edit does not renumber what did not change.
 */
async function replaceAccomplishments(
  tx: DbOrTx,
  store: AccomplishmentStore,
  parentId: number,
  items: AccomplishmentInput[],
) {
  const { table, parent, parentKey } = store;
  const uuids = items.map((item) => item.uuid);
  await tx.delete(table).where(and(eq(parent, parentId), notInArray(table.uuid, uuids)));
  const kept = await tx
    .select({ uuid: table.uuid })
    .from(table)
    .where(and(eq(parent, parentId), inArray(table.uuid, uuids)));
  const keptUuids = new Set(kept.map((row) => row.uuid));
  for (const [position, item] of items.entries()) {
    if (keptUuids.has(item.uuid)) {
      await tx
        .update(table)
        .set({ description: item.description, position })
        .where(and(eq(parent, parentId), eq(table.uuid, item.uuid)));
    }
  }
  const fresh = items
    .map((item, position) => ({ ...item, position }))
    .filter((item) => !keptUuids.has(item.uuid))
    .map((item) => ({
      uuid: item.uuid,
      description: item.description,
      position: item.position,
      [parentKey]: parentId,
    }));
  if (fresh.length > 0) await tx.insert(table).values(fresh as never);
}
