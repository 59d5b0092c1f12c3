import { Group, List, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useFormat, useT } from '../../platform/i18n';
import { LoadError } from '../../ui/LoadError';
import { documentsWidgetQuery, monthYear, shortDate } from './api';
import { DocumentLink } from './DocumentLink';

/** The customer documents widget (staff spec 2.11, 3): total, last updated (month and year), the latest documents. */
export function DocumentsWidget({ customerId }: { customerId?: number }) {
  const { t } = useT('documents');
  const { locale } = useFormat();
  const headingId = useId();
  const widget = useQuery(documentsWidgetQuery(customerId));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('widgetTitle')}
      </Title>
      {widget.isError ? (
        <LoadError what={t('loadWhat')} onRetry={widget.refetch} retrying={widget.isFetching} />
      ) : !widget.data ? (
        <Text size="sm">{t('loading')}</Text>
      ) : (
        <>
          <Group gap="lg" mb="xs" wrap="wrap">
            <Text size="sm">
              <Text span fw={700}>
                {widget.data.total}
              </Text>{' '}
              {t('count', { count: widget.data.total })}
            </Text>
            {widget.data.last_updated && (
              <Text size="sm">{t('lastUpdated', { date: monthYear(widget.data.last_updated, locale) })}</Text>
            )}
          </Group>
          {/* With none, the count says so: the documents list beside the widget gives the empty state once. */}
          {widget.data.data.length > 0 && (
            <List size="sm" spacing={4}>
              {widget.data.data.map((item) => (
                <List.Item key={item.id} style={{ overflowWrap: 'anywhere' }}>
                  <DocumentLink
                    document={{
                      id: item.id,
                      original_filename: item.display_name,
                      is_on_file: item.is_on_file,
                      location_name: null,
                    }}
                  />{' '}
                  <Text span size="xs" c="dark.6">
                    {shortDate(item.created_at, locale)}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Paper>
  );
}
