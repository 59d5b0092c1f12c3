import {
  referralListUrl,
  referralMessages,
  referralPaths,
  type ReferralColumn,
  type ReferralListResponse,
  type ReferralRow,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { choose } from '../../test/select';
import { ReferralsAdminPage } from './ReferralsAdminPage';

// The table and the status dialog are fetched after the page paints; in so before the tests, as a browser has them.
beforeAll(() => Promise.all([import('./ReferralTable'), import('./ChangeStatusDialog')]));

const column = (name: string, selector: string, sortable = true): ReferralColumn => ({
  name,
  selector,
  sortable,
  center: false,
  wrap: true,
  compact: false,
  style: {},
});
const columns = [
  column('First Name', 'first_name'),
  column('Last Name', 'last_name'),
  column('Referred To', 'to_name'),
  column('Status', 'status'),
  column('Note', 'note', false),
];

const row = (id: number, first: string, extra: Partial<ReferralRow> = {}): ReferralRow => ({
  id,
  created_at: '2026-11-20T15:00:00.000Z',
  action: `/workflows/customer-information/${id + 100}`,
  customer_id: id + 100,
  first_name: first,
  last_name: 'Okafor',
  from_location: 'Denver',
  to_name: 'Aurora Workforce Center',
  kind: 'network',
  status: 'new',
  status_label: 'New',
  note: null,
  selectable: true,
  ...extra,
});

const listBody = (rows: ReferralRow[]): { body: ReferralListResponse } => ({
  body: { totalRows: rows.length, page: 1, perPage: 10, data: { rows, columns } },
});

const paged = { orderBy: 'first_name', sort: 'asc', page: 1, perPage: 10 };
const incomingUrl = referralListUrl('incoming', 0, paged);
const externalUrl = referralListUrl('external', 0, paged);
const categories = [
  { value: 'incoming', label: 'Incoming' },
  { value: 'outgoing', label: 'Outgoing' },
  { value: 'external', label: 'Out-of-Network' },
];
const statuses = [
  { value: 'new', label: 'New' },
  { value: 'accepted', label: 'Accepted' },
];
const types = [
  { value: 'info', label: 'Info' },
  { value: 'referral', label: 'Referral' },
];

function baseRoutes(update: () => { status?: number; body: unknown }) {
  return {
    [`GET ${referralPaths.categories}`]: { body: categories },
    [`GET ${referralPaths.statuses}`]: { body: statuses },
    [`GET ${referralPaths.types}`]: { body: types },
    [`GET ${incomingUrl}`]: listBody([row(1, 'Grace'), row(2, 'Hugo', { selectable: false })]),
    [`GET ${externalUrl}`]: listBody([
      row(3, 'Ines', { kind: 'external', status: 'referral', status_label: 'Referral', selectable: false }),
    ]),
    [`POST ${referralPaths.updateStatuses}`]: update,
  };
}

const exportUrl = referralListUrl('incoming', 0, { orderBy: 'first_name', sort: 'asc', isExport: 1 });

/**
 * The export's answer: CSV text when it succeeds, else what mockFetch answers (JSON). Records the files the page
 * hands the browser to save (their names and contents).
 */
function mockExport(answer: { status: number; body: unknown } | { csv: string }) {
  const { calls, fetchMock } = mockFetch({
    ...baseRoutes(() => ({ body: {} })),
    [`GET ${exportUrl}`]: 'csv' in answer ? { body: null } : answer,
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetchMock(input, init);
    if ('csv' in answer && (input instanceof Request ? input.url : input.toString()) === exportUrl) {
      return new Response(answer.csv, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    }
    return response;
  });
  const saved: { name: string; file: Blob }[] = [];
  const files = new Map<string, Blob>();
  // The page's object URLs are recorded here (the spies are restored after each test).
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file: Blob | MediaSource) => {
    const url = `blob:test/${files.size}`;
    files.set(url, file as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.getAttribute('href') ?? '');
    if (file) saved.push({ name: this.download, file });
  });
  return { calls, saved, click };
}

async function expectToast(title: string, message: string) {
  const toast = (await screen.findByText(message)).closest('[role="alert"]');
  expect(toast).not.toBeNull();
  expect(toast).toHaveTextContent(title);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Referrals admin export', () => {
  it('saves the CSV as referrals.csv when the server sends it', async () => {
    const csv = 'ID,First Name\r\n1,Grace\r\n';
    const { calls, saved } = mockExport({ csv });
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    await screen.findByRole('row', { name: /Grace/ });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls('GET', exportUrl)).toHaveLength(1);
    expect(saved[0]?.name).toBe('referrals.csv');
    expect(await saved[0]?.file.text()).toBe(csv);
  });

  it.each([
    [503, 'Error', 'Too many exports are running; try again in a minute.'],
    [409, 'Error', 'An export of these referrals is already running.'],
    [403, 'Forbidden', 'You may not export referrals of this location.'],
  ])("a %i refusal shows the server's message and saves nothing", async (status, title, message) => {
    const { calls, saved, click } = mockExport({ status, body: { message } });
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    await screen.findByRole('row', { name: /Grace/ });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await expectToast(title, message);
    expect(calls('GET', exportUrl)).toHaveLength(1);
    expect(saved).toHaveLength(0);
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it("a 422 shows each field's first message (the spec's 'field: message' toast) and saves nothing", async () => {
    const { saved, click } = mockExport({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { orderBy: ['The selected order by is invalid.'] } },
    });
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    await screen.findByRole('row', { name: /Grace/ });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('orderBy: The selected order by is invalid.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    expect(click).not.toHaveBeenCalled();
  });
});

describe('Referrals admin (/referrals/all)', () => {
  it('opens on the first category, every status, first_name ascending, 10 a page; Export is referrals.csv', async () => {
    const { calls } = mockFetch(baseRoutes(() => ({ body: { success: true, message: '' } })));
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    expect(await screen.findByRole('row', { name: /Grace/ })).toBeInTheDocument();
    expect(calls('GET', incomingUrl)).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Referral Type' })).toHaveValue('Incoming');
    expect(screen.getByRole('columnheader', { name: /First Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(calls('GET', referralPaths.types)).toHaveLength(1);

    // Sorting by a column asks the server again.
    const sorted = referralListUrl('incoming', 0, { ...paged, orderBy: 'last_name' });
    let sortedCalled = false;
    mockFetch({
      ...baseRoutes(() => ({ body: {} })),
      [`GET ${sorted}`]: () => {
        sortedCalled = true;
        return listBody([row(1, 'Grace')]);
      },
    });
    await user.click(screen.getByRole('button', { name: /Last Name/ }));
    await waitFor(() => expect(sortedCalled).toBe(true));
  });

  it('asks for a status before sending (status required, notes optional)', async () => {
    const { calls } = mockFetch(baseRoutes(() => ({ body: { success: true, message: '1 referral updated.' } })));
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    await user.click(await screen.findByRole('checkbox', { name: /referral of Grace/ }));
    expect(screen.getByRole('checkbox', { name: /referral of Hugo/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: referralMessages.changeStatusTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(referralMessages.statusRequired)).toBeInTheDocument();
    expect(calls('POST', referralPaths.updateStatuses)).toHaveLength(0);
  });

  it("keeps the dialog open with the server's message when the change is refused", async () => {
    const refusal = 'One or more of the selected referrals is for a customer whose record is read-only.';
    mockFetch(baseRoutes(() => ({ status: 403, body: { message: refusal } })));
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    await user.click(await screen.findByRole('checkbox', { name: /referral of Grace/ }));
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: referralMessages.changeStatusTitle });
    await choose(user, 'Status', 'Accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('dialog', { name: referralMessages.changeStatusTitle })).toBeInTheDocument();
  });

  it('on success closes the dialog, says so and reloads the list', async () => {
    const { calls } = mockFetch(baseRoutes(() => ({ body: { success: true, message: '1 referral updated.' } })));
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    await user.click(await screen.findByRole('checkbox', { name: /referral of Grace/ }));
    await user.click(screen.getByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog', { name: referralMessages.changeStatusTitle });
    await choose(user, 'Status', 'Accepted');
    await user.type(within(dialog).getByLabelText('Notes'), 'Called the centre; they expect her Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('1 referral updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST', referralPaths.updateStatuses)[0]?.body).toEqual({
      referral_ids: [1],
      status: 'accepted',
      note: 'Called the centre; they expect her Monday.',
    });
    await waitFor(() => expect(calls('GET', incomingUrl)).toHaveLength(2));
  });

  it("for 'external' takes the statuses from the types call and offers no row selection", async () => {
    mockFetch(baseRoutes(() => ({ body: {} })));
    const { user } = renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    await screen.findByRole('row', { name: /Grace/ });
    await choose(user, 'Referral Type', 'Out-of-Network');
    expect(await screen.findByRole('row', { name: /Ines/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Status' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Referral Status' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'All',
      'Info',
      'Referral',
    ]);
  });

  it('shows a failed list as a load error, not as no data', async () => {
    mockFetch({
      ...baseRoutes(() => ({ body: {} })),
      [`GET ${incomingUrl}`]: { status: 503, body: { message: 'Service Unavailable' } },
    });
    renderWithProviders(<ReferralsAdminPage />, { route: '/referrals/all' });
    expect(
      await screen.findByText('There was a problem loading referrals.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(referralMessages.noData)).not.toBeInTheDocument();
  }, 15_000);
});
