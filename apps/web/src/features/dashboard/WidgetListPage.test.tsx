import { dashboardPaths, defaultClientSettings, type DrillDownPage } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { WidgetListPage } from './WidgetListPage';

const row = (id: number, extra: Partial<DrillDownPage['data'][number]> = {}) => ({
  id,
  full_name: `Pat Person${id}`,
  email: `pat${id}@example.test`,
  logins: null,
  last_login_at: null,
  ...extra,
});

function answer(page: number, total: number, rows = (from: number) => row(from)): DrillDownPage {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  return {
    data: Array.from({ length: count }, (_, i) => rows(first + i)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / 10)),
    total,
    per_page: 10,
  };
}

function renderList(route: string, path: string, reply: (request: RecordedRequest) => DrillDownPage) {
  const fetch = mockFetch({
    'GET /settings': { body: defaultClientSettings },
    [`GET ${path}?page=1`]: (request) => ({ body: reply(request) }),
    [`GET ${path}?page=2`]: (request) => ({ body: reply(request) }),
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/widgets/*" element={<WidgetListPage />} />
    </Routes>,
    { route },
  );
  return { ...rendered, fetch };
}

const pageOf = (request: RecordedRequest) => Number(new URL(request.url, 'http://x').searchParams.get('page'));

describe('WidgetListPage', () => {
  it('lists all my customers with links to their records and pages through them', async () => {
    const { user, fetch } = renderList('/widgets/my-customers/all', dashboardPaths.myCustomersAll, (request) =>
      answer(pageOf(request), 13),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My Customers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Customers: 13 in all' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('link', { name: 'Pat Person1' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/1',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Pat Person13' })).toBeInTheDocument();
    expect(fetch.calls('GET', `${dashboardPaths.myCustomersAll}?page=2`)).toHaveLength(1);
  });

  it('shows each login count and the last sign-in, or Never for an unused account', async () => {
    renderList('/widgets/successful-customer-login', dashboardPaths.loginCustomers, () =>
      answer(1, 1, (id) => row(id, { logins: 4, last_login_at: '2026-11-20T15:30:00Z' })),
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Logins' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/Pat Person1.*4.*11\/2\d\/26/);

    renderList('/widgets/customer-portal-usage-statistics', dashboardPaths.portalAccounts, () => answer(1, 1));
    expect(await screen.findByText('Never')).toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    renderList('/widgets/enrolled', dashboardPaths.enrolledList, () => answer(1, 0));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrolled Customers' })).toBeInTheDocument();
    expect(await screen.findByText('No records found')).toBeInTheDocument();
  });

  it('does not know other widgets', async () => {
    const { fetch } = renderList('/widgets/nothing', dashboardPaths.enrolledList, () => answer(1, 0));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
    expect(fetch.requests.filter((request) => request.url.startsWith('/internal-api/dashboard'))).toHaveLength(0);
  });
});
