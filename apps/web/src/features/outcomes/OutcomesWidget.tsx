import { Anchor, Card, Group, Loader, Title } from '@mantine/core';
import { outcomeRoutes } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { useModule } from '../../platform/useModule';
import { outcomesWidgetQuery } from './widgetQuery';

// The counts and the table are not needed before the first paint (the spinner is): their code is fetched as the widget
// mounts, alongside its data, so neither waits for the other.
const loadBody = () => import('./OutcomesWidgetBody');

/**
 * The participant home's Outcomes widget (participant spec "Customer dashboard widgets"): the counts, then a row per
 * outcome with its goals, steps and due date, and Start (nothing done yet) or Continue. `today` is for tests.
 */
export function OutcomesWidget({ today }: { today?: string } = {}) {
  const { t } = useT('outcomes');
  const headingId = useId();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(outcomesWidgetQuery);
  const content = useModule(loadBody);

  const loading = (
    <Group justify="center" py="md">
      <Loader role="progressbar" size="sm" aria-label={t('loading')} />
    </Group>
  );
  let body;
  if (isPending) {
    body = loading;
  } else if (isError) {
    body = <LoadError message={t('loadFailed')} onRetry={refetch} retrying={isRefetching} />;
  } else if (!content) {
    body = loading;
  } else {
    body = <content.OutcomesWidgetBody data={data} headingId={headingId} today={today} />;
  }

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={headingId}
      aria-busy={isPending || (!isError && !content)}
    >
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
