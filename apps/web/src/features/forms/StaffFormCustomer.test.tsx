import type { FormLoadResponse } from '@portal/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/queryClient';
import { mockFetch } from '../../test/fetchMock';
import { FormPage } from './FormPage';
import { FormsListPage } from './FormsListPage';
import { makeForm } from './testSupport';
import { AppRouter, createMemoryNavigation } from '../../platform/navigation';
import { AppRoutes } from '../../app/router';

const recordPath = '/internal-api/customers/record/7';
const load: FormLoadResponse = { form: makeForm(), questions: [], questionValues: {} };

function renderAt(path: string, routes: Parameters<typeof mockFetch>[0]) {
  const fetch = mockFetch(routes);
  const navigation = createMemoryNavigation(path);
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <AppRouter navigation={navigation}>
        <AppRoutes
          routes={[
            { path: '/forms/:customerId', Component: FormsListPage },
            { path: '/forms/:customerId/:formId', Component: FormPage },
          ]}
        />
      </AppRouter>
    </AppProviders>,
  );
  return fetch;
}

describe('staff form screens say whose forms they are (issue #10)', () => {
  it('/forms/{customerId} names the customer and links back to the record', async () => {
    renderAt('/forms/7', {
      'GET /internal-api/customers/7/forms/eligibility': { body: { data: [] } },
      [`GET ${recordPath}`]: { body: { id: 7, first_name: 'Maria', last_name: 'Lopez', full_name: 'Maria Lopez' } },
    });
    const link = await screen.findByRole('link', { name: 'Maria Lopez' });
    expect(link).toHaveAttribute('href', '/workflows/customer-information/7');
    expect(link.parentElement).toHaveTextContent('Customer: Maria Lopez');
  });

  it('/forms/{customerId}/{formId} names the customer from the loaded form, without another call', async () => {
    const { calls } = renderAt('/forms/7/1', { 'GET /internal-api/customers/7/forms/1': { body: load } });
    const link = await screen.findByRole('link', { name: 'Maria Lopez' });
    expect(link).toHaveAttribute('href', '/workflows/customer-information/7');
    expect(calls('GET', recordPath)).toHaveLength(0);
  });

  it('a forms list that fails to load says so with Refresh, which loads it', async () => {
    let failing = true;
    renderAt('/forms/7', {
      'GET /internal-api/customers/7/forms/eligibility': () =>
        failing ? { status: 403, body: { message: 'Nope' } } : { body: { data: [] } },
      [`GET ${recordPath}`]: { body: { id: 7, first_name: 'Maria', last_name: 'Lopez', full_name: 'Maria Lopez' } },
    });
    const text = await screen.findByText('There was a problem loading the forms.');
    failing = false;
    fireEvent.click(within(text.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No forms are available yet.')).toBeInTheDocument();
  });
});
