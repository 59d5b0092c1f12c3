import type english from '../../locales/en/validation';
import { defaultLanguage } from './catalogue';
import { i18n, translator } from './i18n';

/**
 * The contracts' validation messages in the language shown (issue #24). The schemas (packages/contracts) and the
 * server's 422 bodies speak the spec's English; a participant page reading Spanish finds that English in the
 * `validation` namespace (a whole message, or a sentence with a field name, a number or a day in it) and shows the
 * same message in Spanish. Staff pages are always in English, so their messages pass through as they came; so does
 * a message the catalogue does not know.
 */

type Pattern = { key: string; regex: RegExp; names: string[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: string, template: string): Pattern {
  const names: string[] = [];
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const placeholder = /^\{\{(\w+)\}\}$/.exec(part);
      if (!placeholder) return escape(part);
      names.push(placeholder[1]!);
      return placeholder[1] === 'count' ? '(\\d+)' : '(.+?)';
    })
    .join('');
  return { key: key.replace(/_(one|other)$/, ''), regex: new RegExp(`^${source}$`), names };
}

type Lookups = { messages: Map<string, string>; patterns: Pattern[] };
let cached: Lookups | undefined;
const none: Lookups = { messages: new Map(), patterns: [] };

/**
 * The English catalogue as lookups: message text → key, and each pattern as a regular expression (in order). The
 * English namespace is fetched with every other language (i18n.ts), not with the first page: English pages never
 * translate, so it stays out of the entry chunk.
 */
function lookups(): Lookups {
  if (cached) return cached;
  const en = translator.getResourceBundle(defaultLanguage, 'validation') as typeof english | undefined;
  if (!en) return none;
  cached = {
    messages: new Map(Object.entries(en.messages).map(([key, text]) => [text, key])),
    patterns: Object.entries(en.patterns).map(([key, template]) => compile(key, template)),
  };
  return cached;
}

/** A US day (MM/DD/YYYY) as the language writes it. */
function localDay(value: string, language: string): string {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return us && language !== 'en' ? `${us[2]}/${us[1]}/${us[3]}` : value;
}

/** The catalogue's lookup by a key built at run time (the keys come from the English file itself). */
const translate = (key: string, values?: Record<string, string | number>): string => {
  const text: unknown = i18n.t(key, values as never);
  return typeof text === 'string' ? text : key;
};

function fieldName(label: string): string {
  const key = `validation:fields.${label.replace(/ /g, '_')}`;
  return i18n.exists(key) ? translate(key) : label;
}

/** Whether the catalogue has the message, whole or as a pattern (its Spanish may be the same word: 'Error'). */
export function hasValidationEntry(message: string): boolean {
  const { messages, patterns } = lookups();
  return messages.has(message) || patterns.some((pattern) => pattern.regex.test(message));
}

/** One message in the language shown; unchanged in English or when the catalogue does not know it. */
export function translateValidationMessage(message: string): string {
  const language = i18n.language;
  if (!language || language === 'en') return message;
  const { messages, patterns } = lookups();
  const key = messages.get(message);
  if (key) return translate(`validation:messages.${key}`);
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    pattern.names.forEach((name, index) => {
      const value = match[index + 1]!;
      if (name === 'count') values.count = Number(value);
      else if (name === 'field') values.field = fieldName(value);
      else if (name === 'date') values.date = localDay(value, language);
      else values[name] = value;
    });
    return translate(`validation:patterns.${pattern.key}`, values);
  }
  return message;
}

/** Every message of a form's errors (`{ field: message }`), translated; other values (elements) as they are. */
export function translateFormErrors<T>(errors: Record<string, T>): Record<string, T> {
  if (!i18n.language || i18n.language === 'en') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? (translateValidationMessage(message) as T) : message,
    ]),
  );
}
