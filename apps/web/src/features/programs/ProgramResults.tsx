import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { Program, ProgramSearchResponse } from '@portal/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../platform/api';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { ProgramCard } from './ProgramCard';
import { ProgramDetailsDialog, RelatedOccupationsDialog } from './ProgramDialogs';
import { ResultsWaiting } from './ResultsWaiting';

type SearchResult = UseInfiniteQueryResult<InfiniteData<ProgramSearchResponse>>;

/** Calls `onVisible` when the element scrolls into view; re-armed after every page so a short page loads the next. */
function useSentinel(onVisible: () => void, armed: boolean, pages: number) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!armed || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [armed, pages]);
  return ref;
}

interface ProgramResultsProps {
  searched: boolean;
  search: SearchResult;
  onUpdateFilters: () => void;
}

function EmptyResults({ onUpdateFilters }: { onUpdateFilters: () => void }) {
  const { t } = useT('programs');
  return (
    <Stack align="center" gap="xs" py="xl">
      <Title order={2} size="h3">
        {t('results.emptyTitle')}
      </Title>
      <Text>{t('results.emptyText')}</Text>
      <Button variant="light" onClick={onUpdateFilters}>
        {t('results.emptyAction')}
      </Button>
    </Stack>
  );
}

/** The 'Search Results' list: idle, loading, results or empty (spec 4), more pages on scroll. */
export function ProgramResults({ searched, search, onUpdateFilters }: ProgramResultsProps) {
  const { t } = useT('programs');
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [related, setRelated] = useState<Program | null>(null);
  const pages = search.data?.pages ?? [];
  const programs = pages.flatMap((page) => page.data);
  const total = pages[0]?.meta.total ?? 0;
  const origin = pages[0]?.origin ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const sentinel = useSentinel(
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    searched && Boolean(hasNextPage) && !isFetchingNextPage,
    pages.length,
  );
  // The dialog reads the program from the cache, so a save made inside it shows at once.
  const details = programs.find((program) => program.id === detailsId) ?? null;

  let content;
  if (!searched || search.isPending) {
    content = <ResultsWaiting searched={searched} />;
  } else if (search.isError) {
    // A refused search (an address that cannot be found) ran no search: its field errors say why, and there are no
    // results to call empty. Any other failure is not "no programs" either.
    content = isApiError(search.error, 422) ? null : (
      <LoadError what={t('results.loadErrorWhat')} onRetry={search.refetch} retrying={search.isFetching} />
    );
  } else if (programs.length === 0) {
    content = <EmptyResults onUpdateFilters={onUpdateFilters} />;
  } else {
    content = (
      <Stack gap="md">
        {programs.map((program) => (
          <ProgramCard
            key={program.id}
            program={program}
            onShowDetails={(item) => setDetailsId(item.id)}
            onShowRelated={setRelated}
          />
        ))}
        <div ref={sentinel} />
        {isFetchingNextPage && <Loader role="progressbar" size="sm" aria-label={t('results.loadingMore')} />}
        {!hasNextPage && (
          <Text ta="center" c="dimmed" size="sm">
            {t('results.allLoaded')}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <>
      <Text size="sm" role="status" aria-live="polite" mb={searched && programs.length > 0 ? 'sm' : 0}>
        {searched && !search.isPending && programs.length > 0
          ? origin
            ? t('results.showingNear', { shown: programs.length, total, address: origin.address })
            : t('results.showing', { shown: programs.length, total })
          : ''}
      </Text>
      {content}
      <ProgramDetailsDialog program={details} onClose={() => setDetailsId(null)} />
      <RelatedOccupationsDialog program={related} onClose={() => setRelated(null)} />
    </>
  );
}
