import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CustomerSearchRow } from '@portal/contracts';
import { LoadError } from '../../ui/LoadError';
import { CustomerResultsTable } from './CustomerResultsTable';
import { Pager } from './Pager';
import { showingText } from './pagination';

export { MergeFailedNotice } from '../customer-merge/MergeFailedNotice';

/**
 * The parts of /customers that show only after a search (or with ?error=merge): their code (Mantine's Table and Alert,
 * the phone and date formats, the pager) is fetched as the page mounts, not before its first paint (issue #30).
 */

/** A search whose results could not be loaded: say so and offer it again. */
export function SearchFailed({ onRetry, retrying }: { onRetry: () => unknown; retrying: boolean }) {
  return <LoadError what="the search results" onRetry={onRetry} retrying={retrying} />;
}

/** No match at my locations, but one elsewhere: the notice with its button to search there. */
export function FoundElsewhere({ title, onSearchElsewhere }: { title: string; onSearchElsewhere: () => void }) {
  return (
    <Alert color="yellow" title={title}>
      <Button size="xs" mt="xs" onClick={onSearchElsewhere}>
        Search at a different location
      </Button>
    </Alert>
  );
}

interface SearchResultsProps {
  rows: CustomerSearchRow[];
  caption: string;
  /** The page of results, when the search answered (absent when it was refused for its input). */
  page?: Parameters<typeof showingText>[0] & { currentPage: number; lastPage: number };
  onPage: (page: number) => void;
}

/** The results table, with the page count and the pager when there are results. */
export function SearchResults({ rows, caption, page, onPage }: SearchResultsProps) {
  return (
    <Stack gap="sm">
      <CustomerResultsTable rows={rows} caption={caption} />
      {page && page.total > 0 && (
        <Group justify="space-between">
          <Text size="sm">
            Page {page.currentPage} of {page.lastPage} · {showingText(page)}
          </Text>
          <Pager current={page.currentPage} last={page.lastPage} onPage={onPage} />
        </Group>
      )}
    </Stack>
  );
}
