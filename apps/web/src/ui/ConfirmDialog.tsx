import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmModal';

export type { ConfirmDialogProps };

// Mantine's Modal (with its focus trap, scroll lock and portal, about 11 KiB gzip) loads the first time the dialog
// opens: a page that only may ask a question does not carry it on its first paint (issue #30).
const ConfirmModal = lazy(async () => ({ default: (await import('./ConfirmModal')).ConfirmModal }));

/** A yes/no question in a modal dialog; focus starts on the safe choice. */
export function ConfirmDialog(props: ConfirmDialogProps) {
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
