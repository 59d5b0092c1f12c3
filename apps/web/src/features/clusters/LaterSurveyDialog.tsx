import { lazy } from 'react';
import { LaterDialog } from '../../ui/LaterDialog';
import type { SurveyDialogProps } from './SurveyDialog';

// Mantine's Modal (focus trap, scroll lock, scroll area, portal: about 16 KiB gzip) is not part of the results page's
// first paint (issue #30): its code is fetched once the page has painted, so Retake and Update still open at once.
const loadDialog = () => import('./SurveyDialog');
const SurveyDialog = lazy(async () => ({ default: (await loadDialog()).SurveyDialog }));

/** The survey's dialog (SurveyDialog), its code fetched after the paint; mounted on first open, then kept. */
export function LaterSurveyDialog(props: SurveyDialogProps) {
  return (
    <LaterDialog open={props.mode !== null} load={loadDialog}>
      <SurveyDialog {...props} />
    </LaterDialog>
  );
}
