import { z } from 'zod';
import { dateBounds } from '../dates.ts';
import { birthdateQuestionIdentifiers, birthdateRangeProblem } from '../birthdate.ts';
import { formConstants, formMessages, timeTrackingDays } from '../forms.ts';
import { formValidationMessages as ours } from './messages.ts';
import type { Rule, RuleInput } from './types.ts';
import {
  answerTextMax,
  digitsOnly,
  isAfterDateMaximum,
  isBeforeDateMinimum,
  isBlank,
  isIsoDate,
  isPlainObject,
  isPositiveInteger,
  toNumber,
} from './values.ts';

/** Rules of the plain controls (forms spec 5). Every rule first settles emptiness, then checks the shape. */

const emailSchema = z.email();
const phoneCharacters = /^[\d\s().-]*$/;

export function textRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (typeof value !== 'string') report(null, ours.invalidValue);
    else if (value.length > answerTextMax) report(null, ours.maxLength(answerTextMax));
  };
}

export function emailRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (typeof value !== 'string' || !emailSchema.safeParse(value.trim()).success) {
      report(null, formMessages.invalidEmail);
    }
  };
}

/** Digits only once the mask's brackets, spaces and dashes are stripped, exactly ten of them. */
export function phoneRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (
      typeof value !== 'string' ||
      !phoneCharacters.test(value) ||
      digitsOnly(value).length !== formConstants.phoneDigits
    ) {
      report(null, formMessages.phoneDigits);
    }
  };
}

export function numberRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (toNumber(value) === null) report(null, formMessages.invalidNumber);
  };
}

/**
 * The 1900-01-01 minimum applies when the question is required (spec 5 words it so). A date-of-birth question
 * always follows the shared birthdate rule: 1900-01-01 up to today, read when the answer is checked.
 */
export function dateRule({ question, enforceRequired }: RuleInput): Rule {
  const isBirthdate = birthdateQuestionIdentifiers.includes(question.identifier);
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (!isIsoDate(value)) report(null, ours.invalidDate);
    else if (isBirthdate) {
      const problem = birthdateRangeProblem(value);
      if (problem) report(null, problem === 'tooEarly' ? ours.dateTooEarly : ours.birthdateInFuture);
    } else if (enforceRequired && isBeforeDateMinimum(value)) report(null, ours.dateTooEarly);
    else if (isAfterDateMaximum(value)) report(null, ours.dateTooLate(dateBounds.plan().max));
  };
}

export function singleOptionRule({ question, enforceRequired }: RuleInput): Rule {
  const values = new Set(question.options.map((option) => option.value));
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (typeof value !== 'string' || !values.has(value)) report(null, ours.invalidOption);
  };
}

export function multiOptionRule({ question, enforceRequired }: RuleInput): Rule {
  const values = new Set(question.options.map((option) => option.value));
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (!Array.isArray(value)) report(null, ours.invalidValue);
    else if (!value.every((item) => typeof item === 'string' && values.has(item))) report(null, ours.invalidOption);
  };
}

/** A required checkbox must be ticked. */
export function checkboxRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (value === undefined || value === null || value === false) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (value !== true) report(null, ours.invalidValue);
  };
}

/** The answer is the list of uploaded document ids; whether they belong to the customer is the server's check. */
export function fileUploadRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (!Array.isArray(value) || !value.every(isPositiveInteger)) report(null, ours.invalidDocuments);
  };
}

/**
 * Seven rows of a date and hours. An hour needs its date (the hour input is read-only until the date is chosen);
 * a required table needs at least one row with both.
 */
export function timeTrackingRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (value === undefined || value === null) {
      if (enforceRequired) report(null, formMessages.required);
      return;
    }
    if (!isPlainObject(value)) {
      report(null, ours.invalidValue);
      return;
    }
    let completeRows = 0;
    let rowErrors = 0;
    const rowReport: typeof report = (field, message) => {
      rowErrors += 1;
      report(field, message);
    };
    for (const day of timeTrackingDays) {
      const date = value[`day_${day}`];
      const hours = value[`hour_${day}`];
      const hasDate = !isBlank(date);
      if (hasDate && !isIsoDate(date)) rowReport(`day_${day}`, ours.invalidDate);
      else if (isIsoDate(date) && isAfterDateMaximum(date))
        rowReport(`day_${day}`, ours.dateTooLate(dateBounds.plan().max));
      if (isBlank(hours)) continue;
      const number = toNumber(hours);
      if (number === null) rowReport(`hour_${day}`, formMessages.invalidNumber);
      else if (number < formConstants.hoursMin || number > formConstants.hoursMax) {
        rowReport(`hour_${day}`, ours.hoursRange);
      } else if (!hasDate) rowReport(`hour_${day}`, ours.hourWithoutDate);
      else completeRows += 1;
    }
    if (enforceRequired && completeRows === 0 && rowErrors === 0) report(null, formMessages.required);
  };
}
