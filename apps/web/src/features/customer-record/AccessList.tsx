import { Paper, Table, Title } from '@mantine/core';
import { customerRecordMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../ui/EmptyState';
import { recordAccessesQuery } from './api';
import { formatDateTime } from './format';

/** Who opened this record (every read is audited on the server). */
export function AccessList({ id }: { id: number }) {
  const { data } = useQuery(recordAccessesQuery(id));
  const rows = data?.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="accesses-heading">
      <Title order={2} size="h3" id="accesses-heading" mb="sm">
        Who accessed this record
      </Title>
      {data && rows.length === 0 ? (
        <EmptyState message={customerRecordMessages.noRecords} />
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Staff user</Table.Th>
              <Table.Th scope="col">Opened</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.staff_name}</Table.Td>
                <Table.Td>{formatDateTime(row.accessed_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
