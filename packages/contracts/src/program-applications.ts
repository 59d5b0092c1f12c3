import { z } from 'zod';
import { exitKindValues, exitReasonSchema, exitReasonValues } from './customer-demographics.ts';
import { formatUsDate, isoDateField } from './dates.ts';
import { requiredMessage } from './errors.ts';
import { whenMissing } from './validation-messages.ts';
import { manualWageFieldsSchema } from './wages.ts';

/**
 * A program from application to follow-up (issue #26, docs/decisions/0037): the application, the staff decision,
 * the exit with its reason, the customers about to exit and the follow-ups of the 2nd and 4th quarter after exit.
 */
export const programApplicationPaths = {
  /** GET: the record's Programs panel (applications, enrolments, follow-ups); POST: open an application. */
  applications: '/internal-api/customers/:id/applications',
  decision: '/internal-api/customers/:id/applications/:applicationId/decision',
  /** POST: record the exit; PUT: correct a recorded or automatic exit's reason and date. */
  exit: '/internal-api/customers/:id/enrollments/:enrollmentId/exit',
  followUp: '/internal-api/customers/:id/follow-ups/:followUpId',
  exitingSoon: '/internal-api/customers/exiting-soon',
} as const;

export const programApplicationPath = (path: string, params: Record<string, number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => String(params[key]));

/** Days without a service (and none planned) after which an enrolment exits by itself, dated to its last service. */
export const automaticExitDays = 90;
/** "About to exit": an automatic exit due within this many days. */
export const exitingSoonDays = 30;
/** The quarters after the exit quarter a follow-up asks about. */
export const followUpQuarters = [2, 4] as const;

export const eligibilityAssessments = ['likely_eligible', 'needs_review', 'unlikely'] as const;
export type EligibilityAssessment = (typeof eligibilityAssessments)[number];
export const eligibilityAssessmentLabels: Record<EligibilityAssessment, string> = {
  likely_eligible: 'Likely eligible',
  needs_review: 'Needs review',
  unlikely: 'Unlikely',
};

export const applicationStatuses = ['open', 'eligible', 'not_eligible'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  open: 'Open',
  eligible: 'Eligible',
  not_eligible: 'Not eligible',
};
export const decisionValues = ['eligible', 'not_eligible'] as const;

export const programApplicationMessages = {
  programRequired: 'You must select a "Program".',
  programInvalid: 'The selected program is invalid.',
  alreadyOpen: 'An application to this program is already open.',
  opened: 'Application opened.',
  decisionRequired: 'You must select a decision.',
  reasonRequired: 'You must give a reason for the decision.',
  documentsInvalid: 'The selected documents are not documents of this customer.',
  alreadyDecided: 'This application has already been decided.',
  decided: 'Decision recorded.',
  exitBeforeStart: (start: string) =>
    `The exit date must be on or after the enrollment start (${formatUsDate(start)}).`,
  alreadyExited: 'This enrollment has already exited.',
  exited: 'Exit recorded.',
  notExited: 'This enrollment has not exited yet; record its exit instead.',
  exitCorrected: 'Exit updated.',
  followUpAnswered: 'This follow-up has already been answered.',
  followUpNotDue: 'This follow-up is not due yet.',
  followUpSaved: 'Follow-up recorded.',
  employedRequired: 'You must say whether the customer is employed.',
  credentialRequired: 'You must say whether the customer attained a credential.',
  credentialTypeRequired: 'You must select the credential.',
  loadFailed: 'The programs could not be loaded.',
  exitingSoonFailed: 'The customers about to exit could not be loaded.',
  emptyApplications: 'No applications yet. Open one to check the customer’s eligibility for a program.',
  emptyExitingSoon: 'No customer is about to exit.',
} as const;

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
