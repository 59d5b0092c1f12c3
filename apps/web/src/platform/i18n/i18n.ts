import type { i18n as I18next } from 'i18next';
import { defaultLanguage, isLanguage, type Language, type Messages } from './catalogue';
import { createTranslator } from './translator';

/**
 * The participant portal's texts (translator.ts: i18next's lookups without i18next). Every language's catalogue,
 * English included, is one lazy chunk per namespace, so no catalogue is in the entry chunk (issue #24; decision 0045,
 * 2026-11-29): English namespaces are fetched as the components that use them first render (`useT('x')` suspends
 * until 'x' is there; the route's transition keeps the previous page, or a loader shows, never the keys), and another
 * language's namespaces all at once when it is chosen, before it is shown. Namespaces are the files under
 * src/locales/<language>/<namespace>.ts (found by file name: no index to edit).
 */
const catalogueFiles = import.meta.glob<Messages>('../../locales/*/*.ts', { import: 'default' });
const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.ts$/, '$1');
const languageOf = (path: string) => path.replace(/^.*\/locales\/([^/]+)\/[^/]+\.ts$/, '$1');
const fileOf = (language: string, namespace: string) => `../../locales/${language}/${namespace}.ts`;

export const namespaces = Object.keys(catalogueFiles)
  .filter((path) => languageOf(path) === defaultLanguage)
  .map(namespaceOf);

export const translator = createTranslator({
  fallbackLanguage: defaultLanguage,
  // The shared texts (navigation, buttons, the loader): `t('loading')` outside a page's own namespace.
  defaultNamespace: 'common',
  load: (language, namespace) => catalogueFiles[fileOf(language, namespace)]?.() ?? Promise.resolve({}),
});

/**
 * The same object with i18next's types, so `i18n.t('outcomes:title')` keeps its typed keys. Only what the translator
 * has is listed: anything else of i18next's fails the typecheck instead of at run time.
 */
export const i18n = translator as unknown as Pick<
  I18next,
  't' | 'language' | 'exists' | 'getFixedT' | 'loadNamespaces' | 'addResourceBundle' | 'changeLanguage' | 'on'
>;

// Component tests render synchronously: the English catalogue is in place before any test. The condition is false in
// the build, which drops this (a test-only eager import would still pull the catalogues into the entry's chunks).
if (import.meta.env.MODE === 'test') await translator.loadNamespaces(namespaces);

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
translator.on('languageChanged', setDocumentLanguage);

const loaded = new Map<Language, Promise<void>>();

/**
 * Fetches what a language needs before it is shown. English: the shared namespace and those on the screen (a page
 * read in Spanish until now). Another language: every namespace, in parallel, once (outside React, `i18n.t` and the
 * validation messages may read any of them).
 */
export function loadLanguage(language: Language): Promise<void> {
  if (language === defaultLanguage) {
    // For the language shown and its fallback, English: so also while Spanish is still shown.
    return translator.loadNamespaces(['common', ...translator.usedNamespaces()]);
  }
  let pending = loaded.get(language);
  if (!pending) {
    const files = Object.entries(catalogueFiles).filter(([path]) => languageOf(path) === language);
    pending = Promise.all([
      ...files.map(async ([path, load]) => {
        translator.addResourceBundle(language, namespaceOf(path), await load());
      }),
      // The server's and the schemas' English messages are looked up in the English catalogue (validation.ts).
      translator.loadNamespaces('validation'),
    ]).then(() => undefined);
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}

const storageKey = 'portal.language';

/** The participant's language: the switch's remembered choice, else the browser's first language we have. */
export function preferredLanguage(): Language {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be off (private mode): the browser's language then.
  }
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** Whether this browser remembers a language the participant chose (the switch), not just the browser's own. */
export function hasRememberedLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(storageKey));
  } catch {
    return false;
  }
}

/** Whether a page shows the participant's language. The staff portal is in English only. */
export function isParticipantPath(pathname: string): boolean {
  return !isStaffPath(pathname);
}

/** Staff pages: everything that is not the customer portal, the guest pages or the public home. */
const guestPaths = ['/job-board', '/career-cluster', '/about'];
function isStaffPath(pathname: string): boolean {
  if (pathname === '/' || pathname.startsWith('/customer-portal')) return false;
  if (guestPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return false;
  return true;
}

/** Shows a language now (loading its catalogue first). */
export async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (translator.language !== language) await translator.changeLanguage(language);
  else setDocumentLanguage(language);
}

/** The language a path is shown in: the participant's on their pages, English on the staff's. */
export function languageForPath(pathname: string): Language {
  return isParticipantPath(pathname) ? preferredLanguage() : defaultLanguage;
}

/**
 * The chosen language told to the server too, which writes a guest page's first paint in it (ADR 0054; without the
 * cookie it goes by the browser's Accept-Language, as preferredLanguage does).
 */
export const languageCookie = 'portal.language';
function tellServer(language: Language) {
  if (typeof document !== 'undefined')
    document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The switch: remembers the choice on this browser and shows it. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered where storage is off; still shown.
  }
  tellServer(language);
  await activateLanguage(language);
}

/** Before the first render: the page's language, so a Spanish reader never sees the English first. */
export function startI18n(pathname: string): Promise<void> {
  // A choice remembered before the cookie existed reaches the server from the next page on.
  if (hasRememberedLanguage()) tellServer(preferredLanguage());
  return activateLanguage(languageForPath(pathname)).catch(() => undefined);
}

/** Test helper: back to English with nothing remembered. */
export async function resetLanguageForTests(): Promise<void> {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // ignore
  }
  await translator.changeLanguage(defaultLanguage);
}

export const languageStorageKey = storageKey;
