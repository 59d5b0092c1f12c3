import { jobPostMessages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { JobPostFormPage } from './JobPostFormPage';

const lookups = ['industries', 'position-types', 'pay-units', 'educational-levels', 'encouraged-types'];

function renderCreateForm() {
  mockFetch({
    'GET /internal-api/employer-records/7': { body: { id: 7, company_name: 'Juniper Ridge Outfitters' } },
    'GET /internal-api/employer-records/7/locations?all=true': {
      body: {
        data: [{ id: 3, label: 'Main office', city: 'Boise', state: 'ID' }],
        current_page: 1,
        last_page: 1,
        from: 1,
        to: 1,
        total: 1,
        per_page: 25,
      },
    },
    ...Object.fromEntries(
      lookups.map((lookup) => [
        `GET /internal-api/employer-records/job-post-lookups/${lookup}`,
        { body: { data: { 1: 'One' } } },
      ]),
    ),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/employer-records/:id/job-posts/create" element={<JobPostFormPage />} />
    </Routes>,
    { route: '/employer-records/7/job-posts/create' },
  );
}

describe('Post a Job form (issue #23, items 10 and 17)', () => {
  it('has a Locations field listing the employer’s locations', async () => {
    const { user } = renderCreateForm();
    await user.click(await screen.findByRole('combobox', { name: 'Locations' }));
    expect(await screen.findByRole('option', { name: 'Main office (Boise, ID)' })).toBeInTheDocument();
  });

  it('says an empty salary is missing, and names out-of-range hours instead of changing them', async () => {
    const { user } = renderCreateForm();
    // The number fields' code comes after the paint (LaterNumberInput): wait for their up/down controls.
    await waitFor(() => expect(document.querySelectorAll('.mantine-NumberInput-controls')).toHaveLength(3));
    const hours = screen.getByRole('textbox', { name: 'Hours per week' });
    await user.type(hours, '0');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText(jobPostMessages.salaryMinRequired)).toBeInTheDocument();
    expect(screen.getByText(jobPostMessages.salaryMaxRequired)).toBeInTheDocument();
    expect(screen.queryByText(jobPostMessages.positive)).toBeNull();
    expect(hours).toHaveValue('0');
    expect(screen.getByText(jobPostMessages.hoursMin)).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(hours).toHaveValue('200');
    expect(await screen.findByText(jobPostMessages.hoursMax)).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '12.5');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(hours).toHaveValue('12.5');
    expect(await screen.findByText(jobPostMessages.hoursWhole)).toBeInTheDocument();
  });
});
