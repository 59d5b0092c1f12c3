import {
  defaultClientSettings,
  loadFailureTexts,
  reportsPath,
  reportsPaths,
  type ReportRun,
  type ReportRunDetail,
} from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { choose } from '../../test/select';
import { renderWithProviders } from '../../test/render';
import { ReportsPage } from './ReportsPage';
import { RunPage } from './RunPage';

const run: ReportRun = {
  id: 7,
  type: 'pirl',
  type_label: 'PIRL file (ETA-9172)',
  criteria: { program_year: 2024, quarter: 4, programs: ['903'] },
  criteria_label: 'PY 2024 Q4 (2025-04-01 to 2025-06-30); 903',
  status: 'ready',
  progress: 100,
  user: { id: 3, name: 'Alex Morgan' },
  created_at: '2026-11-20T16:00:00.000Z',
  started_at: '2026-11-20T16:00:01.000Z',
  finished_at: '2026-11-20T16:00:09.000Z',
  row_count: 12,
  failure_count: 1,
  file_name: 'pirl-py2024-q4.csv',
  formats: ['csv'],
  error: null,
};

const pirlRun: ReportRunDetail = {
  ...run,
  result: {
    kind: 'pirl',
    layout_version: 'test layout',
    periods: 12,
    ready: false,
    total_failures: 1,
    rules: [
      {
        rule_id: 'L04',
        kind: 'logical',
        message: 'Wages after exit come from a wage record that names no employer.',
        elements: ['1704'],
        failures: 1,
      },
    ],
    elements: [{ element: '1704', name: 'Employed in 2nd quarter after exit', failures: 1 }],
    failures: [
      {
        rule_id: 'L04',
        message: 'Wages after exit come from a wage record that names no employer.',
        customer_id: 41,
        enrollment_id: 90,
        program: '903',
        element: '1704',
        element_name: 'Employed in 2nd quarter after exit',
        field: 'Employer name',
        screen: 'wages',
        fix_path: '/workflows/customer-information/41/performance#wages',
      },
    ],
    failures_truncated: false,
  },
};

describe('reports screens', () => {
  it(
    'shows a failed load of the runs with Refresh, never the empty state, and loads again',
    { timeout: 20_000 },
    async () => {
      let failures = 3;
      mockFetch({
        'GET /settings': { body: defaultClientSettings },
        [`GET ${reportsPaths.types}`]: { body: { data: [] } },
        [`GET ${reportsPaths.list}?page=1&sort=created_at&order=desc`]: () =>
          failures-- > 0
            ? { status: 500, body: { message: 'down' } }
            : { body: { data: [run], current_page: 1, last_page: 1, total: 1, per_page: 20 } },
      });
      renderWithProviders(<ReportsPage />);
      // A 5xx is retried twice before the page gives up: wait past the retries.
      expect(
        await screen.findByText(loadFailureTexts.problemLoading('the report runs'), {}, { timeout: 8_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText('No reports have been run yet')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: loadFailureTexts.refresh }));
      const table = await screen.findByRole('table', { name: 'Report runs, newest first' });
      expect(within(table).getByRole('row', { name: /Alex Morgan/ })).toHaveTextContent('Finished');
      expect(within(table).getByRole('link', { name: 'Download CSV of run 7' })).toHaveAttribute(
        'href',
        `${reportsPath(reportsPaths.export, 7)}?format=csv`,
      );
    },
  );

  it(
    'filters the runs by report and by who ran them, sorts them, and pages with the filters kept',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      const page = (data: ReportRun[], current = 1, last = 1) => ({
        body: { data, current_page: current, last_page: last, total: data.length + (last - 1) * 20, per_page: 20 },
      });
      const quarterly: ReportRun = {
        ...run,
        id: 8,
        type: 'quarterly_performance',
        type_label: 'Quarterly performance report (ETA-9173)',
        user: { id: 4, name: 'Sam Lee' },
      };
      const list = (query: string) => `GET ${reportsPaths.list}?${query}`;
      const criteria = (type: ReportRun['type']) => ({
        type,
        label: type,
        fields: [],
        defaults: { program_year: 2024 },
      });
      const { calls } = mockFetch({
        'GET /settings': { body: defaultClientSettings },
        [`GET ${reportsPaths.types}`]: {
          body: {
            data: [
              { key: 'pirl', label: 'PIRL file (ETA-9172)', description: 'The PIRL.' },
              {
                key: 'quarterly_performance',
                label: 'Quarterly performance report (ETA-9173)',
                description: 'The QPR.',
              },
            ],
          },
        },
        [`GET ${reportsPath(reportsPaths.criteriaObject, 'pirl')}`]: { body: { data: criteria('pirl') } },
        [`GET ${reportsPath(reportsPaths.criteriaObject, 'quarterly_performance')}`]: {
          body: { data: criteria('quarterly_performance') },
        },
        [list('page=1&sort=created_at&order=desc')]: page([run, quarterly], 1, 2),
        [list('page=1&type=quarterly_performance&sort=created_at&order=desc')]: page([quarterly]),
        [list('page=1&type=quarterly_performance&filter=Sam+Lee&sort=created_at&order=desc')]: page([quarterly], 1, 2),
        [list('page=1&type=quarterly_performance&filter=Sam+Lee&sort=user&order=asc')]: page([quarterly], 1, 2),
        [list('page=2&type=quarterly_performance&filter=Sam+Lee&sort=user&order=asc')]: page([quarterly], 2, 2),
        [list('page=1&sort=user&order=asc')]: page([quarterly, run]),
        [list('page=1&filter=Nobody&sort=created_at&order=desc')]: page([]),
      });
      renderWithProviders(<ReportsPage />);
      expect(await screen.findByRole('table', { name: 'Report runs, newest first' })).toHaveTextContent('Sam Lee');

      await choose(user, 'Report', 'Quarterly performance report (ETA-9173)');
      await waitFor(() =>
        expect(
          calls('GET', `${reportsPaths.list}?page=1&type=quarterly_performance&sort=created_at&order=desc`),
        ).toHaveLength(1),
      );
      await user.click(screen.getByRole('textbox', { name: /^Search/ }));
      await user.paste('Sam Lee');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await choose(user, 'Sort by', 'Run by');
      const sorted = await screen.findByRole('table', { name: 'Report runs, by who ran them' });
      expect(within(sorted).getAllByRole('row', { name: /Sam Lee/ })).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() =>
        expect(
          calls('GET', `${reportsPaths.list}?page=2&type=quarterly_performance&filter=Sam+Lee&sort=user&order=asc`),
        ).toHaveLength(1),
      );

      // Clear Filters keeps the order; a search that matches nothing says so rather than 'no runs yet'.
      await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
      await choose(user, 'Sort by', 'Newest first');
      await user.click(screen.getByRole('textbox', { name: /^Search/ }));
      await user.paste('Nobody');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('No report runs match these filters')).toBeInTheDocument();
      expect(screen.queryByText('No reports have been run yet')).toBeNull();
    },
  );

  it('shows the edit checks as WIPS does, each failure linking to the screen that keeps the field', async () => {
    mockFetch({
      'GET /settings': { body: defaultClientSettings },
      [`GET ${reportsPath(reportsPaths.run, 7)}`]: { body: { data: pirlRun } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/reports/runs/:id" element={<RunPage />} />
      </Routes>,
      { route: '/reports/runs/7' },
    );
    expect(await screen.findByText('1 edit-check failures')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Failures per rule' })).toHaveTextContent('L04');
    expect(screen.getByRole('table', { name: 'Failures per element' })).toHaveTextContent('1704');
    expect(screen.getByRole('link', { name: 'Fix Employer name of customer 41' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/41/performance#wages',
    );
    expect(screen.getByRole('link', { name: 'Customer 41' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/41',
    );
    expect(screen.queryByText('No record fails an edit check: the file can be uploaded to WIPS.')).toBeNull();
  });
});
