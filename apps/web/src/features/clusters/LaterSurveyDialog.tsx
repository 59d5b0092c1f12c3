import { lazy, Suspense, useEffect, useState } from 'react';
import { OptionalPart } from '../../ui/OptionalPart';
import type { SurveyDialogProps } from './SurveyDialog';

// Mantine's Modal (focus trap, scroll lock, scroll area, portal: about 16 KiB gzip) is not part of the results page's
// first paint (issue #30): its code is fetched once the page has painted, so Retake and Update still open at once.
const loadDialog = () => import('./SurveyDialog');
const SurveyDialog = lazy(async () => ({ default: (await loadDialog()).SurveyDialog }));

/** The survey's dialog (SurveyDialog), its code fetched after the paint; mounted on first open, then kept. */
export function LaterSurveyDialog(props: SurveyDialogProps) {
  useEffect(() => {
    void loadDialog().catch(() => undefined);
  }, []);
  // Once opened, the dialog stays mounted so it closes with its transition.
  const [wanted, setWanted] = useState(props.mode !== null);
  if (props.mode !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <OptionalPart fallback={null}>
      <Suspense fallback={null}>
        <SurveyDialog {...props} />
      </Suspense>
    </OptionalPart>
  );
}
