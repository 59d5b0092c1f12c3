import { customerRecordMessages, defaultClientSettings, type CustomerRecord } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse, type RecordedRequest } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CustomerRecordPage } from './CustomerRecordPage';

const staff = (role: string) => ({
  body: { userId: 7, guard: 'staff', internal: true, name: 'Dana Case', email: 'd@x.test', role, locationIds: [1] },
});
const settings = {
  body: { ...defaultClientSettings, terminology_customer: 'Participant', terminology_customers: 'Participants' },
};

const baseRecord: CustomerRecord = {
  id: 12,
  first_name: 'Lena',
  last_name: 'Okafor',
  full_name: 'Lena Okafor',
  avatar_url: null,
  phone: '3035550142',
  email: 'lena@example.test',
  status: true,
  deleted: false,
  engagement_status_flag: true,
  agreement_signed: true,
  restrictions: [],
  tracked_by_user: false,
  customer_type: 'Adult',
  sources: [
    { id: 1, location: 'Denver Center', source: 'Walk-in' },
    { id: 2, location: 'Aurora Center', source: 'Referral' },
  ],
  source_total: 5,
  case_managers: { '7': 'Dana Case' },
  can_archive: true,
  can_delete: false,
  read_via_referral: false,
  is_admin: false,
  is_agency_admin: false,
  intake_completed: true,
};

const flag = {
  id: 31,
  value: 1,
  label: 'Safety Concern',
  description: 'Meet with a second staff member.',
  created_at: '2026-03-01T15:00:00.000Z',
  creator: 'Dana Case',
  location: 'Denver Center',
  narrative: 'Front office only.',
};

const options = (page: number, data: { value: number; label: string }[]) => ({
  body: { data, currentPage: page, lastPage: 2 },
});

/** The last page's routes and requests: every request the page made must have had a route (none answered 599). */
let lastRun: { routes: Record<string, unknown>; requests: RecordedRequest[] } | null = null;
afterEach(() => {
  const unanswered = (lastRun?.requests ?? [])
    .map((request) => `${request.method} ${request.url}`)
    .filter((key) => !(key in lastRun!.routes) && key !== 'GET /internal-api/csrf-token');
  lastRun = null;
  expect([...new Set(unanswered)]).toEqual([]);
});

function renderPage(record: MockResponse, role = 'case_manager', extra: Record<string, MockResponse> = {}) {
  const routes = {
    'GET /internal-api/current-user': staff(role),
    'GET /settings': settings,
    'GET /internal-api/customers/record/12': record,
    'GET /internal-api/customers/record/12/accesses': {
      body: { data: [{ id: 1, staff_user_id: 7, staff_name: 'Dana Case', accessed_at: '2026-03-01T15:00:00.000Z' }] },
    },
    'GET /internal-api/case-manager-options?page=1': options(1, [
      { value: 7, label: 'Dana Case' },
      { value: 8, label: 'Eli Ford' },
    ]),
    'GET /internal-api/case-manager-options?page=2': options(2, [{ value: 9, label: 'Gil Hart' }]),
    'GET /internal-api/case-manager-options?page=1&search=nobody': {
      body: { data: [], currentPage: 1, lastPage: 1 },
    },
    'GET /internal-api/service-log/enrollments/12': { body: { data: [] } },
    'GET /internal-api/customers/12/changes?page=1': { body: { data: [], current_page: 1, last_page: 1, total: 0 } },
    'GET /internal-api/dashboard/widget/documents?customerId=12': { body: { total: 0, last_updated: null, data: [] } },
    'GET /internal-api/customers/12/documents?page=1&perPage=10': { body: { data: [], total: 0, per_page: 10 } },
    'GET /internal-api/customers/12/messages?page=1': { body: { data: [], currentPage: 1, lastPage: 1, total: 0 } },
    'GET /internal-api/restrictions-options': {
      body: [
        { value: 1, label: 'Safety Concern', description: '' },
        { value: 2, label: 'Do Not Contact by Phone', description: '' },
      ],
    },
    'GET /internal-api/customers/12/history': { body: { data: [], next_cursor: null } },
    'GET /internal-api/customers/12/case-notes?page=1': { body: { data: [], currentPage: 1, lastPage: 1, total: 0 } },
    'GET /internal-api/customers/12/applications': {
      body: { applications: [], enrollments: [], follow_ups: [], programs: [], documents: [] },
    },
    'GET /internal-api/customers/12/possible-duplicates': {
      body: { merged_into: null, duplicates: [], can_merge: false, undo_merge_id: null, merged_from: [] },
    },
    ...extra,
  };
  const fetch = mockFetch(routes);
  lastRun = { routes, requests: fetch.requests };
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/workflows/customer-information/:id" element={<CustomerRecordPage />} />
    </Routes>,
    { route: '/workflows/customer-information/12' },
  );
  return { ...rendered, fetch };
}

describe('CustomerRecordPage', () => {
  it('shows the banner: name, formatted phone, statuses, sources with + N more, case managers', async () => {
    renderPage({ body: baseRecord });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lena Okafor' })).toBeInTheDocument();
    expect(screen.getByText('(303) 555-0142')).toBeInTheDocument();
    expect(screen.getByText('Engagement: Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ 3 more' })).toHaveAttribute('href', '/customers/record/snapshot/12');
    expect(screen.getAllByText('Dana Case').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The panels load apart from the page (issue #30): wait for them and for the list's data.
    const accesses = await screen.findByRole('region', { name: 'Who accessed this record' });
    expect(await within(accesses).findByText('Dana Case')).toBeInTheDocument();
  });

  it('sets the engagement status once its control, loaded apart from the page, is there', async () => {
    const { user, fetch } = renderPage({ body: baseRecord }, 'case_manager', {
      'PUT /internal-api/customers/12/engagement-status-flag': { body: { engagement_status_flag: false } },
    });
    const select = await screen.findByLabelText('Engagement status');
    expect(select).toHaveValue('active');
    await user.selectOptions(select, 'idle');
    await user.click(screen.getByRole('button', { name: 'Save engagement' }));
    await waitFor(() =>
      expect(fetch.calls('PUT', '/internal-api/customers/12/engagement-status-flag')[0]?.body).toEqual({
        engagement_status_flag: 0,
      }),
    );
    // The panels load apart from the page too: let their requests finish before the test ends.
    const accesses = await screen.findByRole('region', { name: 'Who accessed this record' });
    expect(await within(accesses).findByText('Dana Case')).toBeInTheDocument();
  });

  it('labels the action Unarchive for an archived customer and hides engagement when not tracked', async () => {
    renderPage({ body: { ...baseRecord, status: false, engagement_status_flag: null } });
    expect(await screen.findByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Engagement status')).not.toBeInTheDocument();
  });

  it('shows a deleted customer read-only: one status, Deleted, and no edit actions', async () => {
    renderPage(
      {
        body: {
          ...baseRecord,
          deleted: true,
          can_archive: false,
          can_delete: false,
          is_admin: true,
          tracked_by_user: true,
          restrictions: [flag],
        },
      },
      'admin',
    );
    expect(await screen.findByText(customerRecordMessages.deletedReadOnly)).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.getByText('Pinned')).toBeInTheDocument();
    // The panels load apart from the page: absent actions are checked once they are there.
    await screen.findByRole('region', { name: 'Who accessed this record' });
    for (const name of [/Pin|Unpin/, 'Archive', 'Unarchive', 'Delete', 'Send message', 'Save Flag', 'Remove flags'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save case managers' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Engagement status')).not.toBeInTheDocument();
    // What the banner summarises stays readable.
    expect(screen.getByRole('region', { name: 'Flag status' })).toHaveTextContent('Safety Concern');
  });

  it('shows a record read through an open referral read-only, with no action that changes it', async () => {
    renderPage({ body: { ...baseRecord, read_via_referral: true, can_archive: false } });
    expect(await screen.findByText(customerRecordMessages.referralReadNotice)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    // The panels load apart from the page: absent actions are checked once they are there.
    await screen.findByRole('region', { name: 'Who accessed this record' });
    for (const name of [
      /Pin/,
      'Archive',
      'Delete',
      'Send message',
      'Save Flag',
      'Save case managers',
      'Save engagement',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('shows an archived customer read-only, with Unarchive (and Delete for admins) as the ways out', async () => {
    renderPage({ body: { ...baseRecord, status: false, can_delete: true, is_admin: true } }, 'admin');
    expect(await screen.findByText(customerRecordMessages.archivedNotice)).toBeInTheDocument();
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // The panels load apart from the page: absent actions are checked once they are there.
    await screen.findByRole('region', { name: 'Who accessed this record' });
    for (const name of [/Pin/, 'Send message', 'Save Flag', 'Save case managers', 'Save engagement'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('asks for a flag and a note before it saves a flag, then posts it after the confirmation', async () => {
    const { user, fetch } = renderPage({ body: baseRecord }, 'case_manager', {
      'POST /internal-api/customers/12/restrictions': { body: { success: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Flag' }));
    expect(screen.getByText(customerRecordMessages.noteRequired)).toBeInTheDocument();
    expect(screen.getAllByText(customerRecordMessages.flagRequired).length).toBeGreaterThan(1);
    await user.selectOptions(screen.getByRole('combobox', { name: /Flag/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Email only.');
    await user.click(screen.getByRole('button', { name: 'Save Flag' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save Flag' }));
    expect(await screen.findByText(customerRecordMessages.flagAdded)).toBeInTheDocument();
    expect(fetch.calls('POST', '/internal-api/customers/12/restrictions')[0]!.body).toEqual({
      restriction_id: 2,
      creator_user_id: 7,
      narrative: 'Email only.',
    });
  });

  it('shows the first flag in the status panel and lets an admin remove one flag at a time, each confirmed', async () => {
    const older = {
      ...flag,
      id: 30,
      value: 2,
      label: 'Do Not Contact by Phone',
      created_at: '2026-02-01T15:00:00.000Z',
    };
    const { user, fetch } = renderPage(
      { body: { ...baseRecord, is_admin: true, can_delete: true, restrictions: [flag, older] } },
      'admin',
      {
        'DELETE /internal-api/customers/12/restrictions/30': { body: { removed: 1 } },
      },
    );
    const status = await screen.findByRole('region', { name: 'Flag status' });
    expect(status).toHaveTextContent('Safety Concern');
    expect(status).toHaveTextContent('Note: Front office only.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove flags' })).not.toBeInTheDocument();
    const flags = await screen.findByRole('list', { name: 'Flags on this record' });
    expect(within(flags).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(flags).getByRole('button', { name: /^Remove flag Do Not Contact by Phone/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove the flag Do Not Contact by Phone from Lena Okafor?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(customerRecordMessages.flagRemoved('Lena Okafor'))).toBeInTheDocument();
    expect(fetch.calls('DELETE', '/internal-api/customers/12/restrictions/30')).toHaveLength(1);
    expect(fetch.calls('DELETE', '/internal-api/customers/12/restrictions')).toHaveLength(0);
  });

  it('lists the flags without Remove for a case manager', async () => {
    renderPage({ body: { ...baseRecord, restrictions: [flag] } });
    const flags = await screen.findByRole('list', { name: 'Flags on this record' });
    expect(flags).toHaveTextContent('Safety Concern');
    expect(within(flags).queryByRole('button')).not.toBeInTheDocument();
  });

  it('warns instead of saving when the engagement status did not change', async () => {
    const { user, fetch } = renderPage({ body: baseRecord });
    await user.click(await screen.findByRole('button', { name: 'Save engagement' }));
    expect(await screen.findByText(customerRecordMessages.engagementUnchanged)).toBeInTheDocument();
    expect(fetch.calls('PUT', '/internal-api/customers/12/engagement-status-flag')).toHaveLength(0);
  });

  it('says so when the record is outside the user’s locations', async () => {
    renderPage({ status: 403, body: { message: "You don't have permission to access this resource" } });
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not open this participant record.');
  });

  it('lists case managers, loads more, saves the choice with the spec title, and says when none match', async () => {
    const { user, fetch } = renderPage({ body: baseRecord }, 'case_manager', {
      'POST /internal-api/customers/case-managers': { body: { added: 1, removed: 0 } },
    });
    const panel = await screen.findByRole('region', { name: 'Case managers' });
    expect(await within(panel).findByRole('checkbox', { name: 'Dana Case' })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await user.click(await within(panel).findByRole('checkbox', { name: 'Gil Hart' }));
    await user.click(within(panel).getByRole('button', { name: 'Save case managers' }));
    expect(await screen.findByText('Case Manager Added')).toBeInTheDocument();
    expect(fetch.calls('POST', '/internal-api/customers/case-managers')[0]!.body).toEqual({
      customer_id: 12,
      case_managers: [7, 9],
    });
    await user.type(within(panel).getByRole('textbox', { name: 'Search case managers' }), 'nobody');
    expect(
      await within(panel).findByText(customerRecordMessages.noCaseManagers, {}, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('requires a subject and a body before it sends a message', async () => {
    const { user, fetch } = renderPage({ body: baseRecord }, 'case_manager', {
      'POST /internal-api/message-center/customer/12/7': { body: { success: true, queued: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(customerRecordMessages.subjectRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(customerRecordMessages.bodyRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Your appointment');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'See you Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(customerRecordMessages.messageSent)).toBeInTheDocument();
    expect(fetch.calls('POST', '/internal-api/message-center/customer/12/7')[0]!.body).toEqual({
      message_subject: 'Your appointment',
      body: 'See you Monday.',
    });
  });
});
