import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
// Types only: the hook and <Trans> keep react-i18next's typed keys; their code is ours (translator.ts).
import type { Trans as TransSignature, useTranslation } from 'react-i18next';
import { i18n, translator } from './i18n';

const subscribe = (onChange: () => void) => {
  translator.on('languageChanged', onChange);
  return () => void translator.off('languageChanged', onChange);
};
const shownLanguage = () => translator.language;

/** The language shown; the component renders again when it changes. */
export const useLanguage = () => useSyncExternalStore(subscribe, shownLanguage, shownLanguage);

function useTexts(ns?: string | readonly string[]) {
  const namespaces = ns === undefined ? ['common'] : typeof ns === 'string' ? [ns] : ns;
  const language = useLanguage();
  const key = namespaces.join(',');
  // Keys of the first namespace need no prefix; another one's are written `common:save` (react-i18next's default).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the namespaces' contents
  const t = useMemo(() => translator.getFixedT(language, namespaces[0]), [language, key]);
  translator.reportNamespaces(namespaces);
  const missing = namespaces.filter((namespace) => !translator.hasLoadedNamespace(namespace, language));
  // Suspense: the loader (or the page before) stays until the texts are there, so no key is ever shown.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise is how a hook suspends (as react-i18next does)
  if (missing.length > 0) throw translator.loadNamespaces(missing);
  return { t, i18n, ready: true };
}

/**
 * `const { t } = useT('my-career')` then `t('title')`; keys are typed from the English catalogue. Suspends until the
 * namespace is loaded for the language shown.
 */
export const useT = useTexts as unknown as typeof useTranslation;

/** HTML a text may hold without a component given for it, as react-i18next keeps them. */
const plainTags = new Set(['br', 'strong', 'b', 'i', 'em', 'p']);
const firstTag = /<(\w+)\s*(\/?)>/;

/** A text's `<name>…</name>` and `<name/>` parts as the elements given for them (by name or index). */
function withElements(text: string, elements: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let rest = text;
  while (rest) {
    const open = firstTag.exec(rest);
    if (!open) {
      nodes.push(rest);
      break;
    }
    if (open.index > 0) nodes.push(rest.slice(0, open.index));
    const name = open[1]!;
    let after = rest.slice(open.index + open[0].length);
    let inner = '';
    if (!open[2]) {
      const close = after.indexOf(`</${name}>`);
      if (close === -1) {
        nodes.push(open[0]);
        rest = after;
        continue;
      }
      inner = after.slice(0, close);
      after = after.slice(close + name.length + 3);
    }
    const children = inner ? withElements(inner, elements) : [];
    const element = elements[name];
    const key = nodes.length;
    if (isValidElement(element)) nodes.push(cloneElement(element, { key }, ...children));
    else if (plainTags.has(name)) nodes.push(createElement(name, { key }, ...children));
    else nodes.push(createElement(Fragment, { key }, ...children));
    rest = after;
  }
  return nodes;
}

interface TransProps {
  i18nKey?: string;
  t?: (key: string, options?: Record<string, unknown>) => string;
  ns?: string;
  values?: Record<string, unknown>;
  count?: number;
  defaults?: string;
  components?: readonly ReactElement[] | Record<string, ReactElement>;
}

function TransText({ i18nKey = '', t, ns, values, count, defaults, components = {} }: TransProps) {
  const own = useTexts(ns);
  const translate = t ?? own.t;
  const text = translate(i18nKey, { ...values, ...(count === undefined ? {} : { count }), defaultValue: defaults });
  return <>{withElements(text, { ...components } as Record<string, ReactElement>)}</>;
}

/** A text with elements inside: `<Trans t={t} i18nKey="sentTo" values={…} components={{ strong: <strong /> }} />`. */
export const Trans = TransText as unknown as typeof TransSignature;
