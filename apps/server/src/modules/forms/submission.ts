import {
  buildAnswerValidator,
  formConstants,
  formMessages,
  formServerMessages,
  type AnswerErrors,
  type FormAnswers,
  type FormSubmissionBody,
  type FormSubmissionResponse,
} from '@portal/contracts';
import type { StoredSectionState } from '@portal/db/schema';
import type { Actor } from '../../platform/access/actor.ts';
import { requireWritableCustomer } from '../../platform/access/customer-writable.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import { carriesAnswer, formView, toSectionResponse, type FormQuestionView } from './questions.ts';
import { referenceErrors } from './reference-checks.ts';
import * as repository from './repository.ts';
import { holdsSecret, ssnChange, storedSecrets, type SsnChange, type StoredSecret } from './secrets.ts';
import { formSubject, type FormsDeps, structureOrNotFound } from './service.ts';

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** Errors of the self-attestation answer (identifier or identifier.field). */
const selfAttestationFailed = (errors: AnswerErrors) =>
  Object.keys(errors).some(
    (key) =>
      key === formConstants.selfAttestationIdentifier || key.startsWith(`${formConstants.selfAttestationIdentifier}.`),
  );

/**
 * Spec 7: with section_id, validate that section's questions and save them into the draft; without it, validate the
 * whole form (self-attestation included) and complete it. A 422 writes nothing.
 */
export async function submitForm(
  deps: FormsDeps,
  actor: Actor,
  formId: number,
  body: FormSubmissionBody,
  customerId?: number,
): Promise<FormSubmissionResponse> {
  const { customer, staffId } = await formSubject(deps.db, actor, customerId);
  await requireWritableCustomer(deps.db, actor, customer.id);
  const structure = await structureOrNotFound(deps, formId);
  const view = formView(structure);
  const section =
    body.section_id === undefined ? null : view.sections.find((candidate) => candidate.id === body.section_id);
  if (section === undefined) throw invalid({ section_id: [formServerMessages.unknownSection] });
  if (JSON.stringify(body.answers).includes('\\u0000')) throw invalid({ answers: [formMessages.formHasErrors] });

  const targets = view.questions.filter(
    (question) => carriesAnswer(question) && (section === null || question.sectionId === section.id),
  );
  const stored = await repository.findResponse(deps.db, formId, customer.id);
  const storedAnswers = stored?.response.answers ?? {};
  const secrets = storedSecrets(stored?.secrets ?? [], deps.cipher);

  const ssnMessage = structure.form.settings.useLastFourSsn ? formMessages.ssnLastFour : formMessages.ssnFull;
  const { merged, ssnChanges, ssnErrors } = overlay(targets, body.answers, storedAnswers, secrets, ssnMessage);

  const validator = buildAnswerValidator(view.questions, {
    customer: { first_name: customer.firstName, last_name: customer.lastName },
    useLastFourSsn: structure.form.settings.useLastFourSsn,
  });
  const identifiers = targets.map((question) => question.identifier);
  let errors = { ...validator.validate(merged, identifiers), ...ssnErrors };
  if (Object.keys(errors).length === 0) errors = await referenceErrors(deps.db, customer.id, targets, merged);
  if (Object.keys(errors).length > 0) {
    if (selfAttestationFailed(errors)) throw new AppError(422, formMessages.selfAttestationInvalid, errors);
    throw invalid(errors);
  }

  const completing = section === null;
  const answers = storableAnswers(view.questions, merged, secrets);
  const sectionStates: Record<string, StoredSectionState> = { ...(stored?.response.sectionStates ?? {}) };
  for (const done of completing ? view.sections : [section])
    sectionStates[done.key] = { completed: true, error: false };
  const status = completing || stored?.response.status === 'Complete' ? 'Complete' : 'Incomplete';
  const signature = body.signatures?.customer?.signature;

  await deps.db.transaction(async (tx) => {
    const responseId = await repository.upsertResponse(tx, formId, customer.id, {
      status,
      answers,
      sectionStates,
      signature: signature === undefined ? (stored?.response.signature ?? null) : signature,
      updatedByStaffId: staffId,
      completedAt: completing ? new Date() : (stored?.response.completedAt ?? null),
    });
    for (const [identifier, change] of ssnChanges) {
      if (change.kind === 'clear') await repository.deleteSecret(tx, responseId, identifier);
      if (change.kind === 'set') {
        await repository.saveSecret(
          tx,
          responseId,
          identifier,
          deps.cipher.encrypt(change.digits),
          change.digits.slice(-4),
        );
      }
    }
  });

  return {
    saved: true,
    completed: completing,
    customer_status: status,
    sections: view.sections.map((candidate) => toSectionResponse(candidate, sectionStates[candidate.key])),
  };
}

/**
 * The answers as they would be after this save: the stored ones (SSNs decrypted, in memory only) overlaid by what was
 * sent for the targeted questions; readonly questions keep their stored value or default.
 */
function overlay(
  targets: readonly FormQuestionView[],
  sent: FormAnswers,
  storedAnswers: FormAnswers,
  secrets: Map<string, StoredSecret>,
  ssnMessage: string,
) {
  const merged: FormAnswers = { ...storedAnswers };
  for (const [identifier, secret] of secrets) merged[identifier] = secret.plain();
  const ssnChanges = new Map<string, SsnChange>();
  const ssnErrors: AnswerErrors = {};
  for (const question of targets) {
    const { identifier } = question;
    if (question.readonly) {
      merged[identifier] = storedAnswers[identifier] ?? question.default;
    } else if (own(sent, identifier) && holdsSecret(question, secrets)) {
      const change = ssnChange(sent[identifier], secrets.get(identifier));
      ssnChanges.set(identifier, change);
      if (change.kind === 'clear') merged[identifier] = null;
      if (change.kind === 'set') merged[identifier] = sent[identifier];
      if (change.kind === 'invalid') ssnErrors[identifier] = [ssnMessage];
    } else if (own(sent, identifier)) {
      merged[identifier] = sent[identifier];
    }
  }
  return { merged, ssnChanges, ssnErrors };
}

/**
 * Answers of the form's own questions only, and never an SSN (those live encrypted in form_secret_answers), nor
 * anything for a question that holds an encrypted answer, whatever its control is today.
 */
function storableAnswers(
  questions: readonly FormQuestionView[],
  merged: FormAnswers,
  secrets: Map<string, StoredSecret>,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of questions) {
    if (!carriesAnswer(question) || holdsSecret(question, secrets)) continue;
    const value = merged[question.identifier];
    if (value !== undefined) answers[question.identifier] = value;
  }
  return answers;
}
