import { Notifications, type NotificationsStore } from '@mantine/notifications';
import { formConstants } from '@portal/contracts/forms-constants';
import { toastDefaults } from '../../../platform/toasts';

/** The form builder's toast container (its toasts close after 5000 ms); loaded by FormToastContainer on demand. */
export function FormToastNotifications({ store }: { store: NotificationsStore }) {
  return (
    <Notifications
      store={store}
      className="form-builder"
      position={toastDefaults.position}
      limit={toastDefaults.limit}
      autoClose={formConstants.toastAutoCloseMs}
    />
  );
}
