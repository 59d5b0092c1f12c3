import { customerDocumentMessages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CustomerDocumentsPanel } from './CustomerDocumentsPanel';

describe('the customer record documents panel', () => {
  it('says once that there are no documents: the widget counts, the list gives the empty state', async () => {
    mockFetch({
      'GET /internal-api/dashboard/widget/documents?customerId=12': {
        body: { total: 0, last_updated: null, data: [] },
      },
      'GET /internal-api/customers/12/documents?page=1&perPage=10': { body: { data: [], total: 0, per_page: 10 } },
    });
    renderWithProviders(<CustomerDocumentsPanel customerId={12} readOnly={false} />);

    expect(await screen.findByText(customerDocumentMessages.emptyCustomer)).toBeInTheDocument();
    const widget = screen.getByRole('region', { name: 'Documents' });
    await waitFor(() => expect(widget).toHaveTextContent('0 documents'));
    expect(screen.getAllByText(customerDocumentMessages.emptyTitle)).toHaveLength(1);
  });
});
