import { Modal } from '@mantine/core';
import { clusterTexts, type SurveyTaker } from '@portal/contracts';
import { useMediaQuery } from '@mantine/hooks';
import type { SurveyMode } from './clusterApi';
import { SurveyPanel } from './SurveyPanel';

export interface SurveyDialogProps {
  taker: SurveyTaker;
  /** Null when closed. */
  mode: SurveyMode | null;
  onClose: () => void;
}

/** The survey in a dialog: 'Retake Survey' (a new survey) or 'Update Survey' (the latest answers). */
export function SurveyDialog({ taker, mode, onClose }: SurveyDialogProps) {
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode === 'edit' ? clusterTexts.updateSurvey : clusterTexts.retakeSurvey}
      size="xl"
      fullScreen={narrow}
    >
      {mode !== null && <SurveyPanel key={mode} taker={taker} mode={mode} onSubmitted={onClose} />}
    </Modal>
  );
}
