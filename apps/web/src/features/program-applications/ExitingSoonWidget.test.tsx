import { type ExitingSoonItem, programApplicationPaths } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from '../dashboard/DashboardPage';
import { dashboardRoutes } from '../dashboard/testFixtures';

const title = 'Participants about to exit';
const item = (n: number): ExitingSoonItem => ({
  customer_id: 100 + n,
  full_name: `Person ${n}`,
  enrollment_id: 500 + n,
  program_name: 'WIOA Adult',
  last_service_at: '2026-09-01T15:00:00.000Z',
  automatic_exit_on: `2026-12-${String(n).padStart(2, '0')}`,
});

async function settled() {
  expect(await screen.findByText('Total Unique Participants Pinned:')).toHaveTextContent(/\d/);
}

describe('ExitingSoonWidget on the dashboard', () => {
  it('is hidden while nobody is about to exit', async () => {
    const { calls } = mockFetch(dashboardRoutes());
    renderWithProviders(<DashboardPage />);
    await settled();
    // The widget's code comes after the dashboard's first paint (#30): its request follows.
    await waitFor(() => expect(calls('GET', programApplicationPaths.exitingSoon)).toHaveLength(1));
    // Its answer has come: no spinner of it is left.
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: `Loading ${title}` })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
  });

  it('lists the first ten as the server orders them, each linked to the record’s Programs panel, and counts the rest', async () => {
    const items = Array.from({ length: 12 }, (_, index) => item(index + 1));
    mockFetch(dashboardRoutes({ exitingSoon: items }));
    renderWithProviders(<DashboardPage />);
    const widget = await screen.findByRole('region', { name: title });
    expect((await within(widget).findByText('Enrollments')).nextElementSibling).toHaveTextContent('12');
    const links = within(widget).getAllByRole('link', { name: /^Person \d+$/ });
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveTextContent('Person 1');
    expect(links[0]).toHaveAttribute('href', '/workflows/customer-information/101#programs');
    expect(links[0]!.parentElement).toHaveTextContent('WIOA Adult, exits on Dec 1, 2026');
    expect(widget).toHaveTextContent('and 2 more');
  });

  it('shows a failed load with Refresh, never as nobody about to exit', async () => {
    let fail = true;
    mockFetch({
      ...dashboardRoutes(),
      [`GET ${programApplicationPaths.exitingSoon}`]: () =>
        fail ? { status: 500, body: { message: 'Server Error' } } : { body: { data: [item(3)] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage />);
    const widget = await screen.findByRole('region', { name: title });
    expect(await within(widget).findByRole('alert')).toHaveTextContent(`There was a problem loading ${title}`);
    fail = false;
    await user.click(within(widget).getByRole('button', { name: 'Refresh' }));
    expect(await within(widget).findByRole('link', { name: 'Person 3' })).toBeInTheDocument();
  });
});
