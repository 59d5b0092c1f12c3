import {
  defaultClientSettings,
  performanceKinds,
  performanceMessages as messages,
  performancePaths as paths,
  wagePaths,
  type PerformanceRecord,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { todayIso } from './api';
import { PerformancePage } from './PerformancePage';

// The page's sections are a lazy chunk; load it up front so a slow transform does not use up a findBy's wait.
beforeAll(() => import('./PerformanceSections'));

const settings = { body: { ...defaultClientSettings, terminology_customer: 'Participant' } };
const customer = {
  body: { id: 12, full_name: 'Lena Okafor', first_name: 'Lena', last_name: 'Okafor', status: true, deleted: false },
};
const types = {
  credential_attainment: [
    { id: 206, type: 'Occupational Certificate', is_evidence_must: true },
    { id: 209, type: 'Other Recognized Credential', is_evidence_must: false },
  ],
};

function record(overrides: Partial<PerformanceRecord> = {}): PerformanceRecord {
  return {
    id: 5,
    creator_user_id: 7,
    customer_id: 12,
    measurable_type: performanceKinds.credential_attainment.measurableType,
    measurable: { data: { id: 209, type: 'Other Recognized Credential', is_evidence_must: false } },
    date_affected: '2026-03-02',
    customer: { data: { full_name: 'Lena Okafor', performanceEnrollment: { data: { id: 1, exit_at: null } } } },
    user: { data: { first_name: 'Dana', last_name: 'Case' } },
    document: { data: null },
    note: { data: { body: '<p>Passed the <strong>exam</strong></p>' } },
    created_at: '2026-03-02T10:00:00.000Z',
    can_edit: true,
    edit_refusal: null,
    delete_refusal: null,
    ...overrides,
  };
}

const listUrl = `${paths.list}?customer_id=12&page=1&perPage=10`;
const page = (data: PerformanceRecord[]) => ({ body: { data, currentPage: 1, total: data.length, perPage: 10 } });

function renderPage(list: MockResponse | ((request: { url: string }) => MockResponse), extra = {}) {
  const typeRoutes = Object.fromEntries(
    Object.entries(performanceKinds).map(([kind, { endpoint }]) => [
      `GET ${paths.typeSearch.replace(':endpoint', endpoint)}`,
      { body: { data: types[kind as keyof typeof types] ?? [] } },
    ]),
  );
  const fetch = mockFetch({
    'GET /settings': settings,
    'GET /internal-api/customers/record/12': customer,
    [`GET ${listUrl}`]: list,
    [`GET ${paths.userSearch}`]: { body: { data: [{ id: 7, first_name: 'Dana', last_name: 'Case' }] } },
    [`GET ${wagePaths.list.replace(':customerId', '12')}?page=1&per_page=10`]: {
      body: { data: [], meta: { total: 0, per_page: 10, current_page: 1 } },
    },
    ...typeRoutes,
    ...extra,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/performance-tracker/:customerId" element={<PerformancePage />} />
    </Routes>,
    { route: '/performance-tracker/12' },
  );
  return { ...fetch, ...rendered };
}

describe('PerformancePage (staff spec 2.8)', () => {
  it("titles the page with the customer term's possessive and lists the records with the five sections", async () => {
    renderPage(page([record()]));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Participant's Performance Metrics" }),
    ).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Other Recognized Credential/ });
    expect(within(row).getByText('Credential Attainment')).toBeInTheDocument();
    expect(within(row).getByText('exam').tagName).toBe('STRONG');
    // Staff spec 9: dates show as MM/dd/yyyy.
    expect(within(row).getByRole('cell', { name: '03/02/2026' })).toBeInTheDocument();
    for (const title of [
      'Measurable Skill Gain',
      'Credential Attainment',
      'Wages and Employments',
      'Program Incomplete Reason',
      'Performance Exemption Reason',
    ]) {
      expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    }
  });

  it('shows on-file evidence as text with its location, and stored evidence as a download link', async () => {
    renderPage(
      page([
        record({
          document: {
            data: {
              id: 31,
              path: 'on-file/license',
              original_filename: 'Occupational license (on file)',
              is_on_file: true,
              location_name: 'Aurora Center',
            },
          },
        }),
        record({
          id: 6,
          measurable: { data: { id: 206, type: 'Occupational Certificate', is_evidence_must: true } },
          document: {
            data: {
              id: 32,
              path: 'evidence/cert.pdf',
              original_filename: 'certificate.pdf',
              is_on_file: false,
              location_name: null,
            },
          },
        }),
      ]),
    );
    const onFile = await screen.findByRole('row', { name: /Other Recognized Credential/ });
    expect(within(onFile).getByText(/Occupational license \(on file\)/)).toBeInTheDocument();
    expect(within(onFile).getByText('On file at Aurora Center')).toBeInTheDocument();
    expect(within(onFile).queryByRole('link')).not.toBeInTheDocument();
    const stored = screen.getByRole('row', { name: /Occupational Certificate/ });
    expect(within(stored).getByRole('link', { name: 'certificate.pdf' })).toHaveAttribute(
      'href',
      '/documents/32/download',
    );
  });

  it('shows an on-file wage evidence as text, not as a link', async () => {
    const { user } = renderPage(page([]), {
      [`GET ${wagePaths.list.replace(':customerId', '12')}?page=1&per_page=10`]: {
        body: {
          data: [
            {
              id: 40,
              source: { id: 1, source: 'Manual entry' },
              user: { first_name: 'Dana', last_name: 'Case' },
              customer: { id: 12 },
              date_received: '2026-01-15',
              start_date: '2025-10-01',
              employer_name: 'Mile High Logistics',
              naics_code: null,
              job_title: 'Warehouse Associate',
              starting_wage: 18,
              recent_wage: null,
              increment_of_wage: 'hourly',
              onet_code: '53-7062.00',
              onet_title: null,
              is_job_relevant: 1,
              evidence: {
                id: 41,
                original_filename: 'Pay stub (on file)',
                is_on_file: true,
                location_name: 'Aurora Center',
              },
              source_kind: 'manual',
              hides_wages: false,
              editable_fields: [],
              created_at: '2026-01-15T00:00:00.000Z',
            },
          ],
          meta: { total: 1, per_page: 10, current_page: 1 },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Wages and Employments' }));
    const row = await screen.findByRole('row', { name: /Mile High Logistics/ });
    expect(within(row).getByText('On file at Aurora Center')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '01/15/2026' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '10/01/2025' })).toBeInTheDocument();
  });

  it("says 'No Data Found' with no records", async () => {
    renderPage(page([]));
    expect(await screen.findByText(messages.noData)).toBeInTheDocument();
  });

  it("shows the server's refusal instead of the dialog: not the creator, and past the 20-month window", async () => {
    const { user } = renderPage(
      page([
        record({ edit_refusal: messages.notCreator, delete_refusal: messages.notCreator, can_edit: false }),
        record({
          id: 6,
          measurable: { data: { id: 206, type: 'Occupational Certificate', is_evidence_must: true } },
          edit_refusal: messages.editWindowPassed,
          delete_refusal: messages.deleteWindowPassed,
          can_edit: false,
        }),
      ]),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Other Recognized Credential' }));
    expect(await screen.findByText(messages.notCreator)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Occupational Certificate' }));
    expect(await screen.findByText(messages.editWindowPassed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Occupational Certificate' }));
    expect(await screen.findByText(messages.deleteWindowPassed)).toBeInTheDocument();
    expect(screen.queryByText(messages.deleteConfirm)).not.toBeInTheDocument();
  });

  it('asks for evidence only when the chosen type demands it and none exists, then updates with a PUT spoof', async () => {
    const { user, calls } = renderPage(page([record()]), {
      [`POST ${paths.update.replace(':id', '5')}`]: { body: { message: messages.updated, data: record() } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Other Recognized Credential' }));
    const dialog = await screen.findByRole('dialog', { name: messages.editTitle });
    expect(within(dialog).getByText(messages.editSubtitle)).toBeInTheDocument();
    const type = within(dialog).getByRole('combobox', { name: /Type/ });
    await user.selectOptions(type, 'Occupational Certificate');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(messages.evidenceRequired)).toBeInTheDocument();
    expect(calls('POST', paths.update.replace(':id', '5'))).toHaveLength(0);

    await user.selectOptions(type, 'Other Recognized Credential');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updated)).toBeInTheDocument();
    expect(calls('POST', paths.update.replace(':id', '5'))[0]?.body).toMatchObject({
      _method: 'PUT',
      measurable_id: 209,
      measurable_type: performanceKinds.credential_attainment.measurableType,
      date_affected: '2026-03-02',
      customer_id: 12,
      evidence: null,
      note: '<p>Passed the <strong>exam</strong></p>',
    });
  });

  it("puts the server's field errors under their fields, first message only", async () => {
    const { user } = renderPage(page([record()]), {
      [`POST ${paths.update.replace(':id', '5')}`]: {
        status: 422,
        body: { message: 'Invalid', errors: { date_affected: [messages.dateInFuture, 'second'] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Other Recognized Credential' }));
    const dialog = await screen.findByRole('dialog', { name: messages.editTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(messages.dateInFuture)).toBeInTheDocument();
    expect(within(dialog).queryByText('second')).not.toBeInTheDocument();
  });

  it('checks a new indicator with the shared schema: type and date required, no future date', async () => {
    const { user, requests } = renderPage(page([]));
    await user.click(await screen.findByRole('button', { name: 'Credential Attainment' }));
    const form = await screen.findByRole('form', { name: 'New Credential Attainment' });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    // The form's schema is fetched after the paint (issue #30): the check shows once it is in.
    expect(await within(form).findByText(messages.typeRequired)).toBeInTheDocument();
    expect(within(form).getByText(messages.dateRequired)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Date of Indicator/)).toHaveAttribute('max', todayIso());
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a future day in the filter before asking the server', async () => {
    const { user, requests } = renderPage(page([]));
    const filters = await screen.findByRole('form', { name: 'Performance filters' });
    const date = within(filters).getByLabelText('Date');
    expect(date).toHaveAttribute('max', todayIso());
    await user.type(date, '2999-01-01');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(messages.filterDateInFuture)).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('date=2999'))).toBe(false);
  });

  it("shows the server's filter errors under the filters", async () => {
    const { user } = renderPage(page([]), {
      [`GET ${paths.list}?customer_id=12&page=1&perPage=10&users=7`]: {
        status: 422,
        body: { message: 'Invalid', errors: { users: [messages.filterUserInvalid] } },
      },
    });
    const filters = await screen.findByRole('form', { name: 'Performance filters' });
    await user.click(within(filters).getByPlaceholderText('Search users'));
    await user.click(await screen.findByRole('option', { name: 'Dana Case' }));
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(messages.filterUserInvalid)).toBeInTheDocument();
  });
});
