import { jobBoardPaths, type JobBoardPost, type JobBoardSearchResponse } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { JobBoardPage } from './JobBoardPage';

const post = (id: number): JobBoardPost => ({
  id,
  title: `Forklift Operator ${id}`,
  description: 'Move pallets safely.',
  employer: { id: 3, company_name: 'Acme Logistics' },
  remote: false,
  salary_range_min: 18.5,
  salary_range_max: 22,
  pay_unit: 'Hour',
  hours_per_week: 40,
  minimum_educational_level: 'High school diploma',
  posted_at: '2026-06-01T12:00:00.000Z',
  expires_at: null,
  apply_link: 'https://acme.example/jobs/7',
  cluster: null,
  contact_email: null,
  onet_code: null,
  occupation: null,
  industry: 'Warehousing',
  position_type: 'Full-time',
  benefits: null,
  location: { city: 'Springfield', state: 'IL', zipcode: '62701' },
});

const answer = (currentPage: number): JobBoardSearchResponse => ({
  data: [post(currentPage * 10)],
  currentPage,
  lastPage: 3,
  total: 25,
  perPage: 10,
  origin: null,
  occupation: null,
  related: false,
});

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

describe('Job board', () => {
  it('pages through the results with the pager, whose code comes after the first paint', async () => {
    const { calls } = mockFetch({
      [`GET ${jobBoardPaths.search}`]: { body: answer(1) },
      [`GET ${jobBoardPaths.search}?page=2`]: { body: answer(2) },
      [`GET ${jobBoardPaths.filters}`]: { body: { industries: [], education_levels: [], position_types: [] } },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route
          path="/job-board"
          element={
            <>
              <JobBoardPage />
              <Address />
            </>
          }
        />
      </Routes>,
      { route: '/job-board' },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Forklift Operator 10' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Forklift Operator 20' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(calls('GET', `${jobBoardPaths.search}?page=2`)).toHaveLength(1);
  });

  it('shows a refusal the form has no field for in an alert, described by its message', async () => {
    mockFetch({
      [`GET ${jobBoardPaths.search}`]: {
        status: 422,
        body: { message: 'Invalid', errors: { page: ['Choose a page that exists.'] } },
      },
      [`GET ${jobBoardPaths.filters}`]: { body: { industries: [], education_levels: [], position_types: [] } },
    });
    renderWithProviders(
      <Routes>
        <Route path="/job-board" element={<JobBoardPage />} />
      </Routes>,
      { route: '/job-board' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose a page that exists.');
    expect(alert).toHaveAccessibleDescription('Choose a page that exists.');
  });
});
