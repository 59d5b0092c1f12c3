import { customerMergeMessages, type PossibleDuplicates, possibleDuplicateMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { DuplicateNotice } from './DuplicateNotice';

const duplicatesUrl = '/internal-api/customers/12/possible-duplicates';
const merged = (undo: number | null): PossibleDuplicates => ({
  merged_into: 34,
  duplicates: [],
  can_merge: true,
  undo_merge_id: undo,
  merged_from: [],
});

describe('DuplicateNotice', () => {
  it('lists possible duplicates, with Compare and merge only for staff who may merge', async () => {
    const answer: PossibleDuplicates = {
      merged_into: null,
      duplicates: [{ id: 56, first_name: 'Jordan', last_name: 'Whitakre', birthdate: '1990-01-02', locations: ['A'] }],
      can_merge: false,
      undo_merge_id: null,
      merged_from: [],
    };
    mockFetch({ [`GET ${duplicatesUrl}`]: { body: answer } });
    const first = renderWithProviders(<DuplicateNotice customerId={12} />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(possibleDuplicateMessages.notice(1));
    expect(within(notice).getByRole('link', { name: 'Jordan Whitakre' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/56',
    );
    expect(within(notice).queryByRole('link', { name: possibleDuplicateMessages.compare })).not.toBeInTheDocument();
    first.unmount();

    mockFetch({ [`GET ${duplicatesUrl}`]: { body: { ...answer, can_merge: true } } });
    renderWithProviders(<DuplicateNotice customerId={12} />);
    expect(await screen.findByRole('link', { name: possibleDuplicateMessages.compare })).toHaveAttribute(
      'href',
      '/customers/merge?ids=12,56',
    );
  });

  it('on a record others were merged into, links each of them with the day of the merge', async () => {
    mockFetch({
      [`GET ${duplicatesUrl}`]: {
        body: {
          merged_into: null,
          duplicates: [],
          can_merge: false,
          undo_merge_id: null,
          merged_from: [{ id: 56, merged_at: '2026-11-20T15:00:00.000Z' }],
        },
      },
    });
    renderWithProviders(<DuplicateNotice customerId={12} />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(possibleDuplicateMessages.mergedFrom(1));
    expect(within(notice).getByRole('link', { name: 'Record #56' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/56',
    );
    expect(notice).toHaveTextContent('Record #56 merged on Nov 20, 2026');
    expect(screen.queryByText('Possible duplicate')).not.toBeInTheDocument();
  });

  it('on a merged record, points at the survivor and offers no undo unless the server allows it', async () => {
    mockFetch({ [`GET ${duplicatesUrl}`]: { body: merged(null) } });
    renderWithProviders(<DuplicateNotice customerId={12} />);
    expect(await screen.findByRole('link', { name: possibleDuplicateMessages.openSurvivor })).toHaveAttribute(
      'href',
      '/workflows/customer-information/34',
    );
    expect(screen.queryByRole('button', { name: 'Undo merge' })).not.toBeInTheDocument();
  });

  it('lets an admin undo the merge after confirming, then reads the record again', async () => {
    let undone = false;
    const { requests } = mockFetch({
      [`GET ${duplicatesUrl}`]: () => ({
        body: undone
          ? { merged_into: null, duplicates: [], can_merge: true, undo_merge_id: null, merged_from: [] }
          : merged(7),
      }),
      'POST /internal-api/customers/merge/7/undo': () => {
        undone = true;
        return { body: { message: customerMergeMessages.undone, survivor_id: 34, loser_id: 12 } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DuplicateNotice customerId={12} />);
    await user.click(await screen.findByRole('button', { name: 'Undo merge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo merge' });
    expect(dialog).toHaveTextContent(customerMergeMessages.undoConfirm(34));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Undo merge' }));

    await waitFor(() => expect(screen.queryByText(possibleDuplicateMessages.mergedNotice)).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(requests.filter((request) => request.url === duplicatesUrl).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s refusal of an undo', async () => {
    mockFetch({
      [`GET ${duplicatesUrl}`]: { body: merged(7) },
      'POST /internal-api/customers/merge/7/undo': {
        status: 409,
        body: { message: customerMergeMessages.undoExpired },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DuplicateNotice customerId={12} />);
    await user.click(await screen.findByRole('button', { name: 'Undo merge' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Undo merge' }));
    expect(await screen.findByText(customerMergeMessages.undoExpired)).toBeInTheDocument();
  });
});
