import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { jobBoardConstants, jobBoardRoutes, type JobBoardSearchResponse } from '@portal/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useFormat, useT, type Formatters } from '../../platform/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { laterModule } from '../../platform/laterModule';
import { useModule } from '../../platform/useModule';
import { OptionalPart } from '../../ui/OptionalPart';
import { PageTitle } from '../../ui/PageTitle';
import { emptyFilters, filtersToParams, parseFilters, parsePage, type BoardFilters } from './filters';
// The search's other errors in the box LoadError draws (Mantine's light red Alert, without the Alert component).
import alertBox from '../../ui/LoadError.module.css';
import { JobCard } from './JobCard';
import type { JobPagerProps } from './JobPager';
import { type FieldErrors, JobSearchForm } from './JobSearchForm';
import { jobBoardFiltersQuery, jobBoardSearchQuery } from './queries';
import { useBoardBase } from './useBoardBase';

// Mantine's Pagination (3 KiB gzip) is not part of the board's first paint (issue #30): its code is fetched once the
// page has painted, and its row is held meanwhile (it ends the list of ten cards, below the fold).
const loadPager = laterModule(() => import('./JobPager'));

/** The server counts up to the cap and answers one more beyond it: '1,000+'. */
const jobCount = (total: number, format: Formatters) =>
  total > jobBoardConstants.countCap ? `${format.number(jobBoardConstants.countCap)}+` : format.number(total);

const formFields = new Set<string>(Object.keys(emptyFilters));

/** /customer-portal/job-board and /job-board: the filters and the page live in the address bar. */
export function JobBoardPage() {
  const { t } = useT('job-board');
  const alertId = useId();
  const base = useBoardBase();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const applied = useMemo(() => parseFilters(new URLSearchParams(paramsKey)), [paramsKey]);
  const page = parsePage(new URLSearchParams(paramsKey));
  const [draft, setDraft] = useState<BoardFilters>(applied);
  const options = useQuery({ ...jobBoardFiltersQuery, meta: { errorMessage: t('filtersError') } });
  const apiQuery = filtersToParams(applied, page).toString();
  const search = useQuery(jobBoardSearchQuery(apiQuery));

  useEffect(() => setDraft(parseFilters(new URLSearchParams(paramsKey))), [paramsKey]);
  useEffect(() => void loadPager().catch(() => undefined), []);

  const invalid = search.error && isApiError(search.error, 422) ? search.error : null;
  const errors: FieldErrors = {};
  const otherErrors: string[] = [];
  for (const [field, messages] of Object.entries(invalid?.body?.errors ?? {})) {
    if (formFields.has(field)) errors[field as keyof BoardFilters] = messages[0];
    else if (messages[0]) otherErrors.push(messages[0]);
  }

  const go = (filters: BoardFilters, nextPage = 1) => setParams(filtersToParams(filters, nextPage));
  const occupation = search.data?.occupation ?? null;

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} />
      <Title order={1}>{t('title')}</Title>
      {applied.occupation && (
        <Group gap="sm">
          <Text role={search.data?.related ? 'status' : undefined}>
            {!occupation
              ? t('openForOne')
              : search.data?.related
                ? t('relatedFor', { occupation: occupation.name })
                : t('openFor', { occupation: occupation.name })}
          </Text>
          <Button size="xs" variant="default" onClick={() => go({ ...applied, occupation: '' })}>
            {t('showAllOccupations')}
          </Button>
        </Group>
      )}
      <JobSearchForm
        value={draft}
        errors={errors}
        options={options.data}
        onChange={setDraft}
        onSearch={() => go(draft)}
        onClear={() => {
          setDraft(emptyFilters);
          go(emptyFilters);
        }}
      />
      {otherErrors.length > 0 && (
        // An alert (announced as it appears) described by its message, as Mantine's Alert is.
        <Box role="alert" aria-describedby={alertId} className={alertBox.root}>
          <div id={alertId} className={alertBox.message}>
            {otherErrors.join(' ')}
          </div>
        </Box>
      )}
      <Results base={base} search={search} hasFieldErrors={invalid !== null} onPage={(next) => go(applied, next)} />
    </Stack>
  );
}

function Results({
  base,
  search,
  hasFieldErrors,
  onPage,
}: {
  base: string;
  search: UseQueryResult<JobBoardSearchResponse>;
  hasFieldErrors: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useT('job-board');
  const format = useFormat();
  if (hasFieldErrors) return null;
  if (search.isPending) return <PageLoader />;
  if (search.isError)
    return <LoadError what={t('loadErrorWhat')} onRetry={search.refetch} retrying={search.isFetching} />;
  const { data, total, currentPage, lastPage } = search.data;
  return (
    <Stack component="section" aria-labelledby="job-results" gap="md">
      <Title order={2} size="h3" id="job-results" aria-live="polite">
        {t('jobCount', { count: total, formatted: jobCount(total, format) })}
      </Title>
      {data.length === 0 ? (
        <Stack gap={4} align="center">
          <Text fw={600}>{t('emptyTitle')}</Text>
          <EmptyState message={t('emptyText')} />
          <Text size="sm">{t('emptyAction')}</Text>
        </Stack>
      ) : (
        data.map((post) => <JobCard key={post.id} post={post} to={jobBoardRoutes.detail(base, post.id)} />)
      )}
      {lastPage > 1 && (
        <OptionalPart fallback={pagerRow}>
          <LaterPager lastPage={lastPage} currentPage={currentPage} onPage={onPage} />
        </OptionalPart>
      )}
    </Stack>
  );
}

/** The pager's row (Mantine's md controls are 2rem high) while its code is on the way. */
const pagerRow = <Box h={32} />;

function LaterPager(props: JobPagerProps) {
  const pager = useModule(loadPager);
  return pager ? <pager.JobPager {...props} /> : pagerRow;
}
