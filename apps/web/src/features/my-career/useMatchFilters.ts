import { occupationConstants } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyMatchFilters,
  matchFiltersFromSearchParams,
  matchFiltersToSearchParams,
  type MatchFilters,
} from './filters';

function withChanges(current: URLSearchParams, changes: Partial<MatchFilters>): URLSearchParams {
  return matchFiltersToSearchParams({ ...matchFiltersFromSearchParams(current), ...changes });
}

/**
 * The list's filters live in the page's query string (a refresh keeps them); the keyword field reaches it 500 ms
 * after the last keystroke (spec 9), or at once on Enter.
 */
export function useMatchFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => matchFiltersFromSearchParams(searchParams), [searchParams]);
  const [keywordInput, setKeywordInput] = useState(filters.keyword);
  const [shownKeyword, setShownKeyword] = useState(filters.keyword);
  if (filters.keyword !== shownKeyword) {
    setShownKeyword(filters.keyword);
    if (filters.keyword !== keywordInput.trim()) setKeywordInput(filters.keyword);
  }

  const update = (changes: Partial<MatchFilters>) =>
    setSearchParams((current) => withChanges(current, changes), { replace: true });

  useEffect(() => {
    const keyword = keywordInput.trim();
    if (keyword === filters.keyword) return;
    const apply = () => setSearchParams((current) => withChanges(current, { keyword }), { replace: true });
    const timer = setTimeout(apply, occupationConstants.debounceMs);
    return () => clearTimeout(timer);
  }, [keywordInput, filters.keyword, setSearchParams]);

  const clear = () => {
    setKeywordInput('');
    setSearchParams(matchFiltersToSearchParams(emptyMatchFilters), { replace: true });
  };

  return {
    filters,
    keywordInput,
    setKeywordInput,
    submitKeyword: () => update({ keyword: keywordInput.trim() }),
    update,
    clear,
  };
}
