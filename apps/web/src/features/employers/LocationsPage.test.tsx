import { employerMessages, type EmployerLocation } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { LocationsPage } from './LocationsPage';

const listUrl = 'GET /internal-api/employer-records/7/locations?page=1';
const employer = { body: { id: 7, company_name: 'Juniper Ridge Outfitters' } };

const mainOffice: EmployerLocation = {
  id: 3,
  employer_id: 7,
  label: 'Main office',
  address: '12 Pine St',
  city: 'Boise',
  county: 'Ada',
  state: 'ID',
  zipcode: '83702',
  country: 'US',
  phone: '2085550100',
  creator: 'Casey Manager',
  creator_location: 'Boise Center',
};

const page = (rows: EmployerLocation[]) => ({
  body: { data: rows, current_page: 1, last_page: 1, from: 1, to: rows.length, total: rows.length, per_page: 25 },
});

function renderLocations() {
  return renderWithProviders(
    <Routes>
      <Route path="/employer-records/:id/locations" element={<LocationsPage />} />
    </Routes>,
    { route: '/employer-records/7/locations' },
  );
}

describe('Employer locations (the shared employer list frame)', () => {
  it('shows the header with the company crumb, the record tabs and one row per location', async () => {
    mockFetch({ [listUrl]: page([mainOffice]), 'GET /internal-api/employer-records/7': employer });
    renderLocations();
    expect(screen.getByRole('heading', { level: 1, name: 'Locations' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Juniper Ridge Outfitters' })).toHaveAttribute(
      'href',
      '/employer-records/7/edit',
    );
    expect(screen.getByRole('navigation', { name: 'Employer record' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Main office/ });
    expect(within(row).getByText('12 Pine St, Boise, ID 83702')).toBeInTheDocument();
    expect(within(row).getByText('Casey Manager (Boise Center)')).toBeInTheDocument();
    // A phone stored unformatted shows as the spec's (###) ###-####.
    expect(within(row).getByText('(208) 555-0100')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Label',
      'Address',
      'County',
      'Phone',
      'Creator',
      'Actions',
    ]);
  });

  it('says there is no data when the page is empty', async () => {
    mockFetch({ [listUrl]: page([]), 'GET /internal-api/employer-records/7': employer });
    renderLocations();
    expect(await screen.findByText(employerMessages.noData)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the spec failure text with Refresh when the list cannot be loaded', async () => {
    let failing = true;
    mockFetch({
      [listUrl]: () => (failing ? { status: 500, body: { message: 'Server error' } } : page([mainOffice])),
      'GET /internal-api/employer-records/7': employer,
    });
    const { user } = renderLocations();
    const failure = (await screen.findByText(employerMessages.locationsFetchFailed)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('row', { name: /Main office/ })).toBeInTheDocument();
  });

  it('deletes a location only after Yes, then toasts and reloads the list', async () => {
    let rows = [mainOffice];
    const { calls } = mockFetch({
      [listUrl]: () => page(rows),
      'GET /internal-api/employer-records/7': employer,
      'DELETE /internal-api/employer-records/7/locations/3': () => {
        rows = [];
        return { body: { deleted: true } };
      },
    });
    const { user } = renderLocations();
    await user.click(await screen.findByRole('button', { name: 'Delete Main office' }));
    expect(await screen.findByText(employerMessages.confirmDelete('location'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(calls('DELETE', '/internal-api/employer-records/7/locations/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Main office' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(employerMessages.locationDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(employerMessages.noData)).toBeInTheDocument());
    expect(calls('DELETE', '/internal-api/employer-records/7/locations/3')).toHaveLength(1);
  });

  it('toasts the spec failure text when the delete fails', async () => {
    mockFetch({
      [listUrl]: page([mainOffice]),
      'GET /internal-api/employer-records/7': employer,
      'DELETE /internal-api/employer-records/7/locations/3': { status: 500, body: { message: 'Server error' } },
    });
    const { user } = renderLocations();
    await user.click(await screen.findByRole('button', { name: 'Delete Main office' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(employerMessages.locationDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Main office/ })).toBeInTheDocument();
  });
});
