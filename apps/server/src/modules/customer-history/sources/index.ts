import type { HistoryKind } from '@portal/contracts';
import { applicationSource } from './application.ts';
import { caseNoteSource } from './case-note.ts';
import { documentSource } from './document.ts';
import { eligibilityDecisionSource } from './eligibility-decision.ts';
import { enrolmentExitSource } from './enrolment-exit.ts';
import { enrolmentSource } from './enrolment.ts';
import { flagSource } from './flag.ts';
import { followUpSource } from './follow-up.ts';
import { formSource } from './form.ts';
import { fundingSource } from './funding.ts';
import { messageSource } from './message.ts';
import { performanceSource } from './performance.ts';
import { profileChangeSource } from './profile-change.ts';
import { referralSource } from './referral.ts';
import { serviceSource } from './service.ts';
import type { HistorySource } from './source.ts';
import { wageSource } from './wage.ts';

/** Every kind's source; adding a kind is one file and one line here (and the kind in contracts). */
export const historySources: Record<HistoryKind, HistorySource> = {
  service: serviceSource,
  case_note: caseNoteSource,
  message: messageSource,
  form: formSource,
  document: documentSource,
  referral: referralSource,
  flag: flagSource,
  enrolment: enrolmentSource,
  enrolment_exit: enrolmentExitSource,
  performance: performanceSource,
  wage: wageSource,
  funding: fundingSource,
  profile_change: profileChangeSource,
  application: applicationSource,
  eligibility_decision: eligibilityDecisionSource,
  follow_up: followUpSource,
};
