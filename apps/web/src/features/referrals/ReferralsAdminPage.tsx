import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  referralDefaults,
  referralMessages,
  type ReferralColumn,
  type ReferralListResponse,
  type ReferralRow,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageLoader } from '../../ui/PageLoader';
import { PageTitle } from '../../ui/PageTitle';
import { StackedTable } from '../../ui/StackedTable';
import { LaterStringSelect } from '../../ui/LaterStringSelect';
import { Pager } from '../customers/Pager';
import { handleApiError } from '../../platform/errors';
import {
  categoriesQuery,
  exportUrl,
  fetchExport,
  listQuery,
  saveFile,
  shortDate,
  statusesQuery,
  typesQuery,
  type ListState,
} from './api';
import { ChangeStatusDialog } from './ChangeStatusDialog';

export const referralsTitle = 'Referrals';
const allStatuses = '0';

/** What a cell shows for a server-defined column. */
function cellText(row: ReferralRow, selector: string): string {
  if (selector === 'status') return row.status_label;
  if (selector === 'created_at') return shortDate(row.created_at);
  const value = (row as unknown as Record<string, unknown>)[selector];
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

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
      ) : list.isPending ? (
        <PageLoader />
      ) : rows.length === 0 ? (
        <EmptyState message={referralMessages.noData} />
      ) : (
        <ReferralTable
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
      {list.data && (
        <Pager
          current={page}
          last={Math.max(1, Math.ceil(list.data.totalRows / list.data.perPage))}
          onPage={(next) => setPage(next)}
        />
      )}
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
    </Stack>
  );
}

interface ReferralTableProps {
  data: ReferralListResponse;
  selectable: boolean;
  selected: Set<number>;
  allOnPageSelected: boolean;
  busy: boolean;
  order: { orderBy: string; sort: 'asc' | 'desc' };
  onSort: (orderBy: string) => void;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

function ReferralTable({
  data,
  selectable,
  selected,
  allOnPageSelected,
  busy,
  order,
  onSort,
  onToggle,
  onToggleAll,
}: ReferralTableProps) {
  const { rows, columns } = data.data;
  const ariaSort = (column: ReferralColumn) =>
    column.selector === order.orderBy ? (order.sort === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <StackedTable striped aria-busy={busy}>
      <Table.Caption>{`${data.totalRows.toLocaleString('en-US')} referrals`}</Table.Caption>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          {selectable && (
            <Table.Th role="columnheader">
              <Checkbox
                aria-label="Select all referrals on this page"
                checked={allOnPageSelected}
                disabled={!rows.some((row) => row.selectable)}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
          )}
          {columns.map((column) => (
            <Table.Th
              key={column.selector}
              role="columnheader"
              aria-sort={column.sortable ? (ariaSort(column) ?? 'none') : undefined}
              ta={column.center ? 'center' : undefined}
            >
              {column.sortable ? (
                <UnstyledButton fw={700} fz="sm" onClick={() => onSort(column.selector)}>
                  {column.name}
                  {column.selector === order.orderBy ? (order.sort === 'asc' ? ' ▲' : ' ▼') : ''}
                </UnstyledButton>
              ) : (
                column.name
              )}
            </Table.Th>
          ))}
          <Table.Th role="columnheader">Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {rows.map((row) => (
          <Table.Tr key={row.id} role="row">
            {selectable && (
              <Table.Td role="cell">
                <Checkbox
                  aria-label={`Select the referral of ${row.first_name} ${row.last_name} to ${row.to_name}`}
                  checked={selected.has(row.id)}
                  disabled={!row.selectable}
                  onChange={(event) => onToggle(row.id, event.currentTarget.checked)}
                />
              </Table.Td>
            )}
            {columns.map((column) => (
              <Table.Td
                key={column.selector}
                role="cell"
                data-label={column.name}
                ta={column.center ? 'center' : undefined}
                style={{ whiteSpace: column.wrap ? undefined : 'nowrap' }}
              >
                {cellText(row, column.selector)}
              </Table.Td>
            ))}
            <Table.Td role="cell" data-label="Action">
              <Anchor component={Link} to={row.action} size="sm">
                View Customer
                <VisuallyHidden>{` ${row.first_name} ${row.last_name}`}</VisuallyHidden>
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
