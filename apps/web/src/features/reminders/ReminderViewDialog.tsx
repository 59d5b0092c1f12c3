import { Group, Modal, Stack, Text } from '@mantine/core';
import { reminderActionLabels, type Reminder } from '@portal/contracts';
import { formatReminderDate } from './reminderDate';
import { ReminderDate, ReminderStatusBadge, supportOfText } from './ReminderBits';

/** A reminder's details (View), read only. Loaded after the list has painted (reminders/laterDialogs.tsx). */
export function ReminderViewDialog({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
  return (
    <Modal opened={reminder !== null} onClose={onClose} title="Reminder" centered>
      {reminder && (
        <Stack gap="xs">
          <Text fw={700}>{reminder.title}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {reminder.description}
          </Text>
          <Group gap="xs">
            <ReminderStatusBadge reminder={reminder} />
            <ReminderDate reminder={reminder} />
          </Group>
          <Text size="sm">Call to Action: {reminderActionLabels[reminder.action]}</Text>
          <Text size="sm">In Support Of: {supportOfText(reminder)}</Text>
          <Text size="sm" c="dark.6">
            Created At: {formatReminderDate(reminder.created_at)}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
