import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { referralDefaults, referralListMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { LaterDialog } from '../../ui/LaterDialog';
import { LaterStringSelect } from '../../ui/LaterStringSelect';
import { handleApiError } from '../../platform/errors';
import { laterModule } from '../../platform/laterModule';
import { useModule } from '../../platform/useModule';
import {
  categoriesQuery,
  exportUrl,
  fetchExport,
  listQuery,
  saveFile,
  statusesQuery,
  typesQuery,
  type ListState,
} from './api';

// The table (its checkboxes) and the pager show once the rows are in: its code is fetched alongside them, behind the same loader.
// The status dialog (Modal, its fields) loads once the page has painted, so it still opens at once (issue #30).
const loadTable = () => import('./ReferralTable');
const loadDialog = laterModule(() => import('./ChangeStatusDialog'));
const ChangeStatusDialog = lazy(async () => ({ default: (await loadDialog()).ChangeStatusDialog }));

export const referralsTitle = 'Referrals';
const allStatuses = '0';

/**
 * /referrals/all (staff spec 2.10, 4): Referral Type and Referral Status selects, Export, the sortable paged table
 * (first_name ascending, 10 a page) and 'Change Status for Referrals'. The type defaults to the first category; for
 * 'external' the statuses come from the types call and the rows cannot be selected.
 */
export function ReferralsAdminPage() {
  const categories = useQuery(categoriesQuery());
  const [chosenType, setChosenType] = useState<string | null>(null);
  const type = chosenType ?? categories.data?.[0]?.value ?? null;
  const external = type === 'external';
  const [status, setStatus] = useState(allStatuses);
  const [order, setOrder] = useState<{ orderBy: string; sort: 'asc' | 'desc' }>({
    orderBy: referralDefaults.orderBy,
    sort: referralDefaults.sort,
  });
  const [page, setPage] = useState<number>(referralDefaults.page);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const statuses = useQuery(statusesQuery(type !== null && !external));
  const types = useQuery(typesQuery(type !== null));
  const statusOptions = (external ? types.data : statuses.data) ?? [];
  const state: ListState = { type: type ?? '', status, ...order, page, perPage: referralDefaults.perPage };
  const list = useQuery(listQuery(state, type !== null));
  const tableModule = useModule(loadTable);

  const startOver = () => {
    setPage(1);
    setSelected(new Set());
  };

  if (categories.isPending) return <PageLoader />;
  if (categories.isError)
    return (
      <Stack>
        <PageTitle title={referralsTitle} />
        <Title order={1}>{referralsTitle}</Title>
        <LoadError what="the referral types" onRetry={categories.refetch} retrying={categories.isFetching} />
      </Stack>
    );

  const rows = list.data?.data.rows ?? [];
  const selectableOnPage = external ? [] : rows.filter((row) => row.selectable).map((row) => row.id);
  const allOnPageSelected = selectableOnPage.length > 0 && selectableOnPage.every((id) => selected.has(id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="lg">
      <PageTitle title={referralsTitle} />
      <Title order={1}>{referralsTitle}</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LaterStringSelect
          label="Referral Type"
          data={categories.data}
          value={type ?? ''}
          allowDeselect={false}
          onChange={(next) => {
            setChosenType(next);
            setStatus(allStatuses);
            startOver();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <LaterStringSelect
          label="Referral Status"
          data={[{ value: allStatuses, label: 'All' }, ...statusOptions]}
          value={status}
          allowDeselect={false}
          onChange={(next) => {
            setStatus(next || allStatuses);
            startOver();
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Button
          variant="default"
          disabled={type === null}
          loading={exporting}
          onClick={() => {
            if (type === null) return;
            setExporting(true);
            fetchExport(exportUrl(state))
              .then((file) => saveFile(file, referralDefaults.exportFileName))
              // A refusal is shown as the server's message (the central handler's toasts), never saved as the file.
              .catch((error: unknown) => handleApiError(error))
              .finally(() => setExporting(false));
          }}
        >
          Export
        </Button>
        {!external && (
          <Button disabled={selected.size === 0} onClick={() => setDialogOpen(true)}>
            Change Status
          </Button>
        )}
      </Group>
      {!external && (
        <Text size="sm" c="dark.6" aria-live="polite">
          {selected.size === 1 ? '1 referral selected' : `${selected.size} referrals selected`}
        </Text>
      )}
      {list.isError ? (
        <LoadError what="referrals" onRetry={list.refetch} retrying={list.isFetching} />
      ) : list.isPending || !tableModule ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <EmptyState message={referralListMessages.noData} />
      ) : (
        <tableModule.ReferralTable
          data={list.data}
          selectable={!external}
          selected={selected}
          allOnPageSelected={allOnPageSelected}
          busy={list.isFetching}
          order={order}
          onSort={(orderBy) => {
            setOrder((current) => ({
              orderBy,
              sort: current.orderBy === orderBy && current.sort === 'asc' ? 'desc' : 'asc',
            }));
            setPage(1);
          }}
          onToggle={toggle}
          onToggleAll={(on) => {
            for (const id of selectableOnPage) toggle(id, on);
          }}
        />
      )}
      {list.data && tableModule && (
        <tableModule.Pager
          current={page}
          last={Math.max(1, Math.ceil(list.data.totalRows / list.data.perPage))}
          onPage={(next) => setPage(next)}
        />
      )}
      <LaterDialog open={dialogOpen} load={loadDialog}>
        <ChangeStatusDialog
          opened={dialogOpen}
          referralIds={[...selected]}
          statuses={statuses.data ?? []}
          onClose={() => setDialogOpen(false)}
          onChanged={() => {
            setSelected(new Set());
            void list.refetch();
          }}
        />
      </LaterDialog>
    </Stack>
  );
}
