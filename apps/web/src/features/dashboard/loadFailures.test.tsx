import { dashboardPaths, defaultClientSettings } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './DashboardPage';
import { dashboardRoutes } from './testFixtures';
import { WidgetListPage } from './WidgetListPage';

// A refused call (403) is not retried, so the failure shows at once.
const refused = { status: 403, body: { message: 'Nope' } };

describe('dashboard data that fails to load is not shown as "no data" (issue #10)', () => {
  it('My Customers, Outcomes and Referrals show the load failure with Refresh, not their empty text', async () => {
    let failing = true;
    mockFetch({
      ...dashboardRoutes({ flags: { outcomes: true, catalog: true } }),
      [`GET ${dashboardPaths.myCustomers}`]: () =>
        failing
          ? refused
          : { body: { data: [{ id: 7, full_name: 'Ada Lovelace', avatar_url: null, email: null }], total: 1 } },
      [`GET ${dashboardPaths.staffOutcomes}`]: refused,
      [`GET ${dashboardPaths.referrals}`]: refused,
    });
    const { user } = renderWithProviders(<DashboardPage />);

    const mine = await screen.findByRole('region', { name: 'My Participants' });
    expect(await within(mine).findByText('There was a problem loading My Participants.')).toBeInTheDocument();
    expect(within(mine).queryByText('No records available')).not.toBeInTheDocument();
    const outcomes = await screen.findByRole('region', { name: 'Outcomes' });
    expect(await within(outcomes).findByText('There was a problem loading Outcomes.')).toBeInTheDocument();
    expect(within(outcomes).queryByText('No data available to show')).not.toBeInTheDocument();
    const referrals = await screen.findByRole('region', { name: 'Referrals' });
    expect(await within(referrals).findByText('There was a problem loading Referrals.')).toBeInTheDocument();
    expect(within(referrals).queryByText('No data available to show')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(mine).getByRole('button', { name: 'Refresh' }));
    expect(await within(mine).findByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('a drill-down list that fails shows the load failure, not "No records found"', async () => {
    mockFetch({
      'GET /settings': { body: defaultClientSettings },
      [`GET ${dashboardPaths.enrolledList}?page=1`]: refused,
    });
    renderWithProviders(
      <Routes>
        <Route path="/widgets/*" element={<WidgetListPage />} />
      </Routes>,
      { route: '/widgets/enrolled' },
    );
    expect(await screen.findByText('There was a problem loading Enrolled Customers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
  });
});
