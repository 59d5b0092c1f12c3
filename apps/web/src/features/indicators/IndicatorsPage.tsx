import { Anchor, Badge, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  customerRecordRoute,
  firstProgramYear,
  programYearLabel,
  programYearStartOf,
  warningEvidenceLabels,
  type IndicatorChoice,
  type Indicators,
  type IndicatorWarning,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LaterSelect } from '../../ui/LaterSelect';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { StackedTable } from '../../ui/StackedTable';
import { Pager } from '../customers/Pager';
import { indicatorProgramsQuery, indicatorsQuery, indicatorWarningsQuery } from './api';
import { IndicatorsChart } from './IndicatorsChart';

const title = 'Performance Indicators';

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

/** The program and year last looked at, kept in this browser, to open the page on them next time. */
const lastChoiceKey = 'portal.indicators.last-choice';

function rememberedChoice(): IndicatorChoice | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(lastChoiceKey) ?? 'null') as Partial<IndicatorChoice> | null;
    return Number.isInteger(stored?.program_id) && Number.isInteger(stored?.program_year)
      ? (stored as IndicatorChoice)
      : null;
  } catch {
    return null;
  }
}

function rememberChoice(choice: IndicatorChoice) {
  try {
    window.localStorage.setItem(lastChoiceKey, JSON.stringify(choice));
  } catch {
    // Storage may be off (private mode): the page then opens on the program and year with data.
  }
}

/** Program years from PY 2016 to the current one, newest first. */
function programYears(now: Date): { value: string; label: string }[] {
  const years: { value: string; label: string }[] = [];
  for (let year = programYearStartOf(now); year >= firstProgramYear; year -= 1) {
    years.push({ value: String(year), label: programYearLabel(year) });
  }
  return years;
}

function Figures({ figures }: { figures: Indicators }) {
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

function Warnings({ programId }: { programId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError, isFetching, refetch } = useQuery(indicatorWarningsQuery(programId, page));
  const what = 'Early warnings';
  return (
    <Stack>
      <Title order={2}>{what}</Title>
      <Text size="sm" c="dark.6">
        Enrolments that exited in the last 15 months, or have had no service for 60 days and will exit at 90, and lack
        the evidence an indicator needs.
      </Text>
      <div aria-live="polite" aria-busy={isPending}>
        {isPending ? (
          <Group justify="center" py="md">
            <Loader role="progressbar" size="sm" aria-label={`Loading ${what}`} />
          </Group>
        ) : isError ? (
          <LoadError what={what} onRetry={refetch} retrying={isFetching} />
        ) : data.data.length === 0 ? (
          <EmptyState message="No early warnings" />
        ) : (
          <Stack>
            <StackedTable striped>
              <Table.Caption>{`${what}: ${data.total.toLocaleString('en-US')} in all`}</Table.Caption>
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader">Name</Table.Th>
                  <Table.Th role="columnheader">Exit</Table.Th>
                  <Table.Th role="columnheader">Missing evidence</Table.Th>
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
            <Pager
              current={data.current_page}
              last={data.last_page}
              onPage={(next) =>
                setSearchParams((params) => {
                  params.set('page', String(next));
                  return params;
                })
              }
            />
          </Stack>
        )}
      </div>
    </Stack>
  );
}

/**
 * The board's performance at a glance (issue #15): the WIOA primary indicators of a program for a program year with
 * a chart, and early warnings. Definitions: docs/wioa-indicators.md. Program and year live in the address; without
 * them the page opens on the last ones used in this browser, else on the program and year with data (issue #23).
 */
export function IndicatorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const programs = useQuery(indicatorProgramsQuery());
  const years = programYears(new Date());
  const known = (choice: IndicatorChoice | null | undefined) =>
    choice && programs.data?.data.some((p) => p.id === choice.program_id) ? choice : null;
  const opening = known(rememberedChoice()) ?? known(programs.data?.with_data);
  const programId = Number(searchParams.get('program')) || (opening?.program_id ?? programs.data?.data[0]?.id ?? null);
  const year = Number(searchParams.get('year')) || (opening?.program_year ?? programYearStartOf(new Date()) - 1);
  const figures = useQuery(indicatorsQuery(programId, year));

  const choose = (key: 'program' | 'year', value: string | null) => {
    if (!value || programId === null) return;
    rememberChoice(
      key === 'program'
        ? { program_id: Number(value), program_year: year }
        : { program_id: programId, program_year: Number(value) },
    );
    setSearchParams((params) => {
      params.set('program', key === 'program' ? value : String(programId));
      params.set('year', key === 'year' ? value : String(year));
      params.delete('page');
      return params;
    });
  };

  return (
    <Stack>
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      {programs.isError ? (
        <LoadError what="Programs" onRetry={programs.refetch} retrying={programs.isFetching} />
      ) : programs.data && programs.data.data.length === 0 ? (
        <EmptyState message="No programs to report on" />
      ) : (
        <>
          <Group align="end" grow preventGrowOverflow={false} wrap="wrap">
            <LaterSelect
              label="Program"
              data={(programs.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
              value={programId === null ? null : String(programId)}
              onChange={(value) => choose('program', value)}
              allowDeselect={false}
              disabled={!programs.data}
              miw={220}
            />
            <LaterSelect
              label="Program year"
              data={years}
              value={String(year)}
              onChange={(value) => choose('year', value)}
              allowDeselect={false}
              miw={220}
            />
          </Group>
          <div aria-live="polite" aria-busy={figures.isPending}>
            {programId === null || figures.isPending ? (
              <Group justify="center" py="md">
                <Loader role="progressbar" size="sm" aria-label="Loading indicators" />
              </Group>
            ) : figures.isError ? (
              <LoadError what="Indicators" onRetry={figures.refetch} retrying={figures.isFetching} />
            ) : (
              <Figures figures={figures.data} />
            )}
          </div>
          {programId !== null && <Warnings programId={programId} />}
        </>
      )}
    </Stack>
  );
}
