import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { educationLevelsPath } from '../test/experienceFixtures';
import { mockFetch } from '../test/fetchMock';
import { createMemoryNavigation } from '../platform/navigation';
import { createQueryClient } from './queryClient';
import { createRoutes, preloadRoute } from './router';
import { customer, opportunity, pathOf, renderApp, settings, signedOut, staff } from './routerTestFixtures';

const customerCurrentUser = '/internal-api/customer-portal/current-user';
const staffCurrentUser = '/internal-api/current-user';

/** main.tsx starts the first page's sign-in checks and data before React renders (app/router.tsx, preloadRoute). */
describe("the first page's head start", () => {
  it('asks for the signed-in user and starts the Occupation Finder search before anything renders', async () => {
    const { calls } = mockFetch({
      [`GET ${customerCurrentUser}`]: { body: customer },
      'GET /internal-api/career-opportunity?page=1&keyword=nurse': { body: { data: [], currentPage: 1, lastPage: 1 } },
      'GET /internal-api/career-clusters': { body: { data: [] } },
      [`GET ${educationLevelsPath}`]: { body: { data: [] } },
    });
    const navigation = createMemoryNavigation('/customer-portal/occupations?keyword=nurse');
    void preloadRoute(createRoutes(), createQueryClient(), navigation.location);
    await waitFor(() => expect(calls('GET', '/internal-api/career-opportunity?page=1&keyword=nurse')).toHaveLength(1));
    expect(calls('GET', customerCurrentUser)).toHaveLength(1);
    expect(calls('GET', '/internal-api/career-clusters')).toHaveLength(1);
    expect(calls('GET', staffCurrentUser)).toHaveLength(0);
  });

  it('lets the guard and the page find what it started: each request is made once', async () => {
    const { calls } = mockFetch({
      [`GET ${customerCurrentUser}`]: { body: customer },
      'GET /settings': settings,
      'GET /internal-api/career-opportunity?page=1': { body: { data: [opportunity], currentPage: 1, lastPage: 1 } },
      'GET /internal-api/career-clusters': { body: { data: [] } },
      [`GET ${educationLevelsPath}`]: { body: { data: [] } },
    });
    renderApp('/customer-portal/occupations', { headStart: true });
    expect(await screen.findByRole('heading', { level: 2, name: opportunity.title })).toBeInTheDocument();
    expect(calls('GET', customerCurrentUser)).toHaveLength(1);
    expect(calls('GET', '/internal-api/career-opportunity?page=1')).toHaveLength(1);
  });

  it('still sends a visitor without a session to the login page, with no search on the way', async () => {
    const { calls, requests } = mockFetch({ [`GET ${customerCurrentUser}`]: signedOut, 'GET /settings': settings });
    const { navigation } = renderApp('/customer-portal/occupations', { headStart: true });
    expect(await screen.findByRole('heading', { level: 1, name: /Sign in to the/ })).toBeInTheDocument();
    expect(pathOf(navigation)).toBe('/customer-portal/login?redirectTo=%2Fcustomer-portal%2Foccupations');
    expect(calls('GET', customerCurrentUser)).toHaveLength(1);
    expect(requests.map((request) => request.url)).not.toContainEqual(expect.stringContaining('career-opportunity'));
  });

  it('asks at / for the staff member and the customer side by side, and shows a guest the public home', async () => {
    const { calls } = mockFetch({
      [`GET ${staffCurrentUser}`]: signedOut,
      [`GET ${customerCurrentUser}`]: signedOut,
      'GET /settings': settings,
    });
    renderApp('/', { headStart: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan your next step with Workforce Portal' }),
    ).toBeInTheDocument();
    expect(calls('GET', staffCurrentUser)).toHaveLength(1);
    expect(calls('GET', customerCurrentUser)).toHaveLength(1);
  });

  it('takes signed-in staff at / to their portal, not to the public home', async () => {
    mockFetch({
      [`GET ${staffCurrentUser}`]: { body: staff },
      [`GET ${customerCurrentUser}`]: signedOut,
      'GET /settings': settings,
    });
    renderApp('/', { headStart: true });
    expect(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Plan your next step with Workforce Portal' }),
    ).not.toBeInTheDocument();
  });

  it('shows the error page when the sign-in check fails, as without the head start', async () => {
    mockFetch({
      [`GET ${customerCurrentUser}`]: { status: 500, body: { message: 'Server Error' } },
      'GET /settings': settings,
    });
    renderApp('/customer-portal/profile', { headStart: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'An unexpected error occurred.' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('asks for nobody on a page without a guard (About)', async () => {
    const { calls } = mockFetch({ 'GET /settings': settings });
    const navigation = createMemoryNavigation('/about');
    void preloadRoute(createRoutes(), createQueryClient(), navigation.location);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('GET', customerCurrentUser)).toHaveLength(0);
    expect(calls('GET', staffCurrentUser)).toHaveLength(0);
  });
});
