import { z } from 'zod';
import type { timeTrackingDays } from './forms-constants.ts';
import { questionControls, questionComponents, optionControls, formDefinitionMessages } from './forms-constants.ts';

export * from './forms-constants.ts';

/**
 * Eligibility forms as data (forms spec 2-8). A form definition is what an admin imports and exports as JSON and what
 * the database stores; the answer validator (forms-answers.ts) is built from it and runs in the browser and on the
 * server. Answers are keyed by question identifier.
 */

const identifier = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and underscores, starting with a letter.');

export const questionOptionSchema = z.object({
  value: z.string().trim().min(1).max(100),
  display: z.string().trim().min(1).max(255),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** One question of a definition; `section` is implied by the section that lists it. */
export const questionDefinitionSchema = z.object({
  identifier,
  control: z.enum(questionControls),
  component: z.enum(questionComponents).nullable().default(null),
  text: z.string().trim().min(1).max(2000),
  description: z.string().trim().max(4000).nullable().default(null),
  required: z.boolean().default(false),
  options: z.array(questionOptionSchema).max(200).default([]),
  /** A display mask such as '(999) 999-9999'; 9 is a digit, a a letter, * either. */
  input_mask: z.string().max(50).nullable().default(null),
  default: z.unknown().nullable().default(null),
  hidden: z.boolean().default(false),
  readonly: z.boolean().default(false),
  /** For a link control: where it points. */
  href: z.string().max(500).nullable().default(null),
});
export type QuestionDefinition = z.infer<typeof questionDefinitionSchema>;

export const sectionDefinitionSchema = z.object({
  key: identifier,
  name: z.string().trim().min(1).max(255),
  description: z.string().trim().max(4000).nullable().default(null),
  questions: z.array(questionDefinitionSchema).min(1).max(200),
});
export type SectionDefinition = z.infer<typeof sectionDefinitionSchema>;

export const formSettingsSchema = z.object({
  /** Spec 5: the SSN question asks for the last four digits only. */
  useLastFourSsn: z.boolean().default(false),
});

export const formDefinitionFormat = 'workforce-portal/form@1' as const;

/** A whole form: what import and export carry, and what the validator is built from. Order is list order. */
export const formDefinitionSchema = z
  .object({
    format: z.literal(formDefinitionFormat, { error: formDefinitionMessages.formatUnknown }),
    name_short: z.string().trim().min(1).max(100),
    name_long: z.string().trim().min(1).max(255),
    description: z.string().trim().max(1000).default(''),
    detailed_description: z.string().trim().max(4000).default(''),
    instructions: z.string().trim().max(4000).default(''),
    show_section_components: z.boolean().default(true),
    requires_self_attestation: z.boolean().default(false),
    settings: formSettingsSchema.default({ useLastFourSsn: false }),
    sections: z.array(sectionDefinitionSchema).min(1, formDefinitionMessages.noSections).max(50),
  })
  .superRefine((form, ctx) => {
    const sectionKeys = new Set<string>();
    const identifiers = new Set<string>();
    form.sections.forEach((section, s) => {
      if (sectionKeys.has(section.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', s, 'key'],
          message: formDefinitionMessages.duplicateSection(section.key),
        });
      }
      sectionKeys.add(section.key);
      section.questions.forEach((question, q) => {
        const path = ['sections', s, 'questions', q];
        if (identifiers.has(question.identifier)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'identifier'],
            message: formDefinitionMessages.duplicateIdentifier(question.identifier),
          });
        }
        identifiers.add(question.identifier);
        if (question.control === 'component' && question.component === null) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'component'],
            message: formDefinitionMessages.componentRequired,
          });
        }
        if (question.control !== 'component' && question.component !== null) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'component'],
            message: formDefinitionMessages.componentNotAllowed,
          });
        }
        if ((optionControls as readonly string[]).includes(question.control) && question.options.length === 0) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'options'],
            message: formDefinitionMessages.optionsRequired(question.control),
          });
        }
        const values = new Set<string>();
        question.options.forEach((option, o) => {
          if (values.has(option.value)) {
            ctx.addIssue({
              code: 'custom',
              path: [...path, 'options', o, 'value'],
              message: formDefinitionMessages.duplicateOption(option.value),
            });
          }
          values.add(option.value);
        });
      });
    });
  });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

// ---- Answer shapes (keyed by question identifier) ----

export const addressAnswerSchema = z.object({
  lookup: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  county: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;

export const workingAnswerSchema = z.object({
  employment_are_you_working: z.boolean().nullable(),
  employment_status_most_recent_job_career_opportunity_id: z.number().int().nullable(),
  employment_status: z.string().nullable(),
});
export type WorkingAnswer = z.infer<typeof workingAnswerSchema>;

export const selfAttestationAnswerSchema = z.object({ firstName: z.string(), lastName: z.string() });
export type SelfAttestationAnswer = z.infer<typeof selfAttestationAnswerSchema>;

export const tanfAnswerSchema = z.object({ status: z.string().nullable(), date: z.string().nullable() });
export type TanfAnswer = z.infer<typeof tanfAnswerSchema>;

/** day_one..day_seven are 'YYYY-MM-DD' or ''; hour_one..hour_seven are numbers or null. */
export type TimeTrackingAnswer = Record<`day_${(typeof timeTrackingDays)[number]}`, string> &
  Record<`hour_${(typeof timeTrackingDays)[number]}`, number | null>;

/**
 * The value a control or component answers with:
 * text/textarea/email/phone/date/radio/select/zip-code/ssn/primary-phone/current-email/birth-assigned-sex: string;
 * number: number; checkbox: boolean; multi_select/multi_checkbox: string[]; races: number[]; file_upload: number[]
 * (document ids); onet-job-title: number (0 = Never Employed); customer-primary-address: AddressAnswer;
 * are-you-working: WorkingAnswer; self-attestation: SelfAttestationAnswer; tanf: TanfAnswer;
 * time-tracking-table: TimeTrackingAnswer. An unanswered question is absent or null.
 */
export type FormAnswers = Record<string, unknown>;
