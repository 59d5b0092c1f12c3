import { Anchor, Group, Stack, Text } from '@mantine/core';
import { reminderLimits, reminderMessages } from '@portal/contracts/reminders-constants';
import type { Reminder } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSettings } from '../../../platform/settings';
import { EmptyState } from '../../../ui/EmptyState';
import { WidgetCard } from './WidgetCard';
// Each from its own module, not the reminders' index: that one also brings the reminder form (#30).
import { notificationRemindersQuery } from '../../reminders/bellQueries';
import { remindersPagePath } from '../../reminders/paths';
import {
  ReminderDate,
  ReminderRowActions,
  ReminderStatusBadge,
  ReminderViewModal,
} from '../../reminders/ReminderParts';

/** Staff dashboard: the first 3 upcoming, snoozed or overdue reminders (spec 2.9); only with the reminders flag. */
export function RemindersWidget() {
  const enabled = useSettings().feature_flags.reminders === true;
  const { data, isPending, isError, refetch } = useQuery(notificationRemindersQuery(enabled));
  const [viewing, setViewing] = useState<Reminder | null>(null);
  if (!enabled) return null;
  const items = data?.reminders.slice(0, reminderLimits.widgetItems) ?? [];
  return (
    <WidgetCard title="Reminders" loading={isPending} retryFailedLoad={isError ? refetch : undefined}>
      {items.length === 0 ? (
        <EmptyState message={reminderMessages.widgetEmpty} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((reminder) => (
            <Group key={reminder.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <ReminderStatusBadge reminder={reminder} />
                  <ReminderDate reminder={reminder} />
                </Group>
                <Text size="sm" fw={600}>
                  {reminder.title}
                </Text>
              </Stack>
              <ReminderRowActions
                reminder={reminder}
                onView={setViewing}
                completedMessage={reminderMessages.completed}
              />
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={remindersPagePath} size="sm" mt="sm" display="inline-block">
        {reminderMessages.goToReminders}
      </Anchor>
      <ReminderViewModal reminder={viewing} onClose={() => setViewing(null)} />
    </WidgetCard>
  );
}
