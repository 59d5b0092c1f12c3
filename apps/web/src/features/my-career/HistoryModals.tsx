import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../platform/i18n';
import { EducationExperiencesSection, JobExperiencesSection } from '../experiences';

interface HistoryDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Work History (participant spec 2: full size): the profile's job form and table, with Edit, Accomplishments, Delete. */
export function WorkHistoryDialog({ opened, onClose }: HistoryDialogProps) {
  const { t } = useT('my-career');
  return (
    <Modal opened={opened} onClose={onClose} title={t('intake.work.title')} fullScreen>
      {opened && <JobExperiencesSection />}
    </Modal>
  );
}

/** Education History: the spec does not show its content; it is the profile's education form and table. */
export function EducationHistoryDialog({ opened, onClose }: HistoryDialogProps) {
  const { t } = useT('my-career');
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Modal opened={opened} onClose={onClose} title={t('intake.education.title')} size="xl" fullScreen={narrow}>
      {opened && <EducationExperiencesSection />}
    </Modal>
  );
}
