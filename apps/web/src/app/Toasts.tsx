import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastContainer = lazy(async () => ({ default: (await import('./ToastContainer')).ToastContainer }));

/**
 * Mounts the toast container the first time a toast is raised. `notifications.show` only writes to a small store, which
 * keeps the toasts until the container mounts; pages that never toast never load the container and its transitions.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && (notifications.length > 0 || queue.length > 0)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
