import type { Reminder } from '@portal/contracts';
import { lazy } from 'react';
import { laterModule } from '../../platform/laterModule';
import { LaterDialog } from '../../ui/LaterDialog';

// The reminders' dialogs (Modal; the form's fields and useForm) load after the list has painted (ui/LaterDialog).
const loadView = laterModule(() => import('./ReminderViewDialog'));
const loadForm = laterModule(() => import('./ReminderFormModal'));
const ViewDialog = lazy(async () => ({ default: (await loadView()).ReminderViewDialog }));
const FormDialog = lazy(async () => ({ default: (await loadForm()).ReminderFormModal }));

/** A reminder's details (View), read only. */
export function ReminderViewModal(props: { reminder: Reminder | null; onClose: () => void }) {
  return (
    <LaterDialog open={props.reminder !== null} load={loadView}>
      <ViewDialog {...props} />
    </LaterDialog>
  );
}

/** Create or edit a reminder (reminders/ReminderFormModal.tsx). */
export function LaterReminderFormModal(props: { opened: boolean; onClose: () => void; reminder: Reminder | null }) {
  return (
    <LaterDialog open={props.opened} load={loadForm}>
      <FormDialog {...props} />
    </LaterDialog>
  );
}
