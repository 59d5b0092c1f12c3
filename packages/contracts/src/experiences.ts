import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import {
  endOfMonthIso,
  formatMonthYear,
  isoDateField,
  parseIsoDate,
  todayIso,
  toIsoDate,
  yearOptions,
} from './dates.ts';
import { experienceLimits, experienceMessages } from './experience-messages.ts';

export { experienceLimits, experienceMessages } from './experience-messages.ts';

/** This year in the board's time zone, as every date rule reads it. */
const boardYear = (now: Date) => Number(todayIso(now).slice(0, 4));

export function jobYearOptions(now: Date = new Date()): string[] {
  return yearOptions(boardYear(now), experienceLimits.jobYearsBack);
}

export function educationYearOptions(now: Date = new Date()): string[] {
  return yearOptions(boardYear(now) + experienceLimits.educationYearsAhead, experienceLimits.educationYearsBack);
}

// PostgreSQL text cannot hold NUL; refuse it as bad input instead of failing at the database.
const withoutNul = (value: string) => !value.includes('\u0000');
const nulMessage = 'This field contains characters that are not allowed.';

const requiredText = (max: number) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `This field may not be greater than ${max} characters.`)
    .refine(withoutNul, nulMessage);

const optionalDescription = z
  .string()
  .max(experienceLimits.description, `This field may not be greater than ${experienceLimits.description} characters.`)
  .refine(withoutNul, nulMessage)
  .nullish()
  .transform((value) => value ?? null);

export const accomplishmentInputSchema = z.object({
  uuid: z.uuid('The accomplishment id must be a valid UUID.'),
  description: requiredText(experienceLimits.accomplishment),
});
export type AccomplishmentInput = z.infer<typeof accomplishmentInputSchema>;

const accomplishmentsField = z
  .array(accomplishmentInputSchema, { error: experienceMessages.accomplishmentRequired })
  .min(1, experienceMessages.accomplishmentRequired)
  .max(experienceLimits.accomplishments, `No more than ${experienceLimits.accomplishments} accomplishments.`)
  .refine(
    (items) => new Set(items.map((item) => item.uuid)).size === items.length,
    'Each accomplishment must have its own id.',
  );

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

// ---------------------------------------------------------------- job experiences: API body

const booleanLike = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'This field must be true or false.' })
  .transform((value) => value === true || value === 1);

export const jobExperienceBodySchema = z
  .object({
    job_title: requiredText(experienceLimits.text),
    company_name: requiredText(experienceLimits.text),
    // The plan ceiling only stops far dates here: jobDateProblems refuses any day after today with the spec's words.
    start_date: isoDateField('start date', 'plan'),
    finish_date: isoDateField('finish date', 'plan').nullish(),
    current_role: booleanLike.optional().default(false),
    description: optionalDescription,
    accomplishments: accomplishmentsField,
  })
  .superRefine((body, ctx) => {
    const finish = body.current_role ? null : (body.finish_date ?? null);
    if (!body.current_role && !finish) {
      ctx.addIssue({ code: 'custom', path: ['finish_date'], message: experienceMessages.endDateNotCurrent });
    }
    const problems = jobDateProblems(body.start_date, finish);
    if (problems.start) ctx.addIssue({ code: 'custom', path: ['start_date'], message: problems.start });
    if (problems.finish) ctx.addIssue({ code: 'custom', path: ['finish_date'], message: problems.finish });
  })
  .transform((body) => ({ ...body, finish_date: body.current_role ? null : (body.finish_date ?? null) }));
export type JobExperienceBody = z.input<typeof jobExperienceBodySchema>;
export type JobExperienceInput = z.output<typeof jobExperienceBodySchema>;

// ---------------------------------------------------------------- job experiences: form

export const jobExperienceFormSchema = z
  .object({
    job_title: requiredText(experienceLimits.text),
    company_name: requiredText(experienceLimits.text),
    start_date_month: z.string(),
    start_date_year: z.string(),
    finish_date_month: z.string(),
    finish_date_year: z.string(),
    current_role: z.boolean(),
    description: z.string().max(experienceLimits.description),
    accomplishments: accomplishmentsField,
    accomplishments_input: z.string(),
  })
  .superRefine((form, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!form.start_date_month && !form.start_date_year) {
      issue('start_date_month', requiredMessage);
      issue('start_date_year', requiredMessage);
    } else if (!form.start_date_month) issue('start_date_month', experienceMessages.startMonthWithYear);
    else if (!form.start_date_year) issue('start_date_year', experienceMessages.startYearWithMonth);
    if (!form.current_role) {
      if (!form.finish_date_month) issue('finish_date_month', experienceMessages.endMonthNotCurrent);
      if (!form.finish_date_year) issue('finish_date_year', experienceMessages.endYearNotCurrent);
    }
    const { start, finish } = jobFormDates(form);
    const problems = jobDateProblems(start, finish);
    if (problems.start) issue('start_date_year', problems.start);
    if (problems.finish) issue('finish_date_year', problems.finish);
  });
export type JobExperienceForm = z.input<typeof jobExperienceFormSchema>;

function monthYearToIso(month: string, year: string): string | null {
  if (!month || !year) return null;
  return toIsoDate(Number(year), Number(month), 1);
}

function jobFormDates(
  form: Pick<
    JobExperienceForm,
    'start_date_month' | 'start_date_year' | 'finish_date_month' | 'finish_date_year' | 'current_role'
  >,
) {
  return {
    start: monthYearToIso(form.start_date_month, form.start_date_year),
    finish: form.current_role ? null : monthYearToIso(form.finish_date_month, form.finish_date_year),
  };
}

export const emptyJobExperienceForm: JobExperienceForm = {
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
export function jobFormToBody(form: JobExperienceForm): JobExperienceBody {
  const { start, finish } = jobFormDates(form);
  const body: JobExperienceBody = {
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

export function jobExperienceToForm(item: JobExperience): JobExperienceForm {
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
export const jobServerFieldToFormField: Record<string, keyof JobExperienceForm> = {
  job_title: 'job_title',
  company_name: 'company_name',
  start_date: 'start_date_year',
  finish_date: 'finish_date_year',
  current_role: 'current_role',
  description: 'description',
  accomplishments: 'accomplishments_input',
};

// ---------------------------------------------------------------- educational experiences

export const educationalExperienceBodySchema = z
  .object({
    education_level_id: z.coerce
      .number({ error: requiredMessage })
      .int(experienceMessages.invalidEducationLevel)
      .positive(experienceMessages.invalidEducationLevel)
      .max(2_147_483_647, experienceMessages.invalidEducationLevel),
    school: requiredText(experienceLimits.text),
    field_of_study: requiredText(experienceLimits.text),
    finish_date: isoDateField('finish date', 'plan').nullish(),
    description: optionalDescription,
    accomplishments: accomplishmentsField,
  })
  .superRefine((body, ctx) => {
    const problem = educationFinishYearProblem(body.finish_date ?? null);
    if (problem) ctx.addIssue({ code: 'custom', path: ['finish_date'], message: problem });
  })
  .transform((body) => {
    const parsed = body.finish_date ? parseIsoDate(body.finish_date) : null;
    // Stored as the end of the chosen month (spec 5).
    return { ...body, finish_date: parsed ? endOfMonthIso(parsed.year, parsed.month) : null };
  });
export type EducationalExperienceBody = z.input<typeof educationalExperienceBodySchema>;
export type EducationalExperienceInput = z.output<typeof educationalExperienceBodySchema>;

export const educationalExperienceFormSchema = z
  .object({
    school: requiredText(experienceLimits.text),
    education_level_id: z.string().min(1, requiredMessage),
    field_of_study: requiredText(experienceLimits.text),
    finish_date_month: z.string(),
    finish_date_year: z.string(),
    description: z.string().max(experienceLimits.description),
    accomplishments: accomplishmentsField,
    accomplishments_input: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.finish_date_month && !form.finish_date_year) {
      ctx.addIssue({ code: 'custom', path: ['finish_date_year'], message: requiredMessage });
    }
    if (form.finish_date_year && !form.finish_date_month) {
      ctx.addIssue({ code: 'custom', path: ['finish_date_month'], message: requiredMessage });
    }
  });
export type EducationalExperienceForm = z.input<typeof educationalExperienceFormSchema>;

export const emptyEducationalExperienceForm: EducationalExperienceForm = {
  school: '',
  education_level_id: '',
  field_of_study: '',
  finish_date_month: '',
  finish_date_year: '',
  description: '',
  accomplishments: [],
  accomplishments_input: '',
};

export function educationFormToBody(form: EducationalExperienceForm): EducationalExperienceBody {
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

export function educationalExperienceToForm(item: EducationalExperience): EducationalExperienceForm {
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

export const educationServerFieldToFormField: Record<string, keyof EducationalExperienceForm> = {
  school: 'school',
  education_level_id: 'education_level_id',
  field_of_study: 'field_of_study',
  finish_date: 'finish_date_year',
  description: 'description',
  accomplishments: 'accomplishments_input',
};

// ---------------------------------------------------------------- responses

export const accomplishmentSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  description: z.string(),
});
export type Accomplishment = z.infer<typeof accomplishmentSchema>;

export const jobExperienceSchema = z.object({
  id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  start_date: z.string(),
  finish_date: z.string().nullable(),
  current_role: z.boolean(),
  description: z.string().nullable(),
  start_date_formatted: z.string().nullable(),
  finish_date_formatted: z.string().nullable(),
  accomplishments: z.array(accomplishmentSchema),
});
export type JobExperience = z.infer<typeof jobExperienceSchema>;

export const educationalExperienceSchema = z.object({
  id: z.number().int(),
  school: z.string(),
  education_level_id: z.number().int(),
  education_level: z.string(),
  field_of_study: z.string(),
  finish_date: z.string().nullable(),
  finish_date_formatted: z.string().nullable(),
  description: z.string().nullable(),
  accomplishments: z.array(accomplishmentSchema),
});
export type EducationalExperience = z.infer<typeof educationalExperienceSchema>;

export const educationLevelSchema = z.object({ id: z.number().int(), name: z.string() });
export type EducationLevel = z.infer<typeof educationLevelSchema>;

export const experienceIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Not Found' }).int().positive().max(2_147_483_647),
});

export { formatMonthYear };

export const experiencePaths = {
  jobs: '/internal-api/customer-job-experiences',
  educations: '/internal-api/customer-educational-experiences',
  educationLevels: '/internal-api/education-levels',
} as const;
