import { Table } from '@mantine/core';
import type { FundingSummaryResult } from '@portal/contracts';
import { StackedTable } from '../../ui/StackedTable';

const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The funds summary of a run: the funding module's figures per program. */
export function FundingView({ result }: { result: FundingSummaryResult }) {
  const columns = ['Program', 'Budget', 'Obligated', 'Expended', 'Available', 'Customers'] as const;
  return (
    <StackedTable striped>
      <Table.Caption>{`Funds summary, PY ${result.program_year}`}</Table.Caption>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          {columns.map((column) => (
            <Table.Th key={column} role="columnheader">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {result.data.map((row) => {
          const cells = [
            row.program_name,
            dollars(row.budget_cents),
            dollars(row.obligated_cents),
            dollars(row.expended_cents),
            dollars(row.available_cents),
            row.customer_count.toLocaleString('en-US'),
          ];
          return (
            <Table.Tr key={row.program_id} role="row">
              {cells.map((cell, index) => (
                <Table.Td key={columns[index]} role="cell" data-label={columns[index]}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
