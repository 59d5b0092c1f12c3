import { lazy, Suspense, useEffect, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmModal';

export type { ConfirmDialogProps };

// Mantine's Modal (with its focus trap, scroll lock and portal, about 11 KiB gzip) is not part of a page's first paint
// (issue #30): its code is fetched once the page that may ask has painted, so the question still appears at once.
const loadModal = () => import('./ConfirmModal');
const ConfirmModal = lazy(async () => ({ default: (await loadModal()).ConfirmModal }));

/** A yes/no question in a modal dialog; focus starts on the safe choice. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  useEffect(() => {
    void loadModal();
  }, []);
  // Once opened, the modal stays mounted so it closes with its transition.
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
