import { Modal } from '@mantine/core';
import type { SurveyTaker } from '@portal/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../platform/i18n';
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
  const { t } = useT('clusters');
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode === 'edit' ? t('results.updateSurvey') : t('retakeSurvey')}
      size="xl"
      fullScreen={narrow}
    >
      {mode !== null && <SurveyPanel key={mode} taker={taker} mode={mode} onSubmitted={onClose} />}
    </Modal>
  );
}
