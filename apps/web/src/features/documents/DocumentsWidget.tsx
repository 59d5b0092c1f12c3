import { Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { useModule } from '../../platform/useModule';
import { documentsWidgetQuery } from './widgetQuery';

// The list and its links are fetched as the widget mounts, alongside its data (the customer home's first paint).
const loadBody = () => import('./DocumentsWidgetBody');

/** The customer documents widget (staff spec 2.11, 3): total, last updated (month and year), the latest documents. */
export function DocumentsWidget({ customerId }: { customerId?: number }) {
  const { t } = useT('documents');
  const headingId = useId();
  const widget = useQuery(documentsWidgetQuery(customerId));
  const content = useModule(loadBody);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('widgetTitle')}
      </Title>
      {widget.isError ? (
        <LoadError what={t('loadWhat')} onRetry={widget.refetch} retrying={widget.isFetching} />
      ) : !widget.data || !content ? (
        <Text size="sm">{t('loading')}</Text>
      ) : (
        <content.DocumentsWidgetBody widget={widget.data} />
      )}
    </Paper>
  );
}
