import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  fundingAggregateCards,
  fundingAggregateCsvName,
  fundingListMessages as messages,
  fundingModeIds,
  fundingPageRoute,
  type FundingAggregateRow,
  type FundingBulkAction,
  type FundingMode,
  type FundingSortKey,
} from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLeaveBlocker } from '../../platform/navigation';
import { useCurrentUser } from '../../platform/auth';
import { handleApiError } from '../../platform/errors';
import { saveFile } from '../../platform/save-file';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import {
  aggregateCountsQuery,
  aggregateQuery,
  bulkAction,
  exportAggregate,
  fundingKeys,
  noFilters,
  type AggregateState,
} from './api';
import { FundingFiltersBar } from './FundingFilters';
import { ModeCards } from './ModeCards';
import { nextSort, type ColumnSort } from './sort';

/** The results' code (table, checkboxes, pager) is fetched as the page starts reading the rows, behind their loader (#30). */
const loadResults = () => import('./AggregateResults');
const AggregateTable = lazy(async () => ({ default: (await loadResults()).AggregateTable }));
const PhoneSort = lazy(async () => ({ default: (await loadResults()).PhoneSort }));
const Pager = lazy(async () => ({ default: (await loadResults()).Pager }));
const rowsLoader = <Loader aria-label="Loading transactions" />;

export const aggregateTitle = 'Aggregate Transactions';

const cards = fundingModeIds.map((key) => ({ key, label: fundingAggregateCards[key].title }));
const bulkButton: Record<FundingBulkAction, string> = { approve: 'Approve', reject: 'Reject', done: "Mark as 'Done'" };

/** /transactions: every customer's obligations and expenses for approval, bulk actions and the CSV (forms spec 2). */
export function AggregatePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const isAdmin = user?.role === 'admin' || user?.role === 'agency_admin';
  const [card, setCard] = useState<FundingMode>('edit-obligations');
  const [filters, setFilters] = useState(noFilters);
  const [sort, setSort] = useState<ColumnSort<FundingSortKey> | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState<FundingBulkAction | 'export' | null>(null);
  const [leavingTo, setLeavingTo] = useState<FundingAggregateRow | null>(null);
  const state: AggregateState = { card, filters, sort, page };
  const counts = useQuery(aggregateCountsQuery(filters));
  const list = useQuery(aggregateQuery(state));
  useEffect(() => void loadResults().catch(() => undefined), []);
  const cardInfo = fundingAggregateCards[card];
  // Forms spec 6: checkboxes for admins, or on the edit-expenses and view-expenses cards.
  const withCheckboxes = isAdmin || card === 'edit-expenses' || card === 'view-expenses';
  // Forms spec 6: bulk approve and reject are an admin's; done is everyone's.
  const bulk = cardInfo.bulk.filter((action) => isAdmin || action === 'done');

  // Checked rows would be lost on leaving: ask first (forms spec 2's question).
  const confirmed = useRef(false);
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) =>
      selected.size > 0 && !confirmed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const startOver = () => {
    setPage(1);
    setSelected(new Set());
  };
  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const runBulk = async (action: FundingBulkAction) => {
    setBusy(action);
    try {
      const answer = await bulkAction(action, [...selected]);
      const label = messages.bulkDone(action);
      if (answer.done.length > 0) showSuccessToast(label, label);
      for (const refused of answer.refused.slice(0, 3)) showErrorToast(`#${refused.id}: ${refused.message}`, 'Error');
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: fundingKeys.all });
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
    }
  };

  const runExport = async () => {
    setBusy('export');
    try {
      saveFile(await exportAggregate(state, [...selected]), fundingAggregateCsvName);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
    }
  };

  const rows = list.data?.data ?? [];
  const meta = list.data?.meta;
  return (
    <Stack gap="lg">
      <PageTitle title={aggregateTitle} />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{aggregateTitle}</Title>
        {isAdmin && (
          <Button component={Link} to="/transactions/budgets" variant="default">
            Budgets and funds summary
          </Button>
        )}
      </Group>
      <ModeCards
        cards={cards}
        active={card}
        counts={counts.isError ? null : counts.data}
        onSelect={(key) => {
          setCard(key);
          startOver();
        }}
      />
      {counts.isError && (
        <LoadError what="the transaction counts" onRetry={counts.refetch} retrying={counts.isFetching} />
      )}
      <FundingFiltersBar
        idPrefix="aggregate-filter"
        withProgram
        value={filters}
        onChange={(next) => {
          setFilters(next);
          startOver();
        }}
      />
      <Group gap="sm" wrap="wrap">
        {bulk.map((action) => (
          <Button
            key={action}
            color={action === 'reject' ? 'red.9' : undefined}
            disabled={selected.size === 0 || (busy !== null && busy !== action)}
            loading={busy === action}
            onClick={() => void runBulk(action)}
          >
            {`${bulkButton[action]} (${selected.size})`}
          </Button>
        ))}
        <Button
          variant="default"
          loading={busy === 'export'}
          disabled={busy !== null && busy !== 'export'}
          onClick={() => void runExport()}
        >
          Export CSV
        </Button>
        {withCheckboxes && (
          <Text size="sm" c="dark.6" aria-live="polite">
            {selected.size === 1 ? '1 transaction selected' : `${selected.size} transactions selected`}
          </Text>
        )}
      </Group>
      {list.isError ? (
        <LoadError message={messages.tableLoadError} onRetry={list.refetch} retrying={list.isFetching} />
      ) : list.isPending ? (
        rowsLoader
      ) : rows.length === 0 ? (
        <EmptyState message={messages.noTransactions} />
      ) : (
        <Suspense fallback={rowsLoader}>
          <PhoneSort
            sort={sort}
            onChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
          <AggregateTable
            rows={rows}
            total={meta?.total ?? rows.length}
            busy={list.isFetching}
            sort={sort}
            onSort={(key) => {
              setSort((current) => nextSort(current, key));
              setPage(1);
            }}
            selected={withCheckboxes ? selected : null}
            onToggle={toggle}
            onCustomer={setLeavingTo}
          />
        </Suspense>
      )}
      {meta && rows.length > 0 && (
        <Text size="sm" c="dark.6">
          {`${meta.total.toLocaleString('en-US')} transactions`}
        </Text>
      )}
      {meta && (
        <Suspense fallback={null}>
          <Pager current={meta.current_page} last={meta.last_page} onPage={setPage} />
        </Suspense>
      )}
      <ConfirmDialog
        opened={leavingTo !== null || blocker.state === 'blocked'}
        title="Leave this page?"
        message={messages.leaveConfirm}
        confirmLabel="Yes"
        cancelLabel="No"
        destructive={false}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
          if (leavingTo) {
            confirmed.current = true;
            const target = fundingPageRoute(leavingTo.customer_id, cardInfo.customerMode);
            setLeavingTo(null);
            void navigate(target);
          }
        }}
        onCancel={() => {
          if (blocker.state === 'blocked') blocker.reset();
          setLeavingTo(null);
        }}
      />
    </Stack>
  );
}
