import { List, Modal } from '@mantine/core';
import { experienceMessages } from '@portal/contracts';
import { EmptyState } from '../../ui/EmptyState';

interface AccomplishmentsDialogProps {
  /** What the accomplishments belong to (a job title or a school); null closes the dialog. */
  subject: string | null;
  accomplishments: ReadonlyArray<{ uuid: string; description: string }>;
  onClose: () => void;
}

export function AccomplishmentsDialog({ subject, accomplishments, onClose }: AccomplishmentsDialogProps) {
  return (
    <Modal opened={subject !== null} onClose={onClose} title={`Accomplishments: ${subject ?? ''}`} centered>
      {accomplishments.length === 0 ? (
        <EmptyState message={experienceMessages.emptyAccomplishments} />
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
