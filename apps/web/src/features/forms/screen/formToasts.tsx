import {
  createNotificationsStore,
  notifications,
  useNotifications,
  type NotificationData,
} from '@mantine/notifications';
import { formConstants } from '@portal/contracts/forms-constants';
import { lazy, Suspense, useState } from 'react';

/** The form builder's own toast container (forms spec 2): its toasts close after 5000 ms. */
export const formToastStore = createNotificationsStore();

export function showFormToast(notification: NotificationData): void {
  notifications.show({ autoClose: formConstants.toastAutoCloseMs, ...notification }, formToastStore);
}

const FormToastNotifications = lazy(async () => ({
  default: (await import('./FormToastNotifications')).FormToastNotifications,
}));

/**
 * Mounts the form's toast container the first time a form toast is raised (issue #30), as the app's Toasts does:
 * `showFormToast` writes to the small store, which keeps the toasts until the container (with its transitions) mounts.
 */
export function FormToastContainer() {
  const { notifications: shown, queue } = useNotifications(formToastStore);
  const [needed, setNeeded] = useState(false);
  if (!needed && (shown.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FormToastNotifications store={formToastStore} />
    </Suspense>
  );
}
