import { Alert, Anchor, Badge, Button, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { outcomeRoutes, type OutcomeDetail } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useT } from '../../platform/i18n';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { handleApiError } from '../../platform/errors';
import { useModule } from '../../platform/useModule';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { outcomeDetailQuery, useDeleteOwnOutcome, useStartOutcome } from './api';

// The goals with their steps' checkboxes are fetched alongside the outcome, behind the same loader, instead of with
// the page's first script (issue #30).
const loadGoals = () => import('./OutcomeGoals');

/** /customer-portal/outcomes/{id}/detail: the outcome's goals and steps, each step ticked off as it is done. */
export function OutcomeDetailPage() {
  const id = Number(useParams().id);
  const { t } = useT('outcomes');
  const { data, isPending, isError, refetch, isRefetching } = useQuery(outcomeDetailQuery(id));
  const goalsModule = useModule(loadGoals);
  const start = useStartOutcome();
  const onError = () => showErrorToast(t('saveFailed'));

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={outcomeRoutes.customerList} size="sm">
        {t('backToOutcomes')}
      </Anchor>
      {isError ? (
        <LoadError message={t('loadFailed')} onRetry={refetch} retrying={isRefetching} />
      ) : isPending || !goalsModule ? (
        <Group justify="center" py="md">
          <Loader role="progressbar" size="sm" aria-label={t('loading')} />
        </Group>
      ) : (
        <>
          <PageTitle title={data.name} />
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Title>
              {/* Dark text: the light green badge's own green text failed colour contrast (axe). */}
              <Badge variant="light" color={data.status === 'completed' ? 'green' : 'blue'} c="dark.8">
                {t(`status.${data.status}`)}
              </Badge>
            </Group>
            {data.description && <Text>{data.description}</Text>}
            {data.can_manage && <ManageButtons outcome={data} />}
            <Text size="sm" c="dark.6">
              {t('stepsDone', { done: data.completed_steps, total: data.step_count })}
            </Text>
            <Progress.Root>
              <Progress.Section
                value={data.step_count === 0 ? 0 : (100 * data.completed_steps) / data.step_count}
                aria-label={t('stepsDone', { done: data.completed_steps, total: data.step_count })}
              />
            </Progress.Root>
          </Stack>
          {data.status === 'recommended' ? (
            <Alert variant="light" color="blue">
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">{t('notStartedYet')}</Text>
                <Button
                  loading={start.isPending}
                  onClick={() => start.mutate(id, { onSuccess: () => showSuccessToast(t('started')), onError })}
                >
                  {t('startRecommended')}
                </Button>
              </Group>
            </Alert>
          ) : (
            !data.can_edit && (
              <Alert variant="light" color="gray">
                {t('readOnly')}
              </Alert>
            )
          )}
          <goalsModule.OutcomeGoals id={id} outcome={data} />
        </>
      )}
    </Stack>
  );
}

/** Edit and Delete, for an outcome the customer made or added themselves. */
function ManageButtons({ outcome }: { outcome: OutcomeDetail }) {
  const { t } = useT('outcomes');
  const navigate = useNavigate();
  const remove = useDeleteOwnOutcome();
  const [asking, setAsking] = useState(false);
  return (
    <Group gap="sm" mt="xs">
      <Button component={Link} to={outcomeRoutes.editOwn(outcome.id)} variant="default" size="compact-md">
        {t('own.edit')}
      </Button>
      <Button
        color="red"
        variant="outline"
        size="compact-md"
        loading={remove.isPending}
        onClick={() => setAsking(true)}
      >
        {t('own.delete')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('own.deleteTitle')}
        message={t('own.deleteConfirm', { name: outcome.name })}
        confirmLabel={t('own.delete')}
        cancelLabel={t('own.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(outcome.id, {
            onSuccess: () => {
              showSuccessToast(t('own.deleted'));
              void navigate(outcomeRoutes.customerList);
            },
            onError: (error) => handleApiError(error),
          });
        }}
      />
    </Group>
  );
}
