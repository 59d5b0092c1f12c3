import type { FormAnswers, QuestionComponent, QuestionControl, QuestionOption } from '../forms.ts';

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
  /** Errors of one question's answer ([] when valid); a compound answer's field errors come flattened. */
  validateQuestion(identifier: string, value: unknown): string[];
  /** Errors of the given questions (all of them when `identifiers` is omitted). */
  validate(answers: FormAnswers, identifiers?: readonly string[]): AnswerErrors;
}

/** Reports one error: `field` is null for the answer as a whole, else the compound answer's field name. */
export type Report = (field: string | null, message: string) => void;

/** The checks of one question, prepared once when the validator is built. */
export type Rule = (value: unknown, report: Report) => void;

/** Everything a rule builder needs: `enforceRequired` is false for optional, hidden and readonly questions. */
export interface RuleInput {
  question: ValidatableQuestion;
  context: AnswerContext;
  enforceRequired: boolean;
}
