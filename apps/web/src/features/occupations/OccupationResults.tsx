import { Button, Center, Stack, VisuallyHidden } from '@mantine/core';
import type { Opportunity } from '@portal/contracts';
import { useT } from '../../platform/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { OccupationCard } from './OccupationCard';

// The finder's results, fetched as the page mounts (issue #30): until they are in, the page shows the results' loader.

interface ResultsStatusProps {
  isError: boolean;
  count: number;
  onRetry: () => void;
  retrying: boolean;
}

/** What the results' live region says once the search has answered: the failure, the empty message or the count. */
export function ResultsStatus({ isError, count, onRetry, retrying }: ResultsStatusProps) {
  const { t } = useT('occupations');
  // A failed search is not "no matching opportunities": say so and offer the search again.
  if (isError) return <LoadError what={t('loadErrorWhat')} onRetry={onRetry} retrying={retrying} />;
  if (count === 0) return <EmptyState message={t('empty')} />;
  return <VisuallyHidden>{t('shown', { count })}</VisuallyHidden>;
}

interface ResultsListProps {
  items: Opportunity[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The cards, and Load more while there are further pages. */
export function ResultsList({ items, hasMore, loadingMore, onLoadMore }: ResultsListProps) {
  const { t } = useT('occupations');
  return (
    <>
      <Stack gap="md">
        {items.map((item) => (
          <OccupationCard key={item.id} item={item} />
        ))}
      </Stack>
      {hasMore && (
        <Center mt="lg">
          <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}
