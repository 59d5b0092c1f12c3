import { type CustomerChangesResponse, customerProfileMessages } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { ChangesPanel } from './ChangesPanel';

const page = (data: CustomerChangesResponse['data'], lastPage = 1): CustomerChangesResponse => ({
  data,
  current_page: 1,
  last_page: lastPage,
  total: data.length,
});
const change = (id: number, field: string, label: string, oldValue: string | null, newValue: string | null) => ({
  id,
  field,
  field_label: label,
  old_value: oldValue,
  new_value: newValue,
  changed_by: 'Casey Nguyen',
  changed_at: '2026-11-20T16:30:00.000Z',
});

describe('ChangesPanel', () => {
  it('lists each change as field: old → new, with coded answers in words, who and when', async () => {
    mockFetch({
      'GET /internal-api/customers/7/changes?page=1': {
        body: page([
          change(3, 'address', 'Address', null, '1450 N Lafayette St'),
          change(2, 'races', 'Race', 'white', 'asian,white'),
          change(1, 'birthdate', 'Date of birth', '***', '***'),
        ]),
      },
    });
    renderWithProviders(<ChangesPanel customerId={7} />);
    const panel = await screen.findByRole('region', { name: 'Changes' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Address: empty → 1450 N Lafayette StCasey Nguyen, /),
      expect.stringMatching(/^Race: White → Asian, WhiteCasey Nguyen, /),
      expect.stringMatching(/^Date of birth: \*\*\* → \*\*\*Casey Nguyen, /),
    ]);
  });

  it('says so when nothing was changed yet', async () => {
    mockFetch({ 'GET /internal-api/customers/7/changes?page=1': { body: page([]) } });
    renderWithProviders(<ChangesPanel customerId={7} />);
    expect(await screen.findByText(customerProfileMessages.noChanges)).toBeInTheDocument();
  });

  it('shows a failed load with Refresh (never the empty text), which loads the history', async () => {
    let failing = true;
    mockFetch({
      'GET /internal-api/customers/7/changes?page=1': () =>
        failing
          ? { status: 500, body: { message: 'Server Error' } }
          : { body: page([change(1, 'zip', 'ZIP code', null, '80218')]) },
    });
    const { user } = renderWithProviders(<ChangesPanel customerId={7} />);
    const failure = (await screen.findByText(customerProfileMessages.changesFailed)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(screen.queryByText(customerProfileMessages.noChanges)).not.toBeInTheDocument();
    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/ZIP code:/)).toBeInTheDocument();
  });
});
