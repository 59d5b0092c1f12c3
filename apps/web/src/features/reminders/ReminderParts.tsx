import { ActionIcon, Badge, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconClockPause, IconEye, IconPencil, IconTrash } from '../../ui/icons';
import {
  reminderActionLabels,
  reminderActionsAllowed,
  reminderBadgeColours,
  reminderDisplayDate,
  reminderMessages,
  reminderStatusLabels,
  type Reminder,
} from '@portal/contracts';
import { useState } from 'react';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useReminderTransition, type ReminderTransition } from './api';
import { formatReminderDate } from './reminderDate';

// The alerts' pages import the date alone from reminderDate.ts (without this module's dialogs and tooltips).
export { formatReminderDate };

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

export function ReminderViewModal({ reminder, onClose }: { reminder: Reminder | null; onClose: () => void }) {
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

interface ReminderRowActionsProps {
  reminder: Reminder;
  onView: (reminder: Reminder) => void;
  onEdit?: (reminder: Reminder) => void;
  /** The widget's wording for completing ('Reminder completed successfully.') differs from the page's. */
  completedMessage?: string;
}

/** View always; Edit when upcoming; Complete unless completed or deleted; Snooze when overdue; Delete unless deleted. */
export function ReminderRowActions({ reminder, onView, onEdit, completedMessage }: ReminderRowActionsProps) {
  const transition = useReminderTransition();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const run = (action: ReminderTransition) =>
    transition.mutate(
      { id: reminder.id, action },
      {
        onSuccess: (result) =>
          showSuccessToast(action === 'complete' && completedMessage ? completedMessage : result.message),
        onError: (error) => handleApiError(error),
      },
    );
  const name = `"${reminder.title}"`;
  const allowed = reminderActionsAllowed;
  return (
    <Group gap={4} wrap="nowrap">
      <IconButton label={`View ${name}`} onClick={() => onView(reminder)} icon={<IconEye size={18} />} />
      {onEdit && allowed.edit(reminder.status) && (
        <IconButton label={`Edit ${name}`} onClick={() => onEdit(reminder)} icon={<IconPencil size={18} />} />
      )}
      {allowed.complete(reminder.status) && (
        <IconButton
          label={`Complete ${name}`}
          onClick={() => run('complete')}
          icon={<IconCheck size={18} />}
          disabled={transition.isPending}
        />
      )}
      {allowed.snooze(reminder.status) && (
        <IconButton
          label={`Snooze ${name}`}
          onClick={() => run('snooze')}
          icon={<IconClockPause size={18} />}
          disabled={transition.isPending}
        />
      )}
      {allowed.delete(reminder.status) && (
        <IconButton
          label={`Delete ${name}`}
          onClick={() => setConfirmDelete(true)}
          icon={<IconTrash size={18} />}
          disabled={transition.isPending}
        />
      )}
      <ConfirmDialog
        opened={confirmDelete}
        title="Delete Reminder"
        message={reminderMessages.deleteConfirm}
        confirmLabel="Yes, Delete"
        cancelLabel="No, Cancel"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          run('delete');
        }}
      />
    </Group>
  );
}

function IconButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={label.split(' ')[0]}>
      <ActionIcon variant="subtle" color="dark" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
