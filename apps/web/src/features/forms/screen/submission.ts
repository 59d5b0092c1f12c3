import {
  formMessages,
  type AnswerErrors,
  type FormAnswers,
  type FormQuestion,
  type FormSubmissionBody,
  type SelfAttestationAnswer,
} from '@portal/contracts';
import { translateValidationMessage } from '../../../platform/i18n/validation';

/** Answers of the given questions only: a section save sends its own section. */
export function pickAnswers(answers: FormAnswers, identifiers: readonly string[]): FormAnswers {
  return Object.fromEntries(identifiers.filter((id) => id in answers).map((id) => [id, answers[id] ?? null]));
}

/** The signature is the attested name, sent whenever the answers carry the self-attestation. */
export function submissionBody(
  answers: FormAnswers,
  questions: readonly FormQuestion[],
  sectionId?: number,
): FormSubmissionBody {
  const attestation = questions.find((question) => question.component === 'self-attestation');
  const signed = attestation ? (answers[attestation.identifier] as SelfAttestationAnswer | null | undefined) : null;
  const signature = signed ? `${signed.firstName} ${signed.lastName}`.trim() : '';
  return {
    ...(sectionId === undefined ? {} : { section_id: sectionId }),
    answers,
    ...(signature ? { signatures: { customer: { signature } } } : {}),
  };
}

/**
 * Spec 5: a self-attestation that does not match the record also raises its own toast. The browser's own check says
 * it in English; the server's 422 reaches a Spanish page already in Spanish (platform/api.ts), so both are looked for.
 */
export function hasAttestationMismatch(errors: AnswerErrors): boolean {
  const english = [formMessages.firstNameMismatch, formMessages.lastNameMismatch];
  const mismatch = new Set([...english, ...english.map((message) => translateValidationMessage(message))]);
  return Object.values(errors).some((messages) => messages.some((message) => mismatch.has(message)));
}
