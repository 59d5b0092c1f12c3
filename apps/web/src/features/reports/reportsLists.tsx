import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReportList, ReportTypeKey } from '@portal/contracts';
import { Pager } from '../customers/Pager';
import { RunForm } from './RunForm';
import { RunsTable } from './RunsTable';

/** The reports page's parts drawn from its data, fetched after the page's first paint (issue #30). */

interface ReportTypeCard {
  key: ReportTypeKey;
  label: string;
  description: string;
}

/** One card per report type: its name, what it tells and the form that runs it. */
export function ReportTypeCards({ types }: { types: ReportTypeCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      {types.map((type) => (
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

/** A page of runs: the table, how many there are and the pages. */
export function RunsList({
  runs,
  caption,
  onPage,
}: {
  runs: ReportList;
  caption: string;
  onPage: (page: number) => void;
}) {
  return (
    <Stack>
      <RunsTable runs={runs.data} caption={caption} />
      <Text size="sm" c="dark.6">
        {runs.total === 1 ? '1 run' : `${runs.total.toLocaleString('en-US')} runs`}
      </Text>
      <Pager current={runs.current_page} last={runs.last_page} onPage={onPage} />
    </Stack>
  );
}
