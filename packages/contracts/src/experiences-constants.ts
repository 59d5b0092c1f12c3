// The plain values and helpers of experiences.ts (paths, year lists, date rules, the forms' empty values and their
// conversions to and from the API), kept apart from its Zod schemas (experiences.ts re-exports them) so the profile
// page's first load does not load Zod (#30).

import { endOfMonthIso, todayIso, toIsoDate, yearOptions } from './dates-constants.ts';
import { experienceLimits, experienceMessages } from './experience-messages.ts';

export { experienceLimits, experienceMessages } from './experience-messages.ts';

export const experiencePaths = {
  jobs: '/internal-api/customer-job-experiences',
  educations: '/internal-api/customer-educational-experiences',
  educationLevels: '/internal-api/education-levels',
} as const;

/** This year in the board's time zone, as every date rule reads it. */
const boardYear = (now: Date) => Number(todayIso(now).slice(0, 4));

export function jobYearOptions(now: Date = new Date()): string[] {
  return yearOptions(boardYear(now), experienceLimits.jobYearsBack);
}

export function educationYearOptions(now: Date = new Date()): string[] {
  return yearOptions(boardYear(now) + experienceLimits.educationYearsAhead, experienceLimits.educationYearsBack);
}

/**
 * The date rules shared by the job form (month/year fields) and the job API body (ISO dates).
 * Dates are ISO strings so they compare as text. Returns messages keyed by 'start' or 'finish'.
 */
export function jobDateProblems(
  start: string | null,
  finish: string | null,
  today: string = todayIso(),
): { start?: string; finish?: string } {
  const problems: { start?: string; finish?: string } = {};
  if (start && start > today) problems.start = experienceMessages.startInFuture;
  if (finish && finish > today) problems.finish = experienceMessages.endInFuture;
  else if (start && finish && finish < start) problems.finish = experienceMessages.endBeforeStart;
  return problems;
}

/** Education finish years run from this year + 5 down 60 years. */
export function educationFinishYearProblem(finish: string | null, now: Date = new Date()): string | null {
  if (!finish) return null;
  const year = Number(finish.slice(0, 4));
  const years = educationYearOptions(now);
  const newest = Number(years[0]);
  const oldest = Number(years.at(-1));
  if (year > newest || year < oldest) return `The finish year must be between ${oldest} and ${newest}.`;
  return null;
}

/** An accomplishment as the forms send it (accomplishmentInputSchema in experiences.ts checks it). */
interface AccomplishmentValue {
  uuid: string;
  description: string;
}

/** The job form's values (experiences.ts: jobExperienceFormSchema's input). */
export interface JobExperienceFormValues {
  job_title: string;
  company_name: string;
  start_date_month: string;
  start_date_year: string;
  finish_date_month: string;
  finish_date_year: string;
  current_role: boolean;
  description: string;
  accomplishments: AccomplishmentValue[];
  accomplishments_input: string;
}

/** The job API body the form sends (experiences.ts: jobExperienceBodySchema's input). */
export interface JobExperienceBodyValues {
  job_title: string;
  company_name: string;
  start_date: string;
  finish_date?: string | null;
  current_role?: boolean | 0 | 1;
  description?: string | null;
  accomplishments: AccomplishmentValue[];
}

/** What the job form reads of a saved row (experiences.ts: JobExperience). */
interface JobExperienceRow {
  job_title: string;
  company_name: string;
  start_date: string;
  finish_date: string | null;
  current_role: boolean;
  description: string | null;
  accomplishments: ReadonlyArray<AccomplishmentValue>;
}

function monthYearToIso(month: string, year: string): string | null {
  if (!month || !year) return null;
  return toIsoDate(Number(year), Number(month), 1);
}

/** The job form's start and finish as ISO dates (null when not both month and year; no finish for a current role). */
export function jobFormDates(
  form: Pick<
    JobExperienceFormValues,
    'start_date_month' | 'start_date_year' | 'finish_date_month' | 'finish_date_year' | 'current_role'
  >,
) {
  return {
    start: monthYearToIso(form.start_date_month, form.start_date_year),
    finish: form.current_role ? null : monthYearToIso(form.finish_date_month, form.finish_date_year),
  };
}

export const emptyJobExperienceForm: JobExperienceFormValues = {
  job_title: '',
  company_name: '',
  start_date_month: '',
  start_date_year: '',
  finish_date_month: '',
  finish_date_year: '',
  current_role: false,
  description: '',
  accomplishments: [],
  accomplishments_input: '',
};

/** Form values -> API body. The finish date is omitted for a current role (spec 7). */
export function jobFormToBody(form: JobExperienceFormValues): JobExperienceBodyValues {
  const { start, finish } = jobFormDates(form);
  const body: JobExperienceBodyValues = {
    job_title: form.job_title.trim(),
    company_name: form.company_name.trim(),
    start_date: start ?? '',
    current_role: form.current_role,
    description: form.description.trim() === '' ? null : form.description,
    accomplishments: form.accomplishments,
  };
  if (!form.current_role) body.finish_date = finish;
  return body;
}

export function jobExperienceToForm(item: JobExperienceRow): JobExperienceFormValues {
  return {
    job_title: item.job_title,
    company_name: item.company_name,
    start_date_month: item.start_date.slice(5, 7),
    start_date_year: item.start_date.slice(0, 4),
    finish_date_month: item.finish_date?.slice(5, 7) ?? '',
    finish_date_year: item.finish_date?.slice(0, 4) ?? '',
    current_role: Boolean(item.current_role),
    description: item.description ?? '',
    accomplishments: item.accomplishments.map(({ uuid, description }) => ({ uuid, description })),
    accomplishments_input: '',
  };
}

/** Server field names -> the form field that shows their message (spec 5). */
export const jobServerFieldToFormField: Record<string, keyof JobExperienceFormValues> = {
  job_title: 'job_title',
  company_name: 'company_name',
  start_date: 'start_date_year',
  finish_date: 'finish_date_year',
  current_role: 'current_role',
  description: 'description',
  accomplishments: 'accomplishments_input',
};

/** The education form's values (experiences.ts: educationalExperienceFormSchema's input). */
export interface EducationalExperienceFormValues {
  school: string;
  education_level_id: string;
  field_of_study: string;
  finish_date_month: string;
  finish_date_year: string;
  description: string;
  accomplishments: AccomplishmentValue[];
  accomplishments_input: string;
}

/** The education API body the form sends (experiences.ts: educationalExperienceBodySchema's input). */
export interface EducationalExperienceBodyValues {
  education_level_id: number;
  school: string;
  field_of_study: string;
  finish_date?: string | null;
  description?: string | null;
  accomplishments: AccomplishmentValue[];
}

/** What the education form reads of a saved row (experiences.ts: EducationalExperience). */
interface EducationalExperienceRow {
  school: string;
  education_level_id: number;
  field_of_study: string;
  finish_date: string | null;
  description: string | null;
  accomplishments: ReadonlyArray<AccomplishmentValue>;
}

export const emptyEducationalExperienceForm: EducationalExperienceFormValues = {
  school: '',
  education_level_id: '',
  field_of_study: '',
  finish_date_month: '',
  finish_date_year: '',
  description: '',
  accomplishments: [],
  accomplishments_input: '',
};

export function educationFormToBody(form: EducationalExperienceFormValues): EducationalExperienceBodyValues {
  const finish =
    form.finish_date_month && form.finish_date_year
      ? endOfMonthIso(Number(form.finish_date_year), Number(form.finish_date_month))
      : null;
  return {
    education_level_id: Number(form.education_level_id),
    school: form.school.trim(),
    field_of_study: form.field_of_study.trim(),
    finish_date: finish,
    description: form.description.trim() === '' ? null : form.description,
    accomplishments: form.accomplishments,
  };
}

export function educationalExperienceToForm(item: EducationalExperienceRow): EducationalExperienceFormValues {
  return {
    school: item.school,
    education_level_id: String(item.education_level_id),
    field_of_study: item.field_of_study,
    finish_date_month: item.finish_date?.slice(5, 7) ?? '',
    finish_date_year: item.finish_date?.slice(0, 4) ?? '',
    description: item.description ?? '',
    accomplishments: item.accomplishments.map(({ uuid, description }) => ({ uuid, description })),
    accomplishments_input: '',
  };
}

export const educationServerFieldToFormField: Record<string, keyof EducationalExperienceFormValues> = {
  school: 'school',
  education_level_id: 'education_level_id',
  field_of_study: 'field_of_study',
  finish_date: 'finish_date_year',
  description: 'description',
  accomplishments: 'accomplishments_input',
};
