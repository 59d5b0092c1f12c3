import type { z } from 'zod';
import { config as configureZod } from 'zod/v4/core';

/**
 * The sentence for every validation failure a schema has no message of its own for, in the spec's style ('The date
 * received field is required.', Laravel's wording): the field is named after the last word of its path. Installed
 * as Zod's global error map when this module loads and, by name, by the web entry and the server (the web build
 * treats the contracts as side-effect free and calls on `z` as pure, so a load-time call alone could be dropped).
 * The browser's forms and the server's 422 bodies say the same, and no library default text reaches a person.
 */

type RawIssue = z.core.$ZodRawIssue;

/** `first_name` → 'first name', `useLastFourSsn` → 'use last four ssn'; the last named path segment wins. */
export function fieldLabel(path: readonly PropertyKey[] | undefined): string | null {
  const named = [...(path ?? [])].reverse().find((segment) => typeof segment === 'string' && !/^\d+$/.test(segment));
  if (typeof named !== 'string' || named.trim() === '') return null;
  return named
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
}

const plural = (count: number | bigint, unit: string) => `${String(count)} ${unit}${Number(count) === 1 ? '' : 's'}`;

const typeNouns: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  bigint: 'an integer',
  boolean: 'true or false',
  date: 'a valid date',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  file: 'a file',
};

const formatSentences: Record<string, string> = {
  email: 'must be a valid email address',
  url: 'must be a valid URL',
  date: 'is not a valid date',
  datetime: 'is not a valid date',
  time: 'is not a valid time',
  uuid: 'must be a valid UUID',
};

function sizeUnit(origin: string): string | null {
  if (origin === 'string') return 'character';
  if (origin === 'array' || origin === 'set') return 'item';
  if (origin === 'file') return 'byte';
  return null;
}

function isMissing(issue: RawIssue): boolean {
  return issue.input === undefined || issue.input === null;
}

/** Our sentence for a raw Zod issue (never undefined, so Zod's own defaults are never reached). */
export function validationMessageFor(issue: RawIssue): string {
  const label = fieldLabel(issue.path);
  const the = label ? `The ${label}` : 'This field';
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue) || issue.expected === 'nonoptional')
        return label ? `${the} field is required.` : 'This field is required.';
      return `${the} must be ${typeNouns[issue.expected] ?? 'of a valid type'}.`;
    case 'too_big': {
      const unit = sizeUnit(issue.origin);
      if (unit) {
        const verb = issue.origin === 'string' ? 'may not be greater than' : 'may not have more than';
        return issue.exact
          ? `${the} must be exactly ${plural(issue.maximum, unit)}.`
          : `${the} ${verb} ${plural(issue.maximum, unit)}.`;
      }
      if (issue.origin === 'date') return `${the} must be a date before or equal to ${String(issue.maximum)}.`;
      return issue.inclusive
        ? `${the} may not be greater than ${String(issue.maximum)}.`
        : `${the} must be less than ${String(issue.maximum)}.`;
    }
    case 'too_small': {
      const unit = sizeUnit(issue.origin);
      if (unit) {
        if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${the} field is required.`;
        if (issue.exact) return `${the} must be exactly ${plural(issue.minimum, unit)}.`;
        return issue.origin === 'string'
          ? `${the} must be at least ${plural(issue.minimum, unit)}.`
          : `${the} must have at least ${plural(issue.minimum, unit)}.`;
      }
      if (issue.origin === 'date') return `${the} must be a date after or equal to ${String(issue.minimum)}.`;
      return issue.inclusive
        ? `${the} must be at least ${String(issue.minimum)}.`
        : `${the} must be greater than ${String(issue.minimum)}.`;
    }
    case 'invalid_format':
      return `${the} ${formatSentences[issue.format] ?? 'format is invalid'}.`;
    case 'not_multiple_of':
      return `${the} must be a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `The field ${issue.keys[0]} is not allowed.`
        : `The fields ${issue.keys.join(', ')} are not allowed.`;
    case 'invalid_value':
      if (isMissing(issue)) return label ? `${the} field is required.` : 'This field is required.';
      return label ? `The selected ${label} is invalid.` : 'The selected value is invalid.';
    case 'invalid_union':
      if (isMissing(issue)) return label ? `${the} field is required.` : 'This field is required.';
      return `${the} is invalid.`;
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return `${the} is invalid.`;
  }
}

/**
 * A schema-wide message that speaks only for a missing value (`z.string({ error: whenMissing(requiredMessage) })`):
 * a schema-wide string would also answer a too-long or out-of-range value, which then read 'This field is required.'.
 */
export function whenMissing(message: string) {
  return (issue: RawIssue): string | undefined =>
    issue.input === undefined || issue.input === null ? message : undefined;
}

/** Makes our sentences Zod's global error map (Zod keeps it on globalThis, so every copy of Zod sees it). */
export function installValidationMessages(): void {
  configureZod({ customError: validationMessageFor });
}

installValidationMessages();
