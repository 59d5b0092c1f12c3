import { useEffect, useState } from 'react';

export type GeolocationAvailability = 'available' | 'denied';

/**
 * Whether the location button can work: 'denied' when the browser has no geolocation or the user
 * refused it (Permissions API, followed live: a refusal in the prompt disables the button at once).
 */
export function useGeolocationPermission(): GeolocationAvailability {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<PermissionState | 'unknown'>('unknown');

  useEffect(() => {
    if (!supported || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    let cancelled = false;
    const update = () => {
      if (status) setState(status.state);
    };
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((result) => {
        if (cancelled) return;
        status = result;
        update();
        result.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      status?.removeEventListener('change', update);
    };
  }, [supported]);

  return !supported || state === 'denied' ? 'denied' : 'available';
}
