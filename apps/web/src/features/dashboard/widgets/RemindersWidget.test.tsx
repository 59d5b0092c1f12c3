import { defaultClientSettings, reminderMessages, reminderPaths, type Reminder } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { RemindersWidget } from './RemindersWidget';

const settings = (reminders: boolean) => ({
  body: { ...defaultClientSettings, feature_flags: { reminders } },
});

const reminder = (id: number, status: Reminder['status']): Reminder => ({
  id,
  title: `Reminder ${id}`,
  description: 'Call back',
  action: 'call',
  status,
  remind_at: '2026-11-25T15:00:00.000Z',
  remind_again_at: status === 'snoozed' ? '2026-11-25T16:00:00.000Z' : null,
  created_at: '2026-11-24T15:00:00.000Z',
  user_id: 1,
  in_support_of_type: 'none',
  in_support_of_id: null,
  in_support_of: { customer: null, group: null },
});

describe('RemindersWidget', () => {
  it('shows the first 3 reminders with their status and actions, and Go To Reminders', async () => {
    mockFetch({
      'GET /settings': settings(true),
      [`GET ${reminderPaths.notifications}`]: {
        body: {
          reminders: [reminder(1, 'overdue'), reminder(2, 'snoozed'), reminder(3, 'upcoming'), reminder(4, 'upcoming')],
          total: 4,
        },
      },
    });
    renderWithProviders(<RemindersWidget />);
    const widget = await screen.findByRole('region', { name: 'Reminders' });
    const items = await within(widget).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Reminder \d$/).textContent)).toEqual([
      'Reminder 1',
      'Reminder 2',
      'Reminder 3',
    ]);
    expect(within(items[0]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Snooze "Reminder 1"' })).toBeInTheDocument();
    expect(within(items[1]!).getByText(/Next remind:/)).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: /Snooze/ })).not.toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: reminderMessages.goToReminders })).toHaveAttribute(
      'href',
      '/profile/reminders',
    );
  });

  it("says 'No upcoming, snoozed or overdue reminders' when there are none", async () => {
    mockFetch({
      'GET /settings': settings(true),
      [`GET ${reminderPaths.notifications}`]: { body: { reminders: [], total: 0 } },
    });
    renderWithProviders(<RemindersWidget />);
    expect(await screen.findByText(reminderMessages.widgetEmpty)).toBeInTheDocument();
  });

  it('shows a failed load with Refresh, not the empty text', async () => {
    mockFetch({
      'GET /settings': settings(true),
      [`GET ${reminderPaths.notifications}`]: { status: 403, body: { message: 'Nope' } },
    });
    renderWithProviders(<RemindersWidget />);
    expect(
      await screen.findByText('There was a problem loading Reminders.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(reminderMessages.widgetEmpty)).not.toBeInTheDocument();
  }, 30_000);

  it('is hidden while the reminders flag is off', async () => {
    const fetch = mockFetch({ 'GET /settings': settings(false) });
    const { container } = renderWithProviders(<RemindersWidget />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
    expect(fetch.calls('GET', reminderPaths.notifications)).toHaveLength(0);
  });
});
