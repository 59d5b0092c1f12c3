import { defaultClientSettings } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { DeleteCustomerPage } from './DeleteCustomerPage';

const record = (canDelete: boolean) => ({
  body: {
    id: 12,
    first_name: 'Lena',
    last_name: 'Okafor',
    full_name: 'Lena Okafor',
    can_delete: canDelete,
  },
});

function renderDeletePage(canDelete: boolean) {
  const fetch = mockFetch({
    'GET /settings': { body: defaultClientSettings },
    'GET /internal-api/customers/record/12': record(canDelete),
    'DELETE /internal-api/customers/record/12': { body: { deleted: true } },
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/customers/delete/:id" element={<DeleteCustomerPage />} />
      <Route path="/customers" element={<h1>Customer search</h1>} />
      <Route path="/workflows/customer-information/:id" element={<h1>Customer record</h1>} />
    </Routes>,
    { route: '/customers/delete/12' },
  );
  return { ...rendered, fetch };
}

describe('DeleteCustomerPage (/customers/delete/{id})', () => {
  it('asks once more, deletes, and returns to the search', async () => {
    const { user, fetch } = renderDeletePage(true);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Customer' });
    expect(dialog).toHaveTextContent('Delete Lena Okafor?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Customer search' })).toBeInTheDocument();
    expect(fetch.calls('DELETE', '/internal-api/customers/record/12')).toHaveLength(1);
    expect(await screen.findByText('Lena Okafor was deleted.')).toBeInTheDocument();
  });

  it('goes back to the record on Cancel without deleting', async () => {
    const { user, fetch } = renderDeletePage(true);
    const dialog = await screen.findByRole('dialog', { name: 'Delete Customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Customer record' })).toBeInTheDocument();
    expect(fetch.calls('DELETE', '/internal-api/customers/record/12')).toHaveLength(0);
  });

  it('refuses when the user may not delete the record', async () => {
    renderDeletePage(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not delete this customer record.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
