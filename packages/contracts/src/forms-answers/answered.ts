import { displayOnlyControls, timeTrackingDays, type QuestionComponent } from '../forms.ts';
import type { ValidatableQuestion } from './types.ts';
import { isBlank, isPlainObject } from './values.ts';

const displayOnly = new Set<string>(displayOnlyControls);
/** Spec 5: these are required whatever the question's flag says. */
const alwaysRequiredComponents = new Set<QuestionComponent>(['are-you-working', 'self-attestation']);

export function isDisplayOnly(question: Pick<ValidatableQuestion, 'control'>): boolean {
  return displayOnly.has(question.control);
}

/**
 * Whether the answer must be given: never for layout controls, a component question naming no component, or a hidden
 * or readonly question (its value comes from defaults or the server).
 */
export function isRequiredAnswer(question: ValidatableQuestion): boolean {
  if (isDisplayOnly(question) || question.hidden || question.readonly) return false;
  if (question.control !== 'component') return question.required;
  if (question.component === null) return false;
  return question.required || alwaysRequiredComponents.has(question.component);
}

const filled = (record: Record<string, unknown>, field: string) => !isBlank(record[field]);

/** Whether a question counts as answered for progress: the value its required check would accept as given. */
export function isAnswered(question: ValidatableQuestion, value: unknown): boolean {
  if (isDisplayOnly(question)) return false;
  if (question.control === 'checkbox') return value === true;
  if (question.control === 'time-tracking-table') {
    return (
      isPlainObject(value) &&
      timeTrackingDays.some((day) => filled(value, `day_${day}`) && filled(value, `hour_${day}`))
    );
  }
  if (question.control !== 'component') return !isBlank(value);
  switch (question.component) {
    case 'customer-primary-address':
      return (
        isPlainObject(value) && ['lookup', 'address', 'city', 'state', 'zip', 'county'].every((f) => filled(value, f))
      );
    case 'are-you-working':
      return (
        isPlainObject(value) &&
        typeof value.employment_are_you_working === 'boolean' &&
        filled(value, 'employment_status') &&
        (value.employment_are_you_working === false ||
          filled(value, 'employment_status_most_recent_job_career_opportunity_id'))
      );
    case 'self-attestation':
      return isPlainObject(value) && filled(value, 'firstName') && filled(value, 'lastName');
    case 'tanf':
      return isPlainObject(value) && filled(value, 'status');
    default:
      return !isBlank(value);
  }
}
