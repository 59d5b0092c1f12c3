import { lazy } from 'react';
import { laterModule } from '../../platform/laterModule';
import { LaterDialog } from '../../ui/LaterDialog';
import type { DrillTarget } from './api';

// The drill-down dialog (Modal, its table) loads after the run has painted (ui/LaterDialog).
const loadDrillDown = laterModule(() => import('./DrillDownModal'));
const DrillDownDialog = lazy(async () => ({ default: (await loadDrillDown()).DrillDownModal }));

/** A quarterly figure's people (reports/DrillDownModal.tsx). */
export function DrillDownModal(props: { runId: number; target: DrillTarget | null; onClose: () => void }) {
  return (
    <LaterDialog open={props.target !== null} load={loadDrillDown}>
      <DrillDownDialog {...props} />
    </LaterDialog>
  );
}
