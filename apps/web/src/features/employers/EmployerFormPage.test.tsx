import { employerMessages, type Employer } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { EmployerFormPage } from './EmployerFormPage';

const employer: Employer = {
  id: 7,
  company_name: 'Juniper Ridge Outfitters',
  account_originator: 'Boise Center',
  account_originator_location_id: 2,
  fein: '123456789',
  website: 'https://juniper.example',
  nlx_company_number: null,
  h2a_jobs: false,
  h2b_jobs: false,
  host_registered_apprenticeships: false,
  host_registered_apprenticeships_future: false,
  host_registered_apprenticeships_types: [],
  work_based_learning_opportunities: false,
  work_based_learning_opportunities_future: false,
  work_based_learning_opportunities_types: [],
  created_at: '2026-01-05T10:00:00Z',
};

function renderForm(route: string, saveResponse: MockResponse = { status: 500 }) {
  mockFetch({
    'GET /internal-api/employer-records/7': { body: employer },
    'PUT /internal-api/employer-records/7': saveResponse,
  });
  return renderWithProviders(
    <Routes>
      <Route path="/employer-records/create" element={<EmployerFormPage />} />
      <Route path="/employer-records/:id/edit" element={<EmployerFormPage />} />
    </Routes>,
    { route },
  );
}

describe('Employer form: the account originator (staff spec 2.14; issue #23, item 17)', () => {
  it('is not asked on create: a new record takes the creator’s location', async () => {
    renderForm('/employer-records/create');
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Account originator')).toBeNull();
  });

  it('shows read-only when editing', async () => {
    renderForm('/employer-records/7/edit');
    const originator = await screen.findByRole('textbox', { name: 'Account originator' });
    expect(originator).toHaveValue('Boise Center');
    expect(originator).toHaveAttribute('readonly');
  });
});

describe('Employer form: errors under the fields (issue #30: the form without @mantine/form)', () => {
  it('shows the schema’s error under a field, clears it as the field changes, and shows the server’s 422', async () => {
    const { user } = renderForm('/employer-records/7/edit', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { website: ['Should be a valid url'] } },
    });
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Update Employer' }));
    expect(await screen.findByText(employerMessages.companyNameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'Juniper Ridge');
    expect(screen.queryByText(employerMessages.companyNameRequired)).toBeNull();
    expect(name).toHaveValue('Juniper Ridge');

    await user.click(screen.getByRole('button', { name: 'Update Employer' }));
    expect(await screen.findByText('Should be a valid url')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Website/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
