import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { endOfMonthIso, formatMonthYear, isoDateField, parseIsoDate } from './dates.ts';
import {
  educationFinishYearProblem,
  experienceLimits,
  experienceMessages,
  jobDateProblems,
  jobFormDates,
} from './experiences-constants.ts';

export {
  educationFinishYearProblem,
  educationFormToBody,
  educationServerFieldToFormField,
  educationYearOptions,
  educationalExperienceToForm,
  emptyEducationalExperienceForm,
  emptyJobExperienceForm,
  experienceLimits,
  experienceMessages,
  experiencePaths,
  jobDateProblems,
  jobExperienceToForm,
  jobFormToBody,
  jobServerFieldToFormField,
  jobYearOptions,
} from './experiences-constants.ts';
export type {
  EducationalExperienceBodyValues,
  EducationalExperienceFormValues,
  JobExperienceBodyValues,
  JobExperienceFormValues,
} from './experiences-constants.ts';

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
