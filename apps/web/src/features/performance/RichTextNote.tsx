import { ActionIcon, Box, Group, Input, Tooltip } from '@mantine/core';
import { IconBold, IconItalic, IconList, IconListNumbers, IconUnderline } from '../../ui/icons';
import { useEffect, useId, useRef } from 'react';

/** An empty note is sent as an empty paragraph (staff spec 5). */
export const emptyNote = '<p></p>';

const commands = [
  { command: 'bold', label: 'Bold', icon: IconBold },
  { command: 'italic', label: 'Italic', icon: IconItalic },
  { command: 'underline', label: 'Underline', icon: IconUnderline },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: IconList },
  { command: 'insertOrderedList', label: 'Numbered list', icon: IconListNumbers },
] as const;

interface RichTextNoteProps {
  label: string;
  /** The HTML to start from; later changes of this prop are not pushed into the editor (it owns its text). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string;
}

/**
 * The note's rich text (staff spec 2.8): a content-editable box with a small formatting toolbar. The server
 * sanitises what it gets (apps/server/src/modules/performance/rich-text.ts); here it is only collected.
 */
export function RichTextNote({ label, initialValue, onChange, error }: RichTextNoteProps) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editor.current) editor.current.innerHTML = initialValue === emptyNote ? '' : initialValue;
    // Only on mount: the editor owns its contents after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const emit = () => {
    const html = editor.current?.innerHTML.trim() ?? '';
    onChange(html === '' || html === '<br>' ? emptyNote : html);
  };
  const format = (command: string) => {
    editor.current?.focus();
    // execCommand is deprecated but still the one editing primitive every browser has for content-editable.
    if (typeof document.execCommand === 'function') document.execCommand(command);
    emit();
  };

  return (
    <Input.Wrapper label={label} id={`${id}-label`} error={error}>
      <Box
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-gray-5)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <Group gap={4} p={4} role="toolbar" aria-label={`${label} formatting`}>
          {commands.map(({ command, label: name, icon: Icon }) => (
            <Tooltip key={command} label={name}>
              <ActionIcon variant="subtle" color="dark" aria-label={name} onClick={() => format(command)}>
                <Icon size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <Box
          ref={editor}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label-label`}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onBlur={emit}
          p="xs"
          mih={90}
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', outline: 'none', overflowWrap: 'anywhere' }}
        />
      </Box>
    </Input.Wrapper>
  );
}
