// The rich-text note's value and props, shared by RichTextNote.tsx and the lazily loaded RichTextNoteEditor.tsx.

/** An empty note is sent as an empty paragraph (staff spec 5); it is also what the editor gives when empty. */
export const emptyNote = '<p></p>';

export interface RichTextNoteProps {
  label: string;
  /** The HTML to start from; later changes of this prop are not pushed into the editor (it owns its text). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: string;
}
