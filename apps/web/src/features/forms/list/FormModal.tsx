import { Button, Modal, Stack, Text } from '@mantine/core';
import type { EligibilityFormItem } from '@portal/contracts';
import { Link } from 'react-router';
import { useT } from '../../../platform/i18n';

export interface FormDialogProps {
  item: EligibilityFormItem | null;
  startPath: string;
  onClose: () => void;
}

/** The card's dialog: long name, short name, the detailed description and the Start link. */
export function FormModal({ item, startPath, onClose }: FormDialogProps) {
  const { t } = useT('forms');
  return (
    <Modal opened={item !== null} onClose={onClose} title={item?.name_long} size="lg">
      {item && (
        <Stack gap="sm">
          <Text fw={600}>{item.name_short}</Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{item.detailed_description || item.description}</Text>
          <Button component={Link} to={startPath} style={{ alignSelf: 'flex-start' }}>
            {t('start')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
