import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { outcomeRoutes, outcomeStepsCell, type OutcomeWidgetRow, type OutcomeWidgetResponse } from '@portal/contracts';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { TableScroll } from '../../ui/TableScroll';
import { OutcomeName } from './OutcomesWidgetName';
import { useDueText } from './useDueText';

const nothingDone = (row: OutcomeWidgetRow) => row.completed_goals === 0 && row.completed_steps === 0;

/** The Outcomes widget once its data is in: the counts, then the table. */
export function OutcomesWidgetBody({
  data,
  headingId,
  today,
}: {
  data: OutcomeWidgetResponse;
  headingId: string;
  today?: string;
}) {
  const { t } = useT('outcomes');
  const dueText = useDueText(today);
  return (
    <>
      <Group component="dl" gap="xl" mt="sm" mb="sm" wrap="wrap">
        {(
          [
            [t('total'), data.summary.total],
            [t('inProgress'), data.summary.inprogress],
            [t('completed'), data.summary.completed],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dark.6">
              {label}
            </Text>
            <Text component="dd" ms={0} fw={700} fz="xl">
              {value}
            </Text>
          </div>
        ))}
      </Group>
      {data.data.length === 0 ? (
        <Text c="dark.6" py="sm">
          {t('empty')}
        </Text>
      ) : (
        <TableScroll minWidth={0}>
          <Table verticalSpacing="xs" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.outcome')}</Table.Th>
                <Table.Th scope="col">{t('columns.goals')}</Table.Th>
                <Table.Th scope="col">{t('columns.steps')}</Table.Th>
                <Table.Th scope="col">{t('columns.dueDate')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('columns.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <OutcomeName name={row.name} />
                  </Table.Td>
                  <Table.Td>{nothingDone(row) ? t('notStarted') : `${row.completed_goals}/${row.goal_count}`}</Table.Td>
                  <Table.Td>{outcomeStepsCell(row)}</Table.Td>
                  <Table.Td>{dueText(row.due_date)}</Table.Td>
                  <Table.Td>
                    <Button
                      component={Link}
                      to={outcomeRoutes.customerDetail(row.id)}
                      size="compact-sm"
                      variant={nothingDone(row) ? 'filled' : 'light'}
                      aria-label={t(nothingDone(row) ? 'startLabel' : 'continueLabel', { name: row.name })}
                    >
                      {nothingDone(row) ? t('start') : t('continue')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
