import { invalidCredentialsMessage } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { educationLevelsPath } from '../test/experienceFixtures';
import { mockFetch } from '../test/fetchMock';
import {
  customer,
  emptyMyCareer,
  emptyProfile,
  opportunity,
  pathOf,
  renderApp,
  settings,
  signedOut,
} from './routerTestFixtures';

describe('customer portal routes', () => {
  it('sends a signed-out visitor of /customer-portal/profile to the customer login page, in the client terminology', async () => {
    mockFetch({ 'GET /internal-api/customer-portal/current-user': signedOut, 'GET /settings': settings });
    const { navigation } = renderApp('/customer-portal/profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the Participant Portal' }),
    ).toBeInTheDocument();
    expect(pathOf(navigation)).toBe('/customer-portal/login?redirectTo=%2Fcustomer-portal%2Fprofile');
  });

  it('signs in, then returns to the page asked for (My Career)', async () => {
    let signedIn = false;
    const { calls } = mockFetch({
      'GET /internal-api/customer-portal/current-user': () => (signedIn ? { body: customer } : signedOut),
      'POST /internal-api/customer-portal/login': () => {
        signedIn = true;
        return { body: { data: customer, csrf_token: 'token-of-the-new-session' } };
      },
      'POST /internal-api/logout': { body: { csrf_token: 'token-after-logout' } },
      ...emptyProfile,
      ...emptyMyCareer,
    });
    const { navigation, user } = renderApp('/customer-portal/my-career');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 }), '  casey@example.org ');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Career' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(pathOf(navigation)).toBe('/customer-portal/my-career');
    expect(calls('POST', '/internal-api/customer-portal/login')[0]?.body).toEqual({
      email: 'casey@example.org',
      password: 'correct horse',
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const navLinks = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(navLinks[0]).toBe('My Career');
    expect(navLinks).toEqual(expect.arrayContaining(['Occupations', 'Career Clusters', 'Programs', 'My Profile']));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 2, name: 'Match Engine' }));

    // Login rotated the CSRF token: the next state-changing call sends the one the login answered with.
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: /Sign in to the/ });
    expect(calls('POST', '/internal-api/logout')[0]?.headers['X-CSRF-TOKEN']).toBe('token-of-the-new-session');
  });

  it('validates with loginBodySchema, shows a 422 under Email and a 429 as an alert', async () => {
    let attempt = 0;
    mockFetch({
      'GET /internal-api/customer-portal/current-user': signedOut,
      'POST /internal-api/customer-portal/login': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: { message: invalidCredentialsMessage, errors: { email: [invalidCredentialsMessage] } },
            }
          : { status: 429, body: { message: 'Too many attempts. Please try again later.' } },
    });
    const { user } = renderApp('/customer-portal/login');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email must be a valid email address.'));
    expect(attempt).toBe(0);

    await user.clear(email);
    await user.type(email, 'casey@example.org');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(invalidCredentialsMessage));

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('signs out to the customer login page', async () => {
    let signedIn = true;
    const { calls } = mockFetch({
      'GET /internal-api/customer-portal/current-user': () => (signedIn ? { body: customer } : signedOut),
      'POST /internal-api/logout': () => {
        signedIn = false;
        return { body: { csrf_token: 'token-after-logout' } };
      },
      ...emptyProfile,
    });
    const { navigation, user } = renderApp('/customer-portal/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Sign in to the/ })).toBeInTheDocument();
    expect(pathOf(navigation)).toBe('/customer-portal/login');
    expect(calls('POST', '/internal-api/logout')[0]?.headers['X-CSRF-TOKEN']).toBeTruthy();
  });
});

describe('Occupation Finder route', () => {
  // The first search starts with the navigation, while the page's code loads, not after the page's first render.
  it("starts a signed-in participant's search and filter options with the navigation, beside the page's code", async () => {
    const { calls } = mockFetch({
      'GET /internal-api/customer-portal/current-user': { body: customer },
      'GET /settings': settings,
      'GET /internal-api/career-opportunity?page=1&keyword=nurse&cluster=3': {
        body: { data: [], currentPage: 1, lastPage: 1 },
      },
      'GET /internal-api/career-clusters': { body: { data: [] } },
      [`GET ${educationLevelsPath}`]: { body: { data: [] } },
    });
    renderApp('/customer-portal/occupations?keyword=nurse&cluster=3');
    await waitFor(() =>
      expect(calls('GET', '/internal-api/career-opportunity?page=1&keyword=nurse&cluster=3')).toHaveLength(1),
    );
    expect(calls('GET', '/internal-api/career-clusters')).toHaveLength(1);
    expect(calls('GET', educationLevelsPath)).toHaveLength(1);
  });

  it('shows the results of that one search: the page does not ask for it again when it mounts', async () => {
    const { calls } = mockFetch({
      'GET /internal-api/customer-portal/current-user': { body: customer },
      'GET /settings': settings,
      'GET /internal-api/career-opportunity?page=1': {
        body: { data: [opportunity], currentPage: 1, lastPage: 1 },
      },
      'GET /internal-api/career-clusters': { body: { data: [] } },
      [`GET ${educationLevelsPath}`]: { body: { data: [] } },
    });
    renderApp('/customer-portal/occupations');
    expect(await screen.findByRole('heading', { level: 2, name: opportunity.title })).toBeInTheDocument();
    expect(calls('GET', '/internal-api/career-opportunity?page=1')).toHaveLength(1);
  });

  it('sends no search for a visitor without a session: the login page comes first', async () => {
    const { requests } = mockFetch({
      'GET /internal-api/customer-portal/current-user': signedOut,
      'GET /settings': settings,
    });
    const { navigation } = renderApp('/customer-portal/occupations');
    expect(await screen.findByRole('heading', { level: 1, name: /Sign in to the/ })).toBeInTheDocument();
    expect(navigation.location.pathname).toBe('/customer-portal/login');
    expect(requests.map((request) => request.url)).not.toContainEqual(expect.stringContaining('career-opportunity'));
  });
});

describe('the front door (issue #24)', () => {
  it('shows a guest at / the public home, with Sign in, Create account and a plain staff sign-in link', async () => {
    mockFetch({
      'GET /internal-api/current-user': signedOut,
      'GET /internal-api/customer-portal/current-user': signedOut,
      'GET /settings': settings,
    });
    const { navigation } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan your next step with Workforce Portal' }),
    ).toBeInTheDocument();
    expect(pathOf(navigation)).toBe('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/customer-portal/register',
    );
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer-portal/login');
    expect(within(main).getByRole('link', { name: 'Take the survey' })).toHaveAttribute(
      'href',
      '/career-cluster/survey',
    );
    expect(within(main).getByRole('link', { name: 'Staff sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('sends a signed-in customer at / to their home', async () => {
    mockFetch({
      'GET /internal-api/current-user': signedOut,
      'GET /internal-api/customer-portal/current-user': { body: customer },
      'GET /settings': settings,
      ...emptyMyCareer,
    });
    const { navigation } = renderApp('/');
    // /customer-portal is the customer's home (until its dashboard lands it shows My Career).
    await waitFor(() => expect(navigation.location.pathname.startsWith('/customer-portal')).toBe(true));
    expect(navigation.location.pathname).not.toBe('/customer-portal/profile');
  });

  it('lands a customer who signs in from the sign-in page on their home, not on the profile form', async () => {
    let signedIn = false;
    mockFetch({
      'GET /internal-api/customer-portal/current-user': () => (signedIn ? { body: customer } : signedOut),
      'POST /internal-api/customer-portal/login': () => {
        signedIn = true;
        return { body: { data: customer, csrf_token: 'token' } };
      },
      'GET /settings': settings,
      ...emptyMyCareer,
    });
    const { navigation, user } = renderApp('/customer-portal/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/customer-portal/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/customer-portal/register');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'casey@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigation.location.pathname).not.toBe('/customer-portal/login'));
    expect(navigation.location.pathname).not.toBe('/customer-portal/profile');
    expect(navigation.location.pathname.startsWith('/customer-portal')).toBe(true);
  });

  it.each(['/no-such-page', '/customer-portal/no-such-page', '/customers/no/such/page'])(
    "shows a guest 'Page not found!' at %s with a way home, never a sign-in page",
    async (path) => {
      mockFetch({
        'GET /internal-api/current-user': signedOut,
        'GET /internal-api/customer-portal/current-user': signedOut,
      });
      const { navigation } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
      expect(navigation.location.pathname).toBe(path);
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('heading', { name: /Sign in to the/ })).not.toBeInTheDocument();
    },
  );

  it('goes from the guest not-found page to the public home', async () => {
    mockFetch({
      'GET /internal-api/current-user': signedOut,
      'GET /internal-api/customer-portal/current-user': signedOut,
      'GET /settings': settings,
    });
    const { navigation, user } = renderApp('/nowhere');
    await user.click(await screen.findByRole('link', { name: 'Go to the home page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan your next step with Workforce Portal' }),
    ).toBeInTheDocument();
    expect(navigation.location.pathname).toBe('/');
  });
});
