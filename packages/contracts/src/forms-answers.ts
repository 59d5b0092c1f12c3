import type { FormAnswers, QuestionComponent, QuestionControl, QuestionOption } from './forms.ts';

/**
 * One answer validator, built from a form's questions, run by the browser on every section change and by the
 * server on every section save and complete submission (forms spec 4-5).
 */

/** What the validator needs of a question: the loaded question and the stored definition both have it. */
export interface ValidatableQuestion {
  identifier: string;
  control: QuestionControl;
  component: QuestionComponent | null;
  required: boolean;
  options: QuestionOption[];
  hidden: boolean;
  readonly: boolean;
}

export interface AnswerContext {
  /** The customer's recorded names: self-attestation must equal them. */
  customer: { first_name: string; last_name: string };
  /** The form setting useLastFourSsn. */
  useLastFourSsn: boolean;
}

/** Field errors keyed like the 422 body: the question identifier, or identifier.field for a compound answer. */
export type AnswerErrors = Record<string, string[]>;

export interface AnswerValidator {
  /** Errors of one question's answer ([] when valid). */
  validateQuestion(identifier: string, value: unknown): string[];
  /** Errors of the given questions (all of them when `identifiers` is omitted). */
  validate(answers: FormAnswers, identifiers?: readonly string[]): AnswerErrors;
}

export function buildAnswerValidator(
  questions: readonly ValidatableQuestion[],
  context: AnswerContext,
): AnswerValidator {
  void questions;
  void context;
  throw new Error('buildAnswerValidator: being written (forms helper)');
}

/** Spec 4: answered required questions over required questions, rounded up, capped at 100; 100 with none required. */
export function sectionProgress(questions: readonly ValidatableQuestion[], answers: FormAnswers): number {
  void questions;
  void answers;
  throw new Error('sectionProgress: being written (forms helper)');
}
