import {
  loadFailureTexts,
  serviceCatalogMessages as messages,
  serviceCatalogPaths as paths,
  type ServiceCatalogResponse,
} from '@portal/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/queryClient';
import { mockFetch, type MockResponse, type RecordedRequest } from '../../test/fetchMock';
import { ServiceCatalogPage } from './ServiceCatalogPage';
import { AppRouter, createMemoryNavigation } from '../../platform/navigation';
import { AppRoutes } from '../../app/router';

const catalog: ServiceCatalogResponse = {
  service_types: [
    {
      id: 1,
      name: 'Career services',
      color: '#1c7ed6',
      active: true,
      services: [
        {
          id: 10,
          service_type_id: 1,
          name: 'Objective assessment',
          duration: 'Multi-day',
          enrollment: true,
          expense_associated: false,
          active: true,
          program_ids: [100],
        },
      ],
    },
    { id: 2, name: 'Retired type', color: '#868e96', active: false, services: [] },
  ],
  programs: [
    { id: 100, name: 'WIOA Adult', pirl_code: '903', is_common_exit: true, active: true },
    { id: 101, name: 'Old program', pirl_code: null, is_common_exit: false, active: false },
  ],
};

type Routes = Record<string, MockResponse | ((request: RecordedRequest) => MockResponse)>;

function renderPage(routes: Routes = {}) {
  const fetch = mockFetch({ [`GET ${paths.catalog}`]: { body: catalog }, ...routes });
  const navigation = createMemoryNavigation('/admin/service-catalog');
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <AppRouter navigation={navigation}>
        <AppRoutes routes={[{ path: '/admin/service-catalog', Component: ServiceCatalogPage }]} />
      </AppRouter>
    </AppProviders>,
  );
  return { ...fetch, user: userEvent.setup({ delay: null }) };
}

const row = async (table: string, name: string) =>
  within(await screen.findByRole('table', { name: table }))
    .getByRole('cell', { name })
    .closest('tr') as HTMLElement;

describe('service catalogue admin screen', () => {
  it('lists types, services and programs with their flags and status', async () => {
    renderPage();
    const type = await row('Service types', 'Career services');
    expect(within(type).getByText('Active')).toBeInTheDocument();
    expect(within(await row('Service types', 'Retired type')).getByText('Inactive')).toBeInTheDocument();

    const service = await row('Services', 'Objective assessment');
    expect(within(service).getByRole('cell', { name: 'Career services' })).toBeInTheDocument();
    expect(within(service).getByRole('cell', { name: 'Multi-day' })).toBeInTheDocument();
    expect(within(service).getByRole('cell', { name: 'WIOA Adult' })).toBeInTheDocument();

    const program = await row('Programs', 'WIOA Adult');
    expect(within(program).getByRole('cell', { name: '903' })).toBeInTheDocument();
    expect(within(program).getByRole('cell', { name: 'Yes' })).toBeInTheDocument();
  });

  it('a load failure says so and Refresh loads again', async () => {
    let failing = true;
    const { user } = renderPage({
      [`GET ${paths.catalog}`]: () =>
        failing ? { status: 500, body: { message: 'Server Error' } } : { body: catalog },
    });
    const alert = (await screen.findByText(loadFailureTexts.problemLoading(messages.loadFailed))).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    failing = false;
    await user.click(within(alert).getByRole('button', { name: loadFailureTexts.refresh }));
    expect(await screen.findByRole('table', { name: 'Service types' })).toBeInTheDocument();
  });

  it('validates with the shared schema before sending anything', async () => {
    const { user, calls } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Service Type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Type' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(messages.nameRequired)).toBeInTheDocument();
    expect(calls('POST', paths.serviceTypes)).toHaveLength(0);
  });

  it('adds a service with its flags and programs, and shows a 422 on its field', async () => {
    let attempt = 0;
    const { user, calls } = renderPage({
      [`POST ${paths.services}`]: () =>
        ++attempt === 1
          ? { status: 422, body: { message: messages.nameTaken, errors: { name: [messages.nameTaken] } } }
          : { body: { id: 11 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    // Inactive types are not offered for a new service.
    await user.click(within(dialog).getByRole('combobox', { name: 'Service type' }));
    expect(screen.queryByRole('option', { name: /Retired type/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Career services' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Job search');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Expense associated' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Programs' }));
    await user.click(await screen.findByRole('option', { name: 'WIOA Adult' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.nameTaken)).toBeInTheDocument();
    expect(calls('POST', paths.services)[0]?.body).toEqual({
      service_type_id: 1,
      name: 'Job search',
      duration: 'Multi-day',
      enrollment: false,
      expense_associated: true,
      active: true,
      program_ids: [100],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Service' })).not.toBeInTheDocument());
    expect(calls('POST', paths.services)).toHaveLength(2);
  });

  it('deactivates a program through its edit form', async () => {
    const { user, calls } = renderPage({
      [`PUT /internal-api/admin/service-catalog/programs/100`]: { body: { id: 100 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit program WIOA Adult' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Program' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('WIOA Adult');
    await user.click(within(dialog).getByRole('checkbox', { name: /Active/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('PUT', '/internal-api/admin/service-catalog/programs/100')).toHaveLength(1));
    expect(calls('PUT', '/internal-api/admin/service-catalog/programs/100')[0]?.body).toEqual({
      name: 'WIOA Adult',
      pirl_code: '903',
      is_common_exit: true,
      active: false,
    });
  });
});
