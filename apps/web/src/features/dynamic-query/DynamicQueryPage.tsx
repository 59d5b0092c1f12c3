import { Stack, Tabs, Title } from '@mantine/core';
import type { StoredQuery } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { resourcesQuery } from './api';
import { YourQueriesTab } from './view/YourQueriesTab';
import { newStart, wizardModeOf, wizardStepOf, type PageWizard } from './wizard/wizardStart';
import type { WizardState } from './wizard/wizardState';

// The build tab (the condition builder's inputs, the steps, the results table and their validation, with Zod, and the
// wizard's state with its condition tree) loads when it is opened: the page opens on Your Queries (issue #30).
const QueryWizard = lazy(async () => ({ default: (await import('./wizard/QueryWizard')).StartedQueryWizard }));

type Tab = 'view' | 'build';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /dynamic-querying: staff build, run, save, copy, share, export and delete queries over customer data. */
export function DynamicQueryPage() {
  const [tab, setTab] = useState<Tab>('view');
  const [wizard, setWizard] = useState<PageWizard>(newStart);
  const [searchParams, setSearchParams] = useSearchParams();
  const resources = useQuery(resourcesQuery);

  const labels = new Map((resources.data ?? []).flatMap((r) => r.fields.map((f) => [f.field, f.label] as const)));
  const labelOf = (key: string) => labels.get(key) ?? key;

  const inResults = tab === 'build' && wizardStepOf(wizard) === 'results';
  const page = inResults ? pageOf(searchParams.get('page')) : 1;
  // Forms spec 2: the results step pushes its page to the address (Back goes to the page before).
  const setPage = (next: number) => setSearchParams({ page: String(next) });
  const clearPage = () => {
    if (searchParams.has('page')) setSearchParams({}, { replace: true });
  };

  const open = (next: PageWizard) => {
    clearPage();
    setWizard(next);
    setTab('build');
  };
  const backToView = () => {
    clearPage();
    setWizard(newStart());
    setTab('view');
  };
  const changeWizard = (next: WizardState) => {
    if (next.step !== 'results') clearPage();
    setWizard(next);
  };

  return (
    <Stack gap="lg">
      <PageTitle title="Dynamic Querying" />
      <Title order={1}>Dynamic Querying</Title>
      <Tabs value={tab} onChange={(next) => (next === 'view' ? backToView() : setTab('build'))} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="view">Your Queries</Tabs.Tab>
          <Tabs.Tab value="build">{wizardModeOf(wizard) === 'edit' ? 'Editing Query' : 'Build Query'}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="view" pt="md">
          <YourQueriesTab
            labelOf={labelOf}
            onCreate={() => open(newStart())}
            onRun={(query: StoredQuery) => open({ start: 'run', query })}
            onEdit={(query: StoredQuery) => open({ start: 'edit', query })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="build" pt="md">
          {resources.isError ? (
            <LoadError what="the query fields" onRetry={resources.refetch} retrying={resources.isFetching} />
          ) : !resources.data ? (
            <PageLoader />
          ) : (
            <Suspense fallback={<PageLoader />}>
              <QueryWizard
                state={wizard}
                onChange={changeWizard}
                resources={resources.data}
                page={page}
                onPage={setPage}
                onDone={backToView}
              />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
