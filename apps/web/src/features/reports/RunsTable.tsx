import { Anchor, Button, Group, Table } from '@mantine/core';
import type { ReportRun } from '@portal/contracts';
import { Link } from 'react-router';
import { StackedTable } from '../../ui/StackedTable';
import { exportUrl } from './api';
import { RunStatus, useRerun, when } from './runParts';

export function RunsTable({ runs, caption = 'Report runs, newest first' }: { runs: ReportRun[]; caption?: string }) {
  const rerun = useRerun();
  return (
    <StackedTable striped>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          <Table.Th role="columnheader">Report</Table.Th>
          <Table.Th role="columnheader">Criteria</Table.Th>
          <Table.Th role="columnheader">Run by</Table.Th>
          <Table.Th role="columnheader">Started</Table.Th>
          <Table.Th role="columnheader">Status</Table.Th>
          <Table.Th role="columnheader">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {runs.map((run) => (
          <Table.Tr key={run.id} role="row">
            <Table.Td role="cell" data-label="Report">
              <Anchor component={Link} to={`/reports/runs/${run.id}`}>
                {run.type_label}
              </Anchor>
            </Table.Td>
            <Table.Td role="cell" data-label="Criteria">
              {run.criteria_label}
            </Table.Td>
            <Table.Td role="cell" data-label="Run by">
              {run.user.name}
            </Table.Td>
            <Table.Td role="cell" data-label="Started">
              {when(run.created_at)}
            </Table.Td>
            <Table.Td role="cell" data-label="Status">
              <RunStatus run={run} />
            </Table.Td>
            <Table.Td role="cell" data-label="Actions">
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  loading={rerun.isPending && rerun.variables?.id === run.id}
                  onClick={() => rerun.mutate(run)}
                  aria-label={`Re-run ${run.type_label}, ${run.criteria_label}`}
                >
                  Re-run
                </Button>
                {run.formats.map((format) => (
                  <Button
                    key={format}
                    size="xs"
                    variant="light"
                    component="a"
                    href={exportUrl(run.id, format)}
                    download
                    aria-label={`Download ${format.toUpperCase()} of run ${run.id}`}
                  >
                    {`Download ${format.toUpperCase()}`}
                  </Button>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}
