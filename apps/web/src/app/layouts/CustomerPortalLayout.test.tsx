import { customerAccountPaths, defaultClientSettings, type CurrentUser } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStorageKey, resetLanguageForTests } from '../../platform/i18n';
import { mockFetch } from '../../test/fetchMock';
import { renderWithProviders } from '../../test/render';
import { CustomerPortalLayout } from './CustomerPortalLayout';

const customer: CurrentUser = {
  userId: 11,
  guard: 'customer',
  internal: false,
  name: 'Casey Participant',
  email: 'casey@example.org',
  role: null,
  locationIds: [],
};

function renderLayout(flags: Record<string, boolean>, language: Record<string, unknown> = {}) {
  const mocked = mockFetch({
    'GET /settings': { body: { ...defaultClientSettings, feature_flags: flags } },
    'GET /internal-api/customer-portal/current-user': { body: customer },
    ...language,
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/customer-portal" element={<CustomerPortalLayout />}>
        <Route index element={<h1>Home</h1>} />
      </Route>
    </Routes>,
    { route: '/customer-portal' },
  );
  return { ...mocked, ...rendered };
}

afterEach(() => resetLanguageForTests());

describe("the participant's navigation", () => {
  it('links to Outcomes while the outcomes feature is on', async () => {
    renderLayout({ outcomes: true });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Outcomes' })).toHaveAttribute('href', '/customer-portal/outcomes'),
    );
    expect(within(nav).getByRole('link', { name: 'My Career' })).toBeInTheDocument();
  });

  it('has no Outcomes link while the feature is off', async () => {
    renderLayout({ outcomes: false });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My Profile' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Outcomes' })).not.toBeInTheDocument();
  });
});

describe('the language switch of a signed-in customer', () => {
  it("shows the other language and stores it on the customer's account", async () => {
    const { user, calls } = renderLayout(
      {},
      {
        [`PUT ${customerAccountPaths.accountLanguage}`]: {
          body: {
            data: {
              customer_id: 11,
              first_name: 'Casey',
              last_name: 'Participant',
              email: 'casey@example.org',
              pending_email: null,
              email_verified_at: null,
              preferred_language: 'es',
              last_login_at: null,
              active_sessions: 1,
            },
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
    await waitFor(() =>
      expect(calls('PUT', customerAccountPaths.accountLanguage).map((call) => call.body)).toEqual([
        { preferred_language: 'es' },
      ]),
    );
  });

  it('still shows the language when it cannot be stored, and says so', async () => {
    const { user } = renderLayout(
      {},
      { [`PUT ${customerAccountPaths.accountLanguage}`]: { status: 500, body: { message: 'Server Error' } } },
    );
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
