import { ActionIcon, Group } from '@mantine/core';
import { IconCheck, IconClockPause, IconEye, IconPencil, IconTrash } from '../../ui/icons';
import { reminderActionsAllowed, reminderMessages, type Reminder } from '@portal/contracts';
import { useState } from 'react';
import { handleApiError } from '../../platform/errors';
import { showSuccessToast } from '../../platform/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LaterTooltip } from '../../ui/LaterTooltip';
import { useReminderTransition, type ReminderTransition } from './api';
import { formatReminderDate } from './reminderDate';

// The alerts' pages import the date alone from reminderDate.ts (without this module's dialogs and tooltips); the view
// dialog its parts from ReminderBits.tsx.
export { formatReminderDate };
export { ReminderDate, ReminderStatusBadge, supportOfText } from './ReminderBits';
export { ReminderViewModal } from './laterDialogs';

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
  // The hover label's code (Tooltip, floating-ui) comes after the first paint; the button works and is named before.
  const button = (
    <ActionIcon variant="subtle" color="dark" aria-label={label} onClick={onClick} disabled={disabled}>
      {icon}
    </ActionIcon>
  );
  return <LaterTooltip label={label.split(' ')[0]}>{button}</LaterTooltip>;
}
