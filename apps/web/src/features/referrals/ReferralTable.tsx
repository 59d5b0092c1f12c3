import { Anchor, Checkbox, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReferralColumn, ReferralListResponse, ReferralRow } from '@portal/contracts';
import { Link } from 'react-router';
import { StackedTable } from '../../ui/StackedTable';
import { shortDate } from './api';

export { Pager } from '../customers/Pager';

/** What a cell shows for a server-defined column. */
function cellText(row: ReferralRow, selector: string): string {
  if (selector === 'status') return row.status_label;
  if (selector === 'created_at') return shortDate(row.created_at);
  const value = (row as unknown as Record<string, unknown>)[selector];
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export interface ReferralTableProps {
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

/** The referrals of a page, sortable by their columns, each selectable when the type allows. */
export function ReferralTable({
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
