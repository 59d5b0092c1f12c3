import { useEffect } from 'react';
import { useLeaveBlocker } from '../../../platform/navigation';
import { i18n } from '../../../platform/i18n';

/**
 * Unsaved changes ask before leaving (forms spec 4): the browser's own prompt on reload or close, and a confirmation
 * on a move inside the app. Released as soon as nothing is unsaved.
 */
export function useLeaveGuard(when: boolean): void {
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(i18n.t('forms:leave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
