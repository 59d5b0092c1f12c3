import { Button, Center, Stack, VisuallyHidden } from '@mantine/core';
import { myCareerConstants, type MyCareerPage } from '@portal/contracts';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useT } from '../../platform/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { MatchCard } from './MatchCard';
import { MatchesLoading } from './MatchesLoading';

interface MatchListProps {
  results: UseInfiniteQueryResult<InfiniteData<MyCareerPage, unknown>>;
  /** The customer has given some data: their own scores are loading, not example ones. */
  personal: boolean;
}

/** The recommended opportunities: a ribbon on the first 3, 'Load More Matches', and the spec's error panel. */
export function MatchList({ results, personal }: MatchListProps) {
  const { t } = useT(['my-career', 'occupations']);
  const items = results.isError ? [] : (results.data?.pages.flatMap((page) => page.data) ?? []);
  return (
    <section aria-label={t('recommended')}>
      <div aria-live="polite">
        {results.isPending ? (
          <MatchesLoading personal={personal} />
        ) : results.isError ? (
          <LoadError message={t('listFailed')} onRetry={results.refetch} retrying={results.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState message={t('occupations:empty')} />
        ) : (
          <VisuallyHidden>{t('matchesShown', { count: items.length })}</VisuallyHidden>
        )}
      </div>
      <Stack gap="md">
        {items.map((item, position) => (
          <MatchCard
            key={item.id}
            item={item}
            ribbon={position < myCareerConstants.ribbonCards ? position + 1 : null}
          />
        ))}
      </Stack>
      {results.hasNextPage && !results.isError && (
        <Center mt="lg">
          <Button variant="outline" loading={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </section>
  );
}
