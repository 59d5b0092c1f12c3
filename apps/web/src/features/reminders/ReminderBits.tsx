import { Badge, Text } from '@mantine/core';
import {
  reminderBadgeColours,
  reminderDisplayDate,
  reminderMessages,
  reminderStatusLabels,
  type Reminder,
} from '@portal/contracts';
import { formatReminderDate } from './reminderDate';

export function ReminderStatusBadge({ reminder }: { reminder: Reminder }) {
  return (
    // The spec's colour as a tint with dark text: white on filled orange or yellow fails WCAG AA contrast.
    <Badge color={reminderBadgeColours[reminder.status]} variant="light" c="dark.9">
      {reminderStatusLabels[reminder.status]}
    </Badge>
  );
}

export function supportOfText(reminder: Reminder): string {
  return reminder.in_support_of.customer?.full_name ?? reminder.in_support_of.group?.name ?? 'None';
}

/** The date a reminder shows, with 'Next remind' for a snoozed one (spec 4). */
export function ReminderDate({ reminder }: { reminder: Reminder }) {
  return (
    <Text size="sm" component="span">
      {reminder.status === 'snoozed' && `${reminderMessages.nextRemind}: `}
      {formatReminderDate(reminderDisplayDate(reminder))}
    </Text>
  );
}
