import { Button, Center, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { myCareerConstants, myCareerTexts, occupationMessages, type MyCareerPage } from '@portal/contracts';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { MatchCard } from './MatchCard';

interface MatchListProps {
  results: UseInfiniteQueryResult<InfiniteData<MyCareerPage, unknown>>;
  /** The customer has given some data: their own scores are loading, not example ones. */
  personal: boolean;
}

/** The recommended opportunities: a ribbon on the first 3, 'Load More Matches', and the spec's error panel. */
export function MatchList({ results, personal }: MatchListProps) {
  const items = results.isError ? [] : (results.data?.pages.flatMap((page) => page.data) ?? []);
  return (
    <section aria-label="Recommended opportunities">
      <div aria-live="polite">
        {results.isPending ? (
          <Center mih={120}>
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{personal ? myCareerTexts.loadingScore : myCareerTexts.loadingExample}</Text>
            </Group>
          </Center>
        ) : results.isError ? (
          <LoadError message={myCareerTexts.listFailed} onRetry={results.refetch} retrying={results.isFetching} />
        ) : items.length === 0 ? (
          <EmptyState message={occupationMessages.empty} />
        ) : (
          <VisuallyHidden>{`${items.length} matches shown`}</VisuallyHidden>
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
            {myCareerTexts.loadMore}
          </Button>
        </Center>
      )}
    </section>
  );
}
