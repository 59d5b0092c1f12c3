import { z } from 'zod';
import { requiredMessage } from './errors.ts';
import { monthOptions } from './dates.ts';
import { paperSizes, resumeLimits, resumeTexts } from './resume-constants.ts';

export {
  resumePaths,
  resumeRoutes,
  paperSizes,
  type PaperSize,
  paperSizeLabels,
  resumeLimits,
  resumeTexts,
  resumeFileName,
} from './resume-constants.ts';

// 'Create a resume': the paths, limits and texts are in resume-constants.ts; the schemas of the edited resume below.

const shortMonths = monthOptions.map((option) => option.label.slice(0, 3));
const monthYearPattern = new RegExp(`^(${shortMonths.join('|')})/\\d{4}$`);

/** The PDF's own labels in Spanish (the entries are the participant's words, printed as written). */
export const resumeSpanishLabels = {
  objective: 'Objetivo',
  jobs: 'Experiencia',
  educations: 'Educación',
  present: 'Actualidad',
  documentTitle: 'Currículum de',
  subject: 'Currículum',
} as const;

export const resumeMessages = {
  monthYear: 'Use the month and year, e.g. Jun/2021.',
  endMonthYear: `Use the month and year, e.g. Jun/2021, or ${resumeTexts.present}.`,
  notAllowed: 'This field contains characters that are not allowed.',
} as const;

// PostgreSQL is not involved, but a NUL has no business in a PDF either; refuse it like the other forms do.
const withoutNul = (value: string) => !value.includes('\u0000');

const requiredText = (max: number) =>
  z
    // Only a missing value is 'required'; any other failure (a too-long text) takes the shared error map's sentence.
    .string({ error: (issue) => (issue.input === undefined ? requiredMessage : undefined) })
    .trim()
    .min(1, requiredMessage)
    .max(max)
    .refine(withoutNul, resumeMessages.notAllowed);

/** Optional text is '' when empty, so the same values fill the form's inputs. */
const optionalText = (max: number) => z.string().trim().max(max).refine(withoutNul, resumeMessages.notAllowed);

const monthYear = optionalText(20).refine(
  (value) => value === '' || monthYearPattern.test(value),
  resumeMessages.monthYear,
);
const endMonthYear = optionalText(20).refine(
  (value) => value === '' || value === resumeTexts.present || monthYearPattern.test(value),
  resumeMessages.endMonthYear,
);

const bullets = z.array(requiredText(resumeLimits.bullet)).max(resumeLimits.bullets);

export const resumeJobSchema = z.object({
  title: requiredText(resumeLimits.text),
  employer: requiredText(resumeLimits.text),
  start: monthYear,
  end: endMonthYear,
  accomplishments: bullets,
});
export type ResumeJob = z.infer<typeof resumeJobSchema>;

export const resumeEducationSchema = z.object({
  school: requiredText(resumeLimits.text),
  education_level: optionalText(resumeLimits.text),
  field_of_study: optionalText(resumeLimits.text),
  finish: monthYear,
  accomplishments: bullets,
});
export type ResumeEducation = z.infer<typeof resumeEducationSchema>;

/** The resume as the page edits it and as POST .../resume/pdf takes it; GET .../resume answers with one filled in. */
export const resumeSchema = z.object({
  paper_size: z.enum(paperSizes),
  name: requiredText(resumeLimits.name),
  email: optionalText(resumeLimits.email).refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'The email must be a valid email address.',
  ),
  phone: optionalText(resumeLimits.phone),
  address: optionalText(resumeLimits.address),
  objective: optionalText(resumeLimits.objective),
  jobs: z.array(resumeJobSchema).max(resumeLimits.jobs),
  educations: z.array(resumeEducationSchema).max(resumeLimits.educations),
  /** The language of the PDF's own labels (the participant's portal language); English when not given (#24). */
  language: z.enum(['en', 'es']).optional(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** GET .../resume?occupation={id}: the occupation whose title becomes the objective (none: the objective is empty). */
export const resumeDraftQuerySchema = z.object({
  occupation: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'The occupation must be a whole number.')
      .transform(Number)
      .optional(),
  ),
});
export type ResumeDraftQuery = z.infer<typeof resumeDraftQuerySchema>;

export const resumeDraftResponseSchema = z.object({ data: resumeSchema });
