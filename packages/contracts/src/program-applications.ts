import { z } from 'zod';
import { exitKindValues, exitReasonSchema, exitReasonValues } from './customer-demographics.ts';
import { isoDateField } from './dates.ts';
import { requiredMessage } from './errors.ts';
import {
  applicationStatuses,
  decisionValues,
  eligibilityAssessments,
  programApplicationMessages,
} from './program-applications-constants.ts';
import { whenMissing } from './validation-messages.ts';
import { manualWageFieldsSchema } from './wages.ts';

export {
  applicationStatuses,
  applicationStatusLabels,
  automaticExitDays,
  decisionValues,
  eligibilityAssessmentLabels,
  eligibilityAssessments,
  exitingSoonDays,
  followUpQuarters,
  programApplicationMessages,
  programApplicationPath,
  programApplicationPaths,
} from './program-applications-constants.ts';
export type { ApplicationStatus, EligibilityAssessment } from './program-applications-constants.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const applicationParamsSchema = z.object({ id });
export const decisionParamsSchema = z.object({ id, applicationId: id });
export const exitParamsSchema = z.object({ id, enrollmentId: id });
export const followUpParamsSchema = z.object({ id, followUpId: id });

export const applicationBodySchema = z.object({
  program_id: z
    .number({ error: whenMissing(programApplicationMessages.programRequired) })
    .int()
    .min(1, programApplicationMessages.programInvalid)
    .max(2_147_483_647, programApplicationMessages.programInvalid),
});
export type ApplicationBody = z.input<typeof applicationBodySchema>;

export const decisionBodySchema = z.object({
  decision: z.enum(decisionValues, { error: programApplicationMessages.decisionRequired }),
  reason: z
    .string({ error: whenMissing(programApplicationMessages.reasonRequired) })
    .trim()
    .min(1, programApplicationMessages.reasonRequired)
    .max(2000, 'This field may not be greater than 2000 characters.'),
  /** The customer's documents the decision relied on. */
  document_ids: z.array(id).max(50).default([]),
});
export type DecisionBody = z.input<typeof decisionBodySchema>;

/** The exit date's ceiling is the board's today (here); its floor, the enrolment start, is checked on the server. */
export const exitBodySchema = z.object({
  exit_date: isoDateField('exit date', 'past'),
  exit_reason: exitReasonSchema.nullable().default(null),
});
export type ExitBody = z.input<typeof exitBodySchema>;

const wageAnswerSchema = manualWageFieldsSchema.omit({ evidence: true, _method: true });

/** A follow-up's answers: employment (a wage record when employed) and credential (a performance record when one). */
export const followUpBodySchema = z
  .object({
    employed: z.boolean({ error: programApplicationMessages.employedRequired }),
    wage: wageAnswerSchema.nullish(),
    credential_attained: z.boolean({ error: programApplicationMessages.credentialRequired }),
    credential_type_id: id.nullish(),
    credential_date: isoDateField('credential date', 'past').nullish(),
  })
  .superRefine(
    (body, ctx) => {
      if (body.employed && !body.wage)
        ctx.addIssue({ code: 'custom', path: ['wage', 'employer_name'], message: requiredMessage });
      if (body.credential_attained && !body.credential_type_id)
        ctx.addIssue({
          code: 'custom',
          path: ['credential_type_id'],
          message: programApplicationMessages.credentialTypeRequired,
        });
      if (body.credential_attained && !body.credential_date)
        ctx.addIssue({ code: 'custom', path: ['credential_date'], message: requiredMessage });
      // Also when another field is wrong, so a form shows every missing answer at once.
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type FollowUpBody = z.input<typeof followUpBodySchema>;

export const missingDocumentSchema = z.object({ label: z.string(), categories: z.array(z.string()) });

export const applicationSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  program_name: z.string(),
  status: z.enum(applicationStatuses),
  opened_at: z.string(),
  opened_by: z.string(),
  assessment: z.enum(eligibilityAssessments),
  reasons: z.array(z.string()),
  missing_documents: z.array(missingDocumentSchema),
  decision: z
    .object({
      decision: z.enum(decisionValues),
      reason: z.string(),
      decided_at: z.string(),
      decided_by: z.string(),
      documents: z.array(z.object({ id: z.number(), name: z.string() })),
    })
    .nullable(),
});
export type Application = z.infer<typeof applicationSchema>;

export const programEnrollmentSchema = z.object({
  id: z.number(),
  program_id: z.number(),
  program_name: z.string(),
  started_at: z.string(),
  last_service_at: z.string().nullable(),
  exit_at: z.string().nullable(),
  exit_reason: z.enum(exitReasonValues).nullable(),
  exit_kind: z.enum(exitKindValues).nullable(),
  /** While open: the day it exits by itself unless a service is given or planned; null when one is planned. */
  automatic_exit_on: z.string().nullable(),
});
export type ProgramEnrollment = z.infer<typeof programEnrollmentSchema>;

export const followUpSchema = z.object({
  id: z.number(),
  enrollment_id: z.number(),
  program_name: z.string(),
  quarter: z.number(),
  due_on: z.string(),
  answered_at: z.string().nullable(),
  employed: z.boolean().nullable(),
  credential_attained: z.boolean().nullable(),
  wage_record_id: z.number().nullable(),
  performance_record_id: z.number().nullable(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const programsPanelSchema = z.object({
  applications: z.array(applicationSchema),
  enrollments: z.array(programEnrollmentSchema),
  follow_ups: z.array(followUpSchema),
  /** The programs an application may be opened to. */
  programs: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The customer's live documents, for a decision to rely on. */
  documents: z.array(z.object({ id: z.number(), name: z.string(), category: z.string().nullable() })),
});
export type ProgramsPanel = z.infer<typeof programsPanelSchema>;

export const savedMessageSchema = z.object({ message: z.string() });

export const exitingSoonItemSchema = z.object({
  customer_id: z.number(),
  full_name: z.string(),
  enrollment_id: z.number(),
  program_name: z.string(),
  last_service_at: z.string(),
  automatic_exit_on: z.string(),
});
export const exitingSoonResponseSchema = z.object({ data: z.array(exitingSoonItemSchema) });
export type ExitingSoonItem = z.infer<typeof exitingSoonItemSchema>;
