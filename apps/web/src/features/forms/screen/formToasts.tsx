import { createNotificationsStore, Notifications, notifications, type NotificationData } from '@mantine/notifications';
import { formConstants } from '@portal/contracts';
import { toastDefaults } from '../../../platform/toasts';

/** The form builder's own toast container (forms spec 2): its toasts close after 5000 ms. */
export const formToastStore = createNotificationsStore();

export function showFormToast(notification: NotificationData): void {
  notifications.show({ autoClose: formConstants.toastAutoCloseMs, ...notification }, formToastStore);
}

export function FormToastContainer() {
  return (
    <Notifications
      store={formToastStore}
      className="form-builder"
      position={toastDefaults.position}
      limit={toastDefaults.limit}
      autoClose={formConstants.toastAutoCloseMs}
    />
  );
}
