import { lazy, Suspense, useEffect, useState } from 'react';
import { OptionalPart } from '../../../ui/OptionalPart';
import type { FormDialogProps } from './FormModal';

// Mantine's Modal (focus trap, scroll lock, portal) is not part of the forms list's first paint (issue #30): its code
// is fetched once the list has painted, so a card's dialog still opens at once.
const loadModal = () => import('./FormModal');
const FormModal = lazy(async () => ({ default: (await loadModal()).FormModal }));

/** The card's dialog: long name, short name, the detailed description and the Start link. */
export function FormDialog(props: FormDialogProps) {
  useEffect(() => {
    void loadModal().catch(() => undefined);
  }, []);
  // Once opened, the dialog stays mounted so it closes with its transition.
  const [wanted, setWanted] = useState(props.item !== null);
  if (props.item !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OptionalPart fallback={null}>
      <Suspense fallback={null}>
        <FormModal {...props} />
      </Suspense>
    </OptionalPart>
  );
}
