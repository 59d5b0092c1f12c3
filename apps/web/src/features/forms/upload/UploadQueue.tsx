import { Button, Group, List, Text } from '@mantine/core';
import { IconRefresh } from '../icons';
import { useT } from '../../../platform/i18n';
import type { UploadItem } from './useFileUploads';

/** Files on their way: queued, uploading, or failed with Retry. */
export function UploadQueue({ items, onRetry }: { items: readonly UploadItem[]; onRetry: (key: string) => void }) {
  const { t } = useT('forms');
  return (
    <List listStyleType="none" mt="xs" aria-live="polite">
      {items.map((item) => (
        <List.Item key={item.key}>
          <Group gap="xs">
            <Text size="sm">
              {t('upload.fileStatus', { name: item.file.name, status: t(`upload.${item.status}`) })}
            </Text>
            {item.status === 'failed' && (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => onRetry(item.key)}
              >
                {t('upload.retry')}
              </Button>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
