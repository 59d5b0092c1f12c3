import { Button, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { serviceTrackerMessages as messages, serviceTrackerRoutes } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LaterMultiSelect, LaterSelect } from '../../ui/LaterSelect';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import {
  customerNameQuery,
  logsQuery,
  programsQuery,
  searchCustomers,
  serviceTypesQuery,
  type TrackerFilters,
} from './api';
import { LogCard } from './LogCard';
import { SearchSelect } from './SearchSelect';

const asOptions = (rows: { id: number; name: string }[]) =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

function blankFilters(customer: number | null, currentUser: number | null): TrackerFilters {
  return {
    customer,
    professionals: currentUser ? [currentUser] : [],
    createdOn: '',
    endAt: '',
    serviceType: null,
    service: null,
    program: null,
  };
}

export interface TrackerProps {
  customer: number | null;
  currentUser: number;
  users: { id: number; name: string }[];
}

/** The service tracker's filters and timeline, once the form options are in. */
export function Tracker({ customer, currentUser, users }: TrackerProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(() => blankFilters(customer, currentUser));
  const [filters, setFilters] = useState(draft);
  const types = useQuery(serviceTypesQuery);
  const programs = useQuery(programsQuery(draft.service ? [draft.service] : []));
  const logs = useInfiniteQuery(logsQuery(filters));
  const type = types.data?.find((row) => row.id === draft.serviceType);
  const customerName = useQuery(customerNameQuery(customer)).data?.full_name;

  // Loads the next page when the end of the timeline scrolls into view.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && logs.hasNextPage && !logs.isFetchingNextPage)
        void logs.fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [logs]);

  function clearFilters() {
    // With a customer in the address, Clear Filters goes to /service-tracker; without, it resets and reloads.
    if (customer !== null) return void navigate(serviceTrackerRoutes.list);
    const blank = blankFilters(null, currentUser);
    setDraft(blank);
    setFilters(blank);
    void logs.refetch();
  }

  const entries = logs.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <PageTitle title="Service Tracker" />
        <Title order={1}>Service Tracker</Title>
        <Group>
          <Button component={Link} to="/service-tracker/groups" variant="default">
            Groups
          </Button>
          <Button component={Link} to={serviceTrackerRoutes.create(customer ?? 0)}>
            Log Service
          </Button>
        </Group>
      </Group>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters(draft);
        }}
        aria-label="Service log filters"
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <SearchSelect
            key={customerName ?? ''}
            label="Customer"
            name="filter-customers"
            search={searchCustomers}
            initial={customer ? { value: String(customer), label: customerName ?? '' } : null}
            value={draft.customer}
            onChange={(id) => setDraft({ ...draft, customer: id })}
          />
          <LaterMultiSelect
            label="Professionals"
            data={asOptions(users)}
            value={draft.professionals.map(String)}
            onChange={(ids) => setDraft({ ...draft, professionals: ids.map(Number) })}
            searchable
          />
          <TextInput
            type="date"
            label="Created on"
            value={draft.createdOn}
            onChange={(event) => setDraft({ ...draft, createdOn: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label="End date"
            value={draft.endAt}
            onChange={(event) => setDraft({ ...draft, endAt: event.currentTarget.value })}
          />
          <LaterSelect
            label="Service type"
            clearable
            data={asOptions(types.data ?? [])}
            value={draft.serviceType ? String(draft.serviceType) : null}
            onChange={(value) =>
              setDraft({ ...draft, serviceType: value ? Number(value) : null, service: null, program: null })
            }
          />
          <LaterSelect
            label="Service name"
            clearable
            disabled={!type}
            data={asOptions(type?.services ?? [])}
            value={draft.service ? String(draft.service) : null}
            onChange={(value) => setDraft({ ...draft, service: value ? Number(value) : null, program: null })}
          />
          <LaterSelect
            label="Program"
            clearable
            disabled={!draft.service}
            data={asOptions(programs.data ?? [])}
            value={draft.program ? String(draft.program) : null}
            onChange={(value) => setDraft({ ...draft, program: value ? Number(value) : null })}
          />
        </SimpleGrid>
        <Group mt="md">
          <Button type="submit">Search</Button>
          <Button variant="default" onClick={clearFilters}>
            Clear Filters
          </Button>
        </Group>
      </form>
      {logs.isError && entries.length === 0 ? (
        <LoadError what={messages.logsFailed} onRetry={() => logs.refetch()} retrying={logs.isRefetching} />
      ) : logs.isPending ? (
        <Loader role="progressbar" aria-label="Loading" />
      ) : entries.length === 0 ? (
        <EmptyState message={messages.noLogs} />
      ) : (
        <Stack component="section" aria-label="Service logs">
          {entries.map((log) => (
            <LogCard key={log.id} log={log} />
          ))}
        </Stack>
      )}
      <div ref={sentinel} />
      {logs.isFetchingNextPage && <Loader role="progressbar" size="sm" aria-label="Loading more" />}
      {logs.isFetchNextPageError && <Text c="red">{messages.logsFailed}</Text>}
    </Stack>
  );
}
