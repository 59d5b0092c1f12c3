import {
  defaultClientSettings,
  fundingMessages as messages,
  type FundingAggregateRow,
  type StaffRole,
} from '@portal/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/queryClient';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { AggregatePage } from './AggregatePage';
import { AppRouter, createMemoryNavigation } from '../../platform/navigation';
import { AppRoutes } from '../../app/router';

// The results (table, checkboxes, pager) are a lazy chunk; load it up front so a slow transform does not use up a
// findBy's wait.
beforeAll(() => import('./AggregateResults'));

const base = '/internal-api/transactions';

function row(id: number, customer: string): FundingAggregateRow {
  return {
    id,
    version: 1,
    customer_id: 100 + id,
    customer,
    date: '2026-10-01',
    title: 'CDL training',
    submitter: 'Casey Manager',
    approver: 'Ada Admin',
    vendor: 'Acme CDL School',
    category: 'training',
    status: { id: 1, name: 'Obligation Pending' },
    programs: [{ id: 1, name: 'WIOA Adult', funds_cents: 120000 }],
    total_cents: 120000,
    program_year: 2026,
    balances: [],
  };
}

const page = (data: FundingAggregateRow[]) => ({
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 10, to: data.length, total: data.length } },
});
const rowsUrl = (query = '') => `${base}/aggregate?status=edit-obligations&page=1${query}`;

function renderAggregate(role: StaffRole, routes: Record<string, MockResponse | (() => MockResponse)> = {}) {
  const fetch = mockFetch({
    'GET /settings': { body: defaultClientSettings },
    'GET /internal-api/current-user': {
      body: {
        userId: 2,
        guard: 'staff',
        internal: true,
        name: 'Ada Admin',
        email: 'a@example.org',
        role,
        locationIds: [1],
      },
    },
    [`GET ${base}/aggregate/status-counts`]: {
      body: { 'edit-obligations': 2, 'create-expenses': 0, 'edit-expenses': 3, 'view-expenses': 9 },
    },
    [`GET ${rowsUrl()}`]: page([row(1, 'Lena Okafor'), row(2, 'James Carter')]),
    [`GET ${base}/categories`]: { body: { data: [] } },
    [`GET ${base}/programs`]: { body: { data: [] } },
    [`GET ${base}/approvers`]: { body: { data: [] } },
    [`GET ${base}/vendors`]: { body: { data: [] } },
    ...routes,
  });
  // The app's router: the page asks before leaving with checked rows (useLeaveBlocker).
  const navigation = createMemoryNavigation('/transactions');
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <AppRouter navigation={navigation}>
        <AppRoutes
          routes={[
            { path: '/transactions', Component: AggregatePage },
            { path: '/transactions/:customerId', element: <p>Customer funding page</p> },
          ]}
        />
      </AppRouter>
    </AppProviders>,
  );
  return { ...fetch, navigation, user: userEvent.setup({ delay: null }) };
}

describe('the admin aggregate', () => {
  it('shows the four cards with their counts', async () => {
    renderAggregate('admin');
    for (const [name, count] of [
      ['Approve/Reject Obligations', '2'],
      ['Approve/Reject Expenses', '0'],
      ["Mark Expenses as 'Done'", '3'],
      ["View 'Done' Transactions", '9'],
    ] as const) {
      const card = await screen.findByRole('button', { name: new RegExp(name) });
      expect(await within(card).findByText(count)).toBeInTheDocument();
    }
  });

  it('sorts one column at a time: ascending, descending, then none (the default order)', async () => {
    const { user, calls } = renderAggregate('admin', {
      [`GET ${rowsUrl('&sortKey=total&sortOrder=asc')}`]: page([row(1, 'Lena Okafor')]),
      [`GET ${rowsUrl('&sortKey=total&sortOrder=desc')}`]: page([row(2, 'James Carter')]),
      [`GET ${rowsUrl('&sortKey=customer&sortOrder=asc')}`]: page([row(2, 'James Carter')]),
    });
    await screen.findByText('Lena Okafor');
    const header = () => screen.getByRole('columnheader', { name: /Total/ });
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    await user.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'none'));
    expect(calls('GET', rowsUrl('&sortKey=total&sortOrder=asc'))).toHaveLength(1);
    expect(calls('GET', rowsUrl('&sortKey=total&sortOrder=desc'))).toHaveLength(1);
    const customer = screen.getByRole('columnheader', { name: /^Customer$/ });
    await user.click(within(customer).getByRole('button'));
    await waitFor(() => expect(customer).toHaveAttribute('aria-sort', 'ascending'));
    expect(header()).toHaveAttribute('aria-sort', 'none');
  });

  it("approves the checked rows in bulk and says 'Transaction Approved'", async () => {
    const { user, calls } = renderAggregate('admin', {
      [`POST ${base}/bulk/approve`]: { body: { message: 'Transaction Approved', done: [1, 2], refused: [] } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all transactions on this page' }));
    await user.click(screen.getByRole('button', { name: 'Approve (2)' }));
    await waitFor(() => expect(calls('POST', `${base}/bulk/approve`)).toHaveLength(1));
    expect(calls('POST', `${base}/bulk/approve`)[0]?.body).toEqual({ rows: [1, 2] });
    expect((await screen.findAllByText('Transaction Approved')).length).toBeGreaterThan(0);
  });

  it('shows no checkboxes and no approve or reject to a case manager on the obligations card', async () => {
    const { user } = renderAggregate('case_manager', {
      [`GET ${base}/aggregate?status=edit-expenses&page=1`]: page([row(3, 'Maria Lopez')]),
    });
    await screen.findByText('Lena Okafor');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve \(/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Mark Expenses as 'Done'/ }));
    expect(await screen.findByRole('checkbox', { name: /Select transaction 3/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Mark as 'Done' (0)" })).toBeDisabled();
  });

  it("asks before leaving for a customer's funding page", async () => {
    const { user } = renderAggregate('admin');
    await user.click(await screen.findByRole('button', { name: 'Lena Okafor' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(messages.leaveConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Customer funding page')).toBeInTheDocument();
  });

  it("says 'No Transactions Found' for an empty card", async () => {
    renderAggregate('admin', { [`GET ${rowsUrl()}`]: page([]) });
    expect(await screen.findByText(messages.noTransactions)).toBeInTheDocument();
  });

  it("shows 'Error fetching data.' with Refresh when the table fails, never the empty text", async () => {
    renderAggregate('admin', { [`GET ${rowsUrl()}`]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText(messages.tableLoadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByText(messages.noTransactions)).not.toBeInTheDocument();
  });
});
