import type { Reminder } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { laterModule } from '../../platform/laterModule';
import { OptionalPart } from '../../ui/OptionalPart';

// The reminders' dialogs (Mantine's Modal with its focus trap, scroll lock and portal; the form's fields and useForm)
// are not part of the list's first paint (issue #30): their code is fetched once the list has painted, so a dialog
// still opens at once; it mounts on first open and stays, so it closes with its transition.
const loadView = laterModule(() => import('./ReminderViewDialog'));
const loadForm = laterModule(() => import('./ReminderFormModal'));
const ViewDialog = lazy(async () => ({ default: (await loadView()).ReminderViewDialog }));
const FormDialog = lazy(async () => ({ default: (await loadForm()).ReminderFormModal }));

function Later({ open, load, children }: { open: boolean; load: () => Promise<unknown>; children: ReactNode }) {
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OptionalPart fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPart>
  );
}

/** A reminder's details (View), read only. */
export function ReminderViewModal(props: { reminder: Reminder | null; onClose: () => void }) {
  return (
    <Later open={props.reminder !== null} load={loadView}>
      <ViewDialog {...props} />
    </Later>
  );
}

/** Create or edit a reminder (reminders/ReminderFormModal.tsx). */
export function LaterReminderFormModal(props: { opened: boolean; onClose: () => void; reminder: Reminder | null }) {
  return (
    <Later open={props.opened} load={loadForm}>
      <FormDialog {...props} />
    </Later>
  );
}
