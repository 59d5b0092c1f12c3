import { customerMergeMessages, type PossibleDuplicates } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { MergeWithButton } from './MergeWithButton';

const duplicatesUrl = '/internal-api/customers/12/possible-duplicates';
const answer = (canMerge: boolean, mergedInto: number | null = null): PossibleDuplicates => ({
  merged_into: mergedInto,
  duplicates: [],
  can_merge: canMerge,
  undo_merge_id: null,
  merged_from: [],
});

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function renderButton(hidden = false) {
  return renderWithProviders(
    <Routes>
      <Route path="/record" element={<MergeWithButton customerId={12} hidden={hidden} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/record' },
  );
}

describe('MergeWithButton', () => {
  it('opens the compare page for this record and the one whose ID is typed, after checking the ID', async () => {
    mockFetch({ [`GET ${duplicatesUrl}`]: { body: answer(true) } });
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Merge with…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge with another record' });
    const id = within(dialog).getByRole('textbox', { name: 'ID of the other record' });
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    expect(await within(dialog).findByText(customerMergeMessages.pickTwo)).toBeInTheDocument();
    await user.type(id, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
    await user.clear(id);
    await user.type(id, ' 56 ');
    await user.click(within(dialog).getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Landed on /customers/merge?ids=12,56')).toBeInTheDocument();
  });

  it('is not offered to staff who may not merge, on a merged record, or on a read-only one', async () => {
    for (const [body, hidden] of [
      [answer(false), false],
      [answer(true, 34), false],
      [answer(true), true],
    ] as const) {
      const { calls } = mockFetch({ [`GET ${duplicatesUrl}`]: { body } });
      const view = renderButton(hidden);
      await waitFor(() => expect(calls('GET', duplicatesUrl)).toHaveLength(1));
      // The answer is read before looking: a render after it would show the button.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: 'Merge with…' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
