import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconListDetails, IconPencil, IconTrash } from '../../ui/icons';

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
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
          <VisuallyHidden>Edit {name}</VisuallyHidden>
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Accomplishments">
        <ActionIcon variant="subtle" onClick={onShowAccomplishments}>
          <IconListDetails size={18} aria-hidden />
          <VisuallyHidden>Accomplishments of {name}</VisuallyHidden>
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red.9" onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
          <VisuallyHidden>Delete {name}</VisuallyHidden>
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
