import { Group, List, Text } from '@mantine/core';
import type { DocumentsWidget } from '@portal/contracts';
import { useFormat, useT } from '../../platform/i18n';
import { monthYear, shortDate } from './api';
import { DocumentLink } from './DocumentLink';

/** The documents widget once its data is in: the count, the month last updated and the latest documents. */
export function DocumentsWidgetBody({ widget }: { widget: DocumentsWidget }) {
  const { t } = useT('documents');
  const { locale } = useFormat();
  return (
    <>
      <Group gap="lg" mb="xs" wrap="wrap">
        <Text size="sm">
          <Text span fw={700}>
            {widget.total}
          </Text>{' '}
          {t('count', { count: widget.total })}
        </Text>
        {widget.last_updated && (
          <Text size="sm">{t('lastUpdated', { date: monthYear(widget.last_updated, locale) })}</Text>
        )}
      </Group>
      {/* With none, the count says so: the documents list beside the widget gives the empty state once. */}
      {widget.data.length > 0 && (
        <List size="sm" spacing={4}>
          {widget.data.map((item) => (
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
  );
}
