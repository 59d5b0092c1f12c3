import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../errors';
import { defaultLanguage, isLanguage, languageNames, type Language } from './catalogue';
import { chooseLanguage } from './i18n';

/**
 * The participant's language switch: one button naming the other language in that language ("Español" / "English"),
 * marked with its `lang` so a screen reader says it right. The choice is remembered on this browser.
 */
export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const { i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const current: Language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
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
        chooseLanguage(other)
          .catch((error: unknown) => handleApiError(error))
          .finally(() => setPending(false));
      }}
    >
      {languageNames[other]}
    </Button>
  );
}
