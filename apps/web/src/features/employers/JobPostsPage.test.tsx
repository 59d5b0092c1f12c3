import { jobPostStatus, type JobPost, type JobPostListResponse } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { isOnJobBoard, JobPostsPage } from './JobPostsPage';

const day = 86_400_000;

function post(id: number, title: string, overrides: Partial<JobPost>): JobPost {
  return {
    id,
    employer_id: 7,
    send_to_nlx: false,
    onet_code: null,
    remote: true,
    benefits: null,
    title,
    description: '',
    industry: '44-45',
    job_position_type_id: 1,
    job_position_type_value: null,
    encouraged_types: [],
    salary_range_min: 18,
    salary_range_max: 22,
    pay_unit: 'hour',
    minimum_educational_level: 1,
    hours_per_week: 36,
    apply_link: 'https://example.org/apply',
    contact_email: null,
    creator: { full_name: 'Casey Manager' },
    employer: { company_name: 'Juniper Ridge Outfitters' },
    employer_job_post_status_id: jobPostStatus.draft,
    employer_job_post_status: 'Draft',
    posted_at: null,
    expires_at: null,
    locations: [],
    nlx_feed: null,
    ...overrides,
  };
}

const published = (expiresIn: number) => ({
  employer_job_post_status_id: jobPostStatus.published,
  employer_job_post_status: 'Published',
  posted_at: new Date(Date.now() - day).toISOString(),
  expires_at: new Date(Date.now() + expiresIn).toISOString(),
});

function renderPosts(posts: JobPost[]) {
  const list: JobPostListResponse = {
    data: posts,
    current_page: 1,
    last_page: 1,
    from: 1,
    to: posts.length,
    total: posts.length,
    per_page: 10,
  };
  mockFetch({
    'GET /internal-api/employer-records/7/job-posts?page=1': { body: list },
    'GET /internal-api/employer-records/7': { body: { data: { company_name: 'Juniper Ridge Outfitters' } } },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/employer-records/:id/job-posts" element={<JobPostsPage />} />
    </Routes>,
    { route: '/employer-records/7/job-posts' },
  );
}

describe('Job posts: View on job board', () => {
  it('links only a published, unexpired post to its public board page', async () => {
    renderPosts([
      post(1, 'Live post', published(30 * day)),
      post(2, 'Draft post', {}),
      post(3, 'Expired post', published(-day)),
    ]);
    const live = await screen.findByRole('row', { name: /Live post/ });
    const link = within(live).getByRole('link', { name: 'View Live post on the job board (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/job-board/1');
    expect(link).toHaveAttribute('target', '_blank');
    for (const title of ['Draft post', 'Expired post']) {
      const row = screen.getByRole('row', { name: new RegExp(title) });
      expect(within(row).queryByRole('link', { name: /on the job board/ })).toBeNull();
    }
  });

  it('follows the board’s rule: published, and no expiry or one still ahead', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    const status = { employer_job_post_status_id: jobPostStatus.published };
    expect(isOnJobBoard({ ...status, expires_at: null }, now)).toBe(true);
    expect(isOnJobBoard({ ...status, expires_at: '2026-06-01T00:00:01Z' }, now)).toBe(true);
    expect(isOnJobBoard({ ...status, expires_at: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(isOnJobBoard({ employer_job_post_status_id: jobPostStatus.draft, expires_at: null }, now)).toBe(false);
  });
});
