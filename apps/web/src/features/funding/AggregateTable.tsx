import { Anchor, Checkbox, NativeSelect, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  formatDollars,
  formatUsDate,
  fundingCategories,
  type FundingAggregateRow,
  type FundingSortKey,
} from '@portal/contracts';
import { StackedTable } from '../../ui/StackedTable';
import { ariaSortOf, type ColumnSort } from './sort';

export const sortable: { key: FundingSortKey; label: string }[] = [
  { key: 'id', label: 'ID' },
  { key: 'customer_id', label: 'Customer ID' },
  { key: 'customer', label: 'Customer' },
  { key: 'title', label: 'Title' },
  { key: 'submitter', label: 'Submitter' },
  { key: 'date', label: 'Date' },
  { key: 'total', label: 'Total' },
];

interface AggregateTableProps {
  rows: FundingAggregateRow[];
  total: number;
  busy: boolean;
  sort: ColumnSort<FundingSortKey> | null;
  onSort: (key: FundingSortKey) => void;
  /** Null: no checkboxes on this card for this user (forms spec 2). */
  selected: Set<number> | null;
  onToggle: (ids: number[], on: boolean) => void;
  onCustomer: (row: FundingAggregateRow) => void;
}

const arrow = (sort: ColumnSort | null, key: string) => (sort?.key === key ? (sort.order === 'asc' ? ' ▲' : ' ▼') : '');

/** The aggregate's sortable, paged table (forms spec 2, 4): one column sorts at a time, asc → desc → none. */
export function AggregateTable({
  rows,
  total,
  busy,
  sort,
  onSort,
  selected,
  onToggle,
  onCustomer,
}: AggregateTableProps) {
  const ids = rows.map((row) => row.id);
  const allOn = selected !== null && ids.length > 0 && ids.every((id) => selected.has(id));
  const someOn = selected !== null && ids.some((id) => selected.has(id));
  const cell = (row: FundingAggregateRow, key: FundingSortKey) => {
    switch (key) {
      case 'date':
        return formatUsDate(row.date);
      case 'total':
        return formatDollars(row.total_cents);
      case 'customer':
        return (
          <Anchor component="button" type="button" size="sm" onClick={() => onCustomer(row)} ta="left">
            {row.customer}
          </Anchor>
        );
      default:
        return String(row[key]);
    }
  };
  return (
    <StackedTable striped aria-busy={busy} aria-label={`${total.toLocaleString('en-US')} transactions`}>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          {selected !== null && (
            <Table.Th role="columnheader">
              <Checkbox
                aria-label="Select all transactions on this page"
                checked={allOn}
                indeterminate={someOn && !allOn}
                disabled={ids.length === 0}
                onChange={(event) => onToggle(ids, event.currentTarget.checked)}
              />
            </Table.Th>
          )}
          {sortable.map((column) => (
            <Table.Th key={column.key} role="columnheader" aria-sort={ariaSortOf(sort, column.key)}>
              <UnstyledButton fw={700} fz="sm" onClick={() => onSort(column.key)} style={{ whiteSpace: 'nowrap' }}>
                {column.label}
                <span aria-hidden>{arrow(sort, column.key)}</span>
              </UnstyledButton>
            </Table.Th>
          ))}
          <Table.Th role="columnheader">Status</Table.Th>
          <Table.Th role="columnheader">Category</Table.Th>
          <Table.Th role="columnheader">Vendor</Table.Th>
          <Table.Th role="columnheader">Approver</Table.Th>
          <Table.Th role="columnheader">Available</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {rows.map((row) => (
          <Table.Tr key={row.id} role="row">
            {selected !== null && (
              <Table.Td role="cell">
                <Checkbox
                  aria-label={`Select transaction ${row.id} of ${row.customer}`}
                  checked={selected.has(row.id)}
                  onChange={(event) => onToggle([row.id], event.currentTarget.checked)}
                />
              </Table.Td>
            )}
            {sortable.map((column) => (
              <Table.Td
                key={column.key}
                role="cell"
                data-label={column.label}
                style={{ whiteSpace: column.key === 'title' || column.key === 'customer' ? undefined : 'nowrap' }}
              >
                {cell(row, column.key)}
              </Table.Td>
            ))}
            <Table.Td role="cell" data-label="Status">
              {row.status.name}
            </Table.Td>
            <Table.Td role="cell" data-label="Category">
              {fundingCategories[row.category].label}
            </Table.Td>
            <Table.Td role="cell" data-label="Vendor">
              {row.vendor ?? '—'}
            </Table.Td>
            <Table.Td role="cell" data-label="Approver">
              {row.approver ?? '—'}
            </Table.Td>
            <Table.Td role="cell" data-label="Available">
              {row.balances.length === 0
                ? '—'
                : row.balances.map((balance) => (
                    <Text key={balance.program_id} size="xs" style={{ whiteSpace: 'nowrap' }}>
                      {`${balance.program_name}: ${formatDollars(balance.available_cents)}`}
                    </Text>
                  ))}
              <VisuallyHidden>{` in PY${row.program_year}`}</VisuallyHidden>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

/** On a phone the column headers are hidden (the rows stack): the same sort as a select. */
export function PhoneSort({
  sort,
  onChange,
}: {
  sort: ColumnSort<FundingSortKey> | null;
  onChange: (sort: ColumnSort<FundingSortKey> | null) => void;
}) {
  const options = [
    { value: '', label: 'Date, newest first (default)' },
    ...sortable.flatMap((column) => [
      { value: `${column.key}:asc`, label: `${column.label}, ascending` },
      { value: `${column.key}:desc`, label: `${column.label}, descending` },
    ]),
  ];
  return (
    <NativeSelect
      hiddenFrom="sm"
      label="Sort by"
      data={options}
      value={sort ? `${sort.key}:${sort.order}` : ''}
      onChange={(event) => {
        const [key, order] = event.currentTarget.value.split(':') as [FundingSortKey, 'asc' | 'desc'];
        onChange(event.currentTarget.value === '' ? null : { key, order });
      }}
    />
  );
}
