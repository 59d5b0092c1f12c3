import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
// The editor's styles load with the screens that use it, not in the entry (apps/web/src/app/mantine-styles.ts).
import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';

import { emptyNote, type RichTextNoteProps } from './rich-text-note';

/** The formatting the note offers; the other StarterKit nodes stay out, so a pasted note keeps only these. */
const extensions = [
  StarterKit.configure({
    heading: false,
    codeBlock: false,
    code: false,
    horizontalRule: false,
    blockquote: false,
    strike: false,
    // No empty paragraph forced after a list at the end: the note is sent as written.
    trailingNode: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto'] },
  }),
];

/**
 * The note's rich text (staff spec 2.8): @mantine/tiptap's editor (Tiptap / ProseMirror) with a small formatting
 * toolbar. The server sanitises what it gets (apps/server/src/modules/performance/rich-text.ts); here it is only
 * collected. The editable area is a labelled, multi-line textbox. Loaded lazily (RichTextNote.tsx): Tiptap and
 * ProseMirror are the largest part of the screens that write notes.
 */
export default function RichTextNoteEditor({ label, initialValue, onChange, error }: RichTextNoteProps) {
  const id = useId();
  const labelId = `${id}-label-label`;
  const editor = useEditor({
    extensions,
    content: initialValue === emptyNote ? '' : initialValue,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? emptyNote : current.getHTML()),
  });

  return (
    <Input.Wrapper label={label} id={`${id}-label`} error={error}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: 'Bold',
          italicControlLabel: 'Italic',
          underlineControlLabel: 'Underline',
          bulletListControlLabel: 'Bulleted list',
          orderedListControlLabel: 'Numbered list',
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar aria-label={`${label} formatting`} role="toolbar">
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={90} style={{ overflowWrap: 'anywhere' }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
