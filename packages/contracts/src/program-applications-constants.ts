// The plain values of program-applications.ts (paths, days, labels, messages), kept apart from its Zod schemas
// (program-applications.ts re-exports them) so a page that needs only these, such as the dashboard's widget of the
// customers about to exit, does not load Zod (#30).
import { formatUsDate } from './dates-constants.ts';

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
