import { Loader, Text } from '@mantine/core';
import { useT } from '../../platform/i18n';

/** What the results show before a search (the hint) and while one runs (the loader). */
export function ResultsWaiting({ searched }: { searched: boolean }) {
  const { t } = useT('programs');
  return searched ? (
    <Loader role="progressbar" my="lg" aria-label={t('results.loading')} />
  ) : (
    <Text py="lg">{t('results.idle')}</Text>
  );
}
