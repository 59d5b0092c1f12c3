import { Table } from '@mantine/core';
import { formatDollars, type FundingSummaryRow } from '@portal/contracts';
import { StackedTable } from '../../ui/StackedTable';

/** Per program: the budget, obligated, expended and available amounts and the customers funded, with the totals. */
export function SummaryTable({ rows }: { rows: FundingSummaryRow[] }) {
  const sum = (pick: (row: FundingSummaryRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const money = [
    ['Budget', (row: FundingSummaryRow) => row.budget_cents],
    ['Obligated', (row: FundingSummaryRow) => row.obligated_cents],
    ['Expended', (row: FundingSummaryRow) => row.expended_cents],
    ['Available', (row: FundingSummaryRow) => row.available_cents],
  ] as const;
  return (
    <StackedTable striped>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          <Table.Th role="columnheader">Program</Table.Th>
          {money.map(([label]) => (
            <Table.Th key={label} role="columnheader" ta="right">
              {label}
            </Table.Th>
          ))}
          <Table.Th role="columnheader" ta="right">
            Customers
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {rows.map((row) => (
          <Table.Tr key={row.program_id} role="row">
            <Table.Td role="cell" data-label="Program">
              {row.program_name}
            </Table.Td>
            {money.map(([label, pick]) => (
              <Table.Td key={label} role="cell" data-label={label} ta="right">
                {formatDollars(pick(row))}
              </Table.Td>
            ))}
            <Table.Td role="cell" data-label="Customers" ta="right">
              {row.customer_count.toLocaleString('en-US')}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr role="row" fw={700}>
          <Table.Td role="cell" data-label="Program">
            Total
          </Table.Td>
          {money.map(([label, pick]) => (
            <Table.Td key={label} role="cell" data-label={label} ta="right">
              {formatDollars(sum(pick))}
            </Table.Td>
          ))}
          {/* A customer funded by two programs counts in both rows: their sum is not a count of customers. */}
          <Table.Td role="cell" data-label="Customers" ta="right" />
        </Table.Tr>
      </Table.Tbody>
    </StackedTable>
  );
}
