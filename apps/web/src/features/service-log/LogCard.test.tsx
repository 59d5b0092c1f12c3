import {
  dateBounds,
  serviceTrackerMessages as messages,
  serviceTrackerPaths,
  todayIso,
  type ServiceLogEntry,
} from '@portal/contracts';
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
  logged_by_user: null,
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

  it('shows its days as MM/dd/yyyy and bounds the end date picker (#23 items 17, 3)', async () => {
    mockFetch({});
    renderWithProviders(<LogCard log={entry()} />);
    const card = screen.getByRole('article', { name: 'Employment plan' });
    expect(within(card).getByText(/Start 11\/20\/2026 · End 11\/22\/2026/)).toBeInTheDocument();
    expect(within(card).queryByText(/2026-11-2/)).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const end = within(card).getByLabelText('End at (Date)');
    expect(end).toHaveAttribute('min', '2026-11-20');
    expect(end).toHaveAttribute('max', dateBounds.service(todayIso()).max);
  });

  it('offers no end date edit on a single-day log, whose end is its start (#23 item 16)', () => {
    mockFetch({});
    renderWithProviders(
      <LogCard log={entry({ duration: 'Single-day', end_at: '2026-11-20T00:00:00.000Z', minutes_in_day: 45 })} />,
    );
    const card = screen.getByRole('article', { name: 'Employment plan' });
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
  });

  it('names who logged it on the professional’s behalf', () => {
    mockFetch({});
    renderWithProviders(
      <LogCard log={entry({ logged_by_user: 'Taylor Brooks', can_edit: false, can_delete: false })} />,
    );
    expect(screen.getByText(/by Casey Nguyen \(logged by Taylor Brooks\)/)).toBeInTheDocument();
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
