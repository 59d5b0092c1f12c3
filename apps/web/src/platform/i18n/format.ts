import { defaultLanguage, isLanguage, type Language } from './catalogue';
import { i18n } from './i18n';
import { useLanguage } from './react';

/** The Intl locale of each language: US English, and Spanish as the United States writes it. */
const locales: Record<Language, string> = { en: 'en-US', es: 'es-US' };

export function localeOf(language: string | undefined): string {
  return locales[isLanguage(language) ? language : defaultLanguage];
}

type DateInput = Date | string | number;

/** A date-only value ('YYYY-MM-DD') is a calendar day, not an instant: read it at local midnight. */
function toDate(value: DateInput): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00`);
  return value instanceof Date ? value : new Date(value);
}

/**
 * Intl's formatters, made once per locale and options: `toLocaleString` with options builds a new one on every call,
 * which a page of cards or a table calls hundreds of times as it renders.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function formatDate(locale: string, value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  // As toLocaleString says it; Intl's format would throw.
  if (Number.isNaN(date.getTime())) return String(date);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format.format(date);
}

const shortDate: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit', year: 'numeric' };

function formattersFor(locale: string) {
  return {
    locale,
    date: (value: DateInput, style: 'short' | 'medium' | 'long' = 'short') =>
      formatDate(locale, value, style === 'short' ? shortDate : { dateStyle: style }),
    dateTime: (value: DateInput) => formatDate(locale, value, { ...shortDate, hour: 'numeric', minute: '2-digit' }),
    time: (value: DateInput) => formatDate(locale, value, { hour: 'numeric', minute: '2-digit' }),
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    /** Dollars; whole dollars unless `cents` is asked for. */
    money: (value: number, { cents = false }: { cents?: boolean } = {}) =>
      numberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }).format(value),
    /** 0.42 → 42% */
    percent: (ratio: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio),
  };
}

const formattersByLocale = new Map<string, ReturnType<typeof formattersFor>>();

/**
 * Dates, numbers and money for a language. `short` is 06/30/2026 in English (the spec's month/day/year) and
 * 30/06/2026 in Spanish; `long` is June 30, 2026 / 30 de junio de 2026.
 */
export function formatters(language: string | undefined) {
  const locale = localeOf(language);
  let found = formattersByLocale.get(locale);
  if (!found) formattersByLocale.set(locale, (found = formattersFor(locale)));
  return found;
}

export type Formatters = ReturnType<typeof formatters>;

/** Outside React: the formatters of the language shown now. */
export function currentFormatters(): Formatters {
  return formatters(i18n.language);
}

/** In a component: the formatters of the language shown, re-rendering when it changes. */
export function useFormat(): Formatters {
  return formatters(useLanguage());
}
