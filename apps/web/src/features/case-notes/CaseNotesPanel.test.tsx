import { caseNoteMessages, type CaseNote } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CaseNotesPanel } from './CaseNotesPanel';

const note = (id: number, overrides: Partial<CaseNote> = {}): CaseNote => ({
  id,
  customer_id: 12,
  category: 'general',
  category_label: 'General',
  body: `<p>Note ${id}</p>`,
  confidential: false,
  pinned: false,
  author: { id: 5, name: 'Casey Nguyen' },
  created_at: '2026-03-01T15:00:00.000Z',
  updated_at: '2026-03-01T15:00:00.000Z',
  editable_until: '2026-03-08T15:00:00.000Z',
  can_edit: false,
  ...overrides,
});
const listUrl = '/internal-api/customers/12/case-notes';
const page = (data: CaseNote[]) => ({ body: { data, currentPage: 1, lastPage: 1, total: data.length } });

// The note editor is a lazy chunk; load it up front so the dialog shows it at once.
beforeAll(() => import('../performance/RichTextNoteEditor'));

describe('CaseNotesPanel', () => {
  it('shows pinned and confidential notes with Edit only where the server allows it', async () => {
    mockFetch({
      [`GET ${listUrl}?page=1`]: page([
        note(1, { pinned: true, can_edit: true, category: 'employment', category_label: 'Employment' }),
        note(2, { confidential: true }),
      ]),
    });
    renderWithProviders(<CaseNotesPanel customerId={12} readOnly={false} />);
    const [pinned, confidential] = await screen.findAllByRole('article');
    expect(within(pinned!).getByText('Pinned')).toBeInTheDocument();
    expect(within(pinned!).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(pinned!).getByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    expect(within(confidential!).getByText('Confidential')).toBeInTheDocument();
    expect(within(confidential!).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('checks the note before sending, then sends the category, body and confidential flag', async () => {
    let notes: CaseNote[] = [];
    const { requests } = mockFetch({
      [`GET ${listUrl}?page=1`]: () => page(notes),
      [`POST ${listUrl}`]: () => {
        notes = [note(3, { body: '<p>Called Maria</p>' })];
        return { body: notes[0] };
      },
    });
    const { user } = renderWithProviders(<CaseNotesPanel customerId={12} readOnly={false} />);
    expect(await screen.findByText(caseNoteMessages.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New case note' }));
    const dialog = screen.getByRole('dialog', { name: 'New case note' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(caseNoteMessages.bodyRequired)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    const editor = await within(dialog).findByRole('textbox', { name: 'Note' });
    editor.innerHTML = '<p>Called Maria</p>';
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Confidential/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Called Maria')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      category: 'general',
      body: '<p>Called Maria</p>',
      confidential: true,
    });
  });

  it('offers no writing on a read-only record', async () => {
    mockFetch({ [`GET ${listUrl}?page=1`]: page([note(1, { can_edit: false })]) });
    renderWithProviders(<CaseNotesPanel customerId={12} readOnly />);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New case note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pin' })).not.toBeInTheDocument();
  });
});
