import { Anchor, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import {
  customerRecordRoute,
  dashboardPaths,
  toastCatalogue,
  type DrillDownKind,
  type DrillDownRow,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTerminology } from '../../platform/settings';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { drillDownQuery, type DrillDownRoute } from './api';

type Column = 'email' | 'logins' | 'last_login_at';

interface ListSpec {
  title: (terms: { customer: string; customers: string }) => string;
  path: DrillDownRoute;
  columns: readonly Column[];
}

const lists: Record<DrillDownKind, ListSpec> = {
  'successful-customer-login': {
    title: ({ customer }) => `Successful ${customer} Login`,
    path: dashboardPaths.loginCustomers,
    columns: ['email', 'logins', 'last_login_at'],
  },
  'customer-portal-usage-statistics': {
    title: ({ customer }) => `${customer} Portal Usage Statistics`,
    path: dashboardPaths.portalAccounts,
    columns: ['email', 'last_login_at'],
  },
  enrolled: {
    title: ({ customers }) => `Enrolled ${customers}`,
    path: dashboardPaths.enrolledList,
    columns: ['email'],
  },
  'my-customers/all': {
    title: ({ customers }) => `My ${customers}`,
    path: dashboardPaths.myCustomersAll,
    columns: ['email'],
  },
};

const headers: Record<Column, string> = { email: 'Email', logins: 'Logins', last_login_at: 'Last Login' };

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

function cell(row: DrillDownRow, column: Column) {
  switch (column) {
    case 'email':
      return row.email ?? '';
    case 'logins':
      return row.logins ?? 0;
    case 'last_login_at':
      return row.last_login_at ? dateTime(row.last_login_at) : 'Never';
  }
}

function isKind(value: string | undefined): value is DrillDownKind {
  return value !== undefined && value in lists;
}

/** A widget's drill-down (/widgets/...): every customer behind its figure, ten to a page. */
export function WidgetListPage() {
  const kind = useParams()['*'];
  const terms = useTerminology();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const list = isKind(kind) ? lists[kind] : null;
  const { data, isPending, isError, isFetching, refetch } = useQuery(
    drillDownQuery(list?.path ?? null, page, list !== null),
  );

  if (!list) {
    return (
      <Stack>
        <PageTitle title={toastCatalogue.notFoundText} />
        <Title order={1}>{toastCatalogue.notFoundText}</Title>
      </Stack>
    );
  }
  const title = list.title(terms);
  return (
    <Stack>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <div aria-live="polite" aria-busy={isPending}>
        {isPending ? (
          <Group justify="center" py="md">
            <Loader role="progressbar" size="sm" aria-label={`Loading ${title}`} />
          </Group>
        ) : isError ? (
          <LoadError what={title} onRetry={refetch} retrying={isFetching} />
        ) : !data || data.data.length === 0 ? (
          <EmptyState message="No records found" />
        ) : (
          <Stack>
            <StackedTable striped>
              <Table.Caption>{`${title}: ${data.total.toLocaleString('en-US')} in all`}</Table.Caption>
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader">Name</Table.Th>
                  {list.columns.map((column) => (
                    <Table.Th key={column} role="columnheader">
                      {headers[column]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {data.data.map((row) => (
                  <Table.Tr key={row.id} role="row">
                    <Table.Td role="cell" data-label="Name">
                      <Anchor component={Link} to={customerRecordRoute(row.id)}>
                        {row.full_name}
                      </Anchor>
                    </Table.Td>
                    {list.columns.map((column) => (
                      <Table.Td key={column} role="cell" data-label={headers[column]}>
                        {cell(row, column)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
            <Text size="sm">
              Page {data.current_page} of {data.last_page}
            </Text>
            <Pager
              current={data.current_page}
              last={data.last_page}
              onPage={(next) => setSearchParams({ page: String(next) })}
            />
          </Stack>
        )}
      </div>
    </Stack>
  );
}
