import type { Program } from '@portal/contracts';
import { lazy } from 'react';
import { LaterDialog } from '../../ui/LaterDialog';

// A card's dialogs (Mantine's Modal, the details table, the related occupations' list) are not part of the finder's
// first paint (issue #30): their code is fetched once the page has painted, so a dialog still opens at once.
const loadDetails = () => import('./ProgramDetailsDialog');
const loadRelated = () => import('./RelatedOccupationsDialog');
const DetailsModal = lazy(async () => ({ default: (await loadDetails()).ProgramDetailsDialog }));
const RelatedModal = lazy(async () => ({ default: (await loadRelated()).RelatedOccupationsDialog }));

interface DialogProps {
  program: Program | null;
  onClose: () => void;
}

/** Program Details (ProgramDetailsDialog). */
export function ProgramDetailsDialog(props: DialogProps) {
  return (
    <LaterDialog open={props.program !== null} load={loadDetails}>
      <DetailsModal {...props} />
    </LaterDialog>
  );
}

/** Related Occupations (RelatedOccupationsDialog). */
export function RelatedOccupationsDialog(props: DialogProps) {
  return (
    <LaterDialog open={props.program !== null} load={loadRelated}>
      <RelatedModal {...props} />
    </LaterDialog>
  );
}
