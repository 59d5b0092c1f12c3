import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { emptyNote, RichTextNote } from './RichTextNote';

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so a range measures as nothing.
beforeAll(async () => {
  // The editor is a lazy chunk (RichTextNote.tsx); loaded up front, each test sees it at once.
  await import('./RichTextNoteEditor');
  const none = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
  if (typeof Range.prototype.getClientRects !== 'function') {
    Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  }
  if (typeof Range.prototype.getBoundingClientRect !== 'function') Range.prototype.getBoundingClientRect = none;
});

describe('RichTextNote (@mantine/tiptap)', () => {
  it('is a labelled multi-line textbox that starts from the given HTML, with its formatting toolbar', async () => {
    renderWithProviders(
      <RichTextNote label="Note" initialValue="<p>Passed the <strong>exam</strong></p>" onChange={() => undefined} />,
    );
    const box = await screen.findByRole('textbox', { name: 'Note' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box.innerHTML).toContain('<strong>exam</strong>');
    const toolbar = screen.getByRole('toolbar', { name: 'Note formatting' });
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list']) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    }
  });

  it('sends the editor’s HTML when the toolbar changes the note', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <RichTextNote label="Note" initialValue="<p>One step</p>" onChange={onChange} />,
    );
    await screen.findByRole('textbox', { name: 'Note' });
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>One step</p></li></ul>'));
  });

  it('starts empty from the empty note and marks an error', async () => {
    renderWithProviders(
      <RichTextNote label="Note" initialValue={emptyNote} onChange={() => undefined} error="Required" />,
    );
    const box = await screen.findByRole('textbox', { name: 'Note' });
    expect(box.textContent).toBe('');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeInTheDocument();
  });
});
