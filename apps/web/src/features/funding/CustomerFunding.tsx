import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  customerRecordRoute,
  fundingMessages as messages,
  fundingModeIds,
  fundingModes,
  type FundingAction,
  type FundingMode,
  type FundingRecord,
} from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { detailQuery, logsQuery, noFilters, statusCountsQuery, type FundingFilters } from './api';
import { FundingFiltersBar } from './FundingFilters';
import classes from './FundingPage.module.css';
import { ModeCards } from './ModeCards';
import { NewObligationPanel, TransactionDetail } from './panels';
import { TransactionList } from './TransactionList';

/** A panel shows the transaction's loader until its code is in (panels.tsx). */
function Panel({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loader aria-label="Loading the transaction" />}>{children}</Suspense>;
}

export const fundingTitle = 'Transactions';

/** Mantine's md breakpoint: from here the list and the detail sit side by side. */
export const wideQuery = '(min-width: 62em)';

/** The card a `status` query parameter names (forms spec 2), else the first. */
export function modeOf(status: string | null): FundingMode {
  return (fundingModeIds as readonly string[]).includes(status ?? '') ? (status as FundingMode) : 'edit-obligations';
}

/** Forward steps move on to the card where the item now is (forms spec 4's next mode); the rest stay. */
const forward: readonly FundingAction[] = ['approve', 'submit-expense'];

const cards = fundingModeIds.map((key) => ({
  key,
  label: fundingModes[key].title,
  description: fundingModes[key].description,
}));

/** A customer's obligations and expenses: the cards, filters and list, with the chosen item's panel beside them. */
export function CustomerFunding({
  customerId,
  customerName,
  readOnly,
}: {
  customerId: number;
  customerName: string;
  readOnly: boolean;
}) {
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('status'));
  const itemId = Number(params.get('item')) || null;
  const wide = useMediaQuery(wideQuery, true, { getInitialValueInEffect: false }) ?? true;
  const [filters, setFilters] = useState<FundingFilters>(noFilters);
  const counts = useQuery(statusCountsQuery(customerId, filters));
  const logs = useInfiniteQuery(logsQuery(customerId, mode, filters));
  const records = logs.data?.pages.flatMap((page) => page.data) ?? [];
  const total = logs.data?.pages[0]?.meta.total;
  // The first item after each fresh load (forms spec 2), on a wide screen; on a phone the list shows first.
  const selected = records.find((record) => record.id === itemId) ?? (wide && itemId === null ? records[0] : undefined);
  const modeInfo = fundingModes[mode];

  const choose = (next: { mode?: FundingMode; item?: number | null }, push = false) => {
    setCreating(false);
    const query: Record<string, string> = { status: next.mode ?? mode };
    if (next.item) query.item = String(next.item);
    setParams(query, { replace: !push });
  };
  const onDone = (action: FundingAction, record: FundingRecord) => {
    const nextMode = forward.includes(action) ? (modeInfo.next as FundingMode) : mode;
    choose({ mode: nextMode, item: record.id });
  };
  const fetchMore = useCallback(() => void logs.fetchNextPage(), [logs]);

  const [creating, setCreating] = useState(false);
  const detailOnly = !wide && (itemId !== null || creating);
  // On a phone the detail replaces the list: start it at the top rather than where the list was scrolled to.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (detailOnly) top.current?.scrollIntoView({ block: 'start' });
  }, [detailOnly, itemId]);
  const heading = (
    <Stack gap={4}>
      <PageTitle title={`${customerName} | ${fundingTitle}`} />
      <Title order={1}>{fundingTitle}</Title>
      <Anchor component={Link} to={customerRecordRoute(customerId)}>
        {customerName}
      </Anchor>
    </Stack>
  );

  const newObligation = (
    <Panel>
      <NewObligationPanel
        customerId={customerId}
        customerName={customerName}
        onCancel={() => setCreating(false)}
        onCreated={(record) => choose({ mode: 'edit-obligations', item: record.id })}
      />
    </Panel>
  );

  if (detailOnly) {
    return (
      <Stack gap="md" ref={top}>
        {heading}
        <Button variant="default" onClick={() => choose({ item: null })} className={classes.noPrint} w="fit-content">
          {`Back to ${modeInfo.tabs[0]}`}
        </Button>
        {creating || itemId === null ? (
          newObligation
        ) : (
          <SelectedDetail id={itemId} listed={selected} mode={mode} onDone={onDone} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <ModeCards
        heading={messages.heading}
        cards={cards}
        active={mode}
        counts={counts.isError ? null : counts.data}
        onSelect={(key) => choose({ mode: key, item: null })}
      />
      {counts.isError && (
        <LoadError what="the transaction counts" onRetry={counts.refetch} retrying={counts.isFetching} />
      )}
      <FundingFiltersBar
        idPrefix="funding-filter"
        value={filters}
        onChange={(next) => {
          setFilters(next);
          choose({ item: null });
        }}
      />
      <Text aria-live="polite" fw={600}>
        {total === undefined ? '\u00a0' : `Total ${modeInfo.totalLabel}: ${total.toLocaleString('en-US')}`}
      </Text>
      <div className={classes.columns}>
        <section aria-labelledby="funding-list-title" className={classes.list}>
          <Group justify="space-between" mb="xs" gap="xs">
            <Title order={2} size="h3" id="funding-list-title">
              {modeInfo.tabs[0]}
            </Title>
            {mode === 'edit-obligations' && !readOnly && (
              <Button size="xs" variant="default" onClick={() => setCreating(true)} disabled={creating}>
                New Obligation
              </Button>
            )}
          </Group>
          {logs.isError ? (
            <LoadError message={messages.loadError} onRetry={logs.refetch} retrying={logs.isFetching} />
          ) : logs.isPending ? (
            <Loader aria-label="Loading transactions" />
          ) : records.length === 0 ? (
            <EmptyState message={messages.noTransactions} />
          ) : (
            <TransactionList
              label={modeInfo.tabs[0]}
              records={records}
              selectedId={selected?.id ?? null}
              onSelect={(record) => choose({ item: record.id }, !wide)}
              hasMore={logs.hasNextPage}
              loadingMore={logs.isFetchingNextPage}
              onMore={fetchMore}
            />
          )}
        </section>
        {wide && (creating || selected) && (
          <div className={classes.detail}>
            {creating || !selected ? (
              newObligation
            ) : (
              <SelectedDetail id={selected.id} listed={selected} mode={mode} onDone={onDone} />
            )}
          </div>
        )}
      </div>
    </Stack>
  );
}

/** The chosen item: the list's copy at once, or (opened by address) loaded by id. */
function SelectedDetail({
  id,
  listed,
  mode,
  onDone,
}: {
  id: number;
  listed: FundingRecord | undefined;
  mode: FundingMode;
  onDone: (action: FundingAction, record: FundingRecord) => void;
}) {
  const detail = useQuery({ ...detailQuery(id), enabled: !listed });
  const record = listed ?? detail.data?.data;
  if (record)
    return (
      <Panel>
        <TransactionDetail record={record} mode={mode} onDone={onDone} />
      </Panel>
    );
  if (detail.isError)
    return <LoadError message={messages.loadError} onRetry={detail.refetch} retrying={detail.isFetching} />;
  return <Loader aria-label="Loading the transaction" />;
}
