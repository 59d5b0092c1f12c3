import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { quarterLabel, type QuarterlyProgram, type QuarterlyResult } from '@portal/contracts';
import { StackedTable } from '../../ui/StackedTable';
import type { DrillTarget } from './api';

const percent = (rate: number | null) => (rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`);
const dollars = (value: number | null) =>
  value === null ? 'n/a' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** A figure that opens the participants it counts. */
function Figure(props: { value: string; target: DrillTarget; onOpen: (target: DrillTarget) => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => props.onOpen(props.target)}
      aria-label={`${props.value}: show the participants of ${props.target.label}`}
    >
      {props.value}
    </Button>
  );
}

function ProgramTable({ program, onOpen }: { program: QuarterlyProgram; onOpen: (target: DrillTarget) => void }) {
  const target = (figure: string, part: DrillTarget['part'], label: string): DrillTarget => ({
    programId: program.program_id,
    figure,
    part,
    label: `${program.program_name}: ${label}`,
  });
  const count = (value: number, figure: string, part: DrillTarget['part'], label: string) => (
    <Figure value={value.toLocaleString('en-US')} target={target(figure, part, label)} onOpen={onOpen} />
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {program.program_name}
      </Title>
      <Text size="sm">
        {'Participants served: '}
        {count(program.participants, 'participants', 'numerator', 'participants served')}
        {' · Participants exited: '}
        {count(program.exiters, 'exiters', 'numerator', 'participants exited')}
        {' · Excluded: '}
        {count(program.excluded, 'excluded', 'numerator', 'excluded')}
      </Text>
      <StackedTable striped>
        <Table.Caption>{`${program.program_name}: primary indicators of performance`}</Table.Caption>
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
          {program.rates.map((rate) => (
            <Table.Tr key={rate.key} role="row">
              <Table.Td role="cell" data-label="Indicator">
                {rate.label}
              </Table.Td>
              <Table.Td role="cell" data-label="Numerator">
                {count(rate.numerator, rate.key, 'numerator', `${rate.label}, numerator`)}
              </Table.Td>
              <Table.Td role="cell" data-label="Denominator">
                {count(rate.denominator, rate.key, 'denominator', `${rate.label}, denominator`)}
              </Table.Td>
              <Table.Td role="cell" data-label="Rate">
                {percent(rate.rate)}
              </Table.Td>
              <Table.Td role="cell" data-label="Pending">
                {count(rate.pending, rate.key, 'pending', `${rate.label}, pending`)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr role="row">
            <Table.Td role="cell" data-label="Indicator">
              Median earnings, 2nd quarter after exit
            </Table.Td>
            <Table.Td role="cell" data-label="Numerator">
              {dollars(program.median_earnings_q2.value)}
            </Table.Td>
            <Table.Td role="cell" data-label="Denominator">
              {count(program.median_earnings_q2.count, 'median_earnings_q2', 'numerator', 'median earnings')}
            </Table.Td>
            <Table.Td role="cell" data-label="Rate">
              n/a
            </Table.Td>
            <Table.Td role="cell" data-label="Pending">
              n/a
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </StackedTable>
    </Stack>
  );
}

/** The quarterly performance report (ETA-9173): per program, each figure with the participants behind it. */
export function QuarterlyView({
  result,
  onOpen,
}: {
  result: QuarterlyResult;
  /** A figure chosen: its people's dialog is the run page's (reports/laterDrillDown.tsx). */
  onOpen: (target: DrillTarget) => void;
}) {
  return (
    <Stack>
      <Text size="sm" c="dark.6">
        {`${quarterLabel(result.program_year, result.quarter)}. Program year to date, ${result.window.from} to ` +
          `${result.window.to}, measured as of ${result.as_of}. Choose a figure to see the participants it counts.`}
      </Text>
      {result.programs.map((program) => (
        <ProgramTable key={program.program_id} program={program} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
