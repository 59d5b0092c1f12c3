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
 * Dates, numbers and money for a language. `short` is 06/30/2026 in English (the spec's month/day/year) and
 * 30/06/2026 in Spanish; `long` is June 30, 2026 / 30 de junio de 2026.
 */
export function formatters(language: string | undefined) {
  const locale = localeOf(language);
  return {
    locale,
    date: (value: DateInput, style: 'short' | 'medium' | 'long' = 'short') =>
      toDate(value).toLocaleDateString(
        locale,
        style === 'short' ? { month: '2-digit', day: '2-digit', year: 'numeric' } : { dateStyle: style },
      ),
    dateTime: (value: DateInput) =>
      toDate(value).toLocaleString(locale, {
        month: '2-digit',
        day: '2-digit',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    time: (value: DateInput) => toDate(value).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' }),
    number: (value: number, options?: Intl.NumberFormatOptions) => value.toLocaleString(locale, options),
    /** Dollars; whole dollars unless `cents` is asked for. */
    money: (value: number, { cents = false }: { cents?: boolean } = {}) =>
      value.toLocaleString(locale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }),
    /** 0.42 → 42% */
    percent: (ratio: number) => ratio.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 0 }),
  };
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
