import { Anchor, Button, Card, Group, Loader, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { outcomeRoutes, outcomeStepsCell, truncateOutcomeName, type OutcomeWidgetRow } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { outcomesWidgetQuery } from './api';
import { useDueText } from './useDueText';

const nothingDone = (row: OutcomeWidgetRow) => row.completed_goals === 0 && row.completed_steps === 0;

const OutcomeNameTooltip = lazy(async () => ({ default: (await import('./OutcomeNameTooltip')).OutcomeNameTooltip }));

/** An outcome's name, cut at 40 characters with the whole name in a tooltip (participant spec 9). */
export function OutcomeName({ name }: { name: string }) {
  const { text, truncated } = truncateOutcomeName(name);
  // Pointed at or focused before the tooltip's code arrived: it opens as it mounts.
  const [requested, setRequested] = useState<'hover' | 'focus'>();
  if (!truncated) return <>{name}</>;
  const waiting = (
    <span
      tabIndex={0}
      aria-label={name}
      onMouseEnter={() => setRequested('hover')}
      onFocus={() => setRequested('focus')}
    >
      {text}
    </span>
  );
  return (
    <Suspense fallback={waiting}>
      <OutcomeNameTooltip name={name} text={text} requested={requested} />
    </Suspense>
  );
}

/**
 * The participant home's Outcomes widget (participant spec "Customer dashboard widgets"): the counts, then a row per
 * outcome with its goals, steps and due date, and Start (nothing done yet) or Continue. `today` is for tests.
 */
export function OutcomesWidget({ today }: { today?: string } = {}) {
  const { t } = useT('outcomes');
  const dueText = useDueText(today);
  const headingId = useId();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(outcomesWidgetQuery);

  let body;
  if (isPending) {
    body = (
      <Group justify="center" py="md">
        <Loader role="progressbar" size="sm" aria-label={t('loading')} />
      </Group>
    );
  } else if (isError) {
    body = <LoadError message={t('loadFailed')} onRetry={refetch} retrying={isRefetching} />;
  } else {
    body = (
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
          <Table.ScrollContainer minWidth={0}>
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
                    <Table.Td>
                      {nothingDone(row) ? t('notStarted') : `${row.completed_goals}/${row.goal_count}`}
                    </Table.Td>
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
          </Table.ScrollContainer>
        )}
      </>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId} aria-busy={isPending}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id={headingId}>
          {t('widgetTitle')}
        </Title>
        <Anchor component={Link} to={outcomeRoutes.customerList} size="sm">
          {t('pageTitle')}
        </Anchor>
      </Group>
      <div aria-live="polite">{body}</div>
    </Card>
  );
}
