import { Box, Input } from '@mantine/core';
import { lazy, Suspense } from 'react';

/** An empty note is sent as an empty paragraph (staff spec 5); it is also what the editor gives when empty. */
export const emptyNote = '<p></p>';

export interface RichTextNoteProps {
  label: string;
  /** The HTML to start from; later changes of this prop are not pushed into the editor (it owns its text). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string;
}

// The editor (Tiptap, ProseMirror: about 450 KB minified) is its own chunk, fetched when a note form first renders,
// so the customer record and performance pages do not carry it until a note is written.
const RichTextNoteEditor = lazy(() => import('./RichTextNoteEditor'));

/** The note's rich text (staff spec 2.8): @mantine/tiptap's editor, loaded on first use (RichTextNoteEditor.tsx). */
export function RichTextNote(props: RichTextNoteProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} error={props.error}>
          <Box
            mih={130}
            bd="1px solid var(--mantine-color-gray-4)"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          />
        </Input.Wrapper>
      }
    >
      <RichTextNoteEditor {...props} />
    </Suspense>
  );
}
