import { dashboardPaths } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './DashboardPage';
import { dashboardRoutes, zeroOutcomes, zeroReferrals } from './testFixtures';

const region = (name: string) => screen.findByRole('region', { name });

async function settled() {
  // The search widget is always there; its pinned total arrives with the other figures.
  expect(await screen.findByText('Total Unique Participants Pinned:')).toHaveTextContent(/\d/);
}

describe('DashboardPage', () => {
  it('shows the login and usage widgets only when the server says their feature is enabled', async () => {
    mockFetch(
      dashboardRoutes({
        logins: { featureEnabled: true, current_month: '2026-11', unique_logins: 3, total_logins: 7 },
        usage: { featureEnabled: false, current_month: '2026-11', active_accounts: 9, inactive_accounts: 9 },
      }),
    );
    renderWithProviders(<DashboardPage />);
    const logins = await region('Successful Participant Login');
    expect(logins).toHaveTextContent('November 2026');
    expect(within(logins).getByText('Unique Logins').nextElementSibling).toHaveTextContent('3');
    expect(within(logins).getByText('Total Logins').nextElementSibling).toHaveTextContent('7');
    expect(within(logins).getByRole('link', { name: 'View All Successful Participant Login' })).toHaveAttribute(
      'href',
      '/widgets/successful-customer-login',
    );
    await settled();
    expect(screen.queryByRole('region', { name: 'Participant Portal Usage Statistics' })).not.toBeInTheDocument();
  });

  it('shows portal usage with active and inactive accounts', async () => {
    mockFetch(
      dashboardRoutes({
        usage: { featureEnabled: true, current_month: '2026-07', active_accounts: 12, inactive_accounts: 1040 },
      }),
    );
    renderWithProviders(<DashboardPage />);
    const usage = await region('Participant Portal Usage Statistics');
    expect(usage).toHaveTextContent('July 2026');
    expect(within(usage).getByText('Inactive Accounts').nextElementSibling).toHaveTextContent('1,040');
    expect(screen.queryByRole('region', { name: 'Successful Participant Login' })).not.toBeInTheDocument();
  });

  it('shows the enrolled widget only when someone is enrolled', async () => {
    mockFetch(dashboardRoutes({ enrolled: { total: 0, program_year: '2026-2027' } }));
    const first = renderWithProviders(<DashboardPage />);
    await settled();
    expect(screen.queryByRole('region', { name: 'Enrolled Participants' })).not.toBeInTheDocument();
    first.unmount();

    mockFetch(dashboardRoutes({ enrolled: { total: 4, program_year: '2026-2027' } }));
    renderWithProviders(<DashboardPage />);
    const enrolled = await region('Enrolled Participants');
    expect(enrolled).toHaveTextContent('Program Year 2026-2027');
    expect(within(enrolled).getByText('Total').nextElementSibling).toHaveTextContent('4');
  });

  it('lists my customers with links to their records, or says there are none', async () => {
    mockFetch(
      dashboardRoutes({
        mine: { data: [{ id: 7, full_name: 'Ada Lovelace', avatar_url: null, email: 'ada@example.test' }], total: 9 },
      }),
    );
    const first = renderWithProviders(<DashboardPage />);
    const mine = await region('My Participants');
    expect(await within(mine).findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/7',
    );
    expect(mine).toHaveTextContent('ada@example.test');
    expect(mine).toHaveTextContent('1 of 9');
    expect(within(mine).getByText('AL')).toBeInTheDocument();
    first.unmount();

    mockFetch(dashboardRoutes());
    renderWithProviders(<DashboardPage />);
    expect(await within(await region('My Participants')).findByText('No records available')).toBeInTheDocument();
  });

  it('does not load or show outcomes and referrals while their flags are off', async () => {
    const fetch = mockFetch(dashboardRoutes({ flags: {} }));
    renderWithProviders(<DashboardPage />);
    await settled();
    expect(screen.queryByRole('region', { name: 'Outcomes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referrals' })).not.toBeInTheDocument();
    expect(fetch.calls('GET', dashboardPaths.staffOutcomes)).toHaveLength(0);
    expect(fetch.calls('GET', dashboardPaths.referrals)).toHaveLength(0);
  });

  it('shows the empty states of outcomes and referrals when every count is zero', async () => {
    mockFetch(dashboardRoutes({ flags: { outcomes: true, catalog: true } }));
    renderWithProviders(<DashboardPage />);
    const outcomes = await region('Outcomes');
    expect(await within(outcomes).findByText('No data available to show')).toBeInTheDocument();
    // /outcomes is not built yet: no dead link (app/router.test.tsx, 'dead ends').
    expect(within(outcomes).queryByRole('link', { name: 'View Outcomes' })).not.toBeInTheDocument();
    expect(await within(await region('Referrals')).findByText('No data available to show')).toBeInTheDocument();
  });

  it('shows the outcome and referral counts when there are some', async () => {
    mockFetch(
      dashboardRoutes({
        flags: { outcomes: true, catalog: true },
        outcomes: { ...zeroOutcomes, total_assigned_outcomes: 5 },
        referrals: {
          ...zeroReferrals,
          external_referrals: { info: 1, inquiry: 2, referral: 0, total: 3 },
        },
      }),
    );
    renderWithProviders(<DashboardPage />);
    const outcomes = await region('Outcomes');
    expect(await within(outcomes).findByText('Assigned')).toBeInTheDocument();
    expect(within(outcomes).getByText('Assigned').nextElementSibling).toHaveTextContent('5');
    expect(within(outcomes).queryByRole('link', { name: 'View Outcomes' })).not.toBeInTheDocument();
    const referrals = await region('Referrals');
    const outOfNetwork = (await within(referrals).findByRole('heading', { name: 'Out-of-Network' })).parentElement!;
    expect(within(outOfNetwork).getByText('Inquiry').nextElementSibling).toHaveTextContent('2');
    expect(within(referrals).getByRole('heading', { name: 'Incoming' })).toBeInTheDocument();
  });
});
