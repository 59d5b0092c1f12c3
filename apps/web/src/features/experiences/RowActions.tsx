import { ActionIcon, Group, VisuallyHidden } from '@mantine/core';
import { useT } from '../../platform/i18n';
import { IconListDetails, IconPencil, IconTrash } from '../../ui/icons';
import { LaterTooltip } from '../../ui/LaterTooltip';

interface RowActionsProps {
  /** Names the row in each button's accessible name, e.g. 'Edit Warehouse Associate'. */
  name: string;
  onEdit: () => void;
  onShowAccomplishments: () => void;
  onDelete: () => void;
}

/**
 * Edit, Accomplishments and Delete for one table row. Each button is named by visually hidden text rather than
 * aria-label, so a label search for the form's 'Accomplishments' field finds only the field.
 */
export function RowActions({ name, onEdit, onShowAccomplishments, onDelete }: RowActionsProps) {
  const { t } = useT('experiences');
  return (
    <Group gap={4} wrap="nowrap">
      <LaterTooltip label={t('edit')}>
        <ActionIcon variant="subtle" onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
          <VisuallyHidden>{t('editName', { name })}</VisuallyHidden>
        </ActionIcon>
      </LaterTooltip>
      <LaterTooltip label={t('fields.accomplishments')}>
        <ActionIcon variant="subtle" onClick={onShowAccomplishments}>
          <IconListDetails size={18} aria-hidden />
          <VisuallyHidden>{t('accomplishmentsOf', { name })}</VisuallyHidden>
        </ActionIcon>
      </LaterTooltip>
      <LaterTooltip label={t('delete')}>
        <ActionIcon variant="subtle" color="red.9" onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
          <VisuallyHidden>{t('deleteName', { name })}</VisuallyHidden>
        </ActionIcon>
      </LaterTooltip>
    </Group>
  );
}
