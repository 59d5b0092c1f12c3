import { Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { programConstants } from '@portal/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, isApiError } from '../../platform/api';
import { handleApiError } from '../../platform/errors';
import { useT } from '../../platform/i18n';
import { useModule } from '../../platform/useModule';
import { PageTitle } from '../../ui/PageTitle';
import { emptyFilters, filtersToApiQuery, filtersToParams, parseFilters, type ProgramFilters } from './filters';
import { ProgramSearchForm } from './ProgramSearchForm';
import { ResultsTab } from './ResultsTab';
import { ResultsWaiting } from './ResultsWaiting';
import { programFormatsQuery, programKeys, programSearchQuery, programTypesQuery, providerTypesQuery } from './queries';

type FieldErrors = Partial<Record<keyof ProgramFilters, string>>;
const formFields = new Set<string>(Object.keys(emptyFilters));

// The results' code (the cards, their badges and save toggles, the failure and empty texts) is fetched as the page
// mounts, before any search returns; until then the results show their hint or their loader (issue #30).
const loadResults = () => import('./ProgramResults');

/** /customer-portal/educational-programs (participant spec 2): the filters live in the URL. */
export function ProgramFinderPage() {
  const { t } = useT('programs');
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const applied = useMemo(() => parseFilters(new URLSearchParams(paramsKey)), [paramsKey]);
  const [draft, setDraft] = useState(applied);
  // A search runs on load only when searchText is present (spec 2); afterwards on every Search.
  const [searched, setSearched] = useState(applied.searchText !== '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const searchInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const wide = useMediaQuery(`(min-width: ${programConstants.inlineFiltersMinWidth}px)`, true) ?? true;

  const types = useQuery(programTypesQuery);
  const formats = useQuery(programFormatsQuery);
  const providerTypes = useQuery(providerTypesQuery);
  const apiQuery = filtersToApiQuery(applied).toString();
  const search = useInfiniteQuery(programSearchQuery(apiQuery, searched));
  const results = useModule(loadResults);

  // The URL changed under us (a link with ?searchText=, back and forward): follow it.
  useEffect(() => {
    const next = parseFilters(new URLSearchParams(paramsKey));
    setDraft(next);
    if (next.searchText) setSearched(true);
  }, [paramsKey]);

  // 422 fills the fields it names; anything else goes to the central handler.
  const { error } = search;
  useEffect(() => {
    if (!error) return;
    if (!isApiError(error, 422)) {
      handleApiError(error);
      return;
    }
    const fieldErrors: FieldErrors = {};
    const others: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
      if (formFields.has(field)) fieldErrors[field as keyof ProgramFilters] = messages[0];
      else others[field] = messages;
    }
    setErrors(fieldErrors);
    if (Object.keys(others).length > 0) {
      const message = error.body?.message ?? '';
      handleApiError(new ApiError(422, { message, errors: others }, error.statusText));
    }
  }, [error]);

  function apply(filters: ProgramFilters) {
    setErrors({});
    setSearched(true);
    const next = filtersToParams(filters);
    if (next.toString() === paramsKey) {
      void queryClient.resetQueries({ queryKey: programKeys.search(filtersToApiQuery(filters).toString()) });
    } else {
      setParams(next);
    }
  }

  function change(patch: Partial<ProgramFilters>, applyNow: boolean) {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (applyNow && searched) apply(next);
  }

  function clear() {
    setDraft(emptyFilters);
    setErrors({});
    setSearched(false);
    setParams(new URLSearchParams());
    queryClient.removeQueries({ queryKey: ['programs', 'search'] });
  }

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      <ProgramSearchForm
        draft={draft}
        options={{ types: types.data ?? [], formats: formats.data ?? [], providerTypes: providerTypes.data ?? [] }}
        wide={wide}
        errors={errors}
        searchInputRef={searchInput}
        onChange={change}
        onSubmit={() => apply(draft)}
        onClear={clear}
      />
      <ResultsTab label={t('resultsTab')}>
        {results ? (
          <results.ProgramResults
            searched={searched}
            search={search}
            onUpdateFilters={() => {
              searchInput.current?.focus();
              searchInput.current?.scrollIntoView({ block: 'center' });
            }}
          />
        ) : (
          <ResultsWaiting searched={searched} />
        )}
      </ResultsTab>
    </Stack>
  );
}
