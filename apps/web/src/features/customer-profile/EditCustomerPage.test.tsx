import {
  type CustomerProfile,
  customerIntakeMessages,
  customerProfileMessages,
  defaultClientSettings,
} from '@portal/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { EditCustomerPage } from './EditCustomerPage';

const record = {
  id: 12,
  first_name: 'Walter',
  last_name: 'Briggs',
  full_name: 'Walter Briggs',
  deleted: false,
  status: true,
  read_via_referral: false,
};
const profile: CustomerProfile = {
  id: 12,
  first_name: 'Walter',
  last_name: 'Briggs',
  preferred_name: null,
  birthdate: '1961-08-14',
  email: 'walter@example.test',
  phone: '303-555-0171',
  address: null,
  zip: null,
  sex: 'male',
  hispanic_latino: 'no',
  races: ['white'],
  disability: 'no',
  veteran_status: 'yes',
  highest_grade_completed: null,
  employment_status_at_entry: 'unemployed',
};

function renderPage(
  save: MockResponse = { body: { profile, changed: ['address', 'zip'] } },
  recordBody: object = record,
) {
  const fetch = mockFetch({
    'GET /settings': { body: defaultClientSettings },
    'GET /internal-api/customers/record/12': { body: recordBody },
    'GET /internal-api/customers/record/12/profile': { body: profile },
    'GET /internal-api/geo/zip/80218': {
      body: { zip: '80218', city: 'Denver', state: 'CO', county: 'Denver', latitude: 39.7, longitude: -104.9 },
    },
    'PUT /internal-api/customers/record/12': save,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/workflows/customer-information/:id/edit" element={<EditCustomerPage />} />
      <Route path="/workflows/customer-information/:id" element={<h1>Customer record</h1>} />
    </Routes>,
    { route: '/workflows/customer-information/12/edit' },
  );
  return { ...rendered, fetch };
}

describe('EditCustomerPage', () => {
  it('loads the profile masked as typed, checks with the intake messages, and sends the shared body', async () => {
    const { user, fetch } = renderPage();
    const form = await screen.findByRole('form', { name: 'Edit Walter Briggs' });
    expect(within(form).getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('08/14/1961');
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('(303) 555-0171');

    const fill = (name: string, value: string) =>
      fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    fill('Email', 'walter@');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(customerIntakeMessages.invalidEmail)).toBeInTheDocument();
    expect(fetch.calls('PUT', '/internal-api/customers/record/12')).toHaveLength(0);

    fill('Email', 'walter@example.test');
    fill('Address', '1450 N Lafayette St');
    fill('ZIP code', '80218');
    expect(await within(form).findByText('Denver, CO')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Asian' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Customer record' })).toBeInTheDocument();
    expect(await screen.findByText(customerProfileMessages.saved)).toBeInTheDocument();
    const [sent] = fetch.calls('PUT', '/internal-api/customers/record/12');
    expect(sent?.body).toMatchObject({
      birthdate: '08/14/1961',
      phone: '(303) 555-0171',
      address: '1450 N Lafayette St',
      zip: '80218',
      races: ['white', 'asian'],
      veteran_status: 'yes',
      highest_grade_completed: null,
    });
  }, 60_000);

  it("shows the server's field messages on the form", async () => {
    const { user } = renderPage({
      status: 422,
      body: { message: 'x', errors: { zip: [customerProfileMessages.invalidZip] } },
    });
    const form = await screen.findByRole('form', { name: 'Edit Walter Briggs' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(customerProfileMessages.invalidZip)).toBeInTheDocument();
  });

  it('offers no form on an archived customer', async () => {
    renderPage(undefined, { ...record, status: false });
    expect(await screen.findByText('Read-only')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
