import { jobPostStatus, type JobPost, type JobPostListResponse } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { JobPostsPage } from './JobPostsPage';

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
    state: 'draft',
    posted_at: null,
    expires_at: null,
    locations: [],
    nlx_feed: null,
    ...overrides,
  };
}

/** The server derives the state from the dates; an expired post keeps its stored status 3. */
const published = (expiresIn: number): Partial<JobPost> => ({
  employer_job_post_status_id: jobPostStatus.published,
  employer_job_post_status: expiresIn > 0 ? 'Published' : 'Expired',
  state: expiresIn > 0 ? 'published' : 'expired',
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

  it('shows the server’s state: an expired post reads Expired, not Published (issue #23, item 10)', async () => {
    renderPosts([post(1, 'Live post', published(30 * day)), post(3, 'Expired post', published(-day))]);
    const expired = await screen.findByRole('switch', { name: 'Expired post: Expired' });
    expect(expired).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Live post: Published' })).toBeChecked();
  });
});
