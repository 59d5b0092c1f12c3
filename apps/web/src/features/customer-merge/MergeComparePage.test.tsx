import {
  customerMergeMessages,
  type MergeCandidate,
  type MergeCompareResponse,
  mergeFieldLabels,
  mergeFields,
} from '@portal/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { MergeComparePage } from './MergeComparePage';

// As the client writes a query (URLSearchParams: the comma is escaped).
const compareUrl = `/internal-api/customers/merge/compare?${new URLSearchParams({ ids: '12,34' })}`;

const candidate = (id: number, values: Partial<MergeCandidate['values']>): MergeCandidate => ({
  id,
  values: { ...Object.fromEntries(mergeFields.map((field) => [field, null])), ...values } as MergeCandidate['values'],
  locations: ['Denver'],
  created_at: '2026-01-02T10:00:00.000Z',
  child_rows: id === 12 ? 3 : 5,
  deleted: false,
  merged_into: null,
});

const pair: MergeCompareResponse = {
  customers: [
    candidate(12, { first_name: 'Jordan', last_name: 'Whitaker', birthdate: '1990-05-01', email: 'j@x.test' }),
    candidate(34, {
      first_name: 'Jordan',
      last_name: 'Whitakre',
      birthdate: '1990-05-01',
      email: 'jordan@x.test',
      phone: '303-555-0190',
    }),
  ],
  fields: mergeFields.map((key) => ({ key, label: mergeFieldLabels[key] })),
};

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

function renderCompare(routes: Parameters<typeof mockFetch>[0], ids = '12,34') {
  const fetch = mockFetch(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/customers/merge" element={<MergeComparePage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: `/customers/merge?ids=${ids}` },
  );
  return { ...view, fetch };
}

describe('MergeComparePage', () => {
  it('keeps the first record’s values by default, takes a value only the other has, and sends each choice', async () => {
    const { user, fetch } = renderCompare({
      [`GET ${compareUrl}`]: { body: pair },
      'POST /internal-api/customers/merge': { status: 202, body: { merge_id: 9 } },
      'GET /internal-api/customers/merge/9': { body: false },
    });
    expect(await screen.findByRole('radio', { name: 'Keep record #12: Jordan Whitaker' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Whitaker (record #12)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '303-555-0190 (record #34)' })).toBeChecked();
    // The same in both: no choice to make.
    expect(screen.getByText('1990-05-01 (the same in both)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'jordan@x.test (record #34)' }));
    await user.click(screen.getByRole('button', { name: 'Merge into record #12' }));

    expect(await screen.findByText('Landed on /customers/merge/9')).toBeInTheDocument();
    expect(fetch.calls('POST', '/internal-api/customers/merge')[0]!.body).toEqual({
      survivor_id: 12,
      loser_id: 34,
      fields_from_loser: ['email', 'phone'],
    });
  });

  it('keeping the other record swaps the sides and starts the choices again', async () => {
    const { user, fetch } = renderCompare({
      [`GET ${compareUrl}`]: { body: pair },
      'POST /internal-api/customers/merge': { status: 202, body: { merge_id: 9 } },
      'GET /internal-api/customers/merge/9': { body: false },
    });
    await user.click(await screen.findByRole('radio', { name: 'Keep record #34: Jordan Whitakre' }));
    await user.click(screen.getByRole('button', { name: 'Merge into record #34' }));
    await screen.findByText('Landed on /customers/merge/9');
    expect(fetch.calls('POST', '/internal-api/customers/merge')[0]!.body).toEqual({
      survivor_id: 34,
      loser_id: 12,
      fields_from_loser: [],
    });
  });

  it('shows the server’s refusal and does not leave the page', async () => {
    const { user } = renderCompare({
      [`GET ${compareUrl}`]: { body: pair },
      'POST /internal-api/customers/merge': { status: 409, body: { message: customerMergeMessages.alreadyMerged } },
    });
    await user.click(await screen.findByRole('button', { name: 'Merge into record #12' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(customerMergeMessages.alreadyMerged);
    expect(screen.queryByText(/Landed on/)).not.toBeInTheDocument();
  });

  it('asks for two different records when the address does not name them', async () => {
    renderCompare({}, '12,12');
    expect(await screen.findByText(customerMergeMessages.pickTwo)).toBeInTheDocument();
  });
});
