import type { QuestionComponent, QuestionControl } from '../forms.ts';
import { buildAnswerValidator } from '../forms-answers.ts';
import type { AnswerContext, AnswerErrors, ValidatableQuestion } from './types.ts';

/** Shared by the forms-answers test files: a question, a context, and the errors of one answer. */

export const testContext: AnswerContext = {
  customer: { first_name: 'Ana María', last_name: 'Núñez' },
  useLastFourSsn: false,
};

export function question(control: QuestionControl, overrides: Partial<ValidatableQuestion> = {}): ValidatableQuestion {
  return {
    identifier: 'q',
    control,
    component: null,
    required: true,
    options: [],
    hidden: false,
    readonly: false,
    ...overrides,
  };
}

export function componentQuestion(
  component: QuestionComponent,
  overrides: Partial<ValidatableQuestion> = {},
): ValidatableQuestion {
  return question('component', { component, ...overrides });
}

export function errorsOf(
  target: ValidatableQuestion,
  value: unknown,
  context: AnswerContext = testContext,
): AnswerErrors {
  return buildAnswerValidator([target], context).validate({ [target.identifier]: value });
}

export const options = (...values: string[]) => values.map((value) => ({ value, display: value.toUpperCase() }));
