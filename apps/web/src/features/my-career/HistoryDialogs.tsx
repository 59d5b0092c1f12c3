import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EducationExperiencesSection, JobExperiencesSection } from '../experiences';

interface HistoryDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Work History (participant spec 2: full size): the profile's job form and table, with Edit, Accomplishments, Delete. */
export function WorkHistoryDialog({ opened, onClose }: HistoryDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Work History" fullScreen>
      {opened && <JobExperiencesSection />}
    </Modal>
  );
}

/** Education History: the spec does not show its content; it is the profile's education form and table. */
export function EducationHistoryDialog({ opened, onClose }: HistoryDialogProps) {
  const narrow = useMediaQuery('(max-width: 768px)');
  return (
    <Modal opened={opened} onClose={onClose} title="Education History" size="xl" fullScreen={narrow}>
      {opened && <EducationExperiencesSection />}
    </Modal>
  );
}
