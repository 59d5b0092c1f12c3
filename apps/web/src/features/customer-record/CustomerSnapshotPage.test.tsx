import { defaultClientSettings, type CustomerSnapshot } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CustomerSnapshotPage } from './CustomerSnapshotPage';

const snapshot: CustomerSnapshot = {
  id: 12,
  first_name: 'Lena',
  last_name: 'Okafor',
  full_name: 'Lena Okafor',
  birthdate: '1984-02-29',
  email: 'lena@example.test',
  phone: '3035550142',
  address: '12 Main St',
  zip: '80204',
  status: true,
  deleted: false,
  customer_type: 'Adult',
  source_system_customer_id: 'EXT-1',
  primary_location: 'Denver Center',
  created_at: '2026-01-02T12:00:00.000Z',
  sources: [
    {
      id: 1,
      location: 'Aurora Center',
      source: 'Connecting Colorado',
      source_customer_id: 'CC-1',
      created_at: '2025-01-02T12:00:00.000Z',
    },
    {
      id: 2,
      location: 'Denver Center',
      source: 'Walk-in',
      source_customer_id: null,
      created_at: '2026-01-02T12:00:00.000Z',
    },
  ],
  case_managers: [{ id: 7, name: 'Dana Case' }],
  restrictions: [],
  enrollments: [
    {
      id: 3,
      program: 'WIOA Adult',
      status: 'Active - Enrolled',
      created_at: '2026-01-05T12:00:00.000Z',
      exit_at: null,
      service_log_total: 4,
    },
  ],
};

function renderPage(response: MockResponse) {
  mockFetch({
    'GET /settings': { body: { ...defaultClientSettings, terminology_customer: 'Participant' } },
    'GET /internal-api/customers/record/12/snapshot': response,
  });
  return renderWithProviders(
    <Routes>
      <Route path="/customers/record/snapshot/:id" element={<CustomerSnapshotPage />} />
    </Routes>,
    { route: '/customers/record/snapshot/12' },
  );
}

describe('CustomerSnapshotPage', () => {
  it('shows the identity, every source, case managers, flags and enrolments', async () => {
    renderPage({ body: snapshot });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Okafor: snapshot' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the participant record' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/12',
    );
    const identity = screen.getByRole('region', { name: 'Identity' });
    expect(identity).toHaveTextContent('Feb 29, 1984');
    expect(identity).toHaveTextContent('(303) 555-0142');
    expect(identity).toHaveTextContent('Participant type');
    const sources = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('row');
    expect(sources.map((row) => row.textContent)).toEqual([
      'LocationSource systemSource customer IDDate',
      'Aurora CenterConnecting ColoradoCC-1Jan 2, 2025',
      'Denver CenterWalk-inNoneJan 2, 2026',
    ]);
    expect(screen.getByRole('region', { name: 'Case managers' })).toHaveTextContent('Dana Case');
    expect(screen.getByRole('region', { name: 'Flags' })).toHaveTextContent('No records available');
    expect(screen.getByRole('region', { name: 'Enrollments' })).toHaveTextContent('WIOA AdultActive - Enrolled');
  });

  it('gives a deleted customer one status, Deleted (not Active and Deleted)', async () => {
    renderPage({ body: { ...snapshot, deleted: true } });
    const identity = await screen.findByRole('region', { name: 'Identity' });
    expect(within(identity).getByText('Deleted')).toBeInTheDocument();
    expect(within(identity).queryByText('Active')).not.toBeInTheDocument();
  });

  it('says when the record may not be opened', async () => {
    renderPage({ status: 403, body: { message: 'Forbidden' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not open this participant record.');
  });
});
