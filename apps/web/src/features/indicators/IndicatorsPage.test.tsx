import {
  defaultClientSettings,
  indicatorsPaths,
  programYearStartOf,
  type IndicatorChoice,
  type Indicators,
  type IndicatorWarningsPage,
} from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { choose } from '../../test/select';
import { IndicatorsPage } from './IndicatorsPage';

const lastYear = programYearStartOf(new Date()) - 1;

function figures(programId: number, year: number, name: string): Indicators {
  return {
    program_id: programId,
    program_name: name,
    program_year: year,
    period: { from: `${year}-07-01`, to: `${year + 1}-06-30` },
    as_of: '2026-11-24',
    participants: 12,
    exiters: 9,
    excluded: 1,
    rates: [
      {
        key: 'employment_q2',
        label: 'Employment rate, 2nd quarter after exit',
        numerator: 6,
        denominator: 8,
        rate: 0.75,
        pending: 0,
      },
      {
        key: 'employment_q4',
        label: 'Employment rate, 4th quarter after exit',
        numerator: 4,
        denominator: 8,
        rate: 0.5,
        pending: 0,
      },
      {
        key: 'credential_attainment',
        label: 'Credential attainment rate',
        numerator: 2,
        denominator: 8,
        rate: 0.25,
        pending: 0,
      },
      {
        key: 'measurable_skill_gains',
        label: 'Measurable skill gains rate',
        numerator: 0,
        denominator: 0,
        rate: null,
        pending: 0,
      },
    ],
    median_earnings_q2: { value: 9360.5, count: 5 },
  };
}

const warnings: IndicatorWarningsPage = {
  data: [
    {
      enrollment_id: 7,
      customer_id: 70,
      full_name: 'Wren Warning',
      status: 'exit_near',
      exit_date: '2026-12-01',
      missing: ['credential', 'skill_gain'],
    },
    {
      enrollment_id: 9,
      customer_id: 90,
      full_name: 'Wade Warning',
      status: 'exit_overdue',
      exit_date: '2026-10-01',
      missing: ['credential'],
    },
    {
      enrollment_id: 8,
      customer_id: 80,
      full_name: 'Wes Warning',
      status: 'exited',
      exit_date: '2026-04-15',
      missing: ['employment_q2'],
    },
  ],
  current_page: 1,
  last_page: 1,
  total: 3,
  per_page: 20,
};

function renderPage(route = '/performance-indicators', withData: IndicatorChoice | null = null) {
  const fetch = mockFetch({
    'GET /settings': { body: defaultClientSettings },
    [`GET ${indicatorsPaths.programs}`]: {
      body: {
        data: [
          { id: 1, name: 'WIOA Adult', active: true },
          { id: 2, name: 'WIOA Youth', active: true },
        ],
        with_data: withData,
      },
    },
    [`GET ${indicatorsPaths.indicators}?program_id=1&program_year=${lastYear}`]: {
      body: figures(1, lastYear, 'WIOA Adult'),
    },
    [`GET ${indicatorsPaths.indicators}?program_id=2&program_year=${lastYear}`]: {
      body: figures(2, lastYear, 'WIOA Youth'),
    },
    [`GET ${indicatorsPaths.indicators}?program_id=1&program_year=2020`]: { body: figures(1, 2020, 'WIOA Adult') },
    [`GET ${indicatorsPaths.indicators}?program_id=2&program_year=2021`]: { body: figures(2, 2021, 'WIOA Youth') },
    [`GET ${indicatorsPaths.warnings}?program_id=1&page=1`]: { body: warnings },
    [`GET ${indicatorsPaths.warnings}?program_id=2&page=1`]: { body: { ...warnings, data: [], total: 0 } },
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/performance-indicators" element={<IndicatorsPage />} />
    </Routes>,
    { route },
  );
  return { ...rendered, fetch };
}

describe('IndicatorsPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the first program’s figures for last program year, the chart and the early warnings', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Performance Indicators' })).toBeInTheDocument();
    // The figures' code comes after the paint (#30): a first run in a fresh module graph waits for it to compile.
    const chart = await screen.findByRole(
      'img',
      { name: new RegExp(`WIOA Adult, PY ${lastYear}`) },
      { timeout: 10_000 },
    );
    expect(chart).toHaveAccessibleName(expect.stringContaining('Employment rate, 2nd quarter after exit: 75.0%'));
    expect(chart).toHaveAccessibleName(expect.stringContaining('Measurable skill gains rate: n/a'));
    const table = screen.getByRole('table', { name: /Indicators as of/ });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Employment rate, 2nd quarter after exit.*6.*8.*75\.0%/,
    );
    expect(within(table).getAllByRole('row')[5]).toHaveTextContent(/Median earnings.*\$9,360\.50.*5 with earnings/);
    expect(screen.getByText('Exiters').nextSibling).toHaveTextContent('9');

    const warningTable = await screen.findByRole('table', { name: 'Early warnings: 3 in all' });
    const rows = within(warningTable).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Wren Warning.*Exit near.*No credential recorded.*No measurable skill gain/);
    expect(rows[2]).toHaveTextContent(/Wade Warning.*Exit overdue/);
    expect(rows[2]).not.toHaveTextContent('Exit near');
    expect(within(rows[3]!).getByRole('link', { name: 'Wes Warning' })).toHaveAttribute(
      'href',
      '/workflows/customer-information/80',
    );
  });

  it('follows the program and year in the address and changes them with the selects', async () => {
    const { user, fetch } = renderPage('/performance-indicators?program=1&year=2020');
    expect(await screen.findByRole('img', { name: /WIOA Adult, PY 2020/ })).toBeInTheDocument();
    await choose(user, 'Program', 'WIOA Youth');
    await choose(user, 'Program year', `PY ${lastYear} (Jul 1, ${lastYear} - Jun 30, ${lastYear + 1})`);
    expect(await screen.findByRole('img', { name: new RegExp(`WIOA Youth, PY ${lastYear}`) })).toBeInTheDocument();
    expect(await screen.findByText('No early warnings')).toBeInTheDocument();
    expect(fetch.calls('GET', `${indicatorsPaths.warnings}?program_id=2&page=1`)).toHaveLength(1);
  });

  it('opens on the program and year with data, not on the first program', async () => {
    const { fetch } = renderPage('/performance-indicators', { program_id: 2, program_year: 2021 });
    expect(await screen.findByRole('img', { name: /WIOA Youth, PY 2021/ })).toBeInTheDocument();
    expect(fetch.calls('GET', `${indicatorsPaths.indicators}?program_id=1&program_year=${lastYear}`)).toHaveLength(0);
  });

  it('opens on the program and year last used in this browser', async () => {
    const first = renderPage('/performance-indicators?program=1&year=2020', { program_id: 2, program_year: 2021 });
    expect(await screen.findByRole('img', { name: /WIOA Adult, PY 2020/ })).toBeInTheDocument();
    await choose(first.user, 'Program', 'WIOA Youth');
    await choose(first.user, 'Program year', `PY ${lastYear} (Jul 1, ${lastYear} - Jun 30, ${lastYear + 1})`);
    expect(await screen.findByRole('img', { name: new RegExp(`WIOA Youth, PY ${lastYear}`) })).toBeInTheDocument();
    first.unmount();

    renderPage('/performance-indicators', { program_id: 2, program_year: 2021 });
    expect(await screen.findByRole('img', { name: new RegExp(`WIOA Youth, PY ${lastYear}`) })).toBeInTheDocument();
  });
});
