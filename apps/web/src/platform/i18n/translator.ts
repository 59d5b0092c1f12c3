import type { Messages } from './catalogue';

/**
 * The part of i18next the portal uses, in about 2 KiB instead of i18next's 15 and react-i18next's 3 (issue #30: every
 * page loads this before its first paint). Lookups behave as i18next's: `ns:key` or the namespace given, nested keys
 * with dots, plurals by `count` (`key_one`, `key_other` through Intl.PluralRules, `key_zero` for 0 when written),
 * `{{name}}` filled from the options (nothing escaped: React escapes what it renders), the fallback language's text
 * when the language shown lacks one, then `defaultValue`, then the key itself.
 */
export interface TranslateOptions {
  [value: string]: unknown;
  count?: number;
  defaultValue?: string;
  lng?: string;
  ns?: string | readonly string[];
}

type Translate = (
  key: string | readonly string[],
  options?: TranslateOptions | string,
  more?: TranslateOptions,
) => string;
type LanguageListener = (language: string) => void;

export interface Translator {
  /** The language shown. */
  readonly language: string;
  t: Translate;
  getFixedT(language: string | null, namespace?: string | readonly string[]): Translate;
  exists(key: string, options?: TranslateOptions): boolean;
  /** Whether a namespace is there for the language (by default the one shown) and its fallback. */
  hasLoadedNamespace(namespace: string, language?: string): boolean;
  loadNamespaces(namespaces: string | readonly string[]): Promise<void>;
  addResourceBundle(language: string, namespace: string, messages: Messages): Translator;
  /** One namespace of one language as loaded, or undefined before it is. */
  getResourceBundle(language: string, namespace: string): Messages | undefined;
  /** Fetches what the language needs of the namespaces asked for so far, then shows it. */
  changeLanguage(language: string): Promise<Translate>;
  on(event: 'languageChanged', listener: LanguageListener): Translator;
  off(event: 'languageChanged', listener: LanguageListener): Translator;
  /** Namespaces a component shows (`useT`): loaded again for the language it switches to. */
  reportNamespaces(namespaces: readonly string[]): void;
  usedNamespaces(): string[];
}

/** Reads one namespace of one language; a rejection is retried. */
export type CatalogueLoader = (language: string, namespace: string) => Promise<Messages>;

const namespaceKey = /^([\w-]+):(.+)$/;
const placeholder = /\{\{(-?)\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g;
const retries = 5;

const pathIn = (source: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), source);

export function createTranslator({
  fallbackLanguage,
  defaultNamespace,
  load,
}: {
  fallbackLanguage: string;
  defaultNamespace: string;
  load: CatalogueLoader;
}): Translator {
  let shown = fallbackLanguage;
  const store = new Map<string, Messages>();
  const pending = new Map<string, Promise<void>>();
  const requested = new Set<string>([defaultNamespace]);
  const listeners = new Set<LanguageListener>();
  const pluralRules = new Map<string, Intl.PluralRules>();

  const storeKey = (language: string, namespace: string) => `${language}|${namespace}`;
  const languagesFor = (language: string) =>
    language === fallbackLanguage ? [language] : [language, fallbackLanguage];

  const pluralOf = (language: string, count: number) => {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  };

  const fill = (text: string, values: TranslateOptions) =>
    text.replace(placeholder, (_, _raw: string, name: string) => {
      const value = pathIn(values, name);
      if (value === undefined || value === null) return '';
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value.toString()
        : JSON.stringify(value);
    });

  /** The text for one key in one namespace and language, with i18next's order of plural forms. */
  const find = (language: string, namespace: string, key: string, count: number | undefined) => {
    const messages = store.get(storeKey(language, namespace));
    if (!messages) return undefined;
    const candidates =
      count === undefined
        ? [key]
        : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(language, count)}`, key, `${key}_other`];
    for (const candidate of candidates) {
      const found = pathIn(messages, candidate);
      if (typeof found === 'string') return found;
    }
    return undefined;
  };

  const resolve = (keys: string | readonly string[], options: TranslateOptions, fixed: readonly string[]) => {
    const language = options.lng ?? shown;
    const fallbackNamespaces =
      options.ns === undefined ? fixed : typeof options.ns === 'string' ? [options.ns] : options.ns;
    let lastKey = '';
    for (const full of typeof keys === 'string' ? [keys] : keys) {
      const match = namespaceKey.exec(full);
      const key = match ? match[2]! : full;
      lastKey = key;
      for (const namespace of match ? [match[1]!] : fallbackNamespaces)
        for (const code of languagesFor(language)) {
          const text = find(code, namespace, key, typeof options.count === 'number' ? options.count : undefined);
          if (text !== undefined) return { text, lastKey };
        }
    }
    return { text: undefined, lastKey };
  };

  const fixedT = (language: string | null | undefined, namespaces: readonly string[]): Translate => {
    return (keys, second, more) => {
      const options: TranslateOptions =
        typeof second === 'string' ? { ...more, defaultValue: second } : { ...(second ?? {}) };
      if (language && options.lng === undefined) options.lng = language;
      const { text, lastKey } = resolve(keys, options, namespaces);
      return fill(text ?? options.defaultValue ?? lastKey, options);
    };
  };

  const loadOne = (language: string, namespace: string): Promise<void> => {
    const key = storeKey(language, namespace);
    if (store.has(key)) return Promise.resolve();
    let loading = pending.get(key);
    if (!loading) {
      const attempt = (left: number): Promise<void> =>
        load(language, namespace).then(
          (messages) => void store.set(key, messages),
          () =>
            left > 0
              ? new Promise<void>((done) => setTimeout(done, 350 * (retries - left + 1))).then(() => attempt(left - 1))
              : // Given up, as i18next does: the keys show rather than a loader that never ends.
                void store.set(key, {}),
        );
      loading = attempt(retries).finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    return loading;
  };

  const instance: Translator = {
    get language() {
      return shown;
    },

    t: fixedT(undefined, [defaultNamespace]),

    getFixedT: (language: string | null, namespace?: string | readonly string[]) =>
      fixedT(
        language,
        namespace === undefined ? [defaultNamespace] : typeof namespace === 'string' ? [namespace] : namespace,
      ),

    exists: (key: string, options: TranslateOptions = {}) =>
      resolve(key, options, [defaultNamespace]).text !== undefined,

    hasLoadedNamespace: (namespace: string, language = shown) =>
      languagesFor(language).every((code) => store.has(storeKey(code, namespace))),

    loadNamespaces: async (namespaces: string | readonly string[]): Promise<void> => {
      const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
      for (const namespace of list) requested.add(namespace);
      await Promise.all(list.flatMap((namespace) => languagesFor(shown).map((code) => loadOne(code, namespace))));
    },

    addResourceBundle: (language: string, namespace: string, messages: Messages) => {
      store.set(storeKey(language, namespace), messages);
      return instance;
    },

    getResourceBundle: (language: string, namespace: string) => store.get(storeKey(language, namespace)),

    changeLanguage: async (language: string) => {
      await Promise.all(
        [...requested].flatMap((namespace) => languagesFor(language).map((code) => loadOne(code, namespace))),
      );
      shown = language;
      for (const listener of listeners) listener(language);
      return instance.t;
    },

    on: (event: 'languageChanged', listener: (language: string) => void) => {
      if (event === 'languageChanged') listeners.add(listener);
      return instance;
    },

    off: (event: 'languageChanged', listener: (language: string) => void) => {
      if (event === 'languageChanged') listeners.delete(listener);
      return instance;
    },

    reportNamespaces: (namespaces: readonly string[]) => {
      for (const namespace of namespaces) requested.add(namespace);
    },

    usedNamespaces: () => [...requested],
  };
  return instance;
}
