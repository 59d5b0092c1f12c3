import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../platform/api';
import { showErrorToast } from '../../platform/toasts';
import { type MyCareerPage } from '@portal/contracts';
import { opportunityLoadFailureMessage } from '../occupations/api';
import { completionQuery, matchesQuery, myCareerKeys } from './api';
import type { MatchFilters } from './filters';

/**
 * The status (polled while scores are recomputed) and the filtered list. The list keeps showing the old scores while
 * a recompute runs; when `matches` turns true again it reloads from page 1 (spec 4), still showing the old cards
 * until the new first page has arrived.
 */
export function useMatchStatus(filters: MatchFilters) {
  const queryClient = useQueryClient();
  const status = useQuery(completionQuery);
  const results = useInfiniteQuery(matchesQuery(filters));

  const wasReady = useRef<boolean | undefined>(undefined);
  const ready = status.data?.matches;
  useEffect(() => {
    const previous = wasReady.current;
    wasReady.current = ready;
    if (previous !== false || ready !== true) return;
    queryClient.setQueriesData<InfiniteData<MyCareerPage, number>>({ queryKey: myCareerKeys.lists }, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: myCareerKeys.lists });
  }, [ready, queryClient]);

  const { isError, error, errorUpdatedAt } = results;
  useEffect(() => {
    if (isError && !isApiError(error, 401)) showErrorToast(opportunityLoadFailureMessage(error));
  }, [isError, error, errorUpdatedAt]);

  return { status, results };
}
