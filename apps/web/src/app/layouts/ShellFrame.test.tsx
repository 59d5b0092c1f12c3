import type { CurrentUser } from '@portal/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { educationLevelsPath, educationsPath, jobsPath } from '../../test/experienceFixtures';
import { mockFetch } from '../../test/fetchMock';
import { AppRouter, createMemoryNavigation } from '../../platform/navigation';
import { AppProviders } from '../providers';
import { createQueryClient } from '../queryClient';
import { AppRoutes, createRoutes } from '../router';

const customer: CurrentUser = {
  userId: 11,
  guard: 'customer',
  internal: false,
  name: 'Casey Participant',
  email: 'casey@example.org',
  role: null,
  locationIds: [],
};

/** A phone: every max-width media query matches (jsdom has no layout; this is the environment, not the app). */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

function renderApp(path: string) {
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  const navigation = createMemoryNavigation(path);
  render(
    <AppProviders queryClient={queryClient} env="test">
      <AppRouter navigation={navigation}>
        <AppRoutes routes={createRoutes()} />
      </AppRouter>
    </AppProviders>,
  );
  return { navigation, user: userEvent.setup({ delay: null }) };
}

describe('the portal navigation on a narrow screen', () => {
  // Load the pages' lazy chunks once up front, so the first test does not pay for transforming them.
  beforeAll(async () => {
    await Promise.all([
      import('./CustomerPortalLayout'),
      import('../../features/experiences/ProfilePage'),
      import('../../features/forms/FormsListPage'),
    ]);
  });

  beforeEach(() => {
    narrowScreen();
    mockFetch({
      'GET /internal-api/customer-portal/current-user': { body: customer },
      [`GET ${jobsPath}`]: { body: { data: [] } },
      [`GET ${educationsPath}`]: { body: { data: [] } },
      [`GET ${educationLevelsPath}`]: { body: { data: [] } },
      'GET /internal-api/forms/customer': { body: { data: [] } },
    });
  });

  it('folds behind a Menu button that opens it, and closes it on navigation', async () => {
    const { navigation, user } = renderApp('/customer-portal/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My Career',
      'Occupations',
      'Career Clusters',
      'Programs',
      'Job Board',
      'Forms',
      'Documents',
      '211 Resource Finder',
      'Referrals',
      'My Profile',
    ]);
    expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Forms' }));
    await waitFor(() => expect(navigation.location.pathname).toBe('/customer-portal/forms'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and gives the focus back to the Menu button', async () => {
    const { user } = renderApp('/customer-portal/profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Career' }),
    ).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });
});
