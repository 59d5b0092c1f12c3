import { screen } from '@testing-library/react';
import { dynamicQueryMessages, dynamicQueryPaths, type StoredQuery } from '@portal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetchMock';
import { renderWithProviders } from '../../../test/render';
import { emptyQueriesPrompt, YourQueriesTab } from './YourQueriesTab';

const stored = (id: number, name: string, query_request: unknown, is_owner = true): StoredQuery => ({
  id,
  name,
  query_request,
  is_primary: false,
  total_records: 3,
  unique_count: 2,
  created_at: '2026-03-07T12:00:00Z',
  last_run_timestamp: null,
  last_run_count: null,
  last_run_unique_count: null,
  is_owner,
  owner: { id: 1, first_name: 'Casey', last_name: 'Nguyen' },
  shared_with: [],
});

const props = { onCreate: vi.fn(), onRun: vi.fn(), onEdit: vi.fn(), labelOf: (key: string) => key };

describe('Your Queries', () => {
  it('filters by name in the browser, case-insensitively, and shows broken and empty structures', async () => {
    mockFetch({
      [`GET ${dynamicQueryPaths.storedQueries}`]: {
        body: {
          data: [
            stored(1, 'Denver walk-ins', { conditions: 'not a list' }),
            stored(2, 'Empty one', { conditions: [] }),
          ],
        },
      },
    });
    const { user } = renderWithProviders(<YourQueriesTab {...props} />);
    await user.click(await screen.findByRole('button', { name: 'Denver walk-ins' }));
    expect(await screen.findByText(dynamicQueryMessages.invalidStructure)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Empty one' }));
    expect(await screen.findByText(dynamicQueryMessages.noCondition)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search by name'), 'WALK');
    expect(screen.getByRole('button', { name: 'Denver walk-ins' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Empty one' })).not.toBeInTheDocument();
  });

  it('offers Edit, Share and Delete to the owner only', async () => {
    mockFetch({
      [`GET ${dynamicQueryPaths.storedQueries}`]: { body: { data: [stored(3, 'Theirs', { conditions: [] }, false)] } },
    });
    const { user } = renderWithProviders(<YourQueriesTab {...props} />);
    await user.click(await screen.findByRole('button', { name: /Theirs/ }));
    expect(await screen.findByRole('button', { name: 'Run Theirs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Theirs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Theirs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).not.toBeInTheDocument();
  });

  it('prompts to create a query when there are none', async () => {
    mockFetch({ [`GET ${dynamicQueryPaths.storedQueries}`]: { body: { data: [] } } });
    renderWithProviders(<YourQueriesTab {...props} />);
    expect(await screen.findByText(emptyQueriesPrompt)).toBeInTheDocument();
  });

  it('shows a failed load with Refresh, not the empty prompt', async () => {
    mockFetch({ [`GET ${dynamicQueryPaths.storedQueries}`]: { status: 404, body: { message: 'Not found' } } });
    renderWithProviders(<YourQueriesTab {...props} />);
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByText(emptyQueriesPrompt)).not.toBeInTheDocument();
  });
});
