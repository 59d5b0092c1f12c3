import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { OptionalPart } from '../../ui/OptionalPart';

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

/** Mounts the dialog once first opened (it then stays, so it closes with its transition). */
function Later({ opened, children }: { opened: boolean; children: ReactNode }) {
  useEffect(() => {
    void loadModals().catch(() => undefined);
  }, []);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OptionalPart fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPart>
  );
}

/** Work History (participant spec 2: full size): the profile's job form and table, with Edit, Accomplishments, Delete. */
export function WorkHistoryDialog(props: HistoryDialogProps) {
  return (
    <Later opened={props.opened}>
      <WorkHistoryModal {...props} />
    </Later>
  );
}

/** Education History: the spec does not show its content; it is the profile's education form and table. */
export function EducationHistoryDialog(props: HistoryDialogProps) {
  return (
    <Later opened={props.opened}>
      <EducationHistoryModal {...props} />
    </Later>
  );
}
