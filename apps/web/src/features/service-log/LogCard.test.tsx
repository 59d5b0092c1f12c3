import { serviceTrackerMessages as messages, serviceTrackerPaths, type ServiceLogEntry } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { LogCard } from './LogCard';

const logPath = serviceTrackerPaths.log.replace(':id', '7');

const entry = (overrides: Partial<ServiceLogEntry> = {}): ServiceLogEntry => ({
  id: 7,
  title: 'Employment plan',
  user: { id: 1, name: 'Casey Nguyen' },
  customer: { id: 3, full_name: 'James Carter' },
  group: null,
  location: 'Denver',
  service: { id: 2, name: 'Individual Employment Plan', type: { name: 'Career Services', color: '#1c7ed6' } },
  contact_type: { name: 'In person', icon: 'users' },
  status: 'Active - Enrolled',
  start_at: '2026-11-20T00:00:00.000Z',
  end_at: '2026-11-22T00:00:00.000Z',
  created_on: '2026-11-20',
  created_at: '2026-11-24T10:00:00.000Z',
  created_by_user: 'Casey Nguyen',
  duration: 'Multi-day',
  minutes_in_day: null,
  programs: [{ name: 'WIOA Adult', end_at: null }],
  notes: [],
  can_edit: true,
  can_delete: true,
  ...overrides,
});

describe('LogCard', () => {
  it('refuses an end date before the start without asking the server, then saves a later one', async () => {
    const { calls } = mockFetch({ [`POST ${logPath}`]: { body: { saved: true } } });
    renderWithProviders(<LogCard log={entry()} />);
    const card = screen.getByRole('article', { name: 'Employment plan' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const end = within(card).getByLabelText('End at (Date)');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-19');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText(messages.endBeforeStart)).toBeInTheDocument();
    expect(calls('POST', logPath)).toHaveLength(0);

    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-29');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await expect.poll(() => calls('POST', logPath).length).toBe(1);
    expect(calls('POST', logPath)[0]!.body).toMatchObject({ end_at: '2026-11-29' });
  });

  it('asks before deleting, with the spec text', async () => {
    const { calls } = mockFetch({ [`DELETE ${logPath}`]: { body: { saved: true } } });
    renderWithProviders(<LogCard log={entry()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => calls('DELETE', logPath).length).toBe(1);
  });

  it('offers no edit, note or delete on a log the caller did not create', () => {
    mockFetch({});
    renderWithProviders(<LogCard log={entry({ can_edit: false, can_delete: false })} />);
    const card = screen.getByRole('article', { name: 'Employment plan' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
