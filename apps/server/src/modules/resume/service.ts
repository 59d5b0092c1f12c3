import {
  resumeLimits,
  resumeSchema,
  resumeTexts,
  type EducationalExperience,
  type JobExperience,
  type Resume,
  type ResumeDraftQuery,
  type ResumeEducation,
  type ResumeJob,
} from '@portal/contracts';
import type { Db } from '@portal/db';
import type { Actor } from '../../platform/access/actor.ts';
import { requireCustomer } from '../../platform/access/policies.ts';
import { customerDocumentLanguage } from '../../platform/customer-language.ts';
import { notFound } from '../../platform/http/errors.ts';
import { listEducationalExperiences, listJobExperiences } from '../experiences/service.ts';
import { renderResumePdf } from './pdf.ts';
import * as repository from './repository.ts';

/** A resume is the signed-in customer's own: built from their rows only, and nothing of it is stored. */

const firstBullets = (accomplishments: { description: string }[]) =>
  accomplishments
    .map((accomplishment) => accomplishment.description.trim())
    .filter((description) => description !== '')
    .slice(0, resumeLimits.bullets);

function toResumeJob(job: JobExperience): ResumeJob {
  return {
    title: job.job_title,
    employer: job.company_name,
    start: job.start_date_formatted ?? '',
    end: job.current_role ? resumeTexts.present : (job.finish_date_formatted ?? ''),
    accomplishments: firstBullets(job.accomplishments),
  };
}

function toResumeEducation(education: EducationalExperience): ResumeEducation {
  return {
    school: education.school,
    education_level: education.education_level,
    field_of_study: education.field_of_study,
    finish: education.finish_date_formatted ?? '',
    accomplishments: firstBullets(education.accomplishments),
  };
}

/** An address the resume form would take as it is (staff may have typed anything into the record), else ''. */
function usableEmail(email: string | null): string {
  return email !== null && resumeSchema.shape.email.safeParse(email).success ? email.trim() : '';
}

/**
 * The resume filled in: name and contact from the customer's record, the occupation's title as the objective, and
 * the newest job and education experiences first (the profile's order), as many as one resume holds.
 */
export async function resumeDraft(db: Db, actor: Actor, query: ResumeDraftQuery): Promise<Resume> {
  const { customerId } = requireCustomer(actor);
  const contact = await repository.findContact(db, customerId);
  if (!contact) throw notFound();
  let objective = '';
  if (query.occupation !== undefined) {
    const title = await repository.findOccupationTitle(db, query.occupation);
    if (title === null) throw notFound();
    objective = title;
  }
  const jobs = await listJobExperiences(db, actor);
  const educations = await listEducationalExperiences(db, actor);
  return {
    paper_size: 'letter',
    name: `${contact.firstName} ${contact.lastName}`.trim().slice(0, resumeLimits.name),
    email: usableEmail(contact.email) || usableEmail(contact.accountEmail),
    phone: (contact.phone ?? '').slice(0, resumeLimits.phone),
    address: [contact.address, contact.zip]
      .filter((part) => part)
      .join(', ')
      .slice(0, resumeLimits.address),
    objective: objective.slice(0, resumeLimits.objective),
    jobs: jobs.slice(0, resumeLimits.jobs).map(toResumeJob),
    educations: educations.slice(0, resumeLimits.educations).map(toResumeEducation),
  };
}

/**
 * The PDF in the language the page asked for (the portal's language, #24); without one, in the language the customer
 * chose for their account; English otherwise.
 */
export async function resumePdf(db: Db, actor: Actor, resume: Resume): Promise<Buffer> {
  const { customerId } = requireCustomer(actor);
  const language = await customerDocumentLanguage(db, customerId, resume.language);
  return renderResumePdf({ ...resume, language });
}
