import { Alert, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { jobBoardConstants, jobBoardMessages, jobBoardRoutes, type JobBoardSearchResponse } from '@portal/contracts';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { emptyFilters, filtersToParams, parseFilters, parsePage, type BoardFilters } from './filters';
import { JobCard } from './JobCard';
import { type FieldErrors, JobSearchForm } from './JobSearchForm';
import { jobBoardFiltersQuery, jobBoardSearchQuery } from './queries';
import { useBoardBase } from './useBoardBase';

/** The server counts up to the cap and answers one more beyond it: '1,000+'. */
const jobCount = (total: number) =>
  total > jobBoardConstants.countCap
    ? `${jobBoardConstants.countCap.toLocaleString('en-US')}+`
    : total.toLocaleString('en-US');

const formFields = new Set<string>(Object.keys(emptyFilters));

/** /customer-portal/job-board and /job-board: the filters and the page live in the address bar. */
export function JobBoardPage() {
  const base = useBoardBase();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const applied = useMemo(() => parseFilters(new URLSearchParams(paramsKey)), [paramsKey]);
  const page = parsePage(new URLSearchParams(paramsKey));
  const [draft, setDraft] = useState<BoardFilters>(applied);
  const options = useQuery(jobBoardFiltersQuery);
  const apiQuery = filtersToParams(applied, page).toString();
  const search = useQuery(jobBoardSearchQuery(apiQuery));

  useEffect(() => setDraft(parseFilters(new URLSearchParams(paramsKey))), [paramsKey]);

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
      <PageTitle title={jobBoardMessages.title} />
      <Title order={1}>{jobBoardMessages.title}</Title>
      {applied.occupation && (
        <Group gap="sm">
          <Text role={search.data?.related ? 'status' : undefined}>
            {!occupation
              ? 'Open positions for one occupation'
              : search.data?.related
                ? jobBoardMessages.relatedFor(occupation.name)
                : jobBoardMessages.openFor(occupation.name)}
          </Text>
          <Button size="xs" variant="default" onClick={() => go({ ...applied, occupation: '' })}>
            Show all occupations
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
        <Alert color="red" variant="light" role="alert">
          {otherErrors.join(' ')}
        </Alert>
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
  if (hasFieldErrors) return null;
  if (search.isPending) return <PageLoader />;
  if (search.isError) return <LoadError what="job posts" onRetry={search.refetch} retrying={search.isFetching} />;
  const { data, total, currentPage, lastPage } = search.data;
  return (
    <Stack component="section" aria-labelledby="job-results" gap="md">
      <Title order={2} size="h3" id="job-results" aria-live="polite">
        {total === 1 ? '1 job' : `${jobCount(total)} jobs`}
      </Title>
      {data.length === 0 ? (
        <Stack gap={4} align="center">
          <Text fw={600}>{jobBoardMessages.emptyTitle}</Text>
          <EmptyState message={jobBoardMessages.emptyText} />
          <Text size="sm">{jobBoardMessages.emptyAction}</Text>
        </Stack>
      ) : (
        data.map((post) => <JobCard key={post.id} post={post} to={jobBoardRoutes.detail(base, post.id)} />)
      )}
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={currentPage}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      )}
    </Stack>
  );
}
