import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language, type Messages } from './catalogue';

/**
 * One i18next instance for the participant portal. English (the source) is bundled; each other language's
 * catalogue is its own lazy chunk per namespace, fetched all at once when that language is chosen. Namespaces are
 * the files under src/locales/<language>/<namespace>.ts (found by file name: no index to edit).
 */
const english = import.meta.glob<Messages>('../../locales/en/*.ts', { eager: true, import: 'default' });
const lazyCatalogues = import.meta.glob<Messages>(['../../locales/*/*.ts', '!../../locales/en/*.ts'], {
  import: 'default',
});

const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.ts$/, '$1');
const languageOf = (path: string) => path.replace(/^.*\/locales\/([^/]+)\/[^/]+\.ts$/, '$1');

export const namespaces = Object.keys(english).map(namespaceOf);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  ns: namespaces,
  defaultNS: 'common',
  resources: {
    en: Object.fromEntries(Object.entries(english).map(([path, messages]) => [namespaceOf(path), messages])),
  },
  partialBundledLanguages: true,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // Every namespace of the chosen language is loaded before it is shown: nothing to wait for while rendering.
  react: { useSuspense: false },
});

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', setDocumentLanguage);

const loaded = new Map<Language, Promise<void>>([[defaultLanguage, Promise.resolve()]]);

/** Fetches a language's catalogue (every namespace, in parallel) once. */
export function loadLanguage(language: Language): Promise<void> {
  let pending = loaded.get(language);
  if (!pending) {
    const files = Object.entries(lazyCatalogues).filter(([path]) => languageOf(path) === language);
    pending = Promise.all(
      files.map(async ([path, load]) => {
        i18n.addResourceBundle(language, namespaceOf(path), await load(), true, true);
      }),
    ).then(() => undefined);
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
  if (i18n.language !== language) await i18n.changeLanguage(language);
  else setDocumentLanguage(language);
}

/** The language a path is shown in: the participant's on their pages, English on the staff's. */
export function languageForPath(pathname: string): Language {
  return isParticipantPath(pathname) ? preferredLanguage() : defaultLanguage;
}

/** The switch: remembers the choice on this browser and shows it. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // Not remembered where storage is off; still shown.
  }
  await activateLanguage(language);
}

/** Before the first render: the page's language, so a Spanish reader never sees the English first. */
export function startI18n(pathname: string): Promise<void> {
  return activateLanguage(languageForPath(pathname)).catch(() => undefined);
}

/** Test helper: back to English with nothing remembered. */
export async function resetLanguageForTests(): Promise<void> {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // ignore
  }
  await i18n.changeLanguage(defaultLanguage);
}

export const languageStorageKey = storageKey;
