import { Anchor, Group, Loader, Modal, Stack, Table } from '@mantine/core';
import { customerRecordRoute } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { drillQuery, type DrillTarget } from './api';

function DrillRows({ runId, target }: { runId: number; target: DrillTarget }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching, refetch } = useQuery(drillQuery(runId, target, page));
  if (isPending) {
    return (
      <Group justify="center" py="md">
        <Loader role="progressbar" size="sm" aria-label="Loading participants" />
      </Group>
    );
  }
  if (isError) return <LoadError what="the participants" onRetry={refetch} retrying={isFetching} />;
  if (data.data.length === 0) return <EmptyState message="No participants are counted in this figure" />;
  return (
    <Stack>
      <StackedTable striped>
        <Table.Caption>{`${data.total.toLocaleString('en-US')} participants`}</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th role="columnheader">Name</Table.Th>
            <Table.Th role="columnheader">Birth date</Table.Th>
            <Table.Th role="columnheader">Entry</Table.Th>
            <Table.Th role="columnheader">Exit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {data.data.map((row) => (
            <Table.Tr key={row.enrollment_id} role="row">
              <Table.Td role="cell" data-label="Name">
                <Anchor component={Link} to={customerRecordRoute(row.customer_id)}>
                  {row.full_name}
                </Anchor>
              </Table.Td>
              <Table.Td role="cell" data-label="Birth date">
                {row.birth_date ?? ''}
              </Table.Td>
              <Table.Td role="cell" data-label="Entry">
                {row.entry_date}
              </Table.Td>
              <Table.Td role="cell" data-label="Exit">
                {row.exit_date ?? 'Still enrolled'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      <Pager current={data.current_page} last={data.last_page} onPage={setPage} />
    </Stack>
  );
}

/** The participants a figure counts, at the caller's locations; birth dates masked unless the caller sees PII. */
export function DrillDownModal(props: { runId: number; target: DrillTarget | null; onClose: () => void }) {
  return (
    <Modal opened={props.target !== null} onClose={props.onClose} title={props.target?.label ?? ''} size="xl">
      {props.target ? (
        <DrillRows
          key={`${props.target.programId}-${props.target.figure}-${props.target.part}`}
          runId={props.runId}
          target={props.target}
        />
      ) : null}
    </Modal>
  );
}
