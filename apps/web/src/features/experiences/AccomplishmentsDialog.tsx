import { List, Modal } from '@mantine/core';
import { useT } from '../../platform/i18n';
import { EmptyState } from '../../ui/EmptyState';

interface AccomplishmentsDialogProps {
  /** What the accomplishments belong to (a job title or a school); null closes the dialog. */
  subject: string | null;
  accomplishments: ReadonlyArray<{ uuid: string; description: string }>;
  onClose: () => void;
}

export function AccomplishmentsDialog({ subject, accomplishments, onClose }: AccomplishmentsDialogProps) {
  const { t } = useT('experiences');
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      title={t('accomplishmentsTitle', { subject: subject ?? '' })}
      centered
    >
      {accomplishments.length === 0 ? (
        <EmptyState message={t('emptyAccomplishments')} />
      ) : (
        <List spacing="xs">
          {accomplishments.map((item) => (
            <List.Item key={item.uuid} style={{ overflowWrap: 'anywhere' }}>
              {item.description}
            </List.Item>
          ))}
        </List>
      )}
    </Modal>
  );
}
