import { Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { outcomeRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../platform/api';
import { useT } from '../../platform/i18n';
import { showErrorToast, showSuccessToast } from '../../platform/toasts';
import { LoadError } from '../../ui/LoadError';
import { PageTitle } from '../../ui/PageTitle';
import { availableOutcomesQuery, useAddOutcome } from './api';

/** /customer-portal/outcomes/available: library outcomes the customer may add to their own plan. */
export function AvailableOutcomesPage() {
  const { t } = useT('outcomes');
  const navigate = useNavigate();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(availableOutcomesQuery);
  const add = useAddOutcome();

  return (
    <Stack gap="lg">
      <PageTitle title={t('availableTitle')} />
      <Anchor component={Link} to={outcomeRoutes.customerList} size="sm">
        {t('backToOutcomes')}
      </Anchor>
      <Title order={1}>{t('availableTitle')}</Title>
      {isPending ? (
        <Group justify="center" py="md">
          <Loader role="progressbar" size="sm" aria-label={t('loading')} />
        </Group>
      ) : isError ? (
        <LoadError message={t('loadFailed')} onRetry={refetch} retrying={isRefetching} />
      ) : data.data.length === 0 ? (
        <Text c="dark.6">{t('availableEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {data.data.map((template) => (
            <Card key={template.id} withBorder component="article" aria-labelledby={`template-${template.id}`}>
              <Stack gap="xs" h="100%">
                <Title order={2} size="h4" id={`template-${template.id}`}>
                  {template.name}
                </Title>
                {template.description && <Text size="sm">{template.description}</Text>}
                <Text size="sm" c="dark.6">
                  {t('goalsCount', { count: template.goal_count, steps: template.step_count })}
                </Text>
                <Button
                  mt="auto"
                  aria-label={t('addLabel', { name: template.name })}
                  loading={add.isPending && add.variables === template.id}
                  onClick={() =>
                    add.mutate(template.id, {
                      onSuccess: (outcome) => {
                        showSuccessToast(t('added'));
                        void navigate(outcomeRoutes.customerDetail(outcome.id));
                      },
                      onError: (error) => showErrorToast(isApiError(error, 422) ? error.message : t('saveFailed')),
                    })
                  }
                >
                  {t('add')}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
