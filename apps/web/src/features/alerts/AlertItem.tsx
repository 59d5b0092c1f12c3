import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { alertTexts, type Alert } from '@portal/contracts';
import { handleApiError } from '../../platform/errors';
import { useMarkAlertRead } from '../reminders/api';
import { formatReminderDate } from '../reminders/reminderDate';

/** One alert: its subject, its message and when it came; Mark as read while unread. */
export function AlertItem({ alert }: { alert: Alert }) {
  const markRead = useMarkAlertRead();
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={700}>
          {alert.email_subject}
        </Text>
        <Badge variant="light" color={alert.read_at ? 'gray' : 'blue'} c="dark.9">
          {alert.read_at ? alertTexts.read : alertTexts.unread}
        </Badge>
      </Group>
      {/* The server builds web_message from escaped text only (modules/reminders/sweep.ts), plus links it makes
          itself, such as a finished query export's download (modules/dynamic-query/exports.ts). */}
      <Text size="sm" component="div" dangerouslySetInnerHTML={{ __html: alert.web_message }} />
      <Group justify="space-between">
        <Text size="xs" c="dark.6">
          {formatReminderDate(alert.created_at)}
        </Text>
        {!alert.read_at && (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={markRead.isPending}
            aria-label={`${alertTexts.markRead}: ${alert.email_subject}`}
            onClick={() => markRead.mutate(alert.id, { onError: (error) => handleApiError(error) })}
          >
            {alertTexts.markRead}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
