import { formConstants, type QuestionComponent, type QuestionControl } from './forms.ts';
import { isRequiredAnswer } from './forms-answers/answered.ts';
import {
  addressRule,
  areYouWorkingRule,
  birthAssignedSexRule,
  onetJobTitleRule,
  racesRule,
  selfAttestationRule,
  ssnRule,
  tanfRule,
  zipCodeRule,
} from './forms-answers/components.ts';
import {
  checkboxRule,
  dateRule,
  emailRule,
  fileUploadRule,
  multiOptionRule,
  numberRule,
  phoneRule,
  singleOptionRule,
  textRule,
  timeTrackingRule,
} from './forms-answers/controls.ts';
import type {
  AnswerContext,
  AnswerErrors,
  AnswerValidator,
  Rule,
  RuleInput,
  ValidatableQuestion,
} from './forms-answers/types.ts';

/**
 * One answer validator, built from a form's questions, run by the browser on every section change and by the
 * server on every section save and complete submission (forms spec 4-5). Each question's checks are prepared once
 * when the validator is built; validating is then a walk over plain functions.
 */

export type { AnswerContext, AnswerErrors, AnswerValidator, ValidatableQuestion } from './forms-answers/types.ts';
export { formValidationMessages } from './forms-answers/messages.ts';
export { isAnswered, isDisplayOnly, isRequiredAnswer } from './forms-answers/answered.ts';
export { digitsOnly, isMaskedSsn } from './forms-answers/values.ts';
export * from './forms-answers/browser.ts';
// Apart from the validator (whose rules use Zod), so the form screen's tabs show progress without it (#30).
export { sectionProgress } from './forms-answers/progress.ts';

type RuleBuilder = (input: RuleInput) => Rule;

const controlRules: Partial<Record<QuestionControl, RuleBuilder>> = {
  multi_select: multiOptionRule,
  multi_checkbox: multiOptionRule,
  checkbox: checkboxRule,
  radio: singleOptionRule,
  select: singleOptionRule,
  file_upload: fileUploadRule,
  phone: phoneRule,
  email: emailRule,
  number: numberRule,
  date: dateRule,
  textarea: textRule,
  text: textRule,
  'time-tracking-table': timeTrackingRule,
};

const componentRules: Record<QuestionComponent, RuleBuilder> = {
  'primary-phone': phoneRule,
  'social-security-number': ssnRule,
  'current-email': emailRule,
  'customer-primary-address': addressRule,
  races: racesRule,
  'self-attestation': selfAttestationRule,
  tanf: tanfRule,
  'are-you-working': areYouWorkingRule,
  'onet-job-title': onetJobTitleRule,
  'zip-code': zipCodeRule,
  'birth-assigned-sex': birthAssignedSexRule,
};

/** Layout controls and a component question naming no component have no rule: they never error. */
function ruleBuilderOf(question: ValidatableQuestion): RuleBuilder | undefined {
  if (question.control !== 'component') return controlRules[question.control];
  return question.component === null ? undefined : componentRules[question.component];
}

export function buildAnswerValidator(
  questions: readonly ValidatableQuestion[],
  context: AnswerContext,
): AnswerValidator {
  const rules = new Map<string, Rule>();
  for (const question of questions) {
    const builder = ruleBuilderOf(question);
    if (builder)
      rules.set(question.identifier, builder({ question, context, enforceRequired: isRequiredAnswer(question) }));
  }
  const order = [...rules.keys()];

  function check(identifier: string, value: unknown, errors: AnswerErrors): void {
    rules.get(identifier)?.(value, (field, message) => {
      const key = field === null ? identifier : `${identifier}.${field}`;
      (errors[key] ??= []).push(message);
    });
  }

  return {
    validateQuestion(identifier, value) {
      const errors: AnswerErrors = {};
      check(identifier, value, errors);
      return Object.values(errors).flat();
    },
    validate(answers, identifiers) {
      const errors: AnswerErrors = {};
      for (const identifier of identifiers ?? order) check(identifier, answers[identifier], errors);
      return errors;
    },
  };
}

/** The self-attestation step's question, as the server appends it when the form requires one (spec 2-3). */
export const selfAttestationQuestion: ValidatableQuestion = {
  identifier: formConstants.selfAttestationIdentifier,
  control: 'component',
  component: 'self-attestation',
  required: true,
  options: [],
  hidden: false,
  readonly: false,
};
