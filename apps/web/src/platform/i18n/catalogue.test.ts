import { describe, expect, it } from 'vitest';
import { languages, type Messages } from './catalogue';

/**
 * Every participant-portal text in every language: the same keys as English in every namespace, and the same
 * placeholders ({{name}}) wherever the other language uses one.
 */
const files = import.meta.glob<Messages>('../../locales/*/*.ts', { eager: true, import: 'default' });

function catalogue(language: string): Map<string, Messages> {
  const found = new Map<string, Messages>();
  for (const [path, messages] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
    if (match?.[1] === language) found.set(match[2]!, messages);
  }
  return found;
}

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]));

const english = catalogue('en');

describe('the message catalogue', () => {
  it('has an English catalogue with the shared namespace', () => {
    expect(english.has('common')).toBe(true);
  });

  for (const language of languages.filter((l) => l !== 'en')) {
    const other = catalogue(language);

    it(`${language} has every English namespace and no other`, () => {
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    });

    for (const [namespace, messages] of english) {
      it(`${language}/${namespace} has every English key and no other, each text non-empty`, () => {
        const source = flatten(messages);
        const translated = flatten(other.get(namespace) ?? {});
        const missing = [...source.keys()].filter((key) => !translated.has(key));
        const extra = [...translated.keys()].filter((key) => !source.has(key) && !/_(zero|two|few|many)$/.test(key));
        const empty = [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key);
        expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
      });

      it(`${language}/${namespace} uses only placeholders that English passes`, () => {
        const source = flatten(messages);
        const wrong = [...flatten(other.get(namespace) ?? {})]
          .filter(([key, text]) => {
            const allowed = placeholders(source.get(key.replace(/_(zero|two|few|many)$/, '_other')) ?? '');
            return [...placeholders(text)].some((name) => !allowed.has(name));
          })
          .map(([key]) => key);
        expect(wrong).toEqual([]);
      });
    }
  }
});
