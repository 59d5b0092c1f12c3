import { customerIntakeMessages, defaultClientSettings, possibleDuplicateMessages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse, type RecordedRequest } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CustomerSearchPage } from './CustomerSearchPage';

const staff = {
  body: {
    userId: 2,
    guard: 'staff',
    internal: true,
    name: 'Dana Case',
    email: 'd@x.test',
    role: 'case_manager',
    locationIds: [1],
  },
};
const settings = {
  body: { ...defaultClientSettings, terminology_customer: 'Participant', terminology_customers: 'Participants' },
};
const found = {
  id: 7,
  first_name: 'Inés',
  last_name: 'Ortega',
  birthdate: '1980-04-09',
  email: 'ines@example.test',
  phone: '5551234567',
  at_my_location: false,
  import_grant: 'grant-from-the-lookup',
};

const modal = () => within(screen.getByRole('dialog'));

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

type Handler = (request: RecordedRequest) => MockResponse;

function renderFlow(routes: { lookup: Handler; intake?: Handler; import?: Handler; duplicates?: Handler }) {
  const fetch = mockFetch({
    ...(routes.duplicates ? { 'GET /internal-api/customers/42/possible-duplicates': routes.duplicates } : {}),
    'GET /internal-api/current-user': staff,
    'GET /settings': settings,
    'GET /internal-api/customers/intake/locations': { body: { data: [{ id: 1, name: 'Downtown Center' }] } },
    'POST /internal-api/customers/lookup': routes.lookup,
    'POST /internal-api/customers': routes.intake ?? (() => ({ status: 500 })),
    'POST /internal-api/customers/lookup/import': routes.import ?? (() => ({ status: 500 })),
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/customers" element={<CustomerSearchPage />} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: '/customers?create=true' },
  );
  return { ...rendered, fetch };
}

async function fillLookup(user: ReturnType<typeof renderFlow>['user'], extra = true) {
  await user.type(await screen.findByRole('textbox', { name: /First Name/ }), 'Ines');
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Ortega');
  await user.type(screen.getByRole('textbox', { name: /Date of Birth/ }), '04091980');
  if (extra) await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ines@example.test');
}

async function chooseLocation(user: ReturnType<typeof renderFlow>['user']) {
  await screen.findByRole('option', { name: 'Downtown Center' });
  await user.selectOptions(screen.getByRole('combobox', { name: /Location/ }), 'Downtown Center');
}

describe('AddCustomerModal', () => {
  it('opens from ?create=true, masks the birthdate and asks for a fourth field', async () => {
    const { user, fetch } = renderFlow({ lookup: () => ({ body: { data: [] } }) });
    expect(await screen.findByText('Step 1/3')).toBeInTheDocument();
    await fillLookup(user, false);
    expect(screen.getByRole('textbox', { name: /Date of Birth/ })).toHaveValue('04/09/1980');
    await user.click(modal().getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(customerIntakeMessages.lookupMinimum);
    expect(fetch.calls('POST', '/internal-api/customers/lookup')).toHaveLength(0);
  });

  it('shows the found card for exactly one match and imports into a chosen location', async () => {
    const { user, fetch } = renderFlow({
      lookup: () => ({ body: { data: [found] } }),
      import: () => ({ body: { id: 7, imported: true } }),
    });
    await fillLookup(user);
    await user.click(modal().getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Inés Ortega')).toBeInTheDocument();
    expect(screen.getByText('Step 2/3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import Participant' }));
    expect(await screen.findByText(customerIntakeMessages.chooseLocationImport)).toBeInTheDocument();
    expect(fetch.calls('POST', '/internal-api/customers/lookup/import')).toHaveLength(0);
    await chooseLocation(user);
    await user.click(screen.getByRole('button', { name: 'Import Participant' }));
    expect(await screen.findByText('Step 3/3')).toBeInTheDocument();
    // The import carries the grant the lookup answered (issue #10: no import without a matching lookup).
    expect(fetch.calls('POST', '/internal-api/customers/lookup/import')[0]!.body).toEqual({
      customer_id: 7,
      location_id: 1,
      import_grant: 'grant-from-the-lookup',
    });
  });

  it('treats several matches as not found, then adds through the intake and links to the record', async () => {
    const { user, fetch } = renderFlow({
      lookup: () => ({ body: { data: [found, { ...found, id: 8 }] } }),
      intake: () => ({ body: { id: 42 } }),
    });
    await fillLookup(user);
    await user.click(modal().getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add New Participant' }));
    expect(screen.getByText('Step 2/3')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveValue('Ines');
    await chooseLocation(user);
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
    expect(fetch.calls('POST', '/internal-api/customers')[0]!.body).toEqual({
      first_name: 'Ines',
      last_name: 'Ortega',
      email: 'ines@example.test',
      birthdate: '04/09/1980',
      location_id: 1,
    });
    await user.click(screen.getByRole('link', { name: 'View Customer Record' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/workflows/customer-information/42');
  });

  it('flags a possible duplicate of the record just added (a similar name, the same birthdate)', async () => {
    const { user } = renderFlow({
      lookup: () => ({ body: { data: [] } }),
      intake: () => ({ body: { id: 42 } }),
      duplicates: () => ({
        body: {
          merged_into: null,
          duplicates: [
            { id: 7, first_name: 'Inés', last_name: 'Ortgea', birthdate: '1980-04-09', locations: ['East'] },
          ],
          can_merge: false,
          undo_merge_id: null,
          merged_from: [],
        },
      }),
    });
    await fillLookup(user);
    await user.click(modal().getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add New Participant' }));
    await chooseLocation(user);
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    const notice = await modal().findByRole('alert');
    expect(notice).toHaveTextContent(possibleDuplicateMessages.notice(1));
    expect(within(notice).getByRole('link', { name: 'Inés Ortgea' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/7',
    );
  });

  it('checks the minimum age with the customer term, and shows already-exists on a 409', async () => {
    const { user, fetch } = renderFlow({
      lookup: () => ({ status: 500 }),
      intake: () => ({ status: 409, body: { message: customerIntakeMessages.alreadyExists } }),
    });
    await fillLookup(user);
    await user.click(modal().getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Add New Participant' }));
    const birthdate = screen.getByRole('textbox', { name: /Date of Birth/ });
    await user.clear(birthdate);
    await user.type(birthdate, `0101${new Date().getFullYear() - 5}`);
    await chooseLocation(user);
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByText('The Participant must be at least 18 years old.')).toBeInTheDocument();
    expect(fetch.calls('POST', '/internal-api/customers')).toHaveLength(0);
    await user.clear(birthdate);
    await user.type(birthdate, '04091980');
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A record may already exist for this participant');
  });

  it('opens from the Add New button', async () => {
    mockFetch({ 'GET /internal-api/current-user': staff, 'GET /settings': settings });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/customers" element={<CustomerSearchPage />} />
      </Routes>,
      { route: '/customers' },
    );
    expect(screen.queryByText('Step 1/3')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add New' }));
    expect(await screen.findByText('Step 1/3')).toBeInTheDocument();
  });
});
