import { Box, Input } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextNoteProps } from './rich-text-note';

// The value and props live in rich-text-note.ts so the lazily loaded editor does not import this file back.
export { emptyNote, type RichTextNoteProps } from './rich-text-note';

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
