import {
  experienceMessages,
  formatMonthYear,
  type EducationalExperience,
  type EducationalExperienceInput,
  type JobExperience,
  type JobExperienceInput,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import { invalid, notFound } from '../../platform/http/errors.ts';
import * as repository from './repository.ts';

/**
 * Job and educational experiences belong to the signed-in customer alone: every query is
 * scoped by the caller's customer id, so another customer's row is simply not found.
 */

export function toJobExperience(row: repository.JobExperienceRow): JobExperience {
  return {
    id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    start_date: row.startDate,
    finish_date: row.finishDate,
    current_role: row.currentRole,
    description: row.description,
    start_date_formatted: formatMonthYear(row.startDate),
    finish_date_formatted: formatMonthYear(row.finishDate),
    accomplishments: row.accomplishments,
  };
}

export function toEducationalExperience(row: repository.EducationalExperienceRow): EducationalExperience {
  return {
    id: row.id,
    school: row.school,
    education_level_id: row.educationLevelId,
    education_level: row.educationLevel,
    field_of_study: row.fieldOfStudy,
    finish_date: row.finishDate,
    finish_date_formatted: formatMonthYear(row.finishDate),
    description: row.description,
    accomplishments: row.accomplishments,
  };
}

export async function listJobExperiences(db: Db, actor: Actor) {
  const { customerId } = requireCustomer(actor);
  const rows = await repository.listJobExperiencesQuery(db, customerId);
  return rows.map(toJobExperience);
}

export async function createJobExperience(db: Db, actor: Actor, input: JobExperienceInput) {
  const { customerId } = requireCustomer(actor);
  const row = await db.transaction(async (tx) => {
    const id = await repository.insertJobExperience(tx, customerId, input);
    return repository.findJobExperience(tx, customerId, id);
  });
  return toJobExperience(row!);
}

export async function updateJobExperience(db: Db, actor: Actor, id: number, input: JobExperienceInput) {
  const { customerId } = requireCustomer(actor);
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updateJobExperience(tx, customerId, id, input);
    return updated ? repository.findJobExperience(tx, customerId, id) : null;
  });
  if (!row) throw notFound();
  return toJobExperience(row);
}

export async function deleteJobExperience(db: Db, actor: Actor, id: number) {
  const { customerId } = requireCustomer(actor);
  if (!(await repository.deleteJobExperience(db, customerId, id))) throw notFound();
}

export async function listEducationalExperiences(db: Db, actor: Actor) {
  const { customerId } = requireCustomer(actor);
  const rows = await repository.listEducationalExperiencesQuery(db, customerId);
  return rows.map(toEducationalExperience);
}

async function assertEducationLevel(db: Db, input: EducationalExperienceInput) {
  if (!(await repository.educationLevelExists(db, input.education_level_id))) {
    throw invalid({ education_level_id: [experienceMessages.invalidEducationLevel] });
  }
}

export async function createEducationalExperience(db: Db, actor: Actor, input: EducationalExperienceInput) {
  const { customerId } = requireCustomer(actor);
  await assertEducationLevel(db, input);
  const row = await db.transaction(async (tx) => {
    const id = await repository.insertEducationalExperience(tx, customerId, input);
    return repository.findEducationalExperience(tx, customerId, id);
  });
  return toEducationalExperience(row!);
}

export async function updateEducationalExperience(db: Db, actor: Actor, id: number, input: EducationalExperienceInput) {
  const { customerId } = requireCustomer(actor);
  await assertEducationLevel(db, input);
  const row = await db.transaction(async (tx) => {
    const updated = await repository.updateEducationalExperience(tx, customerId, id, input);
    return updated ? repository.findEducationalExperience(tx, customerId, id) : null;
  });
  if (!row) throw notFound();
  return toEducationalExperience(row);
}

export async function deleteEducationalExperience(db: Db, actor: Actor, id: number) {
  const { customerId } = requireCustomer(actor);
  if (!(await repository.deleteEducationalExperience(db, customerId, id))) throw notFound();
}

/** Education levels are reference data any visitor may read (guests take surveys too). */
export function listEducationLevels(db: Db) {
  return repository.listEducationLevels(db);
}
