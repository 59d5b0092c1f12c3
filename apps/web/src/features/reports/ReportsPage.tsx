import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { reportTypeKeys } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { LaterStringSelect } from '../../ui/LaterStringSelect';
import { reportTypesQuery, runsQuery, type RunsListState } from './api';
import { TextField } from '../../ui/TextField';

const title = 'Reports';

/**
 * The report types' cards (with their criteria's lists) and the runs' table: the page starts fetching their code as
 * it starts fetching the types and the runs, which they wait for anyway (issue #30).
 */
const loadLists = () => import('./reportsLists');
const ReportTypeCards = lazy(async () => ({ default: (await loadLists()).ReportTypeCards }));
const RunsList = lazy(async () => ({ default: (await loadLists()).RunsList }));

const runsLoader = (
  <Group justify="center" py="md">
    <Loader role="progressbar" size="sm" aria-label="Loading report runs" />
  </Group>
);

function ReportTypes() {
  const { data, isPending, isError, isFetching, refetch } = useQuery(reportTypesQuery());
  if (isPending) return <Loader role="progressbar" size="sm" aria-label="Loading report types" />;
  if (isError) return <LoadError what="the report types" onRetry={refetch} retrying={isFetching} />;
  return (
    <Suspense fallback={<Loader role="progressbar" size="sm" aria-label="Loading report types" />}>
      <ReportTypeCards types={data.data} />
    </Suspense>
  );
}

/** The runs' orders (the list call's sort and order), one choice each; the first is the default. */
const runOrders = {
  newest: { label: 'Newest first', caption: 'newest first', sort: 'created_at', order: 'desc' },
  oldest: { label: 'Oldest first', caption: 'oldest first', sort: 'created_at', order: 'asc' },
  report: { label: 'Report', caption: 'by report', sort: 'type', order: 'asc' },
  status: { label: 'Status', caption: 'by status', sort: 'status', order: 'asc' },
  user: { label: 'Run by', caption: 'by who ran them', sort: 'user', order: 'asc' },
} as const satisfies Record<string, { label: string; caption: string } & Pick<RunsListState, 'sort' | 'order'>>;
type RunOrder = keyof typeof runOrders;
const isRunOrder = (value: string | null): value is RunOrder => value !== null && Object.hasOwn(runOrders, value);

/** The runs list's state in the address (page, type, q, order), so a reload or a link keeps it. */
function useRunsListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const typeParam = searchParams.get('type');
  const type = reportTypeKeys.find((key) => key === typeParam);
  const filter = searchParams.get('q')?.trim() || undefined;
  const orderParam = searchParams.get('order');
  const order: RunOrder = isRunOrder(orderParam) ? orderParam : 'newest';
  /** Changes the given values; any change but the page's starts again at page 1. */
  const change = (next: { page?: number; type?: string; q?: string; order?: string }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '') params.delete(key);
        else params.set(key, String(value));
      }
      if (next.page === undefined) params.delete('page');
      return params;
    });
  const list: RunsListState = { page, type, filter, sort: runOrders[order].sort, order: runOrders[order].order };
  return { list, order, change };
}

function RunsFilters({ state }: { state: ReturnType<typeof useRunsListState> }) {
  const types = useQuery(reportTypesQuery());
  const [search, setSearch] = useState(state.list.filter ?? '');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <LaterStringSelect
        label="Report"
        data={[
          { value: '', label: 'All reports' },
          ...(types.data?.data ?? []).map((t) => ({ value: t.key, label: t.label })),
        ]}
        value={state.list.type ?? ''}
        allowDeselect={false}
        onChange={(type) => state.change({ type })}
        w={{ base: '100%', xs: 240 }}
      />
      <form
        role="search"
        aria-label="Search the runs"
        onSubmit={(event) => {
          event.preventDefault();
          state.change({ q: search.trim() });
        }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextField
            label="Search"
            description="Who ran it, or the report's name"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', xs: 240 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      <LaterStringSelect
        label="Sort by"
        data={Object.entries(runOrders).map(([value, choice]) => ({ value, label: choice.label }))}
        value={state.order}
        allowDeselect={false}
        onChange={(order) => state.change({ order: order === 'newest' ? '' : order })}
        w={{ base: '100%', xs: 180 }}
      />
      {state.list.type || state.list.filter ? (
        <Button
          variant="subtle"
          onClick={() => {
            setSearch('');
            state.change({ type: '', q: '' });
          }}
        >
          Clear Filters
        </Button>
      ) : null}
    </Group>
  );
}

function Runs() {
  const state = useRunsListState();
  const { data, isPending, isError, isFetching, refetch } = useQuery(runsQuery(state.list));
  const filtered = state.list.type !== undefined || state.list.filter !== undefined;
  return (
    <Stack>
      <Title order={2}>Runs</Title>
      <RunsFilters state={state} />
      <div aria-busy={isPending}>
        {isPending ? (
          runsLoader
        ) : isError ? (
          <LoadError what="the report runs" onRetry={refetch} retrying={isFetching} />
        ) : data.data.length === 0 ? (
          <EmptyState message={filtered ? 'No report runs match these filters' : 'No reports have been run yet'} />
        ) : (
          <Suspense fallback={runsLoader}>
            <RunsList
              runs={data}
              caption={`Report runs, ${runOrders[state.order].caption}`}
              onPage={(page) => state.change({ page })}
            />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}

/** /reports (issue #28): the report types with their criteria, and the runs with re-run and download. */
export function ReportsPage() {
  void loadLists();
  return (
    <Stack>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <ReportTypes />
      <Runs />
    </Stack>
  );
}
