import {
  customerMergeMessages,
  customerSearchMessages,
  defaultClientSettings,
  type CustomerSearchResponse,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type RecordedRequest } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CustomerSearchPage } from './CustomerSearchPage';

const searchRoute = 'POST /internal-api/customers/search';
const staff = (role: string) => ({
  body: { userId: 2, guard: 'staff', internal: true, name: 'Dana Case', email: 'd@x.test', role, locationIds: [1] },
});
const settings = {
  body: { ...defaultClientSettings, terminology_customer: 'Participant', terminology_customers: 'Participants' },
};

const row = (id: number, lastName: string) => ({
  id,
  first_name: 'José',
  last_name: lastName,
  birthdate: '1985-03-07',
  email: 'jose@example.test',
  phone: '3035550142',
  status: true,
  deleted: false,
});

function answer(total: number, page = 1, overrides: Partial<CustomerSearchResponse> = {}) {
  const from = total === 0 ? null : (page - 1) * 10 + 1;
  const to = total === 0 ? null : Math.min(total, page * 10);
  const data =
    from === null ? [] : Array.from({ length: to! - from + 1 }, (_, i) => row(from + i, `Núñez ${from + i}`));
  return {
    data,
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / 10)),
    from,
    to,
    total,
    total_capped: false,
    found_elsewhere: null,
    ...overrides,
  };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage(
  route: string,
  search: (request: RecordedRequest) => ReturnType<typeof answer>,
  role = 'case_manager',
) {
  const fetch = mockFetch({
    'GET /internal-api/current-user': staff(role),
    'GET /settings': settings,
    [searchRoute]: (request) => ({ body: search(request) }),
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/customers" element={<CustomerSearchPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
  return { ...rendered, searches: () => fetch.calls('POST', '/internal-api/customers/search') };
}

describe('CustomerSearchPage', () => {
  it('searches from the query parameters and shows the rows, footer and pages', async () => {
    const { user, searches } = renderPage('/customers?search_type=birthdate&query=3/7/1985', (request) =>
      answer(43, (request.body as { page: number }).page),
    );
    expect(await screen.findByText('Núñez 1')).toBeInTheDocument();
    expect(searches()[0]!.body).toMatchObject({ query: '3/7/1985', search_type: 'birthdate', page: 1 });
    expect(screen.getByText(/Page 1 of 5/)).toHaveTextContent('Showing 1–10 of 43');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('03/07/1985');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('(303) 555-0142');
    expect(screen.getByText('Participants found at your location.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Núñez 43')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/Page 5 of 5/)).toHaveTextContent('Showing 41–43 of 43');
  });

  it('refuses an empty search without calling the server, and does not search on an empty initial load', async () => {
    const { user, searches } = renderPage('/customers', () => answer(0));
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText(customerSearchMessages.invalidSearch)).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  it('shows No records found and offers the across-locations search when another location has a match', async () => {
    const { user, searches } = renderPage('/customers?query=maria', (request) =>
      (request.body as { exclude_location_constraint?: boolean }).exclude_location_constraint
        ? answer(1)
        : answer(0, 1, { found_elsewhere: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Search at a different location' }));
    expect(screen.getByText(customerSearchMessages.noRecords)).toBeInTheDocument();
    expect(await screen.findByText('Participants found at a different location.')).toBeInTheDocument();
    expect(searches().at(-1)!.body).toMatchObject({ exclude_location_constraint: true, query: 'maria' });
    expect(screen.getByRole('switch', { name: customerSearchMessages.differentLocation })).toBeChecked();
  });

  it('sends the status filters and clears them', async () => {
    const { user, searches } = renderPage('/customers?query=ann', () => answer(1), 'admin');
    await screen.findByText('Núñez 1');
    await user.click(screen.getByRole('checkbox', { name: 'Include archived' }));
    await user.click(screen.getByRole('checkbox', { name: 'Only without a location' }));
    expect(searches().at(-1)!.body).toMatchObject({ show_archived: 3, show_no_location: true });
    await user.click(screen.getByRole('button', { name: customerSearchMessages.clearFilters }));
    expect(searches().at(-1)!.body).not.toHaveProperty('show_archived');
    expect(screen.getByRole('checkbox', { name: 'Include archived' })).not.toBeChecked();
  });

  it('hides the without-a-location filter from case managers', async () => {
    renderPage('/customers', () => answer(0));
    expect(await screen.findByRole('checkbox', { name: 'Include deleted' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Only without a location' })).not.toBeInTheDocument();
  });

  it('says a merge failed on /customers?error=merge (its notice comes after the first paint)', async () => {
    renderPage('/customers?error=merge', () => answer(0));
    expect(await screen.findByRole('alert')).toHaveTextContent(customerMergeMessages.failed);
  });

  it('opens the customer record from a row and from the last-name link', async () => {
    const { user } = renderPage('/customers?query=jose', () => answer(1));
    await user.click(await screen.findByRole('link', { name: 'Núñez 1' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/workflows/customer-information/1');
  });
});

describe('CustomerSearchPage: a failed search (issue #10)', () => {
  it('shows the load failure with Refresh, not No records found, and Refresh searches again', async () => {
    let failing = true;
    mockFetch({
      'GET /internal-api/current-user': staff('case_manager'),
      'GET /settings': settings,
      [searchRoute]: () => (failing ? { status: 500, body: { message: 'Server Error' } } : { body: answer(1) }),
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/customers" element={<CustomerSearchPage />} />
      </Routes>,
      { route: '/customers?query=maria' },
    );
    // Two retries of a server error come first (without a wait between them in the tests' query client).
    const text = await screen.findByText('There was a problem loading the search results.', {}, { timeout: 10_000 });
    expect(screen.queryByText(customerSearchMessages.noRecords)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(text.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByText('There was a problem loading the search results.')).not.toBeInTheDocument();
  });
});
