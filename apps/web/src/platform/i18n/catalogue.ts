/** The languages of the participant portal. English is the source; every other language mirrors its keys. */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language's own name, shown in that language by the switch. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A namespace's catalogue in English: nested objects of strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/**
 * The shape another language's catalogue must have: exactly the English keys (a missing or extra key fails the
 * typecheck), any string as the value.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
