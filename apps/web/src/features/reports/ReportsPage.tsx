import { Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { Pager } from '../customers/Pager';
import { reportTypesQuery, runsQuery } from './api';
import { RunForm } from './RunForm';
import { RunsTable } from './RunsTable';

const title = 'Reports';

function ReportTypes() {
  const { data, isPending, isError, isFetching, refetch } = useQuery(reportTypesQuery());
  if (isPending) return <Loader role="progressbar" size="sm" aria-label="Loading report types" />;
  if (isError) return <LoadError what="the report types" onRetry={refetch} retrying={isFetching} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {data.data.map((type) => (
        <Card key={type.key} withBorder padding="md" component="section" aria-labelledby={`report-${type.key}`}>
          <Stack gap="sm">
            <Title order={2} size="h4" id={`report-${type.key}`}>
              {type.label}
            </Title>
            <Text size="sm" c="dark.6">
              {type.description}
            </Text>
            <RunForm type={type.key} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Runs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, isFetching, refetch } = useQuery(runsQuery(page));
  return (
    <Stack>
      <Title order={2}>Runs</Title>
      <div aria-busy={isPending}>
        {isPending ? (
          <Group justify="center" py="md">
            <Loader role="progressbar" size="sm" aria-label="Loading report runs" />
          </Group>
        ) : isError ? (
          <LoadError what="the report runs" onRetry={refetch} retrying={isFetching} />
        ) : data.data.length === 0 ? (
          <EmptyState message="No reports have been run yet" />
        ) : (
          <Stack>
            <RunsTable runs={data.data} />
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

/** /reports (issue #28): the report types with their criteria, and the runs with re-run and download. */
export function ReportsPage() {
  return (
    <Stack>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <ReportTypes />
      <Runs />
    </Stack>
  );
}
