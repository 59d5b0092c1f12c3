import { Button, Group, List, Text } from '@mantine/core';
import { IconRefresh } from '../icons';
import type { UploadItem, UploadStatus } from './useFileUploads';

const statusText: Record<UploadStatus, string> = {
  queued: 'Queued',
  uploading: 'Uploading...',
  done: 'Uploaded',
  failed: 'Failed',
};

/** Files on their way: queued, uploading, or failed with Retry. */
export function UploadQueue({ items, onRetry }: { items: readonly UploadItem[]; onRetry: (key: string) => void }) {
  return (
    <List listStyleType="none" mt="xs" aria-live="polite">
      {items.map((item) => (
        <List.Item key={item.key}>
          <Group gap="xs">
            <Text size="sm">{`${item.file.name}: ${statusText[item.status]}`}</Text>
            {item.status === 'failed' && (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconRefresh size={14} aria-hidden />}
                onClick={() => onRetry(item.key)}
              >
                Retry
              </Button>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
