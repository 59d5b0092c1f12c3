import type { Program } from '@portal/contracts';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { OptionalPart } from '../../ui/OptionalPart';

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

/** Fetches the dialog's code after the paint and mounts it once first opened (it then stays, closing with its transition). */
function Later({ opened, load, children }: { opened: boolean; load: () => Promise<unknown>; children: ReactNode }) {
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OptionalPart fallback={null}>
      <Suspense fallback={null}>{children}</Suspense>
    </OptionalPart>
  );
}

/** Program Details (ProgramDetailsDialog). */
export function ProgramDetailsDialog(props: DialogProps) {
  return (
    <Later opened={props.program !== null} load={loadDetails}>
      <DetailsModal {...props} />
    </Later>
  );
}

/** Related Occupations (RelatedOccupationsDialog). */
export function RelatedOccupationsDialog(props: DialogProps) {
  return (
    <Later opened={props.program !== null} load={loadRelated}>
      <RelatedModal {...props} />
    </Later>
  );
}
