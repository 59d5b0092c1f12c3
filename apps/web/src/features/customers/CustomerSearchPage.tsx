import { Box, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  customerSearchMessages,
  customerSearchTypeLabels,
  customerSearchTypes,
  showArchivedValue,
  type CustomerSearchBody,
  type CustomerSearchType,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { useCurrentUser } from '../../platform/auth';
import { useTerminology } from '../../platform/settings';
import { PageTitle } from '../../ui/PageTitle';
import { CheckboxField } from '../../ui/CheckboxField';
import { PageLoader } from '../../ui/PageLoader';
import { SwitchField } from '../../ui/SwitchField';
import { useModule } from '../../platform/useModule';
import { customerSearchQuery } from './api';
import { searchStatus, type SearchMode } from './searchStatus';

// The add-customer flow (its lookup and intake forms, their schemas with Zod, the duplicate notice) loads when Add New
// is pressed or the address asks for it (?create=true), then stays mounted so it closes with its transition (#30).
const AddCustomerModal = lazy(async () => ({ default: (await import('./AddCustomerModal')).AddCustomerModal }));
// What shows only after a search (the results table, its pager, the failure and found-elsewhere notices) and the merge
// failure notice: fetched as the page mounts, after its first paint (#30); a search's answer that comes first waits
// behind a loader until it is in.
const loadSearchResults = () => import('./CustomerSearchResults');

interface StatusFilters {
  onlyEnrolled: boolean;
  onlyWithoutLocation: boolean;
  includeDeleted: boolean;
  includeArchived: boolean;
}

const noFilters: StatusFilters = {
  onlyEnrolled: false,
  onlyWithoutLocation: false,
  includeDeleted: false,
  includeArchived: false,
};

function isSearchType(value: string | null): value is CustomerSearchType {
  return customerSearchTypes.includes(value as CustomerSearchType);
}

function toBody(query: string, searchType: CustomerSearchType, mode: SearchMode, filters: StatusFilters, page = 1) {
  const body: CustomerSearchBody = { query, search_type: searchType, page, paginate: 10 };
  if (mode === 'elsewhere') body.exclude_location_constraint = true;
  if (filters.onlyEnrolled) body.show_only_enrolled = true;
  if (filters.onlyWithoutLocation) body.show_no_location = true;
  if (filters.includeDeleted) body.show_deleted = true;
  if (filters.includeArchived) body.show_archived = showArchivedValue;
  return body;
}

/** /customers: find a customer at my locations or at a different one (spec 2.3). */
export function CustomerSearchPage() {
  const terms = useTerminology();
  const later = useModule(loadSearchResults);
  const { data: user } = useCurrentUser();
  const mayListWithoutLocation = user?.role === 'admin' || user?.role === 'agency_admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const initialType = searchParams.get('search_type');
  const initialQuery = searchParams.get('query')?.trim() ?? '';

  const [mode, setMode] = useState<SearchMode>('mine');
  const [searchType, setSearchType] = useState<CustomerSearchType>(isSearchType(initialType) ? initialType : 'name');
  const [query, setQuery] = useState(initialQuery);
  const [filters, setFilters] = useState<StatusFilters>(noFilters);
  const [fieldError, setFieldError] = useState<string | null>(null);
  // Query parameters drive the first search; an empty one is simply not searched (spec 2.3).
  const [submitted, setSubmitted] = useState<CustomerSearchBody | null>(
    initialQuery ? toBody(initialQuery, isSearchType(initialType) ? initialType : 'name', 'mine', noFilters) : null,
  );

  const results = useQuery(customerSearchQuery(submitted));
  const serverError = isApiError(results.error, 422) ? results.error.body?.message : undefined;
  const answer = results.isError ? 'failed' : (results.data ?? null);
  const submittedMode: SearchMode = submitted?.exclude_location_constraint ? 'elsewhere' : 'mine';
  const status = searchStatus(submittedMode, submitted ? answer : null);
  const data = answer !== null && answer !== 'failed' ? answer : null;
  // A search that failed (other than refused for its input) is not "no records found": say so and offer it again.
  const loadFailed = results.isError && !isApiError(results.error, 422);

  const run = (next: { mode?: SearchMode; filters?: StatusFilters; page?: number } = {}) => {
    const text = query.trim();
    if (!text) {
      setFieldError(customerSearchMessages.invalidSearch);
      return;
    }
    setFieldError(null);
    setSubmitted(toBody(text, searchType, next.mode ?? mode, next.filters ?? filters, next.page));
    setSearchParams({ search_type: searchType, query: text }, { replace: true });
  };

  // ?create=true opens the add-customer flow (spec 2.1); closing it drops the parameter.
  const creating = searchParams.get('create') === 'true';
  const [createWanted, setCreateWanted] = useState(creating);
  if (creating && !createWanted) setCreateWanted(true);
  const setCreate = (open: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('create', 'true');
        else next.delete('create');
        return next;
      },
      { replace: true },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run();
  };
  const switchMode = (next: SearchMode) => {
    setMode(next);
    if (submitted) run({ mode: next });
  };
  const setFilter = (key: keyof StatusFilters, value: boolean) => {
    const next = { ...filters, [key]: value };
    setFilters(next);
    if (submitted) run({ filters: next });
  };
  const clearFilters = () => {
    setFilters(noFilters);
    if (submitted) run({ filters: noFilters });
  };

  const statusText = {
    'not-searched': '',
    'found-mine': `${terms.customers} found at your location.`,
    'found-elsewhere': `${terms.customers} found at a different location.`,
    'not-found':
      submittedMode === 'mine' && data?.found_elsewhere
        ? `No ${terms.customer} was found at your location, but a match exists at a different location.`
        : `No ${terms.customer} was found.`,
  }[status];

  return (
    <Stack gap="lg" maw={960}>
      <PageTitle title={terms.customers} />
      <Group justify="space-between">
        <Title order={1}>Find a {terms.customer}</Title>
        <Button onClick={() => setCreate(true)}>Add New</Button>
      </Group>
      {later && <later.MergeFailedNotice />}
      {createWanted && (
        <Suspense fallback={null}>
          <AddCustomerModal opened={creating} onClose={() => setCreate(false)} />
        </Suspense>
      )}
      <Box component="form" onSubmit={onSubmit} noValidate aria-label={`Search ${terms.customers}`}>
        <Stack gap="md">
          <Group gap="xl" role="group" aria-label="Where to search">
            <SwitchField
              label={customerSearchMessages.myLocation.replace('customer', terms.customer.toLowerCase())}
              checked={mode === 'mine'}
              onChange={(event) => switchMode(event.currentTarget.checked ? 'mine' : 'elsewhere')}
            />
            <SwitchField
              label={customerSearchMessages.differentLocation}
              checked={mode === 'elsewhere'}
              onChange={(event) => switchMode(event.currentTarget.checked ? 'elsewhere' : 'mine')}
            />
          </Group>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              label="Search by"
              value={searchType}
              onChange={(event) => setSearchType(event.currentTarget.value as CustomerSearchType)}
              data={customerSearchTypes.map((type) => ({ value: type, label: customerSearchTypeLabels[type] }))}
            />
            <TextInput
              label="Search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder={searchType === 'birthdate' ? 'mm/dd/yyyy' : undefined}
              error={fieldError ?? serverError}
              style={{ flex: 1, minWidth: 220 }}
            />
            <Button type="submit" mt={25} loading={results.isFetching}>
              Search
            </Button>
          </Group>
          <Group gap="md" role="group" aria-label="Status filters">
            <CheckboxField
              label="Only currently enrolled"
              checked={filters.onlyEnrolled}
              onChange={(event) => setFilter('onlyEnrolled', event.currentTarget.checked)}
            />
            {mayListWithoutLocation && (
              <CheckboxField
                label="Only without a location"
                checked={filters.onlyWithoutLocation}
                onChange={(event) => setFilter('onlyWithoutLocation', event.currentTarget.checked)}
              />
            )}
            <CheckboxField
              label="Include deleted"
              checked={filters.includeDeleted}
              onChange={(event) => setFilter('includeDeleted', event.currentTarget.checked)}
            />
            <CheckboxField
              label="Include archived"
              checked={filters.includeArchived}
              onChange={(event) => setFilter('includeArchived', event.currentTarget.checked)}
            />
            <Button variant="subtle" size="compact-sm" onClick={clearFilters}>
              {customerSearchMessages.clearFilters}
            </Button>
          </Group>
        </Stack>
      </Box>

      <div aria-live="polite">
        {loadFailed
          ? later && <later.SearchFailed onRetry={results.refetch} retrying={results.isFetching} />
          : status === 'not-found' && submittedMode === 'mine' && data?.found_elsewhere
            ? later && <later.FoundElsewhere title={statusText} onSearchElsewhere={() => switchMode('elsewhere')} />
            : statusText && <Text>{statusText}</Text>}
      </div>

      {submitted &&
        (data || (results.isError && !loadFailed)) &&
        (later ? (
          <later.SearchResults
            rows={data?.data ?? []}
            caption={`${terms.customers} matching “${submitted.query}”`}
            page={data ?? undefined}
            onPage={(page) => setSubmitted({ ...submitted, page })}
          />
        ) : (
          <PageLoader compact />
        ))}
    </Stack>
  );
}
