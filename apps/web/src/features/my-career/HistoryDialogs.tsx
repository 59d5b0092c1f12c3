import { lazy } from 'react';
import { LaterDialog } from '../../ui/LaterDialog';

// The history dialogs (Mantine's Modal, the profile's forms and tables with their schemas and selects) are not part of
// My Career's first paint (issue #30): their code is fetched once the page has painted, so a card's dialog still opens
// at once.
const loadModals = () => import('./HistoryModals');
const WorkHistoryModal = lazy(async () => ({ default: (await loadModals()).WorkHistoryDialog }));
const EducationHistoryModal = lazy(async () => ({ default: (await loadModals()).EducationHistoryDialog }));

interface HistoryDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Work History (participant spec 2: full size): the profile's job form and table, with Edit, Accomplishments, Delete. */
export function WorkHistoryDialog(props: HistoryDialogProps) {
  return (
    <LaterDialog open={props.opened} load={loadModals}>
      <WorkHistoryModal {...props} />
    </LaterDialog>
  );
}

/** Education History: the spec does not show its content; it is the profile's education form and table. */
export function EducationHistoryDialog(props: HistoryDialogProps) {
  return (
    <LaterDialog open={props.opened} load={loadModals}>
      <EducationHistoryModal {...props} />
    </LaterDialog>
  );
}
