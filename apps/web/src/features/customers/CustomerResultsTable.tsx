import { Anchor, Table } from '@mantine/core';
import { customerRecordRoute, customerSearchMessages, type CustomerSearchRow } from '@portal/contracts';
import { Link, useNavigate } from 'react-router';
import { StackedTable } from '../../ui/StackedTable';
import { formatPhone } from '../customer-record/format';

/** en-US month/day/year of a YYYY-MM-DD date. */
export function formatBirthdate(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-').map(Number);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
}

function statusLabel(row: CustomerSearchRow): string {
  if (row.deleted) return 'Deleted';
  return row.status ? 'Active' : 'Archived';
}

/** The results: every row opens the record; the last name is the keyboard-reachable link to it. */
export function CustomerResultsTable({ rows, caption }: { rows: CustomerSearchRow[]; caption: string }) {
  const navigate = useNavigate();
  return (
    <StackedTable highlightOnHover striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          <Table.Th role="columnheader">First Name</Table.Th>
          <Table.Th role="columnheader">Last Name</Table.Th>
          <Table.Th role="columnheader">Date of Birth</Table.Th>
          <Table.Th role="columnheader">Email</Table.Th>
          <Table.Th role="columnheader">Phone</Table.Th>
          <Table.Th role="columnheader">Status</Table.Th>
          <Table.Th role="columnheader">ID</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {rows.length === 0 ? (
          <Table.Tr role="row">
            <Table.Td role="cell" colSpan={7} ta="center">
              {customerSearchMessages.noRecords}
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => {
            return (
              <Table.Tr
                key={row.id}
                role="row"
                style={{ cursor: 'pointer' }}
                onClick={() => void navigate(customerRecordRoute(row.id))}
              >
                <Table.Td role="cell" data-label="First Name">
                  {row.first_name}
                </Table.Td>
                <Table.Td role="cell" data-label="Last Name">
                  <Anchor component={Link} to={customerRecordRoute(row.id)} onClick={(e) => e.stopPropagation()}>
                    {row.last_name}
                  </Anchor>
                </Table.Td>
                <Table.Td role="cell" data-label="Date of Birth">
                  {formatBirthdate(row.birthdate)}
                </Table.Td>
                <Table.Td role="cell" data-label="Email">
                  {row.email}
                </Table.Td>
                <Table.Td role="cell" data-label="Phone">
                  {formatPhone(row.phone)}
                </Table.Td>
                <Table.Td role="cell" data-label="Status">
                  {statusLabel(row)}
                </Table.Td>
                <Table.Td role="cell" data-label="ID">
                  {row.id}
                </Table.Td>
              </Table.Tr>
            );
          })
        )}
      </Table.Tbody>
    </StackedTable>
  );
}
