import { Stack, Title } from '@mantine/core';
import { occupationConstants } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useT } from '../../platform/i18n';
import { showErrorToast } from '../../platform/toasts';
import { useModule } from '../../platform/useModule';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { completionQuery } from '../my-career/api';
import { opportunitiesQuery, opportunityLoadFailureMessage } from './api';
import {
  emptyFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasMatchDataIn,
  withDefaultSort,
  type OccupationFilters,
} from './filters';
import { loadResults } from './loadResults';
import { OccupationFiltersForm } from './OccupationFiltersForm';

// The results' code is fetched by the head start (prefetch.ts) or as the page mounts, while the search is on its way;
// until it is in, the results show their loader (issue #30).

function withChanges(
  current: URLSearchParams,
  changes: Partial<OccupationFilters>,
  hasMatchData: boolean,
): URLSearchParams {
  return filtersToSearchParams({ ...filtersFromSearchParams(current, hasMatchData), ...changes });
}

/** /customer-portal/occupations: filters live in the query string (`?cluster=` preselects a cluster). */
export function OccupationFinderPage() {
  const { t } = useT('occupations');
  const [searchParams, setSearchParams] = useSearchParams();
  // The match status is asked for once (no polling here): with match data, best match first is the default order.
  // A status the head start (prefetch.ts) found with its scores in stays fresh as the page mounts: not asked twice (the
  // second call was among the requests before the first cards). One whose scores were still being worked out is
  // asked again, so the order follows them once they are in.
  const status = useQuery({
    ...completionQuery,
    refetchInterval: false,
    staleTime: (query) => (query.state.data?.matches === true ? 10_000 : 0),
  });
  const hasMatchData = hasMatchDataIn(status.data);
  const filters = useMemo(
    () => withDefaultSort(filtersFromSearchParams(searchParams, hasMatchData), hasMatchData),
    [searchParams, hasMatchData],
  );
  const [keywordInput, setKeywordInput] = useState(filters.keyword);
  const [shownKeyword, setShownKeyword] = useState(filters.keyword);
  // The URL's keyword changed under the field (Clear, back/forward): show it, unless the field already says it.
  if (filters.keyword !== shownKeyword) {
    setShownKeyword(filters.keyword);
    if (filters.keyword !== keywordInput.trim()) setKeywordInput(filters.keyword);
  }

  // Filter changes replace the history entry: Back leaves the finder instead of undoing one filter at a time.
  const update = (changes: Partial<OccupationFilters>) =>
    setSearchParams((current) => withChanges(current, changes, hasMatchData), { replace: true });

  // The keyword reaches the URL (and so the search) 500 ms after the last keystroke.
  useEffect(() => {
    const keyword = keywordInput.trim();
    if (keyword === filters.keyword) return;
    const apply = () =>
      setSearchParams((current) => withChanges(current, { keyword }, hasMatchData), { replace: true });
    const timer = setTimeout(apply, occupationConstants.debounceMs);
    return () => clearTimeout(timer);
  }, [keywordInput, filters.keyword, setSearchParams, hasMatchData]);

  // Until the status has answered, the default order is unknown: the search waits. The route loader started its first
  // page beside the status call (`sort=match-if-any`), and this search finds that page when the orders agree.
  const results = useInfiniteQuery({ ...opportunitiesQuery(filters), enabled: !status.isPending });
  const later = useModule(loadResults);
  const waiting = results.isPending || !later;
  const { isError, error, errorUpdatedAt } = results;
  useEffect(() => {
    if (isError && !isApiError(error, 401)) showErrorToast(opportunityLoadFailureMessage(error));
  }, [isError, error, errorUpdatedAt]);

  const items = isError ? [] : (results.data?.pages.flatMap((page) => page.data) ?? []);
  const clear = () => {
    setKeywordInput('');
    setSearchParams(filtersToSearchParams(emptyFilters), { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('finderTitle')} />
      <Title order={1}>{t('finderTitle')}</Title>
      <OccupationFiltersForm
        filters={filters}
        keywordInput={keywordInput}
        onKeywordInput={setKeywordInput}
        onKeywordSubmit={() => update({ keyword: keywordInput.trim() })}
        onChange={update}
        onClear={clear}
        hasMatchData={hasMatchData}
      />
      {/* While the first search (or the results' code) is on its way the section holds a screen's height, so the footer below it is not on the
          first screen and does not move down as the cards arrive (the page paints before the search answers). */}
      <section aria-label={t('resultsName')} style={waiting ? { minHeight: '100vh' } : undefined}>
        <div aria-live="polite">
          {/* The signed-in first paint shows the cards (ADR 0055): it stays until this page shows them too. */}
          {waiting ? (
            <PageLoader compact holdsPage />
          ) : (
            <later.ResultsStatus
              isError={isError}
              count={items.length}
              onRetry={() => void results.refetch()}
              retrying={results.isFetching}
            />
          )}
        </div>
        {later && (
          <later.ResultsList
            items={items}
            hasMore={results.hasNextPage && !isError}
            loadingMore={results.isFetchingNextPage}
            onLoadMore={() => void results.fetchNextPage()}
          />
        )}
      </section>
    </Stack>
  );
}
