import { dateBounds } from '../dates.ts';
import { formConstants, formMessages, sexValues, workingStatusOptions } from '../forms.ts';
import { formValidationMessages as ours } from './messages.ts';
import type { Report, Rule, RuleInput } from './types.ts';
import {
  answerTextMax,
  digitsOnly,
  isAfterDateMaximum,
  isBlank,
  isIsoDate,
  isMaskedSsn,
  isPlainObject,
  isPositiveInteger,
} from './values.ts';

/** Rules of the components (forms spec 5); primary-phone and current-email reuse the phone and email rules. */

const requiredAddressFields = ['lookup', 'address', 'city', 'state', 'zip', 'county'] as const;
const addressTextFields = ['lookup', 'address', 'address2', 'city', 'state', 'zip', 'county'] as const;
/** The spec caps these at 255 (its city message says 50; we keep 255 for all, docs/spec-decisions.md). */
const addressCappedFields = ['address', 'address2', 'city', 'county'] as const;

export function addressRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (value === undefined || value === null) {
      if (enforceRequired) report(null, formMessages.addressRequired);
      return;
    }
    if (!isPlainObject(value)) {
      report(null, ours.invalidValue);
      return;
    }
    const text = (field: string) => (typeof value[field] === 'string' ? value[field].trim() : '');
    for (const field of addressTextFields) {
      const raw = value[field];
      if (raw !== undefined && raw !== null && typeof raw !== 'string') report(field, ours.invalidValue);
    }
    for (const field of ['latitude', 'longitude']) {
      const raw = value[field];
      if (raw !== undefined && raw !== null && (typeof raw !== 'number' || !Number.isFinite(raw))) {
        report(field, ours.invalidValue);
      }
    }
    if (text('lookup').length > answerTextMax) report('lookup', ours.maxLength(answerTextMax));
    for (const field of addressCappedFields) {
      if (text(field).length > formConstants.addressFieldMax)
        report(field, ours.maxLength(formConstants.addressFieldMax));
    }
    const state = text('state');
    if (state !== '' && state.length !== formConstants.stateLength) report('state', ours.stateLength);
    if (text('zip').length > formConstants.zipMax) report('zip', ours.addressZipLength);
    if (enforceRequired && requiredAddressFields.some((field) => text(field) === '')) {
      report(null, formMessages.addressRequired);
    }
  };
}

const zipCodePattern = new RegExp(`^\\d{${formConstants.zipComponentMin},${formConstants.zipComponentMax}}$`);

/** A numeric text of 5 to 9 digits; checked whenever given, required per the question. */
export function zipCodeRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (typeof value !== 'string' || !zipCodePattern.test(value.trim())) report(null, ours.zipCodeDigits);
  };
}

const sexes = new Set<string>(sexValues);

export function birthAssignedSexRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.sexRequired);
    } else if (typeof value !== 'string' || !sexes.has(value)) report(null, formMessages.sexRequired);
  };
}

const ssnCharacters = /^[\d\s-]*$/;

/** A masked value (***-**-1234) is the stored number sent back unchanged: the server restores it, so it passes. */
export function ssnRule({ context, enforceRequired }: RuleInput): Rule {
  const digits = context.useLastFourSsn ? formConstants.ssnLastFourDigits : formConstants.ssnDigits;
  const message = context.useLastFourSsn ? formMessages.ssnLastFour : formMessages.ssnFull;
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (isMaskedSsn(value)) return;
    else if (typeof value !== 'string' || !ssnCharacters.test(value) || digitsOnly(value).length !== digits) {
      report(null, message);
    }
  };
}

const racePattern = (value: unknown[]) => value.every(isPositiveInteger);

/** A list of race ids; 13 stands alone. Whether the ids exist is the server's check against the race table. */
export function racesRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (isBlank(value)) {
      if (enforceRequired) report(null, formMessages.required);
    } else if (!Array.isArray(value) || !racePattern(value)) report(null, ours.invalidValue);
    else if (value.includes(formConstants.exclusiveRaceId) && new Set(value).size > 1) {
      report(null, ours.raceExclusive);
    }
  };
}

/** An occupation id from the job-title search, or 0 for Never Employed. */
export function onetJobTitleRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (value === undefined || value === null || value === '') {
      if (enforceRequired) report(null, formMessages.required);
    } else if (typeof value !== 'number' || !Number.isInteger(value) || value < formConstants.neverEmployedValue) {
      report(null, ours.invalidJobTitle);
    }
  };
}

const workingStatuses = new Set<string>(workingStatusOptions.working);
const notWorkingStatuses = new Set<string>(workingStatusOptions.notWorking);
const jobTitleField = 'employment_status_most_recent_job_career_opportunity_id';

/**
 * Always required (spec 5). Once working is answered the status is required and must belong to that answer's list;
 * while working, the job title is required too (docs/spec-decisions.md).
 */
export function areYouWorkingRule({ enforceRequired }: RuleInput): Rule {
  return (value, report) => {
    if (value === undefined || value === null) {
      if (enforceRequired) report('employment_are_you_working', formMessages.required);
      return;
    }
    if (!isPlainObject(value)) {
      report(null, ours.invalidValue);
      return;
    }
    const working = value.employment_are_you_working;
    const status = value.employment_status;
    const jobTitle = value[jobTitleField];
    if (working !== undefined && working !== null && typeof working !== 'boolean') {
      report('employment_are_you_working', ours.invalidValue);
      return;
    }
    if (working === undefined || working === null) {
      if (enforceRequired) report('employment_are_you_working', formMessages.required);
    }
    checkStatus(status, working ?? null, enforceRequired, report);
    if (isBlank(jobTitle)) {
      if (enforceRequired && working === true) report(jobTitleField, formMessages.required);
    } else if (typeof jobTitle !== 'number' || !Number.isInteger(jobTitle) || jobTitle < 0) {
      report(jobTitleField, ours.invalidJobTitle);
    }
  };
}

function checkStatus(status: unknown, working: boolean | null, enforceRequired: boolean, report: Report): void {
  if (isBlank(status)) {
    if (enforceRequired && working !== null) report('employment_status', formMessages.required);
    return;
  }
  const allowed = working === true ? workingStatuses : working === false ? notWorkingStatuses : null;
  const known = typeof status === 'string' && (workingStatuses.has(status) || notWorkingStatuses.has(status));
  if (!known || (allowed !== null && !allowed.has(status))) report('employment_status', ours.invalidOption);
}

/** Case and surrounding or doubled spaces do not count as a mismatch (docs/spec-decisions.md). */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const nameFields = [
  { field: 'firstName', recorded: 'first_name', mismatch: formMessages.firstNameMismatch },
  { field: 'lastName', recorded: 'last_name', mismatch: formMessages.lastNameMismatch },
] as const;

/** Both names are required whenever the step is shown, and must equal the customer's recorded names. */
export function selfAttestationRule({ context, enforceRequired }: RuleInput): Rule {
  const expected = nameFields.map((name) => normalizeName(context.customer[name.recorded]));
  return (value, report) => {
    if (value !== undefined && value !== null && !isPlainObject(value)) {
      report(null, ours.invalidValue);
      return;
    }
    nameFields.forEach(({ field, mismatch }, index) => {
      const name = value?.[field];
      if (isBlank(name)) {
        if (enforceRequired) report(field, formMessages.required);
      } else if (typeof name !== 'string') report(field, ours.invalidValue);
      else if (name.length > formConstants.selfAttestationNameMax) {
        report(field, ours.maxLength(formConstants.selfAttestationNameMax));
      } else if (normalizeName(name) !== expected[index]) report(field, mismatch);
    });
  };
}

/** Status among the question's options (any text when it lists none); the date must be real when given. */
export function tanfRule({ question, enforceRequired }: RuleInput): Rule {
  const options = new Set(question.options.map((option) => option.value));
  return (value, report) => {
    if (value === undefined || value === null) {
      if (enforceRequired) report('status', formMessages.required);
      return;
    }
    if (!isPlainObject(value)) {
      report(null, ours.invalidValue);
      return;
    }
    const { status, date } = value;
    if (isBlank(status)) {
      if (enforceRequired) report('status', formMessages.required);
    } else if (typeof status !== 'string' || (options.size > 0 && !options.has(status))) {
      report('status', ours.invalidOption);
    }
    if (!isBlank(date) && !isIsoDate(date)) report('date', ours.invalidDate);
    else if (isIsoDate(date) && isAfterDateMaximum(date)) report('date', ours.dateTooLate(dateBounds.plan().max));
  };
}
