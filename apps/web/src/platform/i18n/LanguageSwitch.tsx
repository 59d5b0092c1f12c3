import { Button } from '@mantine/core';
import { useState } from 'react';
import { handleApiError } from '../errors';
import { defaultLanguage, isLanguage, languageNames, type Language } from './catalogue';
import { chooseLanguage } from './i18n';
import { useLanguage } from './react';

/**
 * The participant's language switch: one button naming the other language in that language ("Español" / "English"),
 * marked with its `lang` so a screen reader says it right. The choice is remembered on this browser; a signed-in
 * customer's layout also passes `onChoose`, which stores it on their account (the mails follow it). The language is
 * shown even when storing it fails (the error is told).
 */
export function LanguageSwitch({
  size = 'sm',
  onChoose,
}: {
  size?: 'xs' | 'sm';
  onChoose?: (language: Language) => Promise<unknown>;
}) {
  const language = useLanguage();
  const [pending, setPending] = useState(false);
  const current: Language = isLanguage(language) ? language : defaultLanguage;
  const other: Language = current === 'en' ? 'es' : 'en';
  return (
    <Button
      // 'default' (dark text, a border): the subtle variant's blue text failed colour contrast in the header.
      variant="default"
      size={size}
      lang={other}
      loading={pending}
      onClick={() => {
        setPending(true);
        const shown = chooseLanguage(other).catch((error: unknown) => handleApiError(error));
        const stored = onChoose?.(other).catch((error: unknown) => handleApiError(error));
        void Promise.all([shown, stored]).finally(() => setPending(false));
      }}
    >
      {languageNames[other]}
    </Button>
  );
}
