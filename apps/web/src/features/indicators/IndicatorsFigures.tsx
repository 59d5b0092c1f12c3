import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import {
  customerRecordRoute,
  programYearLabel,
  warningEvidenceLabels,
  type Indicators,
  type IndicatorWarning,
  type IndicatorWarningsPage,
} from '@portal/contracts';
import { Link } from 'react-router';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { IndicatorsChart } from './IndicatorsChart';

// The indicators page's parts drawn from its data, fetched after the page's first paint (issue #30).

const percent = (rate: number | null) => (rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`);
const dollars = (value: number | null) =>
  value === null ? 'n/a' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The badge of an early warning's exit: a past exit day of an open enrolment is overdue (issue #23). */
const exitBadges: Record<IndicatorWarning['status'], { label: string; color: string }> = {
  exited: { label: 'Exited', color: 'gray' },
  exit_near: { label: 'Exit near', color: 'orange' },
  exit_overdue: { label: 'Exit overdue', color: 'red' },
};

/** The program and year's figures: counts, the rates' chart and their table. */
export function Figures({ figures }: { figures: Indicators }) {
  const chartTitle = `${figures.program_name}, ${programYearLabel(figures.program_year)}`;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          ['Participants', figures.participants.toLocaleString('en-US')],
          ['Exiters', figures.exiters.toLocaleString('en-US')],
          ['Excluded (exempt)', figures.excluded.toLocaleString('en-US')],
          ['Median earnings, Q2 after exit', dollars(figures.median_earnings_q2.value)],
        ].map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="sm" c="dark.6">
              {label}
            </Text>
            <Text fw={700} size="xl">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <IndicatorsChart rates={figures.rates} title={chartTitle} />
      <StackedTable striped>
        <Table.Caption>{`Indicators as of ${day(figures.as_of)}; pending exiters are not counted until their measurement period ends.`}</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th role="columnheader">Indicator</Table.Th>
            <Table.Th role="columnheader">Numerator</Table.Th>
            <Table.Th role="columnheader">Denominator</Table.Th>
            <Table.Th role="columnheader">Rate</Table.Th>
            <Table.Th role="columnheader">Pending</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {figures.rates.map((r) => (
            <Table.Tr key={r.key} role="row">
              <Table.Td role="cell" data-label="Indicator">
                {r.label}
              </Table.Td>
              <Table.Td role="cell" data-label="Numerator">
                {r.numerator.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td role="cell" data-label="Denominator">
                {r.denominator.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td role="cell" data-label="Rate">
                {percent(r.rate)}
              </Table.Td>
              <Table.Td role="cell" data-label="Pending">
                {r.pending.toLocaleString('en-US')}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr role="row">
            <Table.Td role="cell" data-label="Indicator">
              Median earnings, 2nd quarter after exit
            </Table.Td>
            <Table.Td role="cell" data-label="Numerator">
              {dollars(figures.median_earnings_q2.value)}
            </Table.Td>
            <Table.Td role="cell" data-label="Denominator">
              {`${figures.median_earnings_q2.count.toLocaleString('en-US')} with earnings`}
            </Table.Td>
            <Table.Td role="cell" data-label="Rate">
              n/a
            </Table.Td>
            <Table.Td role="cell" data-label="Pending">
              {(figures.rates.find((r) => r.key === 'employment_q2')?.pending ?? 0).toLocaleString('en-US')}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </StackedTable>
    </Stack>
  );
}

/** A page of early warnings: who, their exit and the evidence they lack, and the pages. */
export function WarningsTable({
  warnings,
  caption,
  onPage,
}: {
  warnings: IndicatorWarningsPage;
  caption: string;
  onPage: (page: number) => void;
}) {
  return (
    <Stack>
      <StackedTable striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th role="columnheader">Name</Table.Th>
            <Table.Th role="columnheader">Exit</Table.Th>
            <Table.Th role="columnheader">Missing evidence</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {warnings.data.map((row) => (
            <Table.Tr key={row.enrollment_id} role="row">
              <Table.Td role="cell" data-label="Name">
                <Anchor component={Link} to={customerRecordRoute(row.customer_id)}>
                  {row.full_name}
                </Anchor>
              </Table.Td>
              <Table.Td role="cell" data-label="Exit">
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{day(row.exit_date)}</Text>
                  <Badge color={exitBadges[row.status].color} variant="light" c="dark.7">
                    {exitBadges[row.status].label}
                  </Badge>
                </Group>
              </Table.Td>
              <Table.Td role="cell" data-label="Missing evidence">
                <Stack gap={2}>
                  {row.missing.map((m) => (
                    <Text key={m} size="sm">
                      {warningEvidenceLabels[m]}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      <Pager current={warnings.current_page} last={warnings.last_page} onPage={onPage} />
    </Stack>
  );
}
