import { Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { outcomeRoutes, outcomeStepsCell } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../platform/i18n';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { TableScroll } from '../../ui/TableScroll';
import { customerOutcomesQuery, useStartOutcome } from './api';
import { OutcomeName } from './OutcomesWidgetName';
import { useDueText } from './useDueText';

/** /customer-portal/outcomes: the plan, the outcomes staff recommended, and a way to add one. */
export function CustomerOutcomesPage() {
  const { t } = useT('outcomes');
  const dueText = useDueText();
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(customerOutcomesQuery);
  const start = useStartOutcome();

  const startOutcome = (id: number) =>
    start.mutate(id, {
      onSuccess: () => {
        showSuccessToast(t('started'));
        void navigate(outcomeRoutes.customerDetail(id));
      },
      onError: () => showErrorToast(t('saveFailed')),
    });

  return (
    <Stack gap="lg">
      <PageTitle title={t('pageTitle')} />
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('pageTitle')}</Title>
        <Group gap="sm">
          <Button component={Link} to={outcomeRoutes.newOwn}>
            {t('own.create')}
          </Button>
          <Button component={Link} to={outcomeRoutes.available} variant="light">
            {t('addOutcome')}
          </Button>
        </Group>
      </Group>
      {isPending ? (
        <Group justify="center" py="md">
          <Loader role="progressbar" size="sm" aria-label={t('loading')} />
        </Group>
      ) : isError ? (
        <LoadError message={t('loadFailed')} onRetry={refetch} retrying={isRefetching} />
      ) : (
        <>
          {data.recommended.length > 0 && (
            <Card withBorder component="section" aria-labelledby="outcomes-recommended">
              <Title order={2} size="h4" id="outcomes-recommended">
                {t('recommendedTitle')}
              </Title>
              <Text size="sm" c="dark.6" mb="sm">
                {t('recommendedHint')}
              </Text>
              <Stack gap="sm">
                {data.recommended.map((item) => (
                  <Group key={item.id} justify="space-between" wrap="wrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {item.name}
                      </Text>
                      <Text size="sm" c="dark.6">
                        {t('goalsCount', { count: item.goal_count, steps: item.step_count })}
                      </Text>
                    </div>
                    <Button
                      onClick={() => startOutcome(item.id)}
                      loading={start.isPending && start.variables === item.id}
                      aria-label={`${t('startRecommended')}: ${item.name}`}
                    >
                      {t('startRecommended')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            </Card>
          )}
          {data.data.length === 0 ? (
            <Text c="dark.6">{t('empty')}</Text>
          ) : (
            <TableScroll minWidth={0}>
              <Table verticalSpacing="sm" aria-label={t('pageTitle')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('columns.outcome')}</Table.Th>
                    <Table.Th scope="col">{t('columns.goals')}</Table.Th>
                    <Table.Th scope="col">{t('columns.steps')}</Table.Th>
                    <Table.Th scope="col">{t('columns.dueDate')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Link to={outcomeRoutes.customerDetail(item.id)}>
                          <OutcomeName name={item.name} />
                        </Link>
                        <Text size="xs" c="dark.6">
                          {t(`status.${item.status}`)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {item.completed_goals === 0 && item.completed_steps === 0
                          ? t('notStarted')
                          : `${item.completed_goals}/${item.goal_count}`}
                      </Table.Td>
                      <Table.Td>{outcomeStepsCell(item)}</Table.Td>
                      <Table.Td>{dueText(item.due_date)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </>
      )}
    </Stack>
  );
}
