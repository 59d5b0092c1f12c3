import { Group, Table } from '@mantine/core';
import { employerMessages } from '@portal/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';

interface Page<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
}

/** The list of an employer screen: the spec's load failure, its empty text, or a striped table; then the pager. */
export function PagedTable<Row>({
  query: { data, isError, isFetching, refetch },
  loadError,
  empty = <EmptyState message={employerMessages.noData} />,
  columns,
  onPage,
  children,
}: {
  /** The list query's result. */
  query: { data?: Page<Row>; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The spec's text when the list cannot be loaded. */
  loadError: string;
  /** Shown instead of the table when the page has no rows ('No data available to show' unless given). */
  empty?: ReactNode;
  /** The column headings, in order. */
  columns: string[];
  onPage: (page: number) => void;
  /** One table row (a Table.Tr with its key). */
  children: (row: Row) => ReactNode;
}) {
  return (
    <>
      {isError ? (
        <LoadError message={loadError} onRetry={refetch} retrying={isFetching} />
      ) : data && data.data.length === 0 ? (
        empty
      ) : (
        <StackedTable striped aria-busy={isFetching}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{(data?.data ?? []).map((row) => children(row))}</Table.Tbody>
        </StackedTable>
      )}
      {data && (
        <Group mt="md">
          <Pager current={data.current_page} last={data.last_page} onPage={onPage} />
        </Group>
      )}
    </>
  );
}
