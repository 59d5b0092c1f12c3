import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { Messages } from './catalogue';
import { createTranslator } from './translator';

const catalogues: Record<string, Record<string, Messages>> = {
  en: {
    common: { save: 'Save', nav: { about: 'About' }, greeting: 'Hello, {{name}}!' },
    jobs: {
      found_one: '{{count}} job',
      found_other: '{{count}} jobs',
      found_zero: 'No jobs',
      onlyEnglish: 'English only',
    },
  },
  es: {
    common: { save: 'Guardar', nav: { about: 'Acerca de' }, greeting: '¡Hola, {{name}}!' },
    jobs: { found_one: '{{count}} empleo', found_other: '{{count}} empleos' },
  },
};

function translator(fail = 0) {
  let failures = fail;
  const reads: string[] = [];
  const instance = createTranslator({
    fallbackLanguage: 'en',
    defaultNamespace: 'common',
    load: (language, namespace) => {
      reads.push(`${language}/${namespace}`);
      if (failures-- > 0) return Promise.reject(new Error('offline'));
      return Promise.resolve(catalogues[language]?.[namespace] ?? {});
    },
  });
  return { instance, reads };
}

describe('translator (i18next lookups, issue #30)', () => {
  it('reads nested keys, a namespace prefix, values and the plural forms as i18next does', async () => {
    const { instance } = translator();
    await instance.loadNamespaces(['common', 'jobs']);
    const jobs = instance.getFixedT(null, 'jobs');
    expect(instance.t('nav.about')).toBe('About');
    expect(instance.t('greeting', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(jobs('common:save')).toBe('Save');
    expect(jobs('found', { count: 1 })).toBe('1 job');
    expect(jobs('found', { count: 3 })).toBe('3 jobs');
    expect(jobs('found', { count: 0 })).toBe('No jobs');
    expect(jobs('missing', { defaultValue: 'Plan {{n}}', n: 2 })).toBe('Plan 2');
    expect(jobs('jobs:missing.key')).toBe('missing.key');
    expect(instance.exists('jobs:onlyEnglish')).toBe(true);
    expect(instance.exists('jobs:nothing')).toBe(false);
  });

  it('shows another language once its namespaces are in, falling back to English for a text it lacks', async () => {
    const { instance, reads } = translator();
    await instance.loadNamespaces('jobs');
    const changed: string[] = [];
    instance.on('languageChanged', (language) => changed.push(language));
    await instance.changeLanguage('es');
    expect(reads).toEqual(expect.arrayContaining(['es/common', 'es/jobs']));
    expect(changed).toEqual(['es']);
    expect(instance.t('save')).toBe('Guardar');
    expect(instance.t('jobs:found', { count: 0 })).toBe('0 empleos');
    expect(instance.t('jobs:onlyEnglish')).toBe('English only');
    expect(instance.t('save', { lng: 'en' })).toBe('Save');
  });

  it('retries a namespace whose fetch failed', async () => {
    const { instance, reads } = translator(1);
    await instance.loadNamespaces('common');
    expect(reads).toEqual(['en/common', 'en/common']);
    expect(instance.t('save')).toBe('Save');
  });
});

describe('useT and Trans', () => {
  it('suspend until the namespace is loaded, then show its texts with their elements', async () => {
    const { Trans, useT } = await import('./react');
    function Sent() {
      // A namespace with no file: not loaded at first, so the component suspends, then loads as empty.
      useT('not-a-file' as 'common');
      const { t } = useT('customer-account');
      return (
        <p data-testid="sent">
          <Trans
            t={t}
            i18nKey="register.sentTo"
            values={{ email: 'ana@example.com' }}
            components={{ strong: <strong /> }}
          />
        </p>
      );
    }
    const { container } = render(
      <Suspense fallback="loading">
        <Sent />
      </Suspense>,
    );
    expect(container.textContent).toBe('loading');
    const sent = await screen.findByTestId('sent');
    expect(sent.textContent).toContain('ana@example.com');
    expect(sent.textContent).not.toMatch(/[<>{}]/);
    expect(sent.querySelector('strong')?.textContent).toBe('ana@example.com');
  });
});
