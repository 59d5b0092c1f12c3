import { lazy } from 'react';
import { LaterDialog } from '../../../ui/LaterDialog';
import type { FormDialogProps } from './FormModal';

// Mantine's Modal (focus trap, scroll lock, portal) is not part of the forms list's first paint (issue #30): its code
// is fetched once the list has painted, so a card's dialog still opens at once.
const loadModal = () => import('./FormModal');
const FormModal = lazy(async () => ({ default: (await loadModal()).FormModal }));

/** The card's dialog: long name, short name, the detailed description and the Start link. */
export function FormDialog(props: FormDialogProps) {
  return (
    <LaterDialog open={props.item !== null} load={loadModal}>
      <FormModal {...props} />
    </LaterDialog>
  );
}
