import { ActionIcon, Button, Group, Input, List, Text } from '@mantine/core';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { IconX } from './icons';

export interface AccomplishmentsInputProps {
  /** The text being typed. */
  value: string;
  onChange: (value: string) => void;
  items: ReadonlyArray<{ uuid: string; description: string }>;
  /** Called with the trimmed text, only when it is not empty. */
  onAdd: (description: string) => void;
  onRemove: (index: number) => void;
  error?: ReactNode;
  /** The field's label, the Add button's text and each item's remove button's name, in the page's language. */
  label: string;
  required?: boolean;
  addLabel: string;
  removeLabel: (description: string) => string;
}

/** A text field with an Add button (Enter adds too) and the list of what was added, each removable. */
export function AccomplishmentsInput({
  value,
  onChange,
  items,
  onAdd,
  onRemove,
  error,
  label,
  required = true,
  addLabel,
  removeLabel,
}: AccomplishmentsInputProps) {
  const listId = useId();

  const add = () => {
    const description = value.trim();
    if (description !== '') onAdd(description);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the accomplishment instead of submitting the surrounding form.
    event.preventDefault();
    add();
  };

  return (
    <div>
      <Input.Wrapper label={label} withAsterisk={required} error={error}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Input
            flex={1}
            value={value}
            error={Boolean(error)}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            aria-controls={listId}
          />
          <Button variant="outline" onClick={add}>
            {addLabel}
          </Button>
        </Group>
      </Input.Wrapper>
      <List id={listId} mt="xs" spacing={4} listStyleType="none">
        {items.map((item, index) => (
          <List.Item key={item.uuid}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="sm"
                onClick={() => onRemove(index)}
                aria-label={removeLabel(item.description)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.description}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
