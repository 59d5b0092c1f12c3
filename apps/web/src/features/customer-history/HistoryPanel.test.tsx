import { historyMessages, type HistoryEntry } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { HistoryPanel } from './HistoryPanel';

const entry = (
  id: number,
  kind: HistoryEntry['kind'],
  title: string,
  extra: Partial<HistoryEntry> = {},
): HistoryEntry => ({
  kind,
  id,
  at: '2026-03-01T15:00:00.000Z',
  title,
  detail: null,
  html: null,
  actor: 'Casey Nguyen',
  confidential: false,
  ...extra,
});
const url = '/internal-api/customers/12/history';

describe('HistoryPanel', () => {
  it('lists entries newest first and loads older ones from the cursor', async () => {
    const { requests } = mockFetch({
      [`GET ${url}`]: {
        body: {
          data: [entry(2, 'case_note', 'Case note: General', { html: '<p>Called <strong>Acme</strong></p>' })],
          next_cursor: '1772377200000000.case_note.2',
        },
      },
      [`GET ${url}?cursor=1772377200000000.case_note.2`]: {
        body: { data: [entry(9, 'service', 'Initial Assessment', { detail: 'Reviewed the plan' })], next_cursor: null },
      },
    });
    const { user } = renderWithProviders(<HistoryPanel customerId={12} readOnly={false} />);
    const list = await screen.findByRole('list', { name: historyMessages.title });
    expect(within(list).getByText('Acme').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: historyMessages.more }));
    expect(await within(list).findByText('Reviewed the plan')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: historyMessages.more })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.startsWith(url)).map((request) => request.url)).toEqual([
      url,
      `${url}?cursor=1772377200000000.case_note.2`,
    ]);
  });

  it('offers Log Service and the tracker for this customer, and only the tracker when read-only', async () => {
    mockFetch({ [`GET ${url}`]: { body: { data: [], next_cursor: null } } });
    const { unmount } = renderWithProviders(<HistoryPanel customerId={12} readOnly={false} />);
    expect(await screen.findByText(historyMessages.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Service' })).toHaveAttribute('href', '/service-tracker/create/12');
    expect(screen.getByRole('link', { name: 'Service tracker' })).toHaveAttribute(
      'href',
      '/service-tracker?customer=12',
    );
    unmount();
    renderWithProviders(<HistoryPanel customerId={12} readOnly />);
    expect(await screen.findByText(historyMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log Service' })).not.toBeInTheDocument();
  });

  it('shows the failure with Refresh instead of the empty state, and recovers', async () => {
    let failing = true;
    mockFetch({
      [`GET ${url}`]: () =>
        failing
          ? { status: 500, body: { message: 'Server Error' } }
          : { body: { data: [entry(1, 'flag', 'Flag: Safety')], next_cursor: null } },
    });
    const { user } = renderWithProviders(<HistoryPanel customerId={12} readOnly={false} />);
    // The panel's own alert, not the toast that says the same.
    const refresh = await screen.findByRole('button', { name: 'Refresh' }, { timeout: 8000 });
    expect(refresh.closest('[role="alert"]')).toHaveTextContent(historyMessages.loadFailed);
    expect(screen.queryByText(historyMessages.empty)).not.toBeInTheDocument();
    failing = false;
    await user.click(refresh);
    expect(await screen.findByText('Flag: Safety')).toBeInTheDocument();
  }, 15_000);
});
