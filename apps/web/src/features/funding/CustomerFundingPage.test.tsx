import { notificationsStore } from '@mantine/notifications';
import { defaultClientSettings, fundingMessages as messages, type FundingRecord } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { wideQuery } from './CustomerFunding';
import { CustomerFundingPage } from './CustomerFundingPage';

const base = '/internal-api/transactions';

// The page's body and panels are lazy chunks; load them up front so a slow transform does not use up a findBy's wait.
beforeAll(() => Promise.all([import('./CustomerFunding'), import('./TransactionPanels')]));

const toastMessages = () => {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].map((toast) => toast.message);
};
const person = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last });

function record(overrides: Partial<FundingRecord> = {}): FundingRecord {
  return {
    id: 31,
    uuid: 'c0ffee00-0000-4000-8000-000000000031',
    version: 2,
    status: { id: 1, name: 'Obligation Pending', created_at: '2026-10-01T15:00:00.000Z' },
    category: { name: 'training', label: 'Training' },
    approver: person(2, 'Ada', 'Admin'),
    requester: person(7, 'Casey', 'Manager'),
    customer: { id: 12, full_name: 'Lena Okafor' },
    service_log: {
      id: 9,
      title: 'CDL training',
      location: { label: 'Denver' },
      service: { name: 'Occupational Skills Training' },
    },
    title: 'CDL training',
    date: '2026-10-01',
    program_year: 2026,
    vendor: {
      id: 4,
      name: 'Acme CDL School',
      address: '1 Truck Way',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      email: null,
      tax_id: null,
      category: 'training',
    },
    employer: null,
    programs: [{ id: 1, name: 'WIOA Adult', funds_cents: 120000 }],
    obligated: [],
    total_cents: 120000,
    payment_type: { id: 1, name: 'Check' },
    course_type: null,
    training_course: null,
    recipient_of_payment: 'vendor',
    description: 'Six weeks of CDL class A',
    invoice: null,
    invoices: [],
    balances: [
      {
        program_id: 1,
        program_name: 'WIOA Adult',
        program_year: 2026,
        budget_cents: 5000000,
        obligated_cents: 1000000,
        expended_cents: 500000,
        available_cents: 3500000,
      },
    ],
    actions: ['approve', 'reject', 'update', 'cancel'],
    read_only: false,
    ...overrides,
  };
}

const second = record({ id: 32, title: 'Forklift course', version: 1 });
const logsPage = (data: FundingRecord[]) => ({
  body: { data, meta: { current_page: 1, last_page: 1, total: data.length } },
});

function renderPage(
  routes: Record<string, MockResponse | ((r: { url: string; body: unknown }) => MockResponse)>,
  route = '/transactions/12',
) {
  const fetch = mockFetch({
    'GET /settings': { body: defaultClientSettings },
    'GET /internal-api/current-user': {
      body: {
        userId: 2,
        guard: 'staff',
        internal: true,
        name: 'Ada Admin',
        email: 'a@example.org',
        role: 'admin',
        locationIds: [1],
      },
    },
    'GET /internal-api/customers/record/12': {
      body: { id: 12, full_name: 'Lena Okafor', status: true, deleted: false },
    },
    [`GET ${base}/12/status-counts`]: {
      body: { 'edit-obligations': 2, 'create-expenses': 1, 'edit-expenses': 0, 'view-expenses': 4 },
    },
    [`GET ${base}/12/logs/edit-obligations?page=1`]: logsPage([record(), second]),
    [`GET ${base}/31/detail`]: { body: { data: record(), ledger: [] } },
    [`GET ${base}/32/detail`]: { body: { data: second, ledger: [] } },
    [`GET ${base}/categories`]: {
      body: {
        data: [
          { id: 1, name: 'training', label: 'Training' },
          { id: 2, name: 'support', label: 'Support' },
          { id: 3, name: 'log', label: 'Log' },
        ],
      },
    },
    [`GET ${base}/approvers`]: { body: { data: [{ ...person(2, 'Ada', 'Admin'), email: 'ada@example.org' }] } },
    [`GET ${base}/vendors`]: { body: { data: [] } },
    [`GET ${base}/vendors?category=training`]: { body: { data: [] } },
    [`GET ${base}/payment-types`]: { body: { data: [{ id: 1, name: 'Check' }] } },
    [`GET ${base}/course-types`]: { body: { data: [] } },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/transactions/:customerId" element={<CustomerFundingPage />} />
    </Routes>,
    { route },
  );
  return { ...fetch, ...view };
}

/** The wide layout: list and detail side by side. */
function wideScreen() {
  const narrow = window.matchMedia.bind(window);
  const spy = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ ...narrow(query), matches: query === wideQuery }));
  return () => spy.mockRestore();
}

describe('the per-customer funding screen', () => {
  let restore: (() => void) | null = null;
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it("shows 'What do you want to do?' with the four cards and their counts, the total line and the list", async () => {
    renderPage({});
    expect(await screen.findByRole('heading', { name: messages.heading })).toBeInTheDocument();
    const editObligations = screen.getByRole('button', { name: /Edit Obligations/ });
    expect(editObligations).toHaveAttribute('aria-pressed', 'true');
    expect(await within(editObligations).findByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('button', { name: /View Expenses/ })).getByText('4')).toBeInTheDocument();
    expect(await screen.findByText('Total Obligations: 2')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Obligations' })).toBeInTheDocument();
  });

  it('on a phone opens the detail on its own screen, with a way back to the list', async () => {
    const { user } = renderPage({});
    await user.click(await screen.findByRole('button', { name: /#32 Forklift course/ }));
    expect(await screen.findByRole('heading', { name: '#32 Forklift course' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: messages.heading })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Obligations' }));
    expect(await screen.findByRole('heading', { name: messages.heading })).toBeInTheDocument();
  });

  it('on a wide screen selects the first item, titled by the mode, and approves the version shown', async () => {
    restore = wideScreen();
    const { user, calls } = renderPage({
      [`POST ${base}/approve/1/31`]: { body: { message: 'Transaction Approved', data: record({ version: 3 }) } },
    });
    const panel = await screen.findByRole('region', { name: '#31 CDL training' });
    expect(within(panel).getByText('New Obligations')).toBeInTheDocument();
    expect(within(panel).getByText(/\$35,000\.00 available/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls('POST', `${base}/approve/1/31`)).toHaveLength(1));
    expect(calls('POST', `${base}/approve/1/31`)[0]?.body).toEqual({ version: 2 });
    // Read from the central store, as toasts.test.ts does: the web project shares modules between files.
    await waitFor(() => expect(toastMessages()).toContain('Transaction Approved'));
  });

  it('checks the expense form before sending: every message under its field, nothing sent', async () => {
    restore = wideScreen();
    const blank = record({
      status: { id: 2, name: 'Obligation Approved', created_at: '2026-10-02T00:00:00.000Z' },
      approver: null,
      vendor: null,
      payment_type: null,
      recipient_of_payment: null,
      description: '',
      actions: ['submit-expense', 'cancel'],
    });
    const { user, calls } = renderPage(
      {
        [`GET ${base}/12/logs/create-expenses?page=1`]: logsPage([blank]),
        [`GET ${base}/31/detail`]: { body: { data: blank, ledger: [] } },
      },
      '/transactions/12?status=create-expenses',
    );
    const panel = await screen.findByRole('region', { name: '#31 CDL training' });
    await user.click(within(panel).getByRole('button', { name: 'Submit Expense' }));
    for (const message of [
      messages.vendorRequired,
      messages.approverRequired,
      messages.paymentTypeRequired,
      messages.recipientRequired,
      messages.descriptionRequired,
    ]) {
      expect(await within(panel).findByText(message)).toBeInTheDocument();
    }
    expect(calls('POST', `${base}/submit-expense/31`)).toHaveLength(0);
  });

  it('submits an expense as integer cents and moves on to Edit Expenses with the item selected', async () => {
    restore = wideScreen();
    const approved = record({
      status: { id: 2, name: 'Obligation Approved', created_at: '2026-10-02T00:00:00.000Z' },
      actions: ['submit-expense', 'cancel'],
    });
    const pending = record({
      status: { id: 3, name: 'Expense Pending', created_at: '2026-10-03T00:00:00.000Z' },
      version: 3,
      actions: [],
    });
    const { user, calls } = renderPage(
      {
        [`GET ${base}/12/logs/create-expenses?page=1`]: logsPage([approved]),
        [`GET ${base}/12/logs/edit-expenses?page=1`]: logsPage([pending]),
        [`GET ${base}/31/detail`]: () => ({
          body: { data: calls('POST', `${base}/submit-expense/31`).length > 0 ? pending : approved, ledger: [] },
        }),
        [`POST ${base}/submit-expense/31`]: { body: { message: 'Expense submitted', data: pending } },
      },
      '/transactions/12?status=create-expenses',
    );
    const panel = await screen.findByRole('region', { name: '#31 CDL training' });
    const funds = within(panel).getByRole('textbox', { name: 'Funds for WIOA Adult' });
    await user.clear(funds);
    await user.type(funds, '+1.150-');
    expect(funds).toHaveValue('1150');
    await user.click(within(panel).getByRole('button', { name: 'Submit Expense' }));
    await waitFor(() => expect(calls('POST', `${base}/submit-expense/31`)).toHaveLength(1));
    const body = calls('POST', `${base}/submit-expense/31`)[0]?.body as { programs: unknown; version: number };
    expect(body.programs).toEqual([{ program: 1, fund_cents: 115000 }]);
    expect(body.version).toBe(2);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Edit Expenses/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    const moved = await screen.findByRole('region', { name: '#31 CDL training' });
    expect(await within(moved).findByText('New Expenses')).toBeInTheDocument();
  });

  it('asks for the threshold confirmation under the minimum funding threshold before sending', async () => {
    restore = wideScreen();
    const approved = record({
      status: { id: 2, name: 'Obligation Approved', created_at: '2026-10-02T00:00:00.000Z' },
      actions: ['submit-expense'],
    });
    const { user, calls } = renderPage(
      {
        'GET /settings': { body: { ...defaultClientSettings, minimum_funding_threshold: 5000 } },
        [`GET ${base}/12/logs/create-expenses?page=1`]: logsPage([approved]),
        [`GET ${base}/31/detail`]: { body: { data: approved, ledger: [] } },
      },
      '/transactions/12?status=create-expenses',
    );
    const panel = await screen.findByRole('region', { name: '#31 CDL training' });
    const confirm = await within(panel).findByRole('checkbox', { name: messages.thresholdConfirm });
    await user.click(within(panel).getByRole('button', { name: 'Submit Expense' }));
    expect(await within(panel).findAllByText(messages.thresholdConfirm)).toHaveLength(2);
    expect(calls('POST', `${base}/submit-expense/31`)).toHaveLength(0);
    expect(confirm).not.toBeChecked();
  });

  it('creates a new obligation: a save with id 0 as an Obligation Pending, version 0', async () => {
    restore = wideScreen();
    const created = record({ id: 40, title: 'Bus pass', version: 1 });
    const { user, calls } = renderPage({
      [`GET ${base}/programs`]: { body: { data: [{ id: 1, name: 'WIOA Adult' }] } },
      [`POST ${base}/12/save/1/0`]: { status: 201, body: { message: 'Transaction saved', data: created } },
      [`GET ${base}/40/detail`]: { body: { data: created, ledger: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'New Obligation' }));
    const panel = await screen.findByRole('region', { name: 'New Obligation' });
    await user.click(within(panel).getByRole('button', { name: 'Save Obligation' }));
    expect(await within(panel).findByText(messages.programsRequired)).toBeInTheDocument();
    expect(calls('POST', `${base}/12/save/1/0`)).toHaveLength(0);
  });

  it("shows the server's message when someone acted first (409) and reloads the item", async () => {
    restore = wideScreen();
    const { user, calls } = renderPage({
      [`POST ${base}/reject/1/31`]: { status: 409, body: { message: messages.stale } },
    });
    const panel = await screen.findByRole('region', { name: '#31 CDL training' });
    const detailLoads = calls('GET', `${base}/31/detail`).length;
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(messages.stale)).toBeInTheDocument();
    await waitFor(() => expect(calls('GET', `${base}/31/detail`).length).toBeGreaterThan(detailLoads));
  });

  it('shows a failed list as an error with Refresh, never as no transactions', async () => {
    renderPage({ [`GET ${base}/12/logs/edit-obligations?page=1`]: { status: 500, body: { message: 'boom' } } });
    expect(await screen.findByText(messages.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByText(messages.noTransactions)).not.toBeInTheDocument();
  });
});
