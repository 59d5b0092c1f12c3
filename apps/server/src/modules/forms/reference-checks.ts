import {
  formConstants,
  formServerMessages,
  formValidationMessages,
  type AnswerErrors,
  type FormAnswers,
} from '@portal/contracts';
import type { DbOrTx } from '@portal/db';
import type { FormQuestionView } from './questions.ts';
import * as repository from './repository.ts';

/**
 * What only the server can check, after the shared validator passed: the documents a file question names belong to
 * the customer and are not deleted; a job title is an occupation we know (0 = Never Employed); races are listed ones.
 */

const ids = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((item) => Number.isSafeInteger(item)) ? (value as number[]) : null;

const occupationId = (value: unknown): number | null =>
  Number.isSafeInteger(value) && (value as number) !== formConstants.neverEmployedValue ? (value as number) : null;

export async function referenceErrors(
  db: DbOrTx,
  customerId: number,
  questions: readonly FormQuestionView[],
  answers: FormAnswers,
): Promise<AnswerErrors> {
  const errors: AnswerErrors = {};
  const documentIds = new Map<string, number[]>();
  const occupations = new Map<string, number>();
  const raceIds = new Map<string, number[]>();

  for (const question of questions) {
    const value = answers[question.identifier];
    if (value === undefined || value === null) continue;
    if (question.control === 'file_upload') {
      const list = ids(value);
      if (list && list.length > 0) documentIds.set(question.identifier, list);
    } else if (question.component === 'onet-job-title') {
      const id = occupationId(value);
      if (id !== null) occupations.set(question.identifier, id);
    } else if (question.component === 'are-you-working' && typeof value === 'object') {
      const id = occupationId(
        (value as Record<string, unknown>).employment_status_most_recent_job_career_opportunity_id,
      );
      if (id !== null)
        occupations.set(`${question.identifier}.employment_status_most_recent_job_career_opportunity_id`, id);
    } else if (question.component === 'races') {
      const list = ids(value);
      if (list && list.length > 0) raceIds.set(question.identifier, list);
    }
  }

  if (documentIds.size > 0) {
    const live = await repository.customerDocumentIds(db, customerId, [...documentIds.values()].flat());
    for (const [key, list] of documentIds) {
      if (list.some((id) => !live.has(id))) errors[key] = [formValidationMessages.invalidDocuments];
    }
  }
  if (occupations.size > 0) {
    const known = await repository.existingOccupationIds(db, [...occupations.values()]);
    for (const [key, id] of occupations) if (!known.has(id)) errors[key] = [formValidationMessages.invalidJobTitle];
  }
  if (raceIds.size > 0) {
    const known = new Set((await repository.listRaces(db)).map((race) => race.id));
    for (const [key, list] of raceIds) {
      if (list.some((id) => !known.has(id))) errors[key] = [formServerMessages.raceInvalid];
    }
  }
  return errors;
}
