import { Notifications } from '@mantine/notifications';
import { toastDefaults } from '../platform/toasts';

/** The toast container (participant spec 9: top-right, at most 5, 7 s); loaded on demand by Toasts. */
export function ToastContainer() {
  return (
    <Notifications position={toastDefaults.position} limit={toastDefaults.limit} autoClose={toastDefaults.autoClose} />
  );
}
