import { customerRecordMessages, type EnrollmentsResponse } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockResponse } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { EnrollmentsPanel } from './EnrollmentsPanel';

const enrollments: EnrollmentsResponse = {
  data: [
    {
      id: 3,
      program: { id: 1, name: 'WIOA Adult', is_common_exit: true },
      service: { id: 2, name: 'Initial Assessment' },
      created_at: '2026-01-05T09:00:00.000Z',
      exit_at: null,
      statuses: {
        data: [
          { name: 'Active - Enrolled', created_at: '2026-01-06T09:00:00.000Z' },
          { name: 'Active - Reportable Individual', created_at: '2026-01-05T09:00:00.000Z' },
        ],
      },
      serviceLogs: {
        data: [
          {
            id: 9,
            title: 'Intake interview',
            service: { name: 'Initial Assessment', type: { name: 'Career Services', color: '#1c7ed6' } },
            location: 'Denver Center',
            created_by_user: 'Dana Case',
            created_on: '2026-01-05',
            start_at: '2026-01-05T09:00:00.000Z',
            end_at: '2026-01-05T10:00:00.000Z',
            created_at: '2026-01-05T10:00:00.000Z',
          },
        ],
      },
    },
    {
      id: 4,
      program: { id: 5, name: 'Wagner-Peyser', is_common_exit: true },
      service: null,
      created_at: '2025-06-01T09:00:00.000Z',
      exit_at: '2025-09-01T09:00:00.000Z',
      statuses: { data: [{ name: 'Exited', created_at: '2025-09-01T09:00:00.000Z' }] },
      serviceLogs: { data: [] },
    },
  ],
};

function renderPanel(response: MockResponse) {
  mockFetch({ 'GET /internal-api/service-log/enrollments/12': response });
  return renderWithProviders(<EnrollmentsPanel customerId={12} />);
}

describe('EnrollmentsPanel', () => {
  it('lists each enrolment with its current status, its status history and its service logs', async () => {
    renderPanel({ body: enrollments });
    const adult = await screen.findByRole('article', { name: 'WIOA Adult' });
    expect(within(adult).getByText('Active - Enrolled', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(
      within(adult)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Active - Enrolled, /),
      expect.stringMatching(/^Active - Reportable Individual, /),
    ]);
    const logs = within(adult).getByRole('table', { name: 'Service logs for WIOA Adult' });
    expect(within(logs).getByRole('row', { name: /Intake interview/ })).toHaveTextContent(
      'Initial Assessment (Career Services)',
    );
    const exited = screen.getByRole('article', { name: 'Wagner-Peyser' });
    expect(exited).toHaveTextContent(/exited Sep 1, 2025/);
    expect(within(exited).getByText(customerRecordMessages.noRecords)).toBeInTheDocument();
  });

  it('says so when there are no enrolments', async () => {
    renderPanel({ body: { data: [] } });
    const panel = await screen.findByRole('region', { name: 'Enrollments' });
    expect(await within(panel).findByText(customerRecordMessages.noRecords)).toBeInTheDocument();
  });

  it('shows the spec toast when the call fails', async () => {
    renderPanel({ status: 404, body: { message: 'Not found' } });
    expect((await screen.findAllByText(customerRecordMessages.enrollmentsFailed)).length).toBeGreaterThan(0);
  });

  it('shows the failure in the panel with Refresh, which loads the enrolments', async () => {
    let failing = true;
    mockFetch({
      'GET /internal-api/service-log/enrollments/12': () =>
        failing ? { status: 404, body: { message: 'Not found' } } : { body: enrollments },
    });
    const { user } = renderWithProviders(<EnrollmentsPanel customerId={12} />);
    const panel = await screen.findByRole('region', { name: 'Enrollments' });
    const failure = (await within(panel).findByText(customerRecordMessages.enrollmentsFailed)).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    failing = false;
    await user.click(within(failure).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'WIOA Adult' })).toBeInTheDocument();
    expect(within(panel).queryByText(customerRecordMessages.enrollmentsFailed)).not.toBeInTheDocument();
  });

  it('ignores a 403 silently: no panel, no toast', async () => {
    const { queryClient } = renderPanel({ status: 403, body: { message: 'Forbidden' } });
    await waitFor(() =>
      expect(queryClient.getQueryState(['customer-record', 12, 'enrollments'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Enrollments' })).not.toBeInTheDocument();
    expect(screen.queryByText(customerRecordMessages.enrollmentsFailed)).not.toBeInTheDocument();
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
  });
});
